import type { communities } from '@ypo/sdk';
import { useMemo } from 'react';
import type { EventFilter } from '../../core/events/filters';
import { EVENT_TYPEAHEAD_LIMIT, eventTypeAheadRequest } from '../../core/events/search';
import type { AppError } from '../../core/messages';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** A type-ahead suggestion: a filter item to choose (openapi/communities.yaml `FilterItem`). */
export type EventSuggestion = communities.components['schemas']['FilterItem'];

/** What {@link useEventAutocomplete} gives. */
export interface EventAutocomplete {
  /** The suggestions for the newest text, at most 100; empty for text too short to send or after a failure. */
  readonly suggestions: EventSuggestion[];
  /** The suggestions for the newest text are loading. */
  readonly isLoading: boolean;
  /** The failed lookup (never an aborted one). */
  readonly error: AppError | undefined;
}

// One action name for every text: a newer keystroke aborts the older lookup (spec 001 §4, §7 'cancelable').
const EVENT_AUTOCOMPLETE = 'communities/event-directory-autocomplete';

/**
 * The event directory type-ahead (spec 001 §3, §5, §7; POST communities/api/event-directory-autocomplete):
 * sent only for text above 1 character (the original text above 2), narrowed by the current
 * filters, cut to 100. A newer keystroke aborts the older lookup and only the newest text's answer
 * is ever shown; a failed lookup is logged and empties the list (spec 001 §8 'Prefix lookups ...
 * clear the list').
 */
export function useEventAutocomplete(typed: string, filters: readonly EventFilter[]): EventAutocomplete {
  const body = useMemo(() => eventTypeAheadRequest(typed, filters), [typed, filters]);
  const key = body === null ? null : ([EVENT_AUTOCOMPLETE, JSON.stringify(body)] as const);
  const query = useSdkQuery<EventSuggestion[]>(
    key,
    (sdk, signal) => sdk.communities.POST('/communities/api/event-directory-autocomplete', { body: body ?? { search: '' }, signal }),
    { name: EVENT_AUTOCOMPLETE, unwrap: { log: true } },
  );
  const suggestions = body === null || query.error !== undefined ? [] : (query.data ?? []).slice(0, EVENT_TYPEAHEAD_LIMIT);
  return { suggestions, isLoading: body !== null && query.isLoading, error: body === null ? undefined : query.error };
}
