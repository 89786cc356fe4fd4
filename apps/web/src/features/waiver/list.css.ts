import { style } from '@vanilla-extract/css';
import * as panel from '../../components/panel.css';
import { vars } from '../../styles/theme.css';

export { actions, detail, empty, facts, link, list, name, sentinel, term } from '../../components/card-list.css';

/** A waiver list page: title, controls and rows in one column. */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 1100 });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0, color: vars.color.primary });
/** Search, filter and sort side by side, wrapping on narrow screens. */
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });
export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const searchField = style({ display: 'grid', gap: vars.space.xs, minWidth: 240 });
export const select = style({ display: 'grid', gap: vars.space.xs, minWidth: 200 });
/** A waiver row; its skeleton has the same class, so nothing moves when the rows come. */
export const row = style([panel.panel, { gap: vars.space.xs, minHeight: 120 }]);
