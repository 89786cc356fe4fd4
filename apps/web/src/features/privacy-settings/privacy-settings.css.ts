import { style } from '@vanilla-extract/css';
import { choiceRow, radioMark as radioMarkLook, surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';
export { button } from '../../components/button.css';
export { switchRow, thumb, track } from '../../components/switch.css';
export { listBox, option, popover, selectButton } from '../../components/select.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 860 });
export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.primary });
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.primary, color: vars.color.primary, fontWeight: 600 },
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const panel = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.lg, ...surfaceBox });
export const form = style({ display: 'grid', gap: vars.space.lg });
export const subheading = style({ margin: 0, fontSize: '1.25rem', color: vars.color.primary });
export const section = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 0 });
export const sectionTitle = style({ padding: 0, fontSize: '1.05rem', fontWeight: 700, color: vars.color.primary });
export const setting = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.surfaceAlt}`,
});
export const label = style({ fontWeight: 600 });
export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const radio = style(choiceRow(vars.space.xs));
export const radioMark = style(radioMarkLook(radio, 16, 5));
export const select = style({ display: 'grid', gap: vars.space.xs, maxWidth: 420 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
