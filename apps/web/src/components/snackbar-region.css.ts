import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

// spec 000 §2: the snackbar sits top right.
export const region = style({
  position: 'fixed',
  top: vars.space.md,
  right: vars.space.md,
  zIndex: 950,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
});
/** A toast's layout; its colours come from notice.css by kind. */
export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 260,
  maxWidth: 420,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(11,31,58,0.25)',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const content = style({ flex: '1 1 auto' });
export const close = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
});
