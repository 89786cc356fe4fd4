import { style } from '@vanilla-extract/css';
import { surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';
export { button, secondaryButton } from '../../components/button.css';
export { field, fieldError, label } from '../../components/form/form.css';
export { listBox, option, popover, selectButton as input } from '../../components/select.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 760 });
export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.primary });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const factor = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, ...surfaceBox });
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
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
