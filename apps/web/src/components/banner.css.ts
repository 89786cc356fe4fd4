import { style } from '@vanilla-extract/css';
import { buttonBase, focusRing, solidColors } from '../styles/looks';
import { vars } from '../styles/theme.css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: '#fff7e0',
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
export const info = style([banner, { background: '#e8effa' }]);
export const text = style({ margin: 0, flex: '1 1 20rem' });
export const action = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  ...buttonBase,
  ...solidColors,
  textDecoration: 'none',
  selectors: focusRing(),
});
export const link = style({ color: vars.color.primary, fontWeight: 600 });
