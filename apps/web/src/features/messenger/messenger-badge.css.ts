import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The badge's link: an icon button's box in the header's colours (as the notifications bell). */
export const badgeLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.sm,
  color: vars.color.primaryContrast,
  selectors: {
    '&[data-hovered], &[data-pressed], &[data-current]': { background: 'rgba(255,255,255,0.16)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.primaryContrast}`, outlineOffset: '-2px' },
  },
});
export const icon = style({ width: 22, height: 22 });
/** The unread chat count over the icon's corner (drawn over the box: it moves nothing). */
export const count = style({
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
