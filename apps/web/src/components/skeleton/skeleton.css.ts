import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { surfaceBox } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/** The loading region; it lays its shapes out like the content it stands for. */
export const region = style({ display: 'grid', gap: vars.space.md });
/** Text for assistive technology only. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
/** The shapes stay in the container's own layout (grid, list, flex). */
export const shapes = style({ display: 'contents' });
const shape = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});
// One line box of the text a line stands for: `1lh` is the line height at that font size.
const lineBase = style([shape, { height: '1lh', maxWidth: '100%', margin: 0 }]);
/** A line by the text it stands for: the font size (and so the line height) of that text. */
export const line = styleVariants({
  heading: [lineBase, { fontSize: vars.font.sizeLg, fontWeight: 700 }],
  title: [lineBase, { fontSize: '1.25rem', fontWeight: 700 }],
  text: [lineBase, { fontSize: vars.font.sizeMd }],
  small: [lineBase, { fontSize: vars.font.sizeSm }],
});
/** How much of the row a line fills. */
export const width = styleVariants({
  full: { width: '100%' },
  wide: { width: '75%' },
  half: { width: '50%' },
  short: { width: '30%' },
  word: { width: '6em' },
});
/** A block (field, button, card body) filling its container; the container or `className` sizes it. */
export const block = style([shape, { width: '100%', height: '100%', minHeight: vars.size.touchTarget }]);
/**
 * The shape of a real element: its own class sizes it around sample content, which is hidden;
 * doubled class so it wins over that element's colours whatever the style sheet order.
 */
export const sample = style({
  selectors: {
    '&&': {
      color: 'transparent',
      background: vars.color.skeleton,
      borderColor: 'transparent',
      boxShadow: 'none',
      pointerEvents: 'none',
      userSelect: 'none',
    },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});
/** The page-level skeleton: heading, then content blocks, as a screen lays them out. */
export const page = style([region, { gap: vars.space.lg }]);
export const panel = style({
  height: '12rem',
  ...surfaceBox,
  padding: vars.space.md,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
});
