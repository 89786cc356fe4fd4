import { style } from '@vanilla-extract/css';
import { above } from '../../styles/breakpoints';
import { surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0, color: vars.color.primary });
export const section = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, ...surfaceBox, '@media': { [above('xs')]: { padding: vars.space.lg } } });
export const heading = style({ fontSize: '1.25rem', margin: 0, color: vars.color.primary });
export const subheading = style({ fontSize: '1.05rem', margin: 0 });
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });
export const grow = style({ flex: '1 1 12rem', overflowWrap: 'anywhere' });
export const link = style({ color: vars.color.primary, fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const detail = style({ margin: 0, padding: vars.space.sm, borderLeft: `3px solid ${vars.color.primary}` });
export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: '32rem' });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const input = style({ font: 'inherit', padding: vars.space.xs, maxWidth: '8rem' });
// The app's one button look.
export { button as primaryButton, secondaryButton as button } from '../../components/button.css';
