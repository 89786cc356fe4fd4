import { style } from '@vanilla-extract/css';
import { focusRing, surfaceBox } from '../../../styles/looks';
import { vars } from '../../../styles/theme.css';

/** The composer card above the feed. */
export const composer = style({ ...surfaceBox, padding: vars.space.md, display: 'grid', gap: vars.space.md });
/** The 'Start a post' button of the closed composer. */
export const start = style({ justifySelf: 'start' });
export const heading = style({ margin: 0, fontSize: '1.125rem', color: vars.color.primary });
export const form = style({ display: 'grid', gap: vars.space.md });
// The fields look like every form of the app.
export { description as hint, field, fieldError, input, label, textarea } from '../../../components/form/form.css';
export const popover = style({ minWidth: 'var(--trigger-width)', maxHeight: '16rem', overflow: 'auto', ...surfaceBox, boxShadow: '0 8px 24px rgba(11,31,58,0.18)' });
export const listBox = style({ padding: vars.space.xs, outline: 'none' });
export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  minHeight: vars.size.touchTarget,
  selectors: { '&[data-focused]': { background: vars.color.surfaceAlt, outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});
export const images = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' });
export const image = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const thumbnail = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.skeleton });
export const fileName = style({ fontSize: vars.font.sizeSm, overflowWrap: 'anywhere' });
export const progress = style({ display: 'grid', gap: '2px', fontSize: vars.font.sizeSm });
export const progressTrack = style({ height: 6, borderRadius: 3, background: vars.color.surfaceAlt, overflow: 'hidden', border: `1px solid ${vars.color.border}` });
export const progressFill = style({ height: '100%', background: vars.color.primary });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const linkButton = style({
  justifySelf: 'start',
  padding: 0,
  minHeight: vars.size.touchTarget,
  border: 'none',
  background: 'none',
  color: vars.color.focus,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { ...focusRing(), '&[data-disabled]': { opacity: 0.6, cursor: 'default' } },
});
export const problems = style({ margin: 0, paddingLeft: vars.space.md });
