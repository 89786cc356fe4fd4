// Event directory rules (spec 001 §2-§5, §8, §9), plain TypeScript. The feature's texts
// (EVENTS_MESSAGES) are exported with its hooks (@ypo/headless/events), not from the core.
export {
  ALL_ACTIVE_EVENTS,
  EVENT_FILTER_KEYS,
  EXCLUSIVE_HOSTS,
  LOCATION_DEFAULTS,
  MY_CHAPTERS_FILTER,
  MY_EVENTS_FILTER,
  datesOf,
  isFilterChosen,
  isSameFilter,
  locationLevelOf,
  locationOf,
  requestFilterOf,
  selectDates,
  selectLocation,
  toggleEventFilter,
} from './filters';
export type { EventDates, EventFilter, EventLocation } from './filters';
export {
  DEFAULT_EVENT_SORT,
  EVENT_PAGE_SIZE,
  EVENT_SORT_OPTIONS,
  EVENT_TYPEAHEAD_LIMIT,
  INITIAL_EVENT_SEARCH,
  NO_EVENT_RESULTS,
  enterEventDirectory,
  eventResultsOf,
  eventSearchRequest,
  eventSearchTextOf,
  eventTypeAheadRequest,
  freezeFacet,
  hasMoreEvents,
  mobileFiltersOpenAfter,
  nextEventOffset,
  platformNameOf,
} from './search';
export type {
  EventFacet,
  EventRequestContext,
  EventResults,
  EventSearchPage,
  EventSearchRequest,
  EventSearchState,
  EventSortId,
  EventSummary,
  EventTypeAheadRequest,
} from './search';
export { eventCardOf } from './cards';
export type { EventCardView, EventRegistration } from './cards';
