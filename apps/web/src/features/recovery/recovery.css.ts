import { style } from '@vanilla-extract/css';
import { choiceRow, focusRing, linkButtonLook, pageBox, radioMark as radioMarkLook } from '../../styles/looks';
import { vars } from '../../styles/theme.css';
export { button } from '../../components/button.css';

export const page = style({ maxWidth: 520, ...pageBox });
export const brand = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.primary, fontWeight: 700, letterSpacing: '0.02em' });
export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeLg, color: vars.color.primary, outline: 'none' });
export const form = style({ display: 'grid', gap: vars.space.md });
export const fieldset = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0 });
export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(90px, 1fr))', gap: vars.space.sm });
export const label = style({ fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const links = style({ display: 'grid', gap: vars.space.xs, marginTop: vars.space.lg, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
export const linkButton = style({ ...linkButtonLook, textDecoration: 'underline', textAlign: 'left', selectors: focusRing() });
// WCAG 2.5.8 / Lighthouse target-size: a link on a line of its own is a 24 px target too.
export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touchTarget, color: vars.color.focus });
export const radioGroup = style({ display: 'grid', gap: vars.space.sm });
export const radio = style({ ...choiceRow(vars.space.sm), minHeight: vars.size.touchTarget });
export const radioMark = style(radioMarkLook(radio, 18, 6));
