import { style } from '@vanilla-extract/css';
import { above } from '../../styles/breakpoints';
import { buttonBase, surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0, color: vars.color.primary });

export const section = style({
  padding: vars.space.md,
  ...surfaceBox,
  '@media': { [above('xs')]: { padding: vars.space.lg } },
});
export const sectionHeading = style({ fontSize: '1.25rem', margin: `0 0 ${vars.space.md}`, color: vars.color.primary });

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const topic = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });
export const topicHeading = style({ fontSize: '1.125rem', margin: `0 0 ${vars.space.sm}` });
export const itemRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  ...buttonBase,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: vars.font.sizeSm,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const primaryButton = style([
  button,
  {
    background: vars.color.primary,
    color: vars.color.primaryContrast,
    selectors: { '&[data-hovered]': { background: vars.color.text } },
  },
]);
export const dangerButton = style([
  button,
  {
    borderColor: vars.color.danger,
    color: vars.color.danger,
  },
]);

export const questions = style({ display: 'grid', gap: vars.space.sm, margin: `0 0 ${vars.space.md}`, padding: 0, listStyle: 'none' });
export const question = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceAlt,
});
export const questionHeading = style({ margin: 0, fontSize: vars.font.sizeMd, flex: '1 1 16rem' });
export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const chevron = style({
  display: 'inline-block',
  transition: 'transform 150ms',
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' } },
});
export const panel = style({ padding: `${vars.space.xs} ${vars.space.sm}` });

export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  marginTop: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const formTitle = style({ margin: 0, fontSize: vars.font.sizeMd });
export const fieldError = style({ color: vars.color.danger, fontSize: vars.font.sizeSm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });

export const mediaGrid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});
export const mediaCard = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const mediaImage = style({ maxWidth: '100%', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });

