import { style } from '@vanilla-extract/css';
import { secondaryButton } from '../button.css';
import { vars } from '../../styles/theme.css';

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', outline: 'none' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: {
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const dropIndicator = style({
  selectors: { '&[data-drop-target]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-1px' } },
});
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const button = secondaryButton;
// The drag handle: a grab cursor on the outlined button.
export const handle = style([secondaryButton, { minWidth: vars.size.touchTarget, cursor: 'grab' }]);
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
