import { style } from '@vanilla-extract/css';
import * as buttons from '../../components/button.css';
import { focusRing, surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';
export { tab, tabList } from '../../components/tabs.css';

export const section = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, ...surfaceBox });
export const heading = style({ fontSize: '1.25rem', margin: 0, color: vars.color.primary });
export const subheading = style({ fontSize: '1rem', margin: 0 });
export const panel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.sm, outline: 'none', selectors: focusRing('2px') });
/** Tables scroll sideways on narrow screens rather than widening the page. */
export const tableBox = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({ textAlign: 'left', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const number = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const link = style({ color: vars.color.primary });
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const chart = style({ width: '100%', height: 'auto', maxWidth: '48rem' });
export const bar = style({ fill: vars.color.primary });
export const track = style({ fill: vars.color.surfaceAlt });
export const chartText = style({ fill: vars.color.text, fontSize: 12 });
export const score = style({ fontSize: '2rem', fontWeight: 700, margin: 0, color: vars.color.primary });
export const reports = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' });
export const button = buttons.secondaryButton;
