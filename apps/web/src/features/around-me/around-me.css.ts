import { style } from '@vanilla-extract/css';
import { surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export { checkbox, checkboxBox, field, input, label } from '../../components/form/form.css';
export { button, secondaryButton } from '../../components/button.css';
export { dangerButton } from '../../components/dialog.css';

/** Around me on the businesses page: its sections one under the other. */
export const page = style({ display: 'grid', gap: vars.space.lg });
export const section = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, ...surfaceBox });
export const sectionTitle = style({ margin: 0, fontSize: '1.1rem', color: vars.color.primary });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });
export const filter = style({ display: 'grid', gap: vars.space.xs, minWidth: 180 });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const card = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const cardTitle = style({ margin: 0, fontSize: '1rem' });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** The asset form: two columns of fields where there is room. */
export const form = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' });
export const wide = style({ gridColumn: '1 / -1' });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const line = style({ margin: 0 });
