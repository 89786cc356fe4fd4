import { style } from '@vanilla-extract/css';
import { above } from '../../styles/breakpoints';
import { surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export { checkbox, checkboxBox, input, label } from '../../components/form/form.css';
export { button, secondaryButton } from '../../components/button.css';
export { listBox, option, popover } from '../../components/select.css';
export { avatar } from '../../components/avatar.css';

/** The Speaker and CFF directories: the header, then the filters beside the results (below on narrow screens). */
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, maxWidth: 1200 });
export const header = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.primary });
export const link = style({ color: vars.color.primary, fontWeight: 600, textDecoration: 'underline', cursor: 'pointer', justifySelf: 'start' });
export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const searchField = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 240px', minWidth: 0, maxWidth: 480 });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [above('xs')]: { gridTemplateColumns: 'minmax(220px, 280px) minmax(0, 1fr)' } },
});
export const panel = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, ...surfaceBox });
export const panelTitle = style({ margin: 0, fontSize: '1.1rem', color: vars.color.primary });
export const group = style({ display: 'grid', gap: vars.space.xs });
export const groupTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 700, color: vars.color.primary });
export const results = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const count = style({ margin: 0, fontWeight: 600 });
export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
/** A card: the picture beside the text; the skeleton takes the same box. */
export const card = style({ display: 'flex', gap: vars.space.md, alignItems: 'start', padding: vars.space.md, minHeight: 96, ...surfaceBox });
export const cardText = style({ display: 'grid', gap: vars.space.xs, flex: 1, minWidth: 0 });
export const cardTitle = style({ margin: 0, fontSize: '1.1rem' });
export const cardLine = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `2px ${vars.space.sm}`, margin: 0, fontSize: vars.font.sizeSm });
export const factRow = style({ display: 'contents' });
export const term = style({ fontWeight: 600 });
export const detail = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const empty = style({ margin: 0, padding: vars.space.lg, ...surfaceBox });
/** What the infinite scroll watches: reaching it shows the next 10. */
export const sentinel = style({ height: 1 });
