// The event directory's own texts (spec 001 §2, §9), apart from the one MESSAGES catalogue so the
// initial chunk does not grow: imported by the event directory's code only. Quoted spec texts are
// word for word; the others say where their wording is ours.

/** Labels, filter names and empty states of the event directory (spec 001 §2, §9). */
export const EVENTS_MESSAGES = {
  title: 'Event Directory',
  filterSort: 'Filter / Sort',
  clearAll: 'Clear All',
  seeResults: 'See Results',
  myEvents: 'My Events',
  myChapterEventsOnly: 'My Chapter Events Only',
  register: 'Register',
  registered: 'Registered',
  waitlisted: 'Waitlisted',
  virtual: 'Virtual',
  noEventsFound: 'No events were found based on your selections',
  tryRemovingFilters: 'Try removing some filters.',
  notRegistered: 'You are not currently registered for any events.',
  // spec 001 §2 names 'a link to recommended events' without quoting it; wording is ours.
  seeRecommendedEvents: 'See recommended events',
  // spec 001 §9 sort options.
  sortRecommended: 'Recommended',
  sortMostRecent: 'Most Recent',
  sortEventName: 'Event Name',
  // spec 001 §9 location and date defaults, filter names.
  anyCountry: 'Any Country',
  anyState: 'Any State/Province/Region',
  anyCity: 'Any City',
  allActiveEvents: 'All Active Events',
  dateRange: 'Date Range',
  startDateEarliest: 'Start Date Earliest',
  startDateLatest: 'Start Date Latest',
  location: 'Location',
  date: 'Date',
  host: 'Host',
  // Ours: the search box, sort, results count and paging texts.
  searchLabel: 'Search events',
  sortBy: 'Sort by',
  results: (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`,
  loading: 'Loading events',
  loadingMore: 'Loading more events',
  loadMore: 'Load more events',
  suggestions: 'Suggestions',
} as const;
