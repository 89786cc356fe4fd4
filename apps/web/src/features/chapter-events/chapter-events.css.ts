import { style } from '@vanilla-extract/css';
import { panel } from '../../components/panel.css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 760 });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.md });
export const twoColumns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' });
export const fieldset = style({ display: 'grid', gap: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: vars.space.md, margin: 0 });
export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const card = style([panel, { display: 'grid', gap: vars.space.xs }]);
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const tag = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});
export const link = style({ color: vars.color.primary, fontWeight: 600 });
export const section = style({ display: 'grid', gap: vars.space.md });
export const sectionTitle = style({ fontSize: vars.font.sizeMd, margin: 0 });
export const select = style({ display: 'grid', gap: vars.space.xs });
