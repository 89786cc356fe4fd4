import { style } from '@vanilla-extract/css';
import { above, upTo } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

// One row at every width (issue 28): from 1024 px up the brand, Search, the main menu, the messenger badge, the
// notifications bell and the account menu; below that the main menu and the account menu collapse behind the menu
// button. Between 1024 and 1300 px the links are tighter so the row holds.
export const header = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  '@media': {
    [upTo('lg')]: { gap: vars.space.sm },
    [upTo('xs')]: { paddingInline: vars.space.sm },
  },
});
export const brand = style({ flex: 'none', fontWeight: 700, fontSize: '1.125rem', color: vars.color.primaryContrast, textDecoration: 'none' });
// Below 1024 px the main menu and the account menu collapse behind the menu button (compactMenu).
export const nav = style({ flex: '1 1 auto', '@media': { [upTo('sm')]: { display: 'none' } } });
export const menuList = style({ display: 'flex', flexWrap: 'nowrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', whiteSpace: 'nowrap' });
export const menuLink = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primaryContrast,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed], &[data-current], &[aria-expanded="true"]': { background: 'rgba(255,255,255,0.16)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.primaryContrast}`, outlineOffset: '-2px' },
  },
  whiteSpace: 'nowrap',
  // The one header row (see header): tighter links below 1300 px.
  '@media': { [upTo('lg')]: { paddingInline: '10px' }, [upTo('md')]: { paddingInline: '7px' }, [upTo('xs')]: { paddingInline: vars.space.sm } },
});
export const disclosure = style({ position: 'relative' });
export const popover = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 10,
  minWidth: 220,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(11,31,58,0.18)',
});
export const submenu = style({ margin: 0, padding: vars.space.xs, listStyle: 'none' });
export const menuItem = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: { '&[data-hovered], &[data-focus-visible]': { background: vars.color.surfaceAlt } },
});
export const menuItemButton = style([
  menuItem,
  { width: '100%', border: 0, background: 'transparent', font: 'inherit', textAlign: 'start' },
]);
export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 'none',
  marginLeft: 'auto',
  '@media': { [upTo('sm')]: { display: 'none' } },
});
/** The menu button's place: below 1024 px only. */
export const compactMenu = style({ display: 'none', flex: 'none', marginLeft: 'auto', '@media': { [upTo('sm')]: { display: 'block' } } });
/** Three bars drawn in the text colour, 1em wide. */
export const menuIcon = style({
  display: 'inline-block',
  width: '1em',
  height: '0.75em',
  marginRight: vars.space.sm,
  backgroundImage: 'linear-gradient(currentColor, currentColor), linear-gradient(currentColor, currentColor), linear-gradient(currentColor, currentColor)',
  backgroundSize: '100% 2px',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'top, center, bottom',
});
export const main = style({
  maxWidth: 1200,
  // The footer starts below the fold, so a page that grows as its content arrives never moves it in view.
  minHeight: '100vh',
  margin: '0 auto',
  padding: vars.space.md,
  '@media': { [above('xs')]: { padding: vars.space.lg } },
});
export const menuPopover = style({
  minWidth: 240,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(11,31,58,0.18)',
  overflow: 'auto',
});
export const accountMenu = style({ padding: vars.space.xs, outline: 'none' });
export const menuSection = style({ display: 'block' });
export const menuHeader = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  color: vars.color.textMuted,
});
export const menuSeparator = style({ height: 1, margin: `${vars.space.xs} 0`, background: vars.color.border });
// The menu button's panel (narrow screens).
export const compactPanel = style([
  menuPopover,
  { width: `min(22rem, calc(100vw - 2 * ${vars.space.md}))`, padding: vars.space.xs, outline: 'none' },
]);
export const compactList = style({ margin: 0, padding: 0, listStyle: 'none' });
export const compactAccount = style({ marginTop: vars.space.xs, paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.border}` });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
  padding: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
export const footerLink = style({ color: vars.color.primary });
export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: -48,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  zIndex: 20,
  selectors: { '&:focus': { top: vars.space.sm } },
});
