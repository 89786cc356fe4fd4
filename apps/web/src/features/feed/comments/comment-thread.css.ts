import { style } from '@vanilla-extract/css';
import { focusRing, linkButtonLook } from '../../../styles/looks';
import { vars } from '../../../styles/theme.css';

/** The comments under a post. */
export const thread = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.sm, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });
/** The list of comments (featured or loaded). */
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
/** One comment. */
export const reply = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.sm, background: vars.color.surfaceAlt, borderRadius: vars.radius.md });
/** Author, time and the actions of a comment, on one line. */
export const replyHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
/** The name of the author. */
export const author = style({ fontWeight: 600 });
/** The relative time and other quiet details. */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
/** The reported mark (Admin View). */
export const reported = style({ color: vars.color.danger, fontSize: vars.font.sizeSm, fontWeight: 600 });
/** The actions slot, at the end of the header line. */
export const actionsSlot = style({ marginLeft: 'auto' });
/** The like toggle and its count. */
export const likeRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
/** A button that reads like a link (show all, show less, like). */
export const textButton = style({
  ...linkButtonLook,
  fontSize: vars.font.sizeSm,
  justifySelf: 'start',
  selectors: {
    ...focusRing(),
    '&[data-selected]': { fontWeight: 700 },
    '&[data-disabled]': { opacity: 0.7, cursor: 'default' },
  },
});
/** The reply form: the field, then the submit button. */
export const form = style({ display: 'grid', gap: vars.space.xs });
/** The submit row of the reply form. */
export const formActions = style({ display: 'flex', justifyContent: 'flex-end' });
/** A post of the stand-in post list. */
export const post = style({ padding: vars.space.md, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
/** The title of a post of the stand-in post list. */
export const postTitle = style({ margin: 0, fontSize: vars.font.sizeMd });
