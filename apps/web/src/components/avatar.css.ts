import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** A member's round picture (or initials), 40 px. */
export const avatar = style({
  width: 40,
  height: 40,
  flex: '0 0 40px',
  borderRadius: '50%',
  background: vars.color.skeleton,
  color: vars.color.primary,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  fontWeight: 600,
});
export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
/** The large picture of a profile header, 96 px. */
export const avatarLarge = style({ width: 96, height: 96, flex: '0 0 96px', fontSize: vars.font.sizeLg });
