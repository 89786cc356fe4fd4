import { style } from '@vanilla-extract/css';
import { focusRing, surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const panel = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, ...surfaceBox });
export const panelTitle = style({ fontSize: vars.font.sizeMd, margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.sm });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const name = style({ fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const checkboxes = style({ display: 'grid', gap: vars.space.xs });
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer', selectors: focusRing() });
export const checkboxBox = style({
  width: 18,
  height: 18,
  flex: 'none',
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  selectors: { [`${checkbox}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary } },
});
// The search results keep their place while a new term loads (no layout shift).
export const results = style({ minHeight: '2.5rem' });
