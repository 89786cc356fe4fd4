import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** An inline notice by kind (a message beside what it is about): tinted surface, coloured text and edge. */
export const inline = styleVariants(vars.notice, (colors) => ({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${colors.text}`,
  background: colors.surface,
  color: colors.text,
}));

/** A snackbar toast by kind: the solid colour (spec 001 §9: success green, error red, warning amber). */
export const toast = styleVariants(vars.notice, (colors) => ({ background: colors.solid, color: colors.onSolid }));

export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.sizeMd, fontWeight: 700 });
export const body = style({ margin: 0 });
