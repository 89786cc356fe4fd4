import { style } from '@vanilla-extract/css';
import { buttonBase, solidColors } from '../styles/looks';
import { vars } from '../styles/theme.css';

/** The primary button of the app, styled through react-aria's data attributes. */
export const button = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  ...buttonBase,
  ...solidColors,
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
