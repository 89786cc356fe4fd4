import { style } from '@vanilla-extract/css';
import * as buttons from '../../components/button.css';
import { focusRing, surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, ...surfaceBox });
export const heading = style({ fontSize: '1.25rem', margin: 0, color: vars.color.primary });
export const muted = style({ margin: 0, color: vars.color.textMuted });

// The carousel (WAI-ARIA APG carousel pattern: rotation control, previous and next, slides).
export const carousel = style({ display: 'grid', gap: vars.space.sm });
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const position = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const slide = style({
  position: 'relative',
  display: 'grid',
  minHeight: 200,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const slideImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });
/** isImageOverLay: the image darkened so the text on it reads. */
export const overlay = style({ position: 'absolute', inset: 0, background: 'rgba(11, 31, 58, 0.6)' });
export const slideText = style({
  position: 'relative',
  alignSelf: 'end',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  // Readable on an image without the darkening too.
  background: 'linear-gradient(transparent, rgba(11, 31, 58, 0.85) 40%)',
});
export const slideTitle = style({ margin: 0, fontSize: '1.125rem' });
export const slideLink = style({ color: 'inherit', selectors: focusRing('2px') });
export const slideSubtitle = style({ margin: 0, fontSize: vars.font.sizeSm });
export const slideDescription = style({ margin: 0 });

// Buttons: the app's own (components/button.css.ts), and a delete button in the danger colour.
export const primaryButton = buttons.button;
export const button = buttons.secondaryButton;
export const dangerButton = style([buttons.secondaryButton, { borderColor: vars.color.danger, color: vars.color.danger }]);

// The editor: the ordered list and the form.
export const editor = style({ display: 'grid', gap: vars.space.md, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });
export const editorHeading = style({ fontSize: '1.125rem', margin: 0 });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
export const rowTitle = style({ flex: '1 1 12rem', margin: 0 });
export const thumbnail = style({ width: 48, height: 32, objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.skeleton });
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export { checkbox, checkboxBox } from '../../components/form/form.css';
