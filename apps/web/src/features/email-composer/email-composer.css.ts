import { globalStyle, style } from '@vanilla-extract/css';
import * as buttons from '../../components/button.css';
import { surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, ...surfaceBox });
export const heading = style({ fontSize: '1.25rem', margin: 0, color: vars.color.primary });
export const subheading = style({ fontSize: '1rem', margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const itemName = style({ flex: '1 1 10rem', margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const group = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 });
export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const recipients = style({ display: 'grid', gap: vars.space.xs, maxHeight: '14rem', overflowY: 'auto', padding: vars.space.xs, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer', selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 } } });
export const box = style({
  width: '1rem',
  height: '1rem',
  flex: 'none',
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: 3,
  selectors: { [`${checkbox}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary } },
});
export const editor = style({ display: 'grid', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, background: vars.color.surface });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const toggle = style([buttons.secondaryButton, { selectors: { '&[data-selected]': { background: vars.color.surfaceAlt, fontWeight: 700 } } }]);
export const editable = style({ minHeight: '10rem', padding: vars.space.sm, outline: 'none', selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 } } });
globalStyle(`${editable} p`, { margin: `0 0 ${vars.space.xs}` });
export const button = buttons.secondaryButton;
export const primaryButton = buttons.button;
export const preview = style({ maxHeight: '60vh', overflowY: 'auto' });
