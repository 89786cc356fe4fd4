import { style } from '@vanilla-extract/css';
import * as fields from '../../components/form/form.css';
import * as panel from '../../components/panel.css';
import { focusRing } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

/** The integrated search page: title, the box, then the results by kind. */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 960 });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0 });
/** The box and its button on one line, wrapping on narrow screens. */
export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
/** The search box grows to fill the line. */
export const field = style([fields.field, { flex: '1 1 260px' }]);
/** The count and the way back to every kind. */
export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const kind = style({ display: 'grid', gap: vars.space.sm });
export const kindHeading = style({ fontSize: vars.font.sizeMd, margin: 0 });
/** A kind's results, as tiles. */
export const tiles = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const tile = style([panel.panel, { alignContent: 'start', gap: vars.space.xs }]);
export const tileLink = style({ color: vars.color.primary, fontWeight: 600, borderRadius: vars.radius.sm, selectors: focusRing() });
export const tag = style({
  justifySelf: 'start',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSm,
});
