// The member directory's own texts (labels, empty states, hints, filter group names), imported by
// the directory's code only so the one MESSAGES catalogue of the initial chunk does not grow.

/** Texts of the member directory and the connect button (spec 002 §2, §3, §9). */
export const DIRECTORY_MESSAGES = {
  title: 'Member Directory',
  searchLabel: 'Search members',
  searchPlaceholder: 'Search by name, company or city',
  /** spec 002 §2 empty state. */
  showingZero: 'Showing 0 results',
  /** spec 002 §2 empty state. */
  noResults: 'No results found',
  /** spec 002 §2: the spelling hint of an empty search. */
  spellingHint: 'Check the spelling of your search.',
  /** spec 002 §2: the filter hint of an empty filtered search. */
  filterHint: 'Try removing some filters.',
  /** spec 002 §2: the private community message asks the member to join to view the directory. */
  privateCommunity: 'This is a private community. Join the community to view its member directory.',
  filters: 'Filters',
  selectedFilters: 'Selected filters',
  clearAll: 'Clear All',
  sortBy: 'Sort by',
  order: 'Order',
  ascending: 'A to Z',
  descending: 'Z to A',
  rolodex: 'Jump to letter',
  allLetters: 'All',
  results: 'Members',
  loadingMore: 'Loading more members…',
  loading: 'Loading members…',
  connect: 'Connect',
  connected: 'Connected',
  disconnect: 'Disconnect',
  myConnections: 'My Connections',
  findFilter: 'Find',
  noSuggestions: 'No matches',
  searching: 'Searching…',
} as const;

/** 'Showing N results' (spec 002 §2 'Showing 0 results'), with the count grouped by thousands. */
export function showingResults(count: number): string {
  return `Showing ${count.toLocaleString('en-US')} ${count === 1 ? 'result' : 'results'}`;
}

/** The label of a person's connect button for screen readers: the action and whom it is for. */
export function connectLabel(isConnected: boolean, name: string): string {
  return `${isConnected ? DIRECTORY_MESSAGES.disconnect : DIRECTORY_MESSAGES.connect} ${name}`;
}
