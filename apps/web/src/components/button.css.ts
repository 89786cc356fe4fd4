import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The primary button of the app, styled through react-aria's data attributes. */
export const button = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: '#17345e' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-pending], &[data-disabled]': { opacity: 0.7, cursor: 'default' },
  },
});
/** The secondary (outlined) button. */
export const secondaryButton = style([
  button,
  { background: vars.color.surface, color: vars.color.primary, selectors: { '&[data-hovered]': { background: vars.color.surfaceAlt } } },
]);
