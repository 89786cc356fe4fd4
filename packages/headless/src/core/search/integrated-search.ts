// Integrated search rules (ypoSearch; spec 002 §2, §3, §7, §9): what a search sends, the search
// tracking payload posted for each search and each tile click, one-click searches, and where each
// result tile goes (through the route table's link builders).
import type { ams, search } from '@ypo/sdk';
import { withQuery } from '../routes/paths';
import { paths } from '../routes/route-table';

/** The search tracking payload (spec 002 §3), every field present, spelled as the spec spells them. */
export type SearchTrackingPayload = Required<search.components['schemas']['SearchTracking']>;

/** A member found by the one-click person search. */
export type IntegratedPersonResult = ams.components['schemas']['PersonSearchResult'];
/** An event found by the integrated event search. */
export type IntegratedEventResult = ams.components['schemas']['EventSearchResult'];
/** A community found by the integrated community search. */
export type IntegratedCommunityResult = ams.components['schemas']['CommunitySearchResult'];
/** A post found by the integrated content search. */
export type IntegratedContentResult = ams.components['schemas']['ContentSearchResult'];

/** spec 002 §3: searchType defaults to Integrated. */
export const INTEGRATED_SEARCH_TYPE = 'Integrated';

/** The kinds of results, as tileType and oneClickSearchType name them (in the page's order). */
export const SEARCH_KINDS = ['Person', 'Event', 'Community', 'Content'] as const;
/** A kind of result. */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A result of each kind. */
export interface SearchResultOf {
  /** A person result. */
  Person: IntegratedPersonResult;
  /** An event result. */
  Event: IntegratedEventResult;
  /** A community result. */
  Community: IntegratedCommunityResult;
  /** A content result. */
  Content: IntegratedContentResult;
}

/** Results of each kind shown on the all-kinds view; a one-click search shows all of one kind. */
export const RESULTS_PER_KIND_PREVIEW = 4;

/** The integrated search page's address (spec 002 §2 ypoSearch) with the committed search and its one-click kind, if any. */
export function ypoSearchHref(search: { readonly searchTerm?: string; readonly oneClickSearchType?: SearchKind } = {}): string {
  return withQuery(paths.ypoSearch(), { searchTerm: search.searchTerm?.trim() || undefined, oneClickSearchType: search.oneClickSearchType });
}

/** The kind a text names, or undefined (a one-click kind read from the address). */
export function searchKindOf(text: string | null | undefined): SearchKind | undefined {
  return SEARCH_KINDS.find((kind) => kind === text);
}

/** spec 002 §3, 001 §3: the search text counts only when longer than 1 character (trimmed). */
export function isSearchable(text: string | null | undefined): boolean {
  return (text ?? '').trim().length > 1;
}

/** The search field of a request: the trimmed text when searchable, else '' (spec 002 §7: each has a search field). */
export function searchFieldOf(text: string | null | undefined): string {
  return isSearchable(text) ? (text ?? '').trim() : '';
}

// Most specific first: Edge and Opera carry 'Chrome', Chrome carries 'Safari'.
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/**
 * spec 001 §3, 002 §3 platformName 'platform and browser': 'Web', 'iOS' or 'Android' and the browser,
 * e.g. 'Web Chrome' (the contract's example), 'iOS Safari'; an unknown browser is 'Other'.
 */
export function platformName(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  const platform = /iPhone|iPad|iPod/.test(agent) ? 'iOS' : /Android/.test(agent) ? 'Android' : 'Web';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'Other';
  return `${platform} ${browser}`;
}

/** What every tracking call of a search carries. */
export interface SearchTrackingContext {
  /** The text in the search box now. */
  readonly searchTerm: string;
  /** The search whose results are shown (the last one the member ran). */
  readonly committedSearchTerm: string;
  /** {@link platformName} of the browser. */
  readonly platformName: string;
  /** Set while the results are a one-click search of one kind. */
  readonly oneClickSearchType?: SearchKind;
}

function payloadOf(context: SearchTrackingContext, tile?: { readonly tileText: string; readonly tileType: SearchKind }): SearchTrackingPayload {
  const isOneClick = context.oneClickSearchType !== undefined;
  return {
    searchTerm: context.searchTerm.trim(),
    searchType: INTEGRATED_SEARCH_TYPE,
    tileText: tile?.tileText ?? '',
    tileType: tile?.tileType ?? '',
    oneClickSearchText: isOneClick ? context.committedSearchTerm.trim() : '',
    oneClickSearchType: context.oneClickSearchType ?? '',
    platformName: context.platformName,
    committedSearchTerm: context.committedSearchTerm.trim(),
    // The page has no interstitial step: these stay empty.
    interstitalType: '',
    interstitalSearchType: '',
    interstitalSearchTerm: '',
  };
}

/** The tracking payload of a search (spec 002 §3), posted for each search the member runs, one-click ones included. */
export function searchTrackingPayload(context: SearchTrackingContext): SearchTrackingPayload {
  return payloadOf(context);
}

/** The tracking payload of a tile click (spec 002 §3): the search's fields with the tile's text and type. */
export function tileTrackingPayload<K extends SearchKind>(context: SearchTrackingContext, kind: K, result: SearchResultOf[K]): SearchTrackingPayload {
  return payloadOf(context, { tileText: tileTextOf(kind, result), tileType: kind });
}

/** The name a person goes by: preferred (else first) name and last name. */
export function personDisplayName(person: Pick<IntegratedPersonResult, 'firstName' | 'lastName' | 'preferredName'>): string {
  return `${person.preferredName || person.firstName} ${person.lastName}`.trim();
}

/** The text of a result's tile: what tracking records as tileText. */
export function tileTextOf<K extends SearchKind>(kind: K, result: SearchResultOf[K]): string {
  switch (kind) {
    case 'Person':
      return personDisplayName(result as IntegratedPersonResult);
    case 'Event':
      return (result as IntegratedEventResult).title;
    case 'Community':
      return (result as IntegratedCommunityResult).name;
    default:
      return (result as IntegratedContentResult).contentName;
  }
}

/** A stable key of a result within its kind. */
export function tileKeyOf<K extends SearchKind>(kind: K, result: SearchResultOf[K]): string {
  switch (kind) {
    case 'Person':
    case 'Event':
      return (result as IntegratedPersonResult | IntegratedEventResult).id;
    case 'Community':
      return (result as IntegratedCommunityResult).communityId;
    default:
      return (result as IntegratedContentResult).contentId;
  }
}

/**
 * Where a tile opens, built by the route table: a member's profile, an event's page (its attendees,
 * the event route keyed by event id), a community's page, or a post on its community page with the
 * searched text highlighted (spec 001 §2 postId and highlightText).
 */
export function tileHref<K extends SearchKind>(kind: K, result: SearchResultOf[K], committedSearchTerm: string): string {
  switch (kind) {
    case 'Person': {
      const person = result as IntegratedPersonResult;
      return paths.memberProfile({ memberId: person.id, name: personDisplayName(person) });
    }
    case 'Event':
      return paths.EventAttendees((result as IntegratedEventResult).id);
    case 'Community': {
      const community = result as IntegratedCommunityResult;
      return paths.communityPage(community.communityType, community.communityId);
    }
    default: {
      const content = result as IntegratedContentResult;
      return paths.communityPage(content.communityType, content.communityId, { postId: content.contentId, highlightText: committedSearchTerm.trim() || undefined });
    }
  }
}

/** The results to show of one kind: a preview on the all-kinds view, all of them on its one-click search. */
export function visibleResults<T>(results: readonly T[], kind: SearchKind, oneClickSearchType: SearchKind | undefined): readonly T[] {
  if (oneClickSearchType === undefined) return results.slice(0, RESULTS_PER_KIND_PREVIEW);
  return oneClickSearchType === kind ? results : [];
}

/** Kinds shown: all on the all-kinds view, only its own on a one-click search. */
export function shownKinds(oneClickSearchType: SearchKind | undefined): readonly SearchKind[] {
  return oneClickSearchType === undefined ? SEARCH_KINDS : [oneClickSearchType];
}

/** A one-click search of a kind is offered on the all-kinds view when the kind has more results than its preview shows. */
export function offersOneClick(total: number, oneClickSearchType: SearchKind | undefined): boolean {
  return oneClickSearchType === undefined && total > RESULTS_PER_KIND_PREVIEW;
}
