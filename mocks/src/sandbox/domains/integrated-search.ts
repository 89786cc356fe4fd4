// Integrated search and tracking (openapi/ams.yaml, openapi/search.yaml; spec 002 §3, §7, §9): the
// ypoSearch page's searches over the seeded members, events, communities and posts, and the search
// tracking calls, kept so tests read what the app posted (`GET /__sandbox/search-tracking`).
import type { ams, search } from '@ypo/sdk';
import { bodyOf, compareText, EMPTY_GUID, getNetwork, indexOf, matchesTokens, now, ok, searchTokens, sliceOf } from '../helpers.ts';
import type { NetworkCommunity, NetworkMember } from '../network-types.ts';
import type { Caller, OperationHandler, SandboxDomain, Store } from '../types.ts';
import { CONTENT_APP_ORIGIN, pageUrl, plainText, shortened } from './content-search.ts';
import type { DirectorySlice } from './directory.ts';
import type { EventRecord, EventsSlice } from './events.ts';
import { postsVisibleTo } from './feed.ts';
import { localIso } from './geography.ts';
import { memberName } from './network.ts';

type PersonResult = ams.components['schemas']['PersonSearchResult'];
type EventResult = ams.components['schemas']['EventSearchResult'];
type CommunityResult = ams.components['schemas']['CommunitySearchResult'];
type ContentResult = ams.components['schemas']['ContentSearchResult'];
type Tile = ams.components['schemas']['IntegratedSearchTile'];
type SearchTracking = search.components['schemas']['SearchTracking'];

/** Results per kind at most (spec 002 §9: search page size 50, max result count default 50). */
export const INTEGRATED_RESULT_LIMIT = 50;
/** Tiles of each kind in the all-kinds answer (amsIntegratedSearch). */
export const TILES_PER_KIND = 5;
/** Tracking calls kept; older ones are dropped. */
export const TRACKING_LIMIT = 500;

/** One tracking call as the sandbox received it. */
export interface TrackedSearch {
  /** The acting member. */
  personId: string;
  /** When it came (the sandbox clock). */
  at: string;
  payload: SearchTracking;
}

/** `store.integratedSearch`. */
export interface IntegratedSearchSlice {
  tracking: TrackedSearch[];
}

const slice = (store: Store) => sliceOf<IntegratedSearchSlice>(store, 'integratedSearch');

/** A kind's matches: the first page and how many there are in all. */
interface Found<T> {
  results: T[];
  total: number;
}

const found = <T,>(all: readonly T[]): Found<T> => ({ results: all.slice(0, INTEGRATED_RESULT_LIMIT), total: all.length });

/** The search words: spec 002 §7 'each has a search field', counted only when longer than 1 character. */
const tokensOf = (request: Parameters<OperationHandler>[0]) => searchTokens(bodyOf<{ search: string }>(request).search);

// ------------------------------------------------------------------------------------ people

const isListed = (m: NetworkMember) => m.recordType === 'Member' || m.recordType === 'Spouse/Partner';

function people(store: Store, caller: Caller, tokens: readonly string[]): Found<PersonResult> {
  if (tokens.length === 0) return found([]);
  const index = indexOf(store);
  const chapterName = (m: NetworkMember) => index.communities.get(m.chapterId.toLowerCase())?.name;
  const connections = new Set((sliceOf<DirectorySlice>(store, 'directory').connections[caller.personId.toLowerCase()] ?? []).map((id) => id.toLowerCase()));
  const matches = index.network.members
    .filter((m) => isListed(m) && matchesTokens(tokens, [m.firstName, m.preferredName, m.familyName, m.companyName, chapterName(m)]))
    .sort((a, b) => compareText(a.familyName, b.familyName) || compareText(a.firstName, b.firstName) || compareText(a.personId, b.personId));
  return found(
    matches.map((m) => ({
      id: m.personId,
      firstName: m.firstName,
      lastName: m.familyName,
      preferredName: m.preferredName,
      ...(m.profileImageUrl ? { profileImageUrl: m.profileImageUrl } : {}),
      companyName: m.companyName,
      ...(chapterName(m) ? { primaryChapterName: chapterName(m) } : {}),
      isConnected: connections.has(m.personId.toLowerCase()),
    })),
  );
}

// ------------------------------------------------------------------------------------ events

function events(store: Store, tokens: readonly string[]): Found<EventResult> {
  if (tokens.length === 0) return found([]);
  const index = indexOf(store);
  const at = Date.parse(now(store));
  const hostName = (e: EventRecord) => index.communities.get(e.communityId.toLowerCase())?.name;
  const isUpcoming = (e: EventRecord) => e.endMs >= at;
  // Upcoming events first, soonest first; then past ones, latest first.
  const matches = sliceOf<EventsSlice>(store, 'events')
    .events.filter((e) => matchesTokens(tokens, [e.name, e.city, e.state, e.country, hostName(e), ...e.topics]))
    .sort((a, b) => Number(isUpcoming(b)) - Number(isUpcoming(a)) || (isUpcoming(a) ? a.startMs - b.startMs : b.startMs - a.startMs) || compareText(a.name, b.name));
  return found(
    matches.map((e) => ({
      id: e.id,
      title: e.name,
      startDateTime: localIso(e.startMs, e.utcOffsetMinutes),
      endDateTime: localIso(e.endMs, e.utcOffsetMinutes),
      eventTimeZone: e.timeZone,
      ...(e.city ? { city: e.city } : {}),
      ...(e.state ? { state: e.state } : {}),
      ...(e.country ? { country: e.country } : {}),
      locationType: e.locationType,
    })),
  );
}

// ------------------------------------------------------------------------------------ communities

/** Communities one finds by name: every kind but the home community. */
function communityMatches(store: Store, tokens: readonly string[]): NetworkCommunity[] {
  if (tokens.length === 0) return [];
  return getNetwork(store)
    .communities.filter((c) => c.communityType !== 'home' && matchesTokens(tokens, [c.name]))
    .sort((a, b) => compareText(a.name, b.name));
}

function communities(store: Store, tokens: readonly string[]): Found<CommunityResult> {
  return found(communityMatches(store, tokens).map((c) => ({ communityId: c.communityId, name: c.name, communityType: c.communityType })));
}

// ------------------------------------------------------------------------------------ content

/**
 * Posts the caller sees, found by title, text, author or image names; a matching reply finds its post
 * (the community page opens posts). Newest first; each links to its community page with postId and
 * highlightText (issue 11: the single post, the text highlighted).
 */
function contents(store: Store, caller: Caller, tokens: readonly string[], searchText: string): Found<ContentResult> {
  if (tokens.length === 0) return found([]);
  const index = indexOf(store);
  const visible = postsVisibleTo(store, caller);
  const byId = new Map(visible.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const out: ContentResult[] = [];
  for (const post of visible) {
    const text = [post.title, plainText(post.body), memberName(store, post.authorId), ...post.images.map((image) => image.name)];
    if (!matchesTokens(tokens, text)) continue;
    const top = post.parentPostId === EMPTY_GUID ? post : byId.get(post.parentPostId);
    const community = top && index.communities.get(top.communityId.toLowerCase());
    if (!top || !community || seen.has(top.id)) continue;
    seen.add(top.id);
    out.push({
      contentType: 'Post',
      contentName: shortened(top.title || plainText(top.body) || 'Photos'),
      contentId: top.id,
      communityType: community.communityType,
      communityId: community.communityId,
      mediaType: top.images.length > 0 ? 'image' : 'text',
      url: pageUrl(community, { postId: top.id, highlightText: searchText, showAllActivityFeedCommunity: 'true' }),
    });
  }
  return found(out);
}

// ------------------------------------------------------------------------------------ handlers

const personIntegratedOneClickSearch: OperationHandler = (request, caller, store) => {
  const { results, total } = people(store, caller, tokensOf(request));
  return ok({ searchResults: results, totalResultCount: total });
};

const eventIntegratedSearch: OperationHandler = (request, _caller, store) => {
  const { results, total } = events(store, tokensOf(request));
  return ok({ searchResults: results, totalResultCount: total });
};

const communityIntegratedSearch: OperationHandler = (request, _caller, store) => {
  const { results, total } = communities(store, tokensOf(request));
  return ok({ searchResults: results, totalResultCount: total });
};

const contentIntegratedSearch: OperationHandler = (request, caller, store) => {
  const { results, total } = contents(store, caller, tokensOf(request), bodyOf<{ search: string }>(request).search?.trim() ?? '');
  return ok({ searchResults: results, totalResultCount: total });
};

/** All kinds at once: the first tiles of each kind (people, events, communities, content), each with its page in the app. */
const amsIntegratedSearch: OperationHandler = (request, caller, store) => {
  const tokens = tokensOf(request);
  const searchText = bodyOf<{ search: string }>(request).search?.trim() ?? '';
  const index = indexOf(store);
  const app = (path: string) => `${CONTENT_APP_ORIGIN}${path}`;
  const byKind = {
    people: people(store, caller, tokens),
    events: events(store, tokens),
    communities: communities(store, tokens),
    contents: contents(store, caller, tokens, searchText),
  };
  const tiles: Tile[] = [
    ...byKind.people.results.slice(0, TILES_PER_KIND).map((p) => {
      const name = `${p.preferredName || p.firstName} ${p.lastName}`;
      return { tileType: 'Person', tileText: name, id: p.id, url: app(`/memberProfile?${new URLSearchParams({ memberId: p.id, name })}`) };
    }),
    ...byKind.events.results.slice(0, TILES_PER_KIND).map((e) => ({ tileType: 'Event', tileText: e.title, id: e.id, url: app(`/eventAttendees/${e.id}`) })),
    ...byKind.communities.results.slice(0, TILES_PER_KIND).map((c) => {
      const community = index.communities.get(c.communityId.toLowerCase()) as NetworkCommunity;
      return { tileType: 'Community', tileText: c.name, id: c.communityId, url: pageUrl(community) };
    }),
    ...byKind.contents.results.slice(0, TILES_PER_KIND).map((c) => ({ tileType: 'Content', tileText: c.contentName, id: c.contentId, ...(c.url ? { url: c.url } : {}) })),
  ];
  const total = byKind.people.total + byKind.events.total + byKind.communities.total + byKind.contents.total;
  return ok({ searchResults: tiles, totalResultCount: total });
};

/** spec 002 §7 `POST search/api/SearchTracking`: keeps the payload as sent, with who sent it and when. */
const trackSearch: OperationHandler = (request, caller, store) => {
  const payload = bodyOf<SearchTracking>(request) as SearchTracking;
  const tracking = slice(store).tracking;
  tracking.push({ personId: caller.personId, at: now(store), payload });
  if (tracking.length > TRACKING_LIMIT) tracking.splice(0, tracking.length - TRACKING_LIMIT);
  return ok(true);
};

/** The tracking calls received, newest first (`GET /__sandbox/search-tracking`). */
export function readSearchTracking(store: Store): TrackedSearch[] {
  const kept = (store.integratedSearch as IntegratedSearchSlice | undefined)?.tracking ?? [];
  return [...kept].reverse();
}

/** The `integrated-search` domain: the ypoSearch page's searches and its tracking. */
export const integratedSearchDomain: SandboxDomain = {
  name: 'integrated-search',
  seed(store) {
    store.integratedSearch = { tracking: [] } satisfies IntegratedSearchSlice;
  },
  handlers: {
    amsIntegratedSearch,
    personIntegratedOneClickSearch,
    eventIntegratedSearch,
    communityIntegratedSearch,
    contentIntegratedSearch,
    trackSearch,
  },
};
