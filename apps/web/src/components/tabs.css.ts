import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/looks';
import { vars } from '../styles/theme.css';

/** The row of tabs of react-aria's TabList (the feed's post lists, the chapter admin's tabs). */
export const tabList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
/** One tab: muted, underlined in the primary colour when selected. */
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  color: vars.color.textMuted,
  borderBottom: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary, fontWeight: 600 },
    ...focusRing('-2px'),
  },
});
