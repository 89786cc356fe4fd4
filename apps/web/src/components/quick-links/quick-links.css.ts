import { style } from '@vanilla-extract/css';
import { secondaryButton } from '../button.css';
import { vars } from '../../styles/theme.css';

export const editor = style({ display: 'grid', gap: vars.space.md });
export const heading = style({ fontSize: '1.125rem', margin: 0, color: vars.color.primary });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });

export const position = style({ minWidth: '2ch', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const label = style({ flex: '1 1 12rem', overflowWrap: 'anywhere' });
export const url = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeSm });

// The app's buttons (button.css.ts): the outlined one for the row tools.
export { button as primaryButton, secondaryButton as button } from '../button.css';
export const dangerButton = style([secondaryButton, { borderColor: vars.color.danger, color: vars.color.danger }]);

export const addForm = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', alignItems: 'end' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const choice = style({ display: 'grid', gap: vars.space.xs });

// My Quick Links: a row of shortcuts under a heading with its edit button.
export const mine = style({ display: 'grid', gap: vars.space.sm });
export const mineHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const shortcuts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const shortcut = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
// The editor can hold 24 links: the dialog scrolls rather than the page.
export const dialogBody = style({ maxHeight: '70vh', overflowY: 'auto' });
