// The Speaker Directory and the CFF Directory (spec 002 §2-§5, §7, §9): the search and type-ahead
// requests, paging (offset step 50, results per page 10), the session-stored state, de-duplicated
// appends, the infinite-scroll rule and what a CFF card shows.
import type { speaker } from '@ypo/sdk';
import { CFF_SPEAKERS } from '../routes/paths';
import { filtersKey, type KeyValueStorage } from '../storage/session-keys';
import { cffRatingText } from './display';
import { cffFeeText } from './fees';
import { SPEAKER_MESSAGES } from './messages';

/** The speaker directory search request (openapi/speaker.yaml `SpeakerDirectoryRequest`). */
export type SpeakerDirectoryRequest = speaker.components['schemas']['SpeakerDirectoryRequest'];
/** One page of the speaker directory (openapi/speaker.yaml `SpeakerDirectoryResult`). */
export type SpeakerDirectoryPage = speaker.components['schemas']['SpeakerDirectoryResult'];
/** A speaker (or CFF) card of the directories (openapi/speaker.yaml `SpeakerListCard`). */
export type SpeakerCard = speaker.components['schemas']['SpeakerListCard'];
/** A filter value of the directory ribbon, or a type-ahead suggestion (`FilterItem`). */
export type SpeakerFilterItem = speaker.components['schemas']['FilterItem'];
/** The type-ahead request of a directory filter (`TypeAheadRequest`). */
export type SpeakerTypeAheadRequest = speaker.components['schemas']['TypeAheadRequest'];

/** spec 002 §9: the speaker directory offset step (and the page size asked for). */
export const SPEAKER_DIRECTORY_STEP = 50;
/**
 * spec 002 §9: speaker list results per page. The directory asks for 50 at a time (the offset step)
 * and shows 10 more each time the list is scrolled to its end (or 'Load more' is pressed); the
 * next 50 are asked for only when the 10 to show are not loaded yet.
 */
export const SPEAKER_RESULTS_PER_PAGE = 10;
/** Type-ahead lists are cut to 100 (openapi/speaker.yaml `FilterItemList`). */
export const SPEAKER_TYPEAHEAD_LIMIT = 100;
/** The filter that makes a directory search the CFF Directory (speakersWhoAre=IsCFFSpeaker, spec 002 §2). */
export const CFF_DIRECTORY_FILTER: Readonly<{ filterKey: string; filterValue: string }> = { filterKey: 'speakersWhoAre', filterValue: CFF_SPEAKERS };
/** The ribbon groups the type-ahead looks in (the sandbox's and the contract example's group names). */
export const SPEAKER_TYPEAHEAD_FIELDS: readonly string[] = ['Topics', 'Languages', 'Country'];

/** A chosen filter value: its key, value and label. */
export interface SpeakerFilter {
  /** The filter key, e.g. 'Topics'. */
  readonly filterKey: string;
  /** The value, e.g. 'Leadership'. */
  readonly filterValue: string;
  /** What the member saw, e.g. 'Leadership'. */
  readonly label: string;
}

/** What the member chose in a directory: the text and the filters. */
export interface SpeakerDirectoryState {
  /** What the member typed. */
  readonly search: string;
  /** The chosen filter values. */
  readonly filters: readonly SpeakerFilter[];
}

/** A directory before any choice. */
export const INITIAL_SPEAKER_DIRECTORY: SpeakerDirectoryState = { search: '', filters: [] };

/** The default order: last name ascending (spec 002 §3 sort keys). */
export const SPEAKER_DIRECTORY_ORDER = { sortField: 'LastName', direction: 'asc' } as const;

/** spec 002 §9: the search text is sent only when longer than 1 character, else empty. */
export function speakerSearchTextOf(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 1 ? trimmed : '';
}

/**
 * The directory search request (spec 002 §7: search, skip, maxResultCount, searchFilters, orderBy):
 * the text only above 1 character, `skip` the offset (a multiple of 50), 50 asked for, the chosen
 * filters, and for the CFF Directory the speakersWhoAre=IsCFFSpeaker filter first.
 */
export function speakerDirectoryRequest(state: SpeakerDirectoryState, options: { readonly skip: number; readonly isCff: boolean }): SpeakerDirectoryRequest {
  return {
    search: speakerSearchTextOf(state.search),
    skip: options.skip,
    maxResultCount: SPEAKER_DIRECTORY_STEP,
    searchFilters: [...(options.isCff ? [{ ...CFF_DIRECTORY_FILTER }] : []), ...state.filters.map((f) => ({ filterKey: f.filterKey, filterValue: f.filterValue }))],
    orderBy: { ...SPEAKER_DIRECTORY_ORDER },
  };
}

/** The name autocomplete request (POST speakersearchautocomplete): `null` (nothing sent) up to 1 character. */
export function speakerAutocompleteRequest(typed: string): { search: string } | null {
  const search = speakerSearchTextOf(typed);
  return search === '' ? null : { search };
}

/**
 * The type-ahead request of the directory filters (spec 002 §3, §9; POST typeAhead): `null` up to 1
 * character; the original text only above 2; narrowed by the chosen filters (and the CFF filter).
 */
export function speakerTypeAheadRequest(typed: string, filters: readonly SpeakerFilter[], options: { readonly isCff: boolean; readonly fields?: readonly string[] }): SpeakerTypeAheadRequest | null {
  const search = speakerSearchTextOf(typed);
  if (search === '') return null;
  const fields = [...(options.fields ?? SPEAKER_TYPEAHEAD_FIELDS)];
  return {
    search,
    ...(typed.trim().length > 2 ? { originalSearch: typed.trim() } : {}),
    fieldsToQuery: fields,
    searchFilters: speakerDirectoryRequest({ search: '', filters }, { skip: 0, isCff: options.isCff }).searchFilters,
    ribbonGroupName: fields[0] ?? '',
    typeaheadPreFilter: null,
  };
}

/** The id a card is known by: the speaker id of a non-member speaker, else the person id. */
export function speakerCardId(card: Pick<SpeakerCard, 'speakerId' | 'personID'>): string {
  return (card.speakerId ?? card.personID ?? '').toLowerCase();
}

/** The results of the pages loaded so far. */
export interface SpeakerDirectoryResults {
  /** The cards, each once (spec 002 §4: appended results are de-duplicated by id). */
  readonly cards: SpeakerCard[];
  /** How many match (the newest page's total). */
  readonly totalCount: number;
  /** The filter ribbon of the first page. */
  readonly facets: SpeakerFilterItem[];
}

/** The empty results (before the first answer, or after a failed load). */
export const NO_SPEAKER_RESULTS: SpeakerDirectoryResults = { cards: [], totalCount: 0, facets: [] };

/** spec 002 §4: the first page replaces the results, each further page appends the cards not listed yet. */
export function speakerDirectoryResultsOf(pages: readonly SpeakerDirectoryPage[]): SpeakerDirectoryResults {
  const first = pages[0];
  if (!first) return NO_SPEAKER_RESULTS;
  const seen = new Set<string>();
  const cards: SpeakerCard[] = [];
  for (const page of pages) {
    for (const card of page.searchResults) {
      const id = speakerCardId(card);
      if (id !== '' && seen.has(id)) continue;
      seen.add(id);
      cards.push(card);
    }
  }
  return { cards, totalCount: pages.at(-1)?.totalResultCount ?? first.totalResultCount, facets: first.searchRibbonGroup ?? [] };
}

/** spec 002 §4 Directory scrolling: disabled while loading; enabled only when the total exceeds the loaded count. */
export function canScrollForMore(isLoading: boolean, loaded: number, total: number): boolean {
  return !isLoading && total > loaded;
}

/**
 * What the next 'show 10 more' does (spec 002 §9): `shown` grows by 10; `fetch` is true when those
 * 10 are not all loaded and the server has more (the next request's skip is the loaded count rounded to the step).
 */
export function showMoreSpeakers(shown: number, loaded: number, total: number): { readonly shown: number; readonly fetch: boolean } {
  const next = Math.min(shown + SPEAKER_RESULTS_PER_PAGE, total);
  return { shown: Math.max(next, shown), fetch: next > loaded && total > loaded };
}

/** The offset of the page after `pagesLoaded` pages (spec 002 §9: step 50). */
export const speakerDirectoryOffset = (pagesLoaded: number): number => pagesLoaded * SPEAKER_DIRECTORY_STEP;

/** Adds or removes a filter value (one value once). */
export function toggleSpeakerFilter(filters: readonly SpeakerFilter[], item: Pick<SpeakerFilterItem, 'filterKey' | 'filterValue'> & { readonly label?: string }, on: boolean): SpeakerFilter[] {
  const same = (f: SpeakerFilter) => f.filterKey === item.filterKey && f.filterValue === item.filterValue;
  const rest = filters.filter((f) => !same(f));
  return on ? [...rest, { filterKey: item.filterKey, filterValue: item.filterValue, label: item.label ?? item.filterValue }] : rest;
}

/** Whether a filter value is chosen. */
export const isSpeakerFilterChosen = (filters: readonly SpeakerFilter[], item: Pick<SpeakerFilterItem, 'filterKey' | 'filterValue'>): boolean =>
  filters.some((f) => f.filterKey === item.filterKey && f.filterValue === item.filterValue);

/** The ribbon grouped for a filter panel: group name -> its values (child values after their parent), in answer order. */
export function speakerFilterGroups(facets: readonly SpeakerFilterItem[]): { readonly name: string; readonly items: SpeakerFilterItem[] }[] {
  const groups = new Map<string, SpeakerFilterItem[]>();
  for (const item of facets) {
    const name = item.ribbonGroupName ?? item.filterKey;
    groups.set(name, [...(groups.get(name) ?? []), item, ...(item.subFilters ?? [])]);
  }
  return [...groups.entries()].map(([name, items]) => ({ name, items }));
}

// ---------------------------------------------------------------- session storage (spec 002 §4)

/** Session-storage key of a directory's search and filters (cleared at logout with every stored filter). */
export const speakerDirectoryKey = (isCff: boolean): string => filtersKey(isCff ? 'cffDirectory' : 'speakerDirectory');
/** Session-storage key of the speaker type and status A stored when a directory card is viewed. */
export const SPEAKER_VIEW_KEY = filtersKey('speakerView');

const isFilter = (value: unknown): value is SpeakerFilter =>
  typeof value === 'object' && value !== null && typeof (value as SpeakerFilter).filterKey === 'string' && typeof (value as SpeakerFilter).filterValue === 'string';

function readJson(storage: KeyValueStorage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(storage: KeyValueStorage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the choice holds for this visit only.
  }
}

/** spec 002 §4: the directory's remembered search text and filters; the initial state when none (or unreadable). */
export function readSpeakerDirectoryState(storage: KeyValueStorage | undefined, isCff: boolean): SpeakerDirectoryState {
  const stored = readJson(storage, speakerDirectoryKey(isCff)) as { search?: unknown; filters?: unknown } | undefined;
  if (!stored || typeof stored !== 'object') return INITIAL_SPEAKER_DIRECTORY;
  const filters = Array.isArray(stored.filters) ? stored.filters.filter(isFilter).map((f) => ({ filterKey: f.filterKey, filterValue: f.filterValue, label: typeof f.label === 'string' ? f.label : f.filterValue })) : [];
  return { search: typeof stored.search === 'string' ? stored.search : '', filters };
}

/** spec 002 §4: remembers the directory's search text and filters for the session. */
export function writeSpeakerDirectoryState(storage: KeyValueStorage | undefined, isCff: boolean, state: SpeakerDirectoryState): void {
  writeJson(storage, speakerDirectoryKey(isCff), { search: state.search, filters: state.filters });
}

/** The speaker type and status stored when a directory card is viewed (spec 002 §4). */
export interface SpeakerView {
  /** 'member' for a member speaker (a person id), 'speaker' for a non-member speaker (a speaker id). */
  readonly speakerType: 'speaker' | 'member';
  /** Always A: the directories list approved speakers only. */
  readonly approvalStatus: 'A';
}

/** The speaker type of a card: a member speaker has a person id and no speaker id. */
export const speakerViewOf = (card: Pick<SpeakerCard, 'speakerId' | 'personID'>): SpeakerView => ({
  speakerType: card.speakerId ? 'speaker' : 'member',
  approvalStatus: 'A',
});

/** spec 002 §4: 'Viewing the directory stores speaker type (speaker or member) and status A' in session storage. */
export function writeSpeakerView(storage: KeyValueStorage | undefined, view: SpeakerView): void {
  writeJson(storage, SPEAKER_VIEW_KEY, view);
}

/** The stored speaker type and status; undefined when none or unreadable. */
export function readSpeakerView(storage: KeyValueStorage | undefined): SpeakerView | undefined {
  const stored = readJson(storage, SPEAKER_VIEW_KEY) as Partial<SpeakerView> | undefined;
  if (!stored || (stored.speakerType !== 'speaker' && stored.speakerType !== 'member') || stored.approvalStatus !== 'A') return undefined;
  return { speakerType: stored.speakerType, approvalStatus: 'A' };
}

// ---------------------------------------------------------------- cards (spec 002 §3)

/** What a CFF card shows besides the speaker card (spec 002 §3 CFF fields); empty texts are left out by the screen. */
export interface CffCardFields {
  /** One line per training: its name and fee range ('Forum Retreat: $1,000 - $3,000'). */
  readonly fees: readonly { readonly trainingName: string; readonly range: string }[];
  /** '12 forum programs'; '' when unknown. */
  readonly forumPrograms: string;
  /** The CFF's qualification. */
  readonly qualification: string;
  /** The CFF's retreat topic. */
  readonly retreatTopic: string;
  /** The CFF's tag line. */
  readonly tagLine: string;
  /** 'since 2012'; '' when unknown. */
  readonly since: string;
  /** The CFF region's name. */
  readonly region: string;
  /** The average rating as shown (cut to 7 characters when longer than 8, spec 002 §5). */
  readonly rating: string;
}

/** The CFF fields of a card as the CFF Directory shows them (spec 002 §3, §5). */
export function cffCardFields(card: SpeakerCard): CffCardFields {
  const fees = (card.cffFee ?? []).map((fee) => ({
    trainingName: fee.trainingName,
    range: cffFeeText(fee),
  }));
  const programs = card.numberofFourmPrograms;
  return {
    fees,
    forumPrograms: programs === null || programs === undefined ? '' : `${programs} ${SPEAKER_MESSAGES.cardForumPrograms}`,
    qualification: card.qualification ?? '',
    retreatTopic: card.retreatTopic ?? '',
    tagLine: card.tagLine ?? '',
    since: card.cffSince ? `${SPEAKER_MESSAGES.cardCffSince} ${card.cffSince}` : '',
    region: card.cffRegion?.name ?? '',
    rating: cffRatingText(card.averageCffRating),
  };
}

/** The results line, e.g. '23 speakers' (spec 002 §2 names the count; wording ours). */
export function speakerResultsText(total: number): string {
  return `${total} ${total === 1 ? SPEAKER_MESSAGES.resultOne : SPEAKER_MESSAGES.resultMany}`;
}
