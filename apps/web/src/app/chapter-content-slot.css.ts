import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const views = style({ display: 'inline-flex', gap: vars.space.xs, margin: `0 0 ${vars.space.md}` });
export const viewButton = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryContrast },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
