import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** A titled panel of a page's side column (community pages, group tools). */
export const panel = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
});
export const panelTitle = style({ fontSize: vars.font.sizeMd, margin: 0 });
