import { style } from '@vanilla-extract/css';
import { choiceRow } from '../styles/looks';
import { vars } from '../styles/theme.css';

/** A react-aria `Switch` laid out as a row: the track, then its label (focus ring from the row). */
export const switchRow = style(choiceRow(vars.space.sm));
/** The switch's track, filled when selected; put it `aria-hidden` inside the `Switch`. */
export const track = style({
  position: 'relative',
  width: 40,
  height: 22,
  flex: 'none',
  borderRadius: 11,
  background: vars.color.textMuted,
  selectors: {
    [`${switchRow}[data-selected] &`]: { background: vars.color.primary },
    [`${switchRow}[data-disabled] &`]: { opacity: 0.6 },
  },
});
/** The thumb inside {@link track}, moved to the end when selected. */
export const thumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: vars.color.surface,
  transition: 'transform 120ms',
  selectors: { [`${switchRow}[data-selected] &`]: { transform: 'translateX(18px)' } },
});
