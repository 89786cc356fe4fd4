import { style } from '@vanilla-extract/css';
import * as panel from '../../components/panel.css';
import { vars } from '../../styles/theme.css';

/** A waiver list page: title, controls and rows in one column. */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 1100 });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0, color: vars.color.primary });
/** Search, filter and sort side by side, wrapping on narrow screens. */
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });
export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const searchField = style({ display: 'grid', gap: vars.space.xs, minWidth: 240 });
export const select = style({ display: 'grid', gap: vars.space.xs, minWidth: 200 });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
/** A waiver row; its skeleton has the same class, so nothing moves when the rows come. */
export const row = style([panel.panel, { gap: vars.space.xs, minHeight: 120 }]);
export const name = style({ fontSize: vars.font.sizeMd, margin: 0 });
export const link = style({ color: vars.color.primary, fontWeight: 600, overflowWrap: 'anywhere' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.font.sizeSm });
export const term = style({ fontWeight: 600, color: vars.color.textMuted });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
/** The infinite scroll's trigger under the list. */
export const sentinel = style({ height: 1 });
