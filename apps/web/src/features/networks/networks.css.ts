import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import * as panel from '../../components/panel.css';

/** A networks page: the header, then its sections. */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 960 });
/** The page's header: the title and its actions on one line, wrapping on narrow screens. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0 });
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
/** A list row: its text, then its buttons. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const link = style({ color: vars.color.primary, fontWeight: 600 });
/** The type tabs of the landing page. */
export const tabList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderBottomColor: vars.color.primary, fontWeight: 600 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const tabPanel = style({ paddingTop: vars.space.md, outline: 'none', selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } } });
/** The networks of a type, as cards. */
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const card = style([panel.panel, { alignContent: 'start', minHeight: 96 }]);
/** The admin panels' toggle buttons. */
export const panelButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** An email of the bulk-invite field, with its remove button. */
/** The emails of the bulk-invite field. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
export const chipRefused = style({ borderColor: vars.color.danger, color: vars.color.danger });
export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: 480 });
/** The preview of a content block's text while it is edited (what SafeHtml will show). */
export const preview = style({ border: `1px dashed ${vars.color.border}`, borderRadius: vars.radius.sm, padding: vars.space.sm });
