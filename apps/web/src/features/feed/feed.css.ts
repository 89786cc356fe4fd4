import { style } from '@vanilla-extract/css';
import { buttonBase, focusRing, surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';
export { button, secondaryButton } from '../../components/button.css';
export { tab, tabList } from '../../components/tabs.css';

/** Room a post takes before it is measured, and the height of its loading shape (no layout shift). */
export const POST_MIN_HEIGHT = 168;

export const feed = style({ display: 'grid', gap: vars.space.md });
export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.primary });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
/** One row of the windowed list: the post and the gap under it (measured together). */
export const row = style({ paddingBottom: vars.space.md });
export const card = style({ ...surfaceBox, padding: vars.space.md, display: 'grid', gap: vars.space.sm, minHeight: POST_MIN_HEIGHT });
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const byline = style({ display: 'grid', flex: 1, minWidth: 0 });
export const author = style({ fontWeight: 600, color: vars.color.text });
export const time = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
export const title = style({ margin: 0, fontSize: '1.125rem', color: vars.color.primary });
export const badges = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const badge = style({
  fontSize: vars.font.sizeSm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
export const images = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', margin: 0 });
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const image = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.skeleton });
export const footer = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  minHeight: vars.size.touchTarget,
  font: 'inherit',
  color: vars.color.focus,
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: focusRing(),
});
export const likeButton = style({
  ...buttonBase,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.primary,
  selectors: { '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryContrast }, ...focusRing() },
});
export const menuButton = style({
  ...buttonBase,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  background: vars.color.surface,
  color: vars.color.primary,
  selectors: focusRing(),
});
export const menuPopover = style({ ...surfaceBox, boxShadow: '0 8px 24px rgba(11,31,58,0.2)', minWidth: 200 });
export const menu = style({ outline: 'none', padding: vars.space.xs, margin: 0 });
export const menuItem = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.surfaceAlt }, '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});
export const notice = style({ ...surfaceBox, padding: vars.space.sm, display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const error = style({ margin: 0, color: vars.color.danger });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const mark = style({ background: '#ffe08a', color: 'inherit' });
export const people = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, maxHeight: 360, overflowY: 'auto' });
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const skeletonCard = style([card, { minHeight: POST_MIN_HEIGHT, marginBottom: vars.space.md }]);
