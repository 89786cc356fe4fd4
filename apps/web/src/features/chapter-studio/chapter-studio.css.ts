import { style } from '@vanilla-extract/css';
import { focusRing, surfaceBox } from '../../styles/looks';
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
