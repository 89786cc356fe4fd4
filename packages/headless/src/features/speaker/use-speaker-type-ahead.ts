import { useMemo } from 'react';
import type { AppError } from '../../core/messages';
import {
  SPEAKER_TYPEAHEAD_LIMIT,
  speakerAutocompleteRequest,
  speakerTypeAheadRequest,
  type SpeakerCard,
  type SpeakerFilter,
  type SpeakerFilterItem,
} from '../../core/speaker/directory';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** What {@link useSpeakerTypeAhead} gives. */
export interface SpeakerTypeAhead {
  /** Speakers whose name matches the newest text (of the directory's kind: CFFs in the CFF Directory). */
  readonly speakers: SpeakerCard[];
  /** Filter values matching the newest text (topics, languages, countries), at most 100. */
  readonly filters: SpeakerFilterItem[];
  /** The suggestions for the newest text are loading. */
  readonly isLoading: boolean;
  /** A failed lookup (never an aborted one). */
  readonly error: AppError | undefined;
}

// One action name each: a newer keystroke aborts the older lookup (spec 002 §7 'cancelable').
const AUTOCOMPLETE = 'speaker/speakersearchautocomplete';
const TYPE_AHEAD = 'speaker/typeAhead';

/**
 * The directory type-ahead (spec 002 §7, §9; POST speakersearchautocomplete and POST typeAhead): names
 * and filter values for the typed text, sent only above 1 character (the original text above 2),
 * narrowed by the chosen filters. A newer keystroke aborts the older lookups, so only the newest
 * text's answers are ever shown; a failed lookup empties its list.
 */
export function useSpeakerTypeAhead(typed: string, chosen: readonly SpeakerFilter[], options: { readonly isCff: boolean }): SpeakerTypeAhead {
  const { isCff } = options;
  const names = useMemo(() => speakerAutocompleteRequest(typed), [typed]);
  const values = useMemo(() => speakerTypeAheadRequest(typed, chosen, { isCff }), [typed, chosen, isCff]);
  const speakerQuery = useSdkQuery<SpeakerCard[]>(
    names === null ? null : ([AUTOCOMPLETE, names.search] as const),
    (sdk, signal) => sdk.speaker.POST('/speaker/api/speakersearchautocomplete', { body: names ?? { search: '' }, signal }),
    { name: AUTOCOMPLETE, unwrap: { log: true } },
  );
  const filterQuery = useSdkQuery<SpeakerFilterItem[]>(
    values === null ? null : ([TYPE_AHEAD, JSON.stringify(values)] as const),
    (sdk, signal) =>
      sdk.speaker.POST('/speaker/api/typeAhead', { body: values ?? { search: '', fieldsToQuery: [], searchFilters: [], ribbonGroupName: '' }, signal }),
    { name: TYPE_AHEAD, unwrap: { log: true } },
  );
  // The autocomplete answers every approved speaker: each directory suggests its own kind.
  const speakers = names === null || speakerQuery.error !== undefined ? [] : (speakerQuery.data ?? []).filter((c) => (c.recordType === 'CFF') === isCff);
  const filters = values === null || filterQuery.error !== undefined ? [] : (filterQuery.data ?? []).slice(0, SPEAKER_TYPEAHEAD_LIMIT);
  return {
    speakers: speakers.slice(0, SPEAKER_TYPEAHEAD_LIMIT),
    filters,
    isLoading: (names !== null && speakerQuery.isLoading) || (values !== null && filterQuery.isLoading),
    error: names === null ? undefined : (speakerQuery.error ?? filterQuery.error),
  };
}
