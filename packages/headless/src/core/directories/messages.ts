// The user texts of the content and community directories and the connections page (spec 001 §8,
// spec 002 §2, §8, §9). Quoted spec texts are kept word for word; where the spec describes a text
// without quoting it, the entry says so and the wording is ours. Imported by the directories'
// code only, so the one MESSAGES catalogue of the initial load does not grow.

/** Texts of the content and community directories and the connections page, by stable key. */
export const DIRECTORIES_MESSAGES = {
  // --- spec 002 §2, §8: empty states ---
  sorryNoContents: 'Sorry no contents found',
  noResults: 'No results found',
  showingZero: 'Showing 0 results',
  noConnections: 'You currently have no connections.',
  // spec 002 §8 names 'spelling and filter hints' without quoting them; wording is ours.
  spellingHint: 'Check the spelling of your search.',
  filterHint: 'Try removing some filters.',
  // Not in the spec: the follows list's empty state; wording is ours.
  noFollows: 'You are not following anyone yet.',

  // --- spec 002 §9: content directory dates ---
  // spec 002 §9 'From date required; To date required' (not quoted: the spec's own words).
  fromDateRequired: 'From date required',
  toDateRequired: 'To date required',
  toBeforeFrom: 'To date should be after from date!',
  invalidDate: 'Invalid Date',
  invalidDateRange: 'Invalid Date Range',

  // --- labels (ours) ---
  contentDirectoryTitle: 'Content Directory',
  communityDirectoryTitle: 'Community Directory',
  connectionsTitle: 'My Connections',
  connectionsTab: 'Connections',
  followingTab: 'Following',
  searchContents: 'Search contents',
  searchCommunities: 'Search communities',
  searchButton: 'Search',
  suggestions: 'Suggestions',
  sortBy: 'Sort by',
  sortDate: 'Date (Most Recent)',
  sortName: 'Name',
  filters: 'Filters',
  communityType: 'Community type',
  contentType: 'Content type',
  communityFocus: 'Community focus',
  eligibilityRequirements: 'Eligibility requirements',
  dates: 'Date',
  fromDate: 'From',
  toDate: 'To',
  dateFormatHint: 'YYYY-MM-DD',
  applyDates: 'Apply dates',
  clearDates: 'Clear dates',
  clearAll: 'Clear All',
  removeFilter: 'Remove filter',
  showMore: 'Show more results',
  loading: 'Loading…',
  resultCount: 'Showing {count} results',
  resultCountOne: 'Showing 1 result',
} as const;

/** Keys of {@link DIRECTORIES_MESSAGES}. */
export type DirectoriesMessageKey = keyof typeof DIRECTORIES_MESSAGES;

/** 'Showing N results' ('Showing 0 results' for none, spec 002 §2). */
export function resultCountText(count: number): string {
  if (count === 0) return DIRECTORIES_MESSAGES.showingZero;
  if (count === 1) return DIRECTORIES_MESSAGES.resultCountOne;
  return DIRECTORIES_MESSAGES.resultCount.replace('{count}', count.toLocaleString('en-US'));
}
