import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
export { button, secondaryButton } from '../../components/button.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 760 });
export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.primary });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const factor = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const factorHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const factorTitle = style({ margin: 0, fontSize: '1.125rem', color: vars.color.primary });
export const status = style({
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  selectors: {
    '&[data-status="ACTIVE"]': { background: '#e3f2e6', color: '#1e5b2c' },
    '&[data-status="PENDING_ACTIVATION"]': { background: '#fff4d6', color: '#6b4a00' },
  },
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'grid', gridTemplateColumns: 'minmax(90px, 140px) minmax(0, 1fr)', gap: vars.space.sm });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600 });
export const input = style({
  padding: vars.space.sm,
  font: 'inherit',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'left',
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const fieldError = style({ color: vars.color.danger, fontSize: vars.font.sizeSm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const popover = style({
  minWidth: 'var(--trigger-width)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(11,31,58,0.18)',
});
export const listBox = style({ padding: vars.space.xs, outline: 'none' });
export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused], &[data-hovered]': { background: vars.color.surfaceAlt }, '&[data-selected]': { fontWeight: 600 } },
});
