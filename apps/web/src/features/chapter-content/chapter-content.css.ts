import { style } from '@vanilla-extract/css';
import { above } from '../../styles/breakpoints';
import { secondaryButton } from '../../components/button.css';
import { focusRing, surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const content = style({ display: 'grid', gap: vars.space.lg });

export const section = style({
  padding: vars.space.md,
  ...surfaceBox,
  '@media': { [above('xs')]: { padding: vars.space.lg } },
});
export const sectionHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const sectionHeading = style({ fontSize: '1.25rem', margin: `0 0 ${vars.space.md}`, color: vars.color.primary });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const shortText = style({ fontWeight: 600, margin: `0 0 ${vars.space.sm}` });

export const images = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.sm} 0 0`, padding: 0, listStyle: 'none' });
export const image = style({ width: 160, height: 100, objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
export const portrait = style({ width: 64, height: 64, borderRadius: '50%', objectFit: 'cover', background: vars.color.surfaceAlt, flex: 'none' });
export const byline = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: `${vars.space.md} 0 0` });
export const factRow = style({ display: 'contents' });
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: 600 });

export const cards = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' });
export const card = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const cardTitle = style({ fontSize: vars.font.sizeMd, margin: 0 });
export const logo = style({ width: '100%', height: 80, objectFit: 'contain' });

export const links = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' });
export const link = style({ color: vars.color.primary, selectors: focusRing('2px') });

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });
export const fieldGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

// The app's buttons (components/button.css.ts), and a danger variant of the outlined one.
export { button as primaryButton, secondaryButton as button } from '../../components/button.css';
export const dangerButton = style([secondaryButton, { borderColor: vars.color.danger, color: vars.color.danger }]);
