import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/looks';
import { vars } from '../../styles/theme.css';
import * as panel from '../../components/panel.css';

/** Height of one result row: the virtualised list places rows by it. */
export const ROW_HEIGHT = 72;

export const page = style({ display: 'grid', gap: vars.space.md, maxWidth: 1120 });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0 });
/** Search and sort on one line, wrapping on narrow screens. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });
export const search = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 280px' });
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 160 });
/** Filters beside the results on wide screens, above them on narrow ones. */
export const layout = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { '(min-width: 900px)': { gridTemplateColumns: '260px minmax(0, 1fr)' } } });
export const filters = style([panel.panel, { alignContent: 'start', gap: vars.space.md }]);
export const group = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', border: 0, margin: 0, padding: 0 });
export const groupLabel = style({ fontWeight: 600 });
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: focusRing(),
});
export const pillRemove = style({
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  font: 'inherit',
  selectors: focusRing(),
});
export const rolodex = style({ display: 'flex', flexWrap: 'wrap', gap: 2 });
export const letter = style({
  minWidth: 28,
  minHeight: 28,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: 'pointer',
  font: 'inherit',
  selectors: { ...focusRing(), '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryContrast } },
});
export const status = style({ margin: 0, color: vars.color.textMuted });
/** The scrolling box of the virtualised results. */
export const scroller = style({ height: 'min(70vh, 720px)', overflowY: 'auto', contain: 'strict', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const list = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none', width: '100%' });
export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  height: ROW_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.surfaceAlt}`,
});
export const who = style({ display: 'grid', flex: 1, minWidth: 0 });
export const name = style({ color: vars.color.primary, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', selectors: focusRing('1px') });
export const detail = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const empty = style([panel.panel, { gap: vars.space.xs }]);
export const emptyTitle = style({ margin: 0, fontSize: vars.font.sizeMd });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const combo = style({ display: 'grid', gap: vars.space.xs });
export const comboRow = style({ display: 'flex' });
