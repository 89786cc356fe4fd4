import { style } from '@vanilla-extract/css';
import { above } from '../../styles/breakpoints';
import { surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0, color: vars.color.primary });
export const section = style({ padding: vars.space.md, ...surfaceBox, '@media': { [above('xs')]: { padding: vars.space.lg } } });
export const sectionHeading = style({ fontSize: '1.25rem', margin: `0 0 ${vars.space.md}`, color: vars.color.primary });
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });
export const checkboxes = style({ display: 'flex', gap: vars.space.md, border: 0, padding: 0, margin: 0 });
export const tiles = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' });
export const tileImage = style({ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm });
export const links = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const link = style({ color: vars.color.primary, fontWeight: 600 });
export const grow = style({ flex: '1 1 12rem', overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: '32rem' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
// The app's one button look: primary for saves, secondary (outlined) for the rest.
export { button as primaryButton, secondaryButton as button } from '../../components/button.css';
