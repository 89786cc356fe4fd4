import { style } from '@vanilla-extract/css';
import * as panel from '../../components/panel.css';
import { vars } from '../../styles/theme.css';

/** The administration page: its title, tabs and lists in one column. */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 1100 });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0, color: vars.color.primary });
/** The pending count beside its tab's name. */
export const count = style({ marginInlineStart: vars.space.xs, padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.md, background: vars.color.surfaceAlt, fontWeight: 600 });
export const tabPanel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md, outline: 'none', selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } } });
export const filter = style({ display: 'grid', gap: vars.space.xs, maxWidth: 280 });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
/** An applicant card; its skeleton has the same class, so nothing moves when the cards come. */
export const card = style([panel.panel, { gap: vars.space.xs, minHeight: 148 }]);
export const name = style({ fontSize: vars.font.sizeMd, margin: 0 });
export const link = style({ color: vars.color.primary, fontWeight: 600, overflowWrap: 'anywhere' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.font.sizeSm });
export const term = style({ fontWeight: 600, color: vars.color.textMuted });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
/** The infinite scroll's trigger under a list. */
export const sentinel = style({ height: 1 });
