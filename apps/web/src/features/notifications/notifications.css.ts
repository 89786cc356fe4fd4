import { style } from '@vanilla-extract/css';
import { focusRing, surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

// The bell and its count: the header's icon control (shared with the messenger badge).
export { headerIconControl as bell, headerIcon as bellIcon, headerCount as badge } from '../../components/layout/header-icon.css';
export const popover = style({
  ...surfaceBox,
  width: `min(24rem, calc(100vw - 2 * ${vars.space.md}))`,
  maxHeight: '70vh',
  overflow: 'auto',
  boxShadow: '0 8px 24px rgba(11,31,58,0.18)',
});
export const dialog = style({ padding: vars.space.md, outline: 'none', color: vars.color.text });
export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeMd });
export const groupHeading = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ padding: `${vars.space.sm} 0`, borderTop: `1px solid ${vars.color.border}` });
export const itemTitle = style({ display: 'block', fontWeight: 700, color: vars.color.text });
export const itemLink = style({ color: vars.color.primary, fontWeight: 700, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' }, ...focusRing() } });
export const itemBody = style({ margin: `${vars.space.xs} 0 0` });
export const itemTime = style({ display: 'block', marginTop: vars.space.xs, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
export const status = style({ margin: 0, color: vars.color.textMuted });
export const retry = style({ marginTop: vars.space.sm });
/**
 * System messages come after the footer in the flow (below the fold: arriving late, they move nothing
 * in view) and stick to the foot of the viewport, so they are seen at once yet never cover the footer.
 */
export const systemMessages = style({ position: 'sticky', bottom: 0, zIndex: 15 });
export const systemList = style({ margin: 0, padding: 0, listStyle: 'none' });
export const systemMessage = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.md}` });
export const systemText = style({ margin: 0, flex: '1 1 auto' });
export const dismiss = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: '2px solid currentColor', outlineOffset: '2px' } },
});
