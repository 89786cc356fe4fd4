// Content search (openapi/content.yaml; spec 001 §3, §7, §9, spec 002 §5): the posts and replies the
// caller sees and the network's communities, searched by text. A post's result links to the community
// page with postId, highlightText and showAllActivityFeedCommunity=true (issue 11: the single post, the
// text highlighted).
import { bodyOf, compareText, EMPTY_GUID, getNetwork, keyOf, ok, pageOf, searchTokens } from '../helpers.ts';
import type { CommunityKind, NetworkCommunity } from '../network-types.ts';
import type { Caller, OperationHandler, SandboxDomain, Store } from '../types.ts';
import { postsVisibleTo } from './feed.ts';
import { memberName } from './network.ts';

/** The app's address in result links (the contract's example host). */
export const CONTENT_APP_ORIGIN = 'https://connect.example';
/** Results per page unless the request says (spec 001 §9: directory page size 50). */
export const CONTENT_PAGE_SIZE = 50;
/** Suggestions at most (spec 001 §9: type-ahead lists are cut to 100). */
export const CONTENT_TYPEAHEAD_LIMIT = 100;
/** Characters of a post's text shown as a result's name. */
const NAME_LENGTH = 120;

/** The app's page of a community kind (spec 001 §2; packages/headless core/routes/route-table.ts). */
const COMMUNITY_ROUTES: Record<CommunityKind, string> = {
  home: '/home',
  chapter: '/chapter',
  champion: '/community',
  region: '/region',
  network: '/network',
  group: '/group',
  forum: '/forum',
  businesses: '/businesses',
};

type ContentType = 'Post' | 'Comment' | 'Community';

interface Candidate {
  result: {
    contentType: ContentType;
    contentName: string;
    contentId: string;
    communityType: CommunityKind;
    communityId: string;
    mediaType: string;
    url: string;
  };
  /** The words searched. */
  text: string;
  /** Newest first by this (ms); communities have none and come after the posts. */
  time: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** The text of user HTML: tags dropped, the common entities read, spaces collapsed. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const shortened = (text: string) => (text.length > NAME_LENGTH ? `${text.slice(0, NAME_LENGTH - 1).trimEnd()}…` : text);

/** The community page of a community, with the query the app reads (postId, highlightText, showAllActivityFeedCommunity). */
function pageUrl(community: NetworkCommunity, query?: Record<string, string>): string {
  const route = COMMUNITY_ROUTES[community.communityType];
  const path = community.communityType === 'businesses' || community.communityType === 'home' ? route : `${route}/${community.communityId}`;
  return `${CONTENT_APP_ORIGIN}${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;
}

/** Everything the caller may find, each with the words it is found by. */
function candidates(caller: Caller, store: Store, highlightText: string): Candidate[] {
  const communities = new Map(getNetwork(store).communities.map((c) => [c.communityId, c]));
  const out: Candidate[] = [];
  for (const post of postsVisibleTo(store, caller)) {
    const community = communities.get(post.communityId);
    if (!community) continue;
    const body = plainText(post.body);
    const topId = post.parentPostId === EMPTY_GUID ? post.id : post.parentPostId;
    out.push({
      result: {
        contentType: post.parentPostId === EMPTY_GUID ? 'Post' : 'Comment',
        contentName: shortened(post.title || body || 'Photos'),
        contentId: post.id,
        communityType: community.communityType,
        communityId: community.communityId,
        mediaType: post.images.length > 0 ? 'image' : 'text',
        url: pageUrl(community, { postId: topId, ...(highlightText ? { highlightText } : {}), showAllActivityFeedCommunity: 'true' }),
      },
      text: [post.title, body, memberName(store, post.authorId), ...post.images.map((image) => image.name)].join(' '),
      time: Date.parse(post.dateCreated),
    });
  }
  for (const community of communities.values()) {
    if (community.communityType === 'home') continue;
    out.push({
      result: {
        contentType: 'Community',
        contentName: community.name,
        contentId: community.communityId,
        communityType: community.communityType,
        communityId: community.communityId,
        mediaType: 'page',
        url: pageUrl(community),
      },
      text: community.name,
      time: Number.NEGATIVE_INFINITY,
    });
  }
  return out;
}

interface Filter {
  filterKey: string;
  filterValue: string;
}

/** The value of a result a filter key selects on (keys compared as keyOf spells them). */
const FILTER_FIELDS: Record<string, (result: Candidate['result']) => string> = {
  contenttype: (result) => result.contentType,
  communitytype: (result) => result.communityType,
  communityid: (result) => result.communityId,
  mediatype: (result) => result.mediaType,
};

/** Date filter keys (spec 002 §9 content dates): an ISO day, From and To both inclusive. */
const DATE_FILTERS = { fromdate: 'from', todate: 'to' } as const;
const DAY = 86_400_000;

/** The time range of the date filters, or undefined without any (an unreadable date selects nothing). */
function dateRange(filters: readonly Filter[] | undefined): { from: number; to: number } | undefined {
  let range: { from: number; to: number } | undefined;
  for (const f of filters ?? []) {
    const side = DATE_FILTERS[keyOf(f.filterKey) as keyof typeof DATE_FILTERS];
    if (!side) continue;
    const day = /^\d{4}-\d{2}-\d{2}$/.test(f.filterValue) ? Date.parse(`${f.filterValue}T00:00:00Z`) : Number.NaN;
    range ??= { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY };
    if (Number.isNaN(day)) range = { from: 1, to: 0 };
    else if (side === 'from') range.from = Math.max(range.from, day);
    else range.to = Math.min(range.to, day + DAY - 1);
  }
  return range;
}

/** The candidates created within the date filters' range (all without date filters). */
function withinDates(list: Candidate[], filters: readonly Filter[] | undefined): Candidate[] {
  const range = dateRange(filters);
  return range ? list.filter((c) => c.time >= range.from && c.time <= range.to) : list;
}

/** Filters of one key are alternatives; filters of different keys all apply; dates keep what was created in range. Unknown keys select nothing away. */
function applyFilters(list: Candidate[], filters: readonly Filter[] | undefined): Candidate[] {
  const byKey = new Map<string, Set<string>>();
  list = withinDates(list, filters);
  for (const f of filters ?? []) {
    const key = keyOf(f.filterKey);
    if (!FILTER_FIELDS[key]) continue;
    let values = byKey.get(key);
    if (!values) byKey.set(key, (values = new Set()));
    values.add(f.filterValue.toLowerCase());
  }
  return list.filter((c) => [...byKey].every(([key, values]) => values.has((FILTER_FIELDS[key] as (r: Candidate['result']) => string)(c.result).toLowerCase())));
}

const capitalised = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/** The facets (content type, community type) over the matches, with the chosen values checked. */
function ribbon(matches: Candidate[], filters: readonly Filter[] | undefined) {
  const groups: [string, (result: Candidate['result']) => string][] = [
    ['contentType', (r) => r.contentType],
    ['communityType', (r) => r.communityType],
  ];
  return groups.map(([key, field]) => {
    const counts = new Map<string, number>();
    for (const m of matches) counts.set(field(m.result), (counts.get(field(m.result)) ?? 0) + 1);
    const chosen = new Set((filters ?? []).filter((f) => keyOf(f.filterKey) === keyOf(key)).map((f) => f.filterValue.toLowerCase()));
    return {
      key,
      categories: [...counts]
        .sort(([a], [b]) => compareText(a, b))
        .map(([value, count]) => ({
          label: capitalised(value),
          filterKey: key,
          filterValue: value,
          isTypeAhead: false,
          isDropdown: false,
          subFilters: [],
          count,
          ribbonGroupName: key,
          checked: chosen.has(value.toLowerCase()),
        })),
    };
  });
}

const newestFirst = (a: Candidate, b: Candidate) => b.time - a.time || compareText(a.result.contentName, b.result.contentName);
const byName = (a: Candidate, b: Candidate) => compareText(a.result.contentName, b.result.contentName) || b.time - a.time;

interface SearchRequest {
  search: string;
  orderBy?: string;
  searchFilters?: Filter[];
  skip: number;
  maxResultCount?: number;
}

const contentSearch: OperationHandler = (request, caller, store) => {
  const body = bodyOf<SearchRequest>(request);
  const search = (body.search ?? '').trim();
  // spec 002 §5: search text counts only when longer than 1 character; shorter lists everything.
  const tokens = searchTokens(search);
  const matches = candidates(caller, store, tokens.length > 0 ? search : '').filter((c) => tokens.every((t) => c.text.toLowerCase().includes(t)));
  const filtered = applyFilters(matches, body.searchFilters).sort(keyOf(body.orderBy) === 'name' ? byName : newestFirst);
  return ok({
    searchResults: pageOf(filtered, body.skip ?? 0, body.maxResultCount ?? CONTENT_PAGE_SIZE).map((c) => c.result),
    totalResultCount: filtered.length,
    searchRibbonGroup: ribbon(withinDates(matches, body.searchFilters), body.searchFilters),
    searchText: search,
  });
};

interface TypeAheadRequest {
  search: string;
  originalSearch?: string;
  searchFilters?: Filter[];
}

const contentSearchAutocomplete: OperationHandler = (request, caller, store) => {
  const body = bodyOf<TypeAheadRequest>(request);
  // spec 002 §5: the original text is sent only when longer than 2 characters; it is what the member typed.
  const typed = ((body.originalSearch ?? '').trim().length > 2 ? body.originalSearch : body.search)?.trim() ?? '';
  const tokens = searchTokens(typed);
  if (tokens.length === 0) return ok([]);
  const matches = candidates(caller, store, typed).filter((c) => tokens.every((t) => c.text.toLowerCase().includes(t)));
  return ok(applyFilters(matches, body.searchFilters).sort(newestFirst).slice(0, CONTENT_TYPEAHEAD_LIMIT).map((c) => c.result));
};

/** The `content-search` domain: content directory search and suggestions over posts and communities. */
export const contentSearchDomain: SandboxDomain = {
  name: 'content-search',
  seed() {},
  handlers: { contentSearch, contentSearchAutocomplete },
};
