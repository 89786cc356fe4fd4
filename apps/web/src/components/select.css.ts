import { style } from '@vanilla-extract/css';
import { surfaceBox } from '../styles/looks';
import { vars } from '../styles/theme.css';
import { input } from './form/form.css';

/** The button of a react-aria Select: a text input's look, left-aligned. */
export const selectButton = style([input, { background: vars.color.surface, color: vars.color.text, textAlign: 'left', cursor: 'pointer' }]);
/** The popover of a Select's options, as wide as its button; a long list scrolls inside the height react-aria gives it. */
export const popover = style({ minWidth: 'var(--trigger-width)', overflowY: 'auto', ...surfaceBox, boxShadow: '0 8px 24px rgba(11,31,58,0.18)' });
export const listBox = style({ padding: vars.space.xs, outline: 'none' });
export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused], &[data-hovered]': { background: vars.color.surfaceAlt }, '&[data-selected]': { fontWeight: 600 } },
});
