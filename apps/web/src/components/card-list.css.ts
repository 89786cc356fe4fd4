import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

// The card lists of the admin and list pages (speaker applicants, waivers): a column of panel
// cards, each a linked name, a table of facts and its actions; the empty text and the infinite
// scroll's trigger under the list.

/** The list of cards. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
/** A card's heading. */
export const name = style({ fontSize: vars.font.sizeMd, margin: 0 });
/** The link of a card's heading. */
export const link = style({ color: vars.color.primary, fontWeight: 600, overflowWrap: 'anywhere' });
/** A card's facts: term and value side by side. */
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.font.sizeSm });
export const term = style({ fontWeight: 600, color: vars.color.textMuted });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
/** A card's buttons and links. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });
/** The text of an empty list. */
export const empty = style({ color: vars.color.textMuted, margin: 0 });
/** The infinite scroll's trigger under a list. */
export const sentinel = style({ height: 1 });
