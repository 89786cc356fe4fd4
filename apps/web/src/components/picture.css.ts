import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/**
 * A picture that did not load: a calm surface with a line drawing of its kind, in the box the picture was given
 * (its class sets the size), never the browser's broken-image icon.
 */
export const fallback = style({
  display: 'inline-grid',
  placeItems: 'center',
  background: `linear-gradient(160deg, ${vars.color.surfaceAlt}, ${vars.color.skeleton})`,
  color: vars.color.textMuted,
  overflow: 'hidden',
  minWidth: 48,
  minHeight: 48,
});

export const fallbackKind = styleVariants({
  cover: { width: '100%', aspectRatio: '16 / 9' },
  logo: { width: '100%', aspectRatio: '2 / 1' },
  person: { borderRadius: '50%', aspectRatio: '1 / 1' },
});

export const fallbackIcon = style({ width: '40%', maxWidth: 72, height: 'auto', opacity: 0.7 });
