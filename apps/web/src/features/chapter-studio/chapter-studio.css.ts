import { style } from '@vanilla-extract/css';
import { checkMark, focusRing, surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const heading = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.primary });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const card = style({
  display: 'block',
  padding: vars.space.md,
  ...surfaceBox,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { borderColor: vars.color.primary } },
});
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });
export const favourite = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.primary,
  fontSize: '1.25rem',
  cursor: 'pointer',
  selectors: focusRing(),
});
export const grow = style({ flex: 1 });
export const status = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
export const breadcrumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: `0 0 ${vars.space.md}`, padding: 0, listStyle: 'none' });
export const breadcrumb = style({
  selectors: {
    '&:not(:last-child)::after': { content: '"›"', marginLeft: vars.space.xs, color: vars.color.textMuted },
  },
});
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '48rem' });
export const group = style({ display: 'grid', gap: vars.space.xs, border: 'none', margin: 0, padding: 0 });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.6, cursor: 'default' },
  },
});
export const box = style(checkMark(choice));
export const swatch = style({ display: 'inline-block', width: '1.5rem', height: '1.5rem', border: `1px solid ${vars.color.textMuted}`, borderRadius: vars.radius.sm });
export const preview = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, ...surfaceBox });
export const previewImage = style({ maxWidth: '100%', borderRadius: vars.radius.sm });
