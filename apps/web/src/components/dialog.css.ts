import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { secondaryButton as secondaryButtonStyle } from './button.css';
export { button, secondaryButton } from './button.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: 'rgba(11,31,58,0.55)',
});
/** A dialog taller than the window scrolls inside the overlay (a long form keeps every field reachable). */
export const modal = style({
  width: '100%',
  maxWidth: 480,
  maxHeight: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 16px 48px rgba(11,31,58,0.3)',
});
export const dialog = style({ padding: vars.space.lg, outline: 'none', display: 'grid', gap: vars.space.md });
export const heading = style({ margin: 0, fontSize: '1.25rem', color: vars.color.primary });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const form = style({ display: 'grid', gap: vars.space.md });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const input = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
export const error = style({ margin: 0, color: vars.color.danger });
// The confirming button of a confirmation (delete): outlined in the danger colour.
export const dangerButton = style([secondaryButtonStyle, { borderColor: vars.color.danger, color: vars.color.danger }]);
