// The policies and procedures page's own texts (spec 002 §2, §7), apart from the one MESSAGES
// catalogue so the initial chunk does not grow: imported by the policies code only. 'No results found'
// is the spec's empty state of a search (001 §8); the other wording is ours.

/** Labels, states and empty texts of the policies and procedures page. */
export const POLICIES_MESSAGES = {
  title: 'Policies and Procedures',
  searchLabel: 'Search policies',
  searchHint: 'Type at least 2 characters.',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  noResults: 'No results found',
  resultsFor: (term: string) => `Results for “${term}”`,
  headings: 'Topics',
  chooseArticle: 'Choose a policy to read it.',
  loadFailed: 'The policies could not be loaded.',
  articleLoadFailed: 'This policy could not be loaded.',
} as const;
