import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { isAborted, unwrap } from '../../core/errors/unwrap';
import type { AppError } from '../../core/messages';
import {
  SPEAKER_RESULTS_PER_PAGE,
  canScrollForMore,
  readSpeakerDirectoryState,
  showMoreSpeakers,
  speakerDirectoryOffset,
  speakerDirectoryRequest,
  speakerDirectoryResultsOf,
  speakerSearchTextOf,
  speakerViewOf,
  toggleSpeakerFilter,
  writeSpeakerDirectoryState,
  writeSpeakerView,
  type SpeakerCard,
  type SpeakerDirectoryPage,
  type SpeakerDirectoryState,
  type SpeakerFilterItem,
} from '../../core/speaker/directory';
import type { KeyValueStorage } from '../../core/storage/session-keys';
import { useSdk } from '../../hooks/sdk-context';
import { useActionSignal } from '../../hooks/use-sdk-query';

// One action name per directory: a newer text, filter or page aborts the older load (spec 002 §7 'cancelable').
const SPEAKER_DIRECTORY = 'speaker/speakerdirectory';

/** Options of {@link useSpeakerDirectory}. */
export interface SpeakerDirectoryOptions {
  /** The CFF Directory (speakersWhoAre=IsCFFSpeaker) rather than the Speaker Directory. */
  readonly isCff: boolean;
  /** Where the text, filters and the viewed speaker's type are remembered; defaults to `sessionStorage` (spec 002 §4). */
  readonly storage?: KeyValueStorage;
}

/** What {@link useSpeakerDirectory} gives. */
export interface SpeakerDirectory {
  /** The text and filters chosen (restored from session storage on return). */
  readonly state: SpeakerDirectoryState;
  /** The cards to show: 10 per step (spec 002 §9), each once. */
  readonly cards: SpeakerCard[];
  /** How many match. */
  readonly totalCount: number;
  /** The filter ribbon of the current choice. */
  readonly facets: SpeakerFilterItem[];
  /** The first page of the current choice is loading. */
  readonly isLoading: boolean;
  /** A further page of 50 is loading: scrolling for more is disabled meanwhile (spec 002 §4). */
  readonly isLoadingMore: boolean;
  /** More cards can be shown. */
  readonly hasMore: boolean;
  /** The failed load (never an aborted one). */
  readonly error: AppError | undefined;
  /** Shows the next 10, asking for the next 50 when they are not loaded (ignored while loading or when all are shown). */
  readonly showMore: () => void;
  /** Searches for `text` (sent only above 1 character). */
  readonly setSearch: (text: string) => void;
  /** Turns a filter value on or off. */
  readonly toggle: (item: Pick<SpeakerFilterItem, 'filterKey' | 'filterValue'> & { readonly label?: string }, on: boolean) => void;
  /** Removes every filter ('Clear All'). */
  readonly clearAll: () => void;
  /** Stores the speaker type and status A of a card being opened (spec 002 §4). */
  readonly view: (card: Pick<SpeakerCard, 'speakerId' | 'personID'>) => void;
  /** Loads the current choice again. */
  readonly reload: () => void;
}

/** SWR key of page `pageIndex` of a directory search: the directory, the choice (as JSON) and the page. */
export type SpeakerDirectoryPageKey = readonly ['speaker/speakerdirectory', boolean, string, number];

const defaultStorage = (): KeyValueStorage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/**
 * The Speaker Directory or the CFF Directory (spec 002 §2-§4, §7, §9; POST speaker/api/speakerdirectory):
 * restores the text and filters of this session, asks for 50 at a time (offset step 50) and shows 10
 * more per `showMore()`; a change of text or filters loads the first 50 again and is remembered in
 * session storage; a newer load aborts the older one (never shown as an error).
 */
export function useSpeakerDirectory(options: SpeakerDirectoryOptions): SpeakerDirectory {
  const { isCff } = options;
  const sdk = useSdk();
  const storage = options.storage ?? defaultStorage();
  const [state, setState] = useState<SpeakerDirectoryState>(() => readSpeakerDirectoryState(storage, isCff));
  const [shown, setShown] = useState(SPEAKER_RESULTS_PER_PAGE);
  const signalFor = useActionSignal(`${SPEAKER_DIRECTORY}/${isCff ? 'cff' : 'speakers'}`);
  // Text of 1 character or less is sent as empty (spec 002 §9): typing it loads nothing new.
  const stateKey = JSON.stringify({ search: speakerSearchTextOf(state.search), filters: state.filters.map((f) => [f.filterKey, f.filterValue]) });

  useEffect(() => writeSpeakerDirectoryState(storage, isCff, state), [isCff, state, storage]);

  const getKey = useCallback(
    (pageIndex: number, previous: SpeakerDirectoryPage | null): SpeakerDirectoryPageKey | null =>
      previous !== null && (previous.searchResults.length === 0 || speakerDirectoryOffset(pageIndex) >= previous.totalResultCount)
        ? null
        : [SPEAKER_DIRECTORY, isCff, stateKey, pageIndex],
    [isCff, stateKey],
  );
  const swr = useSWRInfinite<SpeakerDirectoryPage, AppError, typeof getKey>(
    getKey,
    ([, cff, key, pageIndex]) => {
      const parsed = JSON.parse(key) as { search: string; filters: [string, string][] };
      const body = speakerDirectoryRequest(
        { search: parsed.search, filters: parsed.filters.map(([filterKey, filterValue]) => ({ filterKey, filterValue, label: filterValue })) },
        { skip: speakerDirectoryOffset(pageIndex), isCff: cff },
      );
      return unwrap(sdk.speaker.POST('/speaker/api/speakerdirectory', { body, signal: signalFor() }), { log: true });
    },
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const { data, size, setSize } = swr;
  const error = swr.error === undefined || isAborted(swr.error) ? undefined : swr.error;
  const loaded = useMemo(() => speakerDirectoryResultsOf(error === undefined ? (data ?? []) : []), [data, error]);
  const isLoadingMore = !swr.isLoading && size > 0 && data !== undefined && data[size - 1] === undefined && error === undefined;
  const isBusy = swr.isLoading || isLoadingMore;
  const visible = Math.min(shown, loaded.cards.length);

  const change = useCallback((next: (current: SpeakerDirectoryState) => SpeakerDirectoryState) => {
    setState(next);
    setShown(SPEAKER_RESULTS_PER_PAGE);
  }, []);

  const showMore = useCallback(() => {
    if (error !== undefined || !canScrollForMore(isBusy, Math.min(shown, loaded.totalCount), loaded.totalCount)) return;
    const step = showMoreSpeakers(shown, loaded.cards.length, loaded.totalCount);
    setShown(step.shown);
    if (step.fetch) void setSize((current) => current + 1);
  }, [error, isBusy, loaded.cards.length, loaded.totalCount, setSize, shown]);

  return {
    state,
    cards: loaded.cards.slice(0, visible),
    totalCount: loaded.totalCount,
    facets: loaded.facets,
    isLoading: swr.isLoading,
    isLoadingMore,
    hasMore: visible < loaded.totalCount,
    error,
    showMore,
    setSearch: (text) => change((s) => ({ ...s, search: text })),
    toggle: (item, on) => change((s) => ({ ...s, filters: toggleSpeakerFilter(s.filters, item, on) })),
    clearAll: () => change((s) => ({ ...s, filters: [] })),
    view: (card) => writeSpeakerView(storage, speakerViewOf(card)),
    reload: () => void swr.mutate(),
  };
}
