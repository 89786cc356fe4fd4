// React hooks of the event directory (spec 001 §2-§4, §8, §9) over the rules of core/events.
export { useEventSearch } from './use-event-search';
export type { EventSearch, EventSearchPageKey } from './use-event-search';
export { useEventAutocomplete } from './use-event-autocomplete';
export type { EventAutocomplete, EventSuggestion } from './use-event-autocomplete';
// The event directory's own texts (labels, filter names, empty states), for its screens.
export { EVENTS_MESSAGES } from '../../core/events/messages';
