import { vars } from './theme.css';

// Plain style objects (no style() calls), spread into the .css.ts files that share a look, so each
// look is written once while every file keeps its own class and its own sizes.

/** The keyboard focus ring of react-aria controls (`&[data-focus-visible]`). */
export const focusRing = (offset: '-2px' | '1px' | '2px' = '2px') => ({
  '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: offset },
});

/** A white box with the border and the rounded corners of cards, panels and popovers. */
export const surfaceBox = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
} as const;

/** A centred page card (sign-in, recovery and error pages); the caller sets its maxWidth. */
export const pageBox = { margin: `${vars.space.xl} auto`, padding: vars.space.lg, ...surfaceBox } as const;

/** What every button shares: the primary border, small corners, the page font and the pointer. */
export const buttonBase = {
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  cursor: 'pointer',
} as const;

/** The filled (primary) button colours. */
export const solidColors = { background: vars.color.primary, color: vars.color.primaryContrast } as const;

/** A pressable row of a radio or a switch: its mark, then its label. */
export const choiceRow = (gap: string) => ({
  display: 'flex',
  alignItems: 'center',
  gap,
  cursor: 'pointer',
  selectors: focusRing(),
});

/** The round mark of a radio inside `radioClass`, filled by a thicker border when selected. */
export const radioMark = (radioClass: string, size: number, selectedBorder: number) => ({
  width: size,
  height: size,
  flex: 'none',
  borderRadius: '50%',
  border: `2px solid ${vars.color.textMuted}`,
  selectors: { [`${radioClass}[data-selected] &`]: { border: `${selectedBorder}px solid ${vars.color.primary}` } },
});

/** The square mark of a checkbox inside `checkboxClass`, filled with the primary colour when selected. */
export const checkMark = (checkboxClass: string) => ({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '1.1rem',
  height: '1.1rem',
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  selectors: { [`${checkboxClass}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.surface } },
});

/** A button that reads as a link: no box, the link colour, a 24 px target (WCAG 2.5.8); the caller adds its focus ring. */
export const linkButtonLook = {
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.focus,
  font: 'inherit',
  cursor: 'pointer',
} as const;
