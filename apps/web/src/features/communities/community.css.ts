import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/looks';
import { vars } from '../../styles/theme.css';

/** A community page: the header, then the columns (communities.css). */
export const page = style({ display: 'grid', gap: vars.space.lg });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  // The header keeps its height while the community loads (no layout shift).
  minHeight: '4.5rem',
});
export const headerText = style({ display: 'grid', gap: vars.space.xs });
export const title = style({ fontSize: vars.font.sizeLg, margin: 0 });
export { panel, panelTitle } from '../../components/panel.css';
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const link = style({ color: vars.color.primary, fontWeight: 600 });
export const details = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const detailTerm = style({ fontWeight: 600 });
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });
/** The Admin View / Member View switch: two toggle buttons, the selected one filled. */
export const viewSwitch = style({ display: 'inline-flex', border: `1px solid ${vars.color.primary}`, borderRadius: vars.radius.sm, overflow: 'hidden' });
export const viewOption = style({
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryContrast },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-4px' },
  },
});
/** The new-member welcome banner on /home. */
export const welcome = style({
  padding: vars.space.md,
  background: vars.notice.success.surface,
  color: vars.notice.success.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.xs,
});
export const welcomeTitle = style({ fontSize: vars.font.sizeMd, margin: 0 });
/** One term and its value of {@link details}, laid out by the grid. */
export const detailRow = style({ display: 'contents' });
/** A row of buttons under an entry (approve, reject). */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** The tabs of a community page's sections and the section shown under them. */
export const sections = style({ display: 'grid', gap: vars.space.lg });
/** A section at the page's full width (files, the business directory, the officers' tools). */
export const sectionBody = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0, selectors: focusRing() });
/** A section of reading (the feed, the featured items): one column of a readable width. */
export const readingColumn = style([sectionBody, { width: '100%', maxWidth: '48rem' }]);
