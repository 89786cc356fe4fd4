import { style } from '@vanilla-extract/css';
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
