import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The header's icon controls (the notifications bell, the messenger badge): lazy, apart from layout.css.ts (initial).
/** An icon button or link in the header: a 40 x 40 box in the header's colours. */
export const headerIconControl = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primaryContrast,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed], &[data-current], &[aria-expanded="true"]': { background: 'rgba(255,255,255,0.16)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.primaryContrast}`, outlineOffset: '-2px' },
  },
});
/** The control's icon, drawn in the text colour. */
export const headerIcon = style({ width: 22, height: 22 });
/** An unread count over the control's corner (drawn over the box: it moves nothing). */
export const headerCount = style({
  position: 'absolute',
  top: 2,
  right: 2,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: 9,
  background: vars.notice.error.solid,
  color: vars.notice.error.onSolid,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});
