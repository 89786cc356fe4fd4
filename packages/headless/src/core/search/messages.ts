// Texts of the integrated search page (ypoSearch): imported by the search feature only, so the one
// MESSAGES catalogue of the initial chunk does not grow. Spec texts are quoted word for word.
import type { SearchKind } from './integrated-search';

/** The integrated search page's texts. */
export const SEARCH_MESSAGES = {
  pageTitle: 'Search',
  searchLabel: 'Search people, events, communities and content',
  searchButton: 'Search',
  /** Shown before the first search (the search text counts from 2 characters). */
  prompt: 'Type at least 2 characters, then press Enter to search.',
  /** The heading of each kind's results. */
  kinds: { Person: 'People', Event: 'Events', Community: 'Communities', Content: 'Content' },
  allResults: 'All results',
  resultKindsLabel: 'Show results of',
  // spec 002 §2 empty states: 'Showing 0 results', 'No results found', spelling and filter hints.
  noResults: 'No results found',
  spellingHint: 'Check the spelling, or search with fewer or other words.',
  virtual: 'Virtual',
  connected: 'Connected',
} as const;


/** The one-click search button of a kind: 'See all 12 People'. */
export function seeAllOf(kind: SearchKind, total: number): string {
  return `See all ${total} ${SEARCH_MESSAGES.kinds[kind]}`;
}
