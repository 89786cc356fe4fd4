import { style } from '@vanilla-extract/css';
import { buttonBase, focusRing } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const editor = style({ display: 'grid', gap: vars.space.md });
export const heading = style({ fontSize: '1.125rem', margin: 0, color: vars.color.primary });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', outline: 'none' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: {
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const dropIndicator = style({
  selectors: { '&[data-drop-target]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-1px' } },
});
export const position = style({ minWidth: '2ch', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const label = style({ flex: '1 1 12rem', overflowWrap: 'anywhere' });
export const url = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  ...buttonBase,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: vars.font.sizeSm,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    ...focusRing('2px'),
  },
});
export const handle = style([button, { cursor: 'grab' }]);
export const primaryButton = style([button, { background: vars.color.primary, color: vars.color.primaryContrast }]);
export const dangerButton = style([button, { borderColor: vars.color.danger, color: vars.color.danger }]);

export const addForm = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', alignItems: 'end' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
