import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

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
export const modal = style({
  width: '100%',
  maxWidth: 480,
  maxHeight: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 16px 48px rgba(11,31,58,0.3)',
});
export const dialog = style({ padding: vars.space.lg, outline: 'none' });
export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: '1.25rem', color: vars.color.primary });
export const form = style({ display: 'grid', gap: vars.space.md });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600 });
export const input = style({
  padding: vars.space.sm,
  font: 'inherit',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const fieldError = style({ color: vars.color.danger, fontSize: vars.font.sizeSm });
export const description = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const alert = style({ margin: 0, color: vars.color.danger });
export const notice = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const button = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: '#17345e' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-pending], &[data-disabled]': { opacity: 0.7, cursor: 'default' },
  },
});
export const secondaryButton = style([
  button,
  { background: vars.color.surface, color: vars.color.primary, selectors: { '&[data-hovered]': { background: vars.color.surfaceAlt } } },
]);
