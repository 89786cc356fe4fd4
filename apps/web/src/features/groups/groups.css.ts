import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panelTitle = style({ fontSize: vars.font.sizeMd, margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.sm });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const name = style({ fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const checkboxes = style({ display: 'grid', gap: vars.space.xs });
export { checkbox, checkboxBox } from '../../components/form/form.css';
// The search results keep their place while a new term loads (no layout shift).
export const results = style({ minHeight: '2.5rem' });
