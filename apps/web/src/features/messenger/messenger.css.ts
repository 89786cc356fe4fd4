import { style } from '@vanilla-extract/css';
import * as panel from '../../components/panel.css';
import { above } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

/** The messenger page: its title, then the list and the open conversation side by side. */
export const page = style({ display: 'grid', gap: vars.space.md, maxWidth: 1100 });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0, color: vars.color.primary });
/** List and conversation; one column on narrow screens. The height is fixed so the page never jumps as messages come. */
export const panes = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [above('xs')]: { gridTemplateColumns: 'minmax(220px, 320px) 1fr' } },
});
export const listPane = style([panel.panel, { alignContent: 'start', minHeight: 480 }]);
export const listTitle = style({ fontSize: vars.font.sizeMd, margin: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const item = style({
  display: 'grid',
  gap: 2,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: 56,
  selectors: { '&[aria-current="page"]': { background: vars.color.surfaceAlt, outline: `1px solid ${vars.color.border}` } },
});
export const itemTop = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontWeight: 600 });
export const preview = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const count = style({
  minWidth: 24,
  padding: '0 6px',
  borderRadius: 12,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
  lineHeight: '24px',
});
export const tag = style({ fontSize: vars.font.sizeSm, color: vars.color.primary, fontWeight: 600 });
export const conversationPane = style([panel.panel, { gridTemplateRows: 'auto 1fr auto', height: 560, minWidth: 0 }]);
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const conversationTitle = style({ fontSize: vars.font.sizeMd, margin: 0 });
export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const log = style({ overflowY: 'auto', display: 'grid', alignContent: 'start', gap: vars.space.sm, padding: `${vars.space.xs} 0`, minHeight: 0 });
export const messageList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const message = style({ display: 'grid', gap: 2, maxWidth: '80%', padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
export const ownMessage = style([message, { justifySelf: 'end', background: '#e6edf7' }]);
export const messageMeta = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted, display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const messageText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const undecryptable = style({ margin: 0, fontStyle: 'italic', color: vars.color.textMuted });
export const failed = style({ color: vars.color.danger, fontWeight: 600 });
export const readMarker = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted, justifySelf: 'end' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const composer = style({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'end', gap: vars.space.sm });
export const picker = style({ display: 'grid', gap: vars.space.xs });
export const chosen = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const results = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, maxHeight: 200, overflowY: 'auto' });
export const memberRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const composerError = style({ gridColumn: '1 / -1' });
/** Read by screen readers, not shown (the skeleton's). */
export { visuallyHidden } from '../../components/skeleton/skeleton.css';
