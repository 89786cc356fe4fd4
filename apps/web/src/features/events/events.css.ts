import { style } from '@vanilla-extract/css';
import { above } from '../../styles/breakpoints';
import { choiceRow, radioMark as radioMarkLook, surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export { checkbox, checkboxBox, field, input, label } from '../../components/form/form.css';
export { button, secondaryButton } from '../../components/button.css';
export { listBox, option, popover } from '../../components/select.css';
export { switchRow, thumb, track } from '../../components/switch.css';

/** The event directory: its header, then the filter panel beside the results (below them on narrow screens). */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 1200 });
export const header = style({ display: 'grid', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.primary });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const searchField = style({ display: 'grid', gap: vars.space.xs, minWidth: 260 });
export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [above('xs')]: { gridTemplateColumns: 'minmax(240px, 300px) 1fr' } },
});
/** The 'Filter / Sort' panel. */
export const panel = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, ...surfaceBox });
export const panelTitle = style({ margin: 0, fontSize: '1.1rem', color: vars.color.primary });
export const group = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 0 });
export const groupTitle = style({ padding: 0, fontWeight: 700, color: vars.color.primary });
export const nested = style({ display: 'grid', gap: vars.space.xs, paddingLeft: vars.space.lg });
export const radio = style(choiceRow(vars.space.xs));
export const radioMark = style(radioMarkLook(radio, 16, 5));
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** The results column. */
export const results = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const count = style({ margin: 0, fontWeight: 600 });
export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const card = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, ...surfaceBox });
export const cardTitle = style({ margin: 0, fontSize: '1.1rem' });
export const cardLine = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const cardFooter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
/** The Virtual tag and the registration state of a card. */
export const tag = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
});
export const status = style([tag, { background: vars.color.primary, color: vars.color.primaryContrast }]);
export const empty = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.lg, ...surfaceBox });
export const emptyTitle = style({ margin: 0, fontSize: '1.1rem' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const link = style({ color: vars.color.primary, fontWeight: 600, textDecoration: 'underline', cursor: 'pointer' });
/** What the infinite scroll watches: reaching it loads the next page. */
export const sentinel = style({ height: 1 });
