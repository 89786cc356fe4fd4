import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600 });
export const input = style({
  padding: vars.space.sm,
  font: 'inherit',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const textarea = style([input, { minHeight: '6rem', resize: 'vertical' }]);
export const fieldError = style({ color: vars.color.danger, fontSize: vars.font.sizeSm });
export const description = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
/** A react-aria Checkbox: its box (`checkboxBox`, aria-hidden) then its label. */
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer', selectors: focusRing() });
export const checkboxBox = style({
  width: 18,
  height: 18,
  flex: 'none',
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  selectors: { [`${checkbox}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary } },
});
