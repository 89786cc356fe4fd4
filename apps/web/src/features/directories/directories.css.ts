import { style } from '@vanilla-extract/css';
import * as panel from '../../components/panel.css';
import { focusRing } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

/** A directory page: the header, the search, then filters beside the results (stacked on narrow screens). */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 1100 });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0 });
/** The search form: the field and its button on one line. */
export const searchForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
/** The search form with its suggestions under it. */
export const searchBlock = style({ display: 'grid', gap: vars.space.xs });
/** Type-ahead suggestions: a short scrolling list under the search box. */
export const suggestions = style([panel.panel, { margin: 0, listStyle: 'none', maxHeight: 240, overflowY: 'auto', gap: vars.space.xs }]);
export const suggestionButton = style({
  border: 0,
  padding: 0,
  minHeight: vars.size.touchTarget,
  background: 'transparent',
  color: vars.color.primary,
  fontWeight: 600,
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'left',
  selectors: focusRing(),
});
export const searchField = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 260px' });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '260px minmax(0, 1fr)' } },
});
/** The filter panel: one group per facet. */
export const filters = style([panel.panel, { alignContent: 'start', gap: vars.space.md }]);
export const filterGroup = style({ display: 'grid', gap: vars.space.xs, border: 0, margin: 0, padding: 0 });
export const groupLabel = style({ fontWeight: 600 });
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
/** The date form: From and To, then its buttons. */
export const dateForm = style({ display: 'grid', gap: vars.space.sm });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** Chosen filters as pills with a remove button each. */
export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const pillButton = style({
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: focusRing(),
});
export const results = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const card = style([panel.panel, { gap: vars.space.xs, minHeight: 72 }]);
export const link = style({ color: vars.color.primary, fontWeight: 600, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const empty = style({ display: 'grid', gap: vars.space.xs });
export const emptyTitle = style({ fontSize: vars.font.sizeMd, margin: 0 });
/** Where scrolling near the end loads the next page. */
export const sentinel = style({ height: 1 });
/** A person of a connection list: picture (or initials), then name and details. */
export const person = style([panel.panel, { gridTemplateColumns: '40px minmax(0, 1fr)', alignItems: 'center', gap: vars.space.md }]);
export const tabPanel = style({ paddingTop: vars.space.md, outline: 'none', selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } } });
