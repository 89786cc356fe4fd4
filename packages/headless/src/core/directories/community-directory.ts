// Community directory rules (spec 001 §2, §3, §9; spec 002 §2, §9): the query of
// /communityDirectoryPage (navigatedFromId, communitySearchText, communityFilters as JSON), the
// filters CommunityType, CommunityFocus and EligibilityRequirements, the fixed sort and the request.
import type { CommunityDirectoryLink } from '../routes/paths';
import { DIRECTORY_PAGE_SIZE, directoryOffset, searchTextOf, type DirectoryFilter } from './paging';

/** The community directory's filter keys (spec 001 §3), in ribbon order. */
export const COMMUNITY_FILTER_KEYS = ['CommunityType', 'CommunityFocus', 'EligibilityRequirements'] as const;
/** A community directory filter key. */
export type CommunityFilterKey = (typeof COMMUNITY_FILTER_KEYS)[number];

/** spec 002 §9: the community sort is fixed (by name). */
export const COMMUNITY_SORT = 'Name';

/** The chosen values per filter key, as `communityFilters` carries them in the address. */
export type CommunityFilters = Partial<Record<CommunityFilterKey, readonly string[]>>;

/** What the community directory's address says. */
export interface CommunityDirectoryQuery {
  /** The community the member came from, when the directory was opened from one. */
  readonly navigatedFromId?: string;
  /** What the member typed. */
  readonly communitySearchText: string;
  /** The selected CommunityType, CommunityFocus and EligibilityRequirements values. */
  readonly filters: CommunityFilters;
}

const isFilterKey = (key: string): key is CommunityFilterKey => (COMMUNITY_FILTER_KEYS as readonly string[]).includes(key);

/**
 * The filters of a `communityFilters` JSON text: known keys only, each a string or a list of
 * strings; anything else (bad JSON, other keys, other values) is dropped, never thrown.
 */
export function parseCommunityFilters(json: string | null | undefined): CommunityFilters {
  if (!json) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Partial<Record<CommunityFilterKey, string[]>> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (!isFilterKey(key)) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (values.length > 0) out[key] = [...new Set(values)];
  }
  return out;
}

/** The query of /communityDirectoryPage (spec 001 §2). */
export function parseCommunityDirectoryQuery(search: string | URLSearchParams): CommunityDirectoryQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const navigatedFromId = params.get('navigatedFromId') ?? undefined;
  return {
    ...(navigatedFromId ? { navigatedFromId } : {}),
    communitySearchText: params.get('communitySearchText') ?? '',
    filters: parseCommunityFilters(params.get('communityFilters')),
  };
}

/** The link (for `paths.communityDirectoryPage`) that reopens `query`: empty parts left out. */
export function communityDirectoryLinkOf(query: CommunityDirectoryQuery): CommunityDirectoryLink {
  const hasFilters = Object.values(query.filters).some((values) => values !== undefined && values.length > 0);
  return {
    ...(query.navigatedFromId ? { navigatedFromId: query.navigatedFromId } : {}),
    ...(query.communitySearchText.trim() ? { communitySearchText: query.communitySearchText.trim() } : {}),
    ...(hasFilters ? { communityFilters: query.filters } : {}),
  };
}

/** The filters as the search sends them, in key order. */
export function communityFilterList(filters: CommunityFilters): DirectoryFilter[] {
  return COMMUNITY_FILTER_KEYS.flatMap((filterKey) => (filters[filterKey] ?? []).map((filterValue) => ({ filterKey, filterValue })));
}

/** The filters with one value added, or removed if it was chosen. */
export function toggleCommunityFilter(filters: CommunityFilters, key: CommunityFilterKey, value: string): CommunityFilters {
  const current = filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const { [key]: _dropped, ...rest } = filters;
  return next.length > 0 ? { ...rest, [key]: next } : rest;
}

/** The `communitySearch` body of page `pageIndex` (search only above 1 character, fixed sort, skip by 50). */
export function communitySearchRequest(query: Pick<CommunityDirectoryQuery, 'communitySearchText' | 'filters'>, pageIndex = 0) {
  return {
    search: searchTextOf(query.communitySearchText),
    orderBy: COMMUNITY_SORT,
    searchFilters: communityFilterList(query.filters),
    skip: directoryOffset(pageIndex),
    maxResultCount: DIRECTORY_PAGE_SIZE,
  };
}
