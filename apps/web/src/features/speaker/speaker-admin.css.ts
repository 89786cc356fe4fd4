import { style } from '@vanilla-extract/css';
import * as panel from '../../components/panel.css';
import { vars } from '../../styles/theme.css';

export { actions, detail, empty, facts, link, list, name, sentinel, term } from '../../components/card-list.css';

/** The administration page: its title, tabs and lists in one column. */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 1100 });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0, color: vars.color.primary });
/** The pending count beside its tab's name. */
export const count = style({ marginInlineStart: vars.space.xs, padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.md, background: vars.color.surfaceAlt, fontWeight: 600 });
export const tabPanel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md, outline: 'none', selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } } });
export const filter = style({ display: 'grid', gap: vars.space.xs, maxWidth: 280 });
/** An applicant card; its skeleton has the same class, so nothing moves when the cards come. */
export const card = style([panel.panel, { gap: vars.space.xs, minHeight: 148 }]);
