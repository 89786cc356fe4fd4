// Community directory (openapi/communities.yaml communitySearch, communitySearchAutocomplete; spec 001
// §2-§3, §9, spec 002 §2, §9): the network's communities searched by name and keyword, with the
// facets CommunityType, CommunityFocus and EligibilityRequirements. The sort is fixed (spec 002 §9):
// by name. Pages step by 50.
import { bodyOf, compareText, getNetwork, keyOf, ok, pageOf, searchTokens, sliceOf } from '../helpers.ts';
import type { NetworkCommunity } from '../network-types.ts';
import type { OperationHandler, SandboxDomain, Store } from '../types.ts';
import type { CommunityPagesSlice } from './community-pages.ts';

/** Results per page unless the request says (spec 001 §9: community directory page size 50). */
export const COMMUNITY_PAGE_SIZE = 50;
/** Suggestions at most (spec 001 §9: type-ahead lists are cut to 100). */
export const COMMUNITY_TYPEAHEAD_LIMIT = 100;

/** The facets of the community directory, in ribbon order (spec 001 §3). */
export const COMMUNITY_FACETS = ['CommunityType', 'CommunityFocus', 'EligibilityRequirements'] as const;
type Facet = (typeof COMMUNITY_FACETS)[number];

/** What a network type is about (its focus in the directory). */
const NETWORK_FOCUS: Record<string, string> = { BUSINESS: 'Business', FAMILY: 'Family', PERSONAL: 'Personal', IMPACT: 'Impact' };
/** Who may join a community of a kind (chapters by chapter type). */
const ELIGIBILITY: Record<string, string> = {
  chapter: 'Chapter members',
  region: 'Members of the region',
  network: 'All members',
  group: 'All members',
  forum: 'Forum members',
  champion: 'Champions',
  businesses: 'All members',
};
const CHAPTER_ELIGIBILITY: Record<string, string> = {
  'YPO Chapter': 'YPO members',
  'YPO Gold Chapter': 'YPO Gold members',
  'YPO Integrated Chapter': 'YPO and YPO Gold members',
};

interface Entry {
  community: NetworkCommunity;
  facets: Record<Facet, string[]>;
  keywords: string[];
}

/** The directory entry of each listed community (not the home feed), with its facet values. */
function entriesOf(store: Store): Entry[] {
  const groups = sliceOf<CommunityPagesSlice>(store, 'communityPages').groups;
  return getNetwork(store)
    .communities.filter((c) => c.communityType !== 'home')
    .map((community) => {
      const focus =
        community.communityType === 'group'
          ? (groups[community.communityId]?.communityFocus ?? [])
          : community.networkType
            ? [NETWORK_FOCUS[community.networkType] ?? community.networkType]
            : community.chapterType
              ? ['Peer learning']
              : [];
      const eligibility = (community.chapterType && CHAPTER_ELIGIBILITY[community.chapterType]) || ELIGIBILITY[community.communityType] || 'All members';
      const keywords = [...new Set([community.communityType, ...focus.map((f) => f.toLowerCase()), ...community.name.toLowerCase().split(/\s+/)])];
      return { community, facets: { CommunityType: [community.communityType], CommunityFocus: focus, EligibilityRequirements: [eligibility] }, keywords };
    });
}

interface Filter {
  filterKey: string;
  filterValue: string;
}

const facetOf = (key: string): Facet | undefined => COMMUNITY_FACETS.find((f) => keyOf(f) === keyOf(key));

/** Filters of one facet are alternatives; different facets all apply. Unknown keys select nothing away. */
function applyFilters(entries: readonly Entry[], filters: readonly Filter[], skipFacet?: Facet): Entry[] {
  const byFacet = new Map<Facet, Set<string>>();
  for (const f of filters) {
    const facet = facetOf(f.filterKey);
    if (!facet || facet === skipFacet) continue;
    byFacet.set(facet, (byFacet.get(facet) ?? new Set()).add(f.filterValue.toLowerCase()));
  }
  return entries.filter((e) => [...byFacet].every(([facet, values]) => e.facets[facet].some((v) => values.has(v.toLowerCase()))));
}

const capitalised = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

function item(facet: Facet, value: string, count: number, checked: boolean, isTypeAhead = false) {
  return {
    label: facet === 'CommunityType' ? capitalised(value) : value,
    filterKey: facet,
    filterValue: value,
    isTypeAhead,
    isDropdown: false,
    subFilters: [],
    count,
    ribbonGroupName: facet,
    checked,
  };
}

// A facet's counts are over the matches filtered by the OTHER facets, so that choosing a value keeps
// its alternatives listed; the counts of the chosen facet's values add up to its results.
function ribbon(matches: readonly Entry[], filters: readonly Filter[]) {
  return COMMUNITY_FACETS.map((facet) => {
    const counts = new Map<string, number>();
    for (const e of applyFilters(matches, filters, facet)) for (const v of e.facets[facet]) counts.set(v, (counts.get(v) ?? 0) + 1);
    const chosen = new Set(filters.filter((f) => facetOf(f.filterKey) === facet).map((f) => f.filterValue.toLowerCase()));
    return {
      key: facet,
      categories: [...counts].sort(([a], [b]) => compareText(a, b)).map(([value, count]) => item(facet, value, count, chosen.has(value.toLowerCase()))),
    };
  });
}

const matchesText = (e: Entry, tokens: readonly string[]) => {
  const text = [e.community.name, ...e.keywords].join(' ').toLowerCase();
  return tokens.every((t) => text.includes(t));
};

const byName = (a: Entry, b: Entry) => compareText(a.community.name, b.community.name) || compareText(a.community.communityId, b.community.communityId);

interface SearchRequest {
  search: string;
  searchFilters: Filter[];
  skip: number;
  maxResultCount: number;
}

const communitySearch: OperationHandler = (request, _caller, store) => {
  const body = bodyOf<SearchRequest>(request);
  // spec 002 §5: search text counts only when longer than 1 character; shorter lists everything.
  const tokens = searchTokens(body.search);
  const filters = body.searchFilters ?? [];
  const matches = entriesOf(store).filter((e) => matchesText(e, tokens));
  // spec 002 §9: the community sort is fixed (orderBy is ignored).
  const results = applyFilters(matches, filters).sort(byName);
  return ok({
    searchResults: pageOf(results, body.skip ?? 0, body.maxResultCount ?? COMMUNITY_PAGE_SIZE).map((e) => ({
      id: e.community.communityId,
      name: e.community.name,
      communityType: e.community.communityType,
      keywords: e.keywords,
      typeIcons: [e.community.communityType],
    })),
    totalResultCount: results.length,
    searchRibbonGroup: ribbon(matches, filters),
  });
};

interface TypeAheadRequest {
  search: string;
  originalSearch: string;
  searchFilters: Filter[];
  ribbonGroupName: string;
}

// Suggests community names (ribbon group 'Community'), or with ribbonGroupName one facet's values.
const communitySearchAutocomplete: OperationHandler = (request, _caller, store) => {
  const body = bodyOf<TypeAheadRequest>(request);
  // spec 002 §5: the original text is sent only when longer than 2 characters; it is what the member typed.
  const typed = ((body.originalSearch ?? '').trim().length > 2 ? body.originalSearch : body.search)?.trim() ?? '';
  const tokens = searchTokens(typed);
  if (tokens.length === 0) return ok([]);
  const filtered = applyFilters(entriesOf(store), body.searchFilters ?? []);
  const facet = facetOf(body.ribbonGroupName ?? '');
  if (facet) {
    const counts = new Map<string, number>();
    for (const e of filtered) for (const v of e.facets[facet]) if (tokens.every((t) => v.toLowerCase().includes(t))) counts.set(v, (counts.get(v) ?? 0) + 1);
    return ok([...counts].sort(([a], [b]) => compareText(a, b)).slice(0, COMMUNITY_TYPEAHEAD_LIMIT).map(([v, n]) => item(facet, v, n, false, true)));
  }
  return ok(
    filtered
      .filter((e) => tokens.every((t) => e.community.name.toLowerCase().includes(t)))
      .sort(byName)
      .slice(0, COMMUNITY_TYPEAHEAD_LIMIT)
      .map((e) => ({ ...item('CommunityType', e.community.name, 1, false, true), filterKey: 'CommunityName', ribbonGroupName: 'Community' })),
  );
};

/** The `community-directory` domain: community directory search and suggestions over the network's communities (seeds nothing). */
export const communityDirectoryDomain: SandboxDomain = {
  name: 'community-directory',
  seed() {},
  handlers: { communitySearch, communitySearchAutocomplete },
};
