import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const heading = style({ fontSize: vars.font.sizeLg, margin: `0 0 ${vars.space.md}` });
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const card = style({
  display: 'block',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { borderColor: vars.color.primary } },
});
export const name = style({ display: 'block', fontWeight: 600, color: vars.color.primary });
export const kind = style({ display: 'block', fontSize: vars.font.sizeSm, color: vars.color.textMuted });
export const error = style({ color: vars.color.danger });
/** The Admin View switch (aria-pressed while the page shows Admin View). */
export const viewSwitch = style({
  justifySelf: 'start',
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryContrast },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
