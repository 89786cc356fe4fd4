import { describe, expect, it } from 'vitest';
import {
  isSearchable, offersOneClick, platformName, RESULTS_PER_KIND_PREVIEW, SEARCH_KINDS, searchFieldOf, searchKindOf, searchTrackingPayload, shownKinds,
  tileHref, tileKeyOf, tileTextOf, tileTrackingPayload, visibleResults, ypoSearchHref, type SearchKind, type SearchResultOf, type SearchTrackingContext,
} from './integrated-search';
import { showingResults } from '../directory/messages';
import { seeAllOf } from './messages';

const CONTEXT: SearchTrackingContext = { searchTerm: ' succession ', committedSearchTerm: 'succession', platformName: 'Web Chrome' };

const RESULTS: SearchResultOf = {
  Person: { id: 'p-1', firstName: 'Amara', lastName: 'Okafor', preferredName: 'Ama', companyName: 'Okafor Logistics' },
  Event: { id: 'e-1', title: 'Family Business Succession Webinar', startDateTime: '2026-12-10T16:00:00Z' },
  Community: { communityId: 'c-1', name: 'Family Business Network', communityType: 'network' },
  Content: { contentType: 'Post', contentName: 'Succession planning notes', contentId: 'post-1', communityType: 'chapter', communityId: 'c-101' },
};

describe('the search tracking payload (spec 002 §3)', () => {
  it('has exactly the spec fields, searchType Integrated, the unused ones empty', () => {
    const payload = searchTrackingPayload(CONTEXT);
    expect(payload).toEqual({
      searchTerm: 'succession',
      searchType: 'Integrated',
      tileText: '',
      tileType: '',
      oneClickSearchText: '',
      oneClickSearchType: '',
      platformName: 'Web Chrome',
      committedSearchTerm: 'succession',
      interstitalType: '',
      interstitalSearchType: '',
      interstitalSearchTerm: '',
    });
    expect(Object.keys(payload)).toEqual([
      'searchTerm', 'searchType', 'tileText', 'tileType', 'oneClickSearchText', 'oneClickSearchType', 'platformName', 'committedSearchTerm',
      'interstitalType', 'interstitalSearchType', 'interstitalSearchTerm',
    ]);
  });

  it('carries the one-click search of a kind', () => {
    expect(searchTrackingPayload({ ...CONTEXT, oneClickSearchType: 'Event' })).toMatchObject({ oneClickSearchText: 'succession', oneClickSearchType: 'Event', tileText: '', tileType: '' });
  });

  it.each<[SearchKind, string]>([
    ['Person', 'Ama Okafor'],
    ['Event', 'Family Business Succession Webinar'],
    ['Community', 'Family Business Network'],
    ['Content', 'Succession planning notes'],
  ])('a %s tile click carries its text and type', (kind, tileText) => {
    expect(tileTrackingPayload(CONTEXT, kind, RESULTS[kind])).toEqual({ ...searchTrackingPayload(CONTEXT), tileText, tileType: kind });
  });

  it('a tile click keeps what is in the box apart from the search shown, and the one-click kind', () => {
    const payload = tileTrackingPayload({ ...CONTEXT, searchTerm: 'succ', oneClickSearchType: 'Person' }, 'Person', RESULTS.Person);
    expect(payload).toMatchObject({ searchTerm: 'succ', committedSearchTerm: 'succession', oneClickSearchText: 'succession', oneClickSearchType: 'Person', tileType: 'Person' });
  });
});

describe('search text (more than 1 character)', () => {
  it.each([
    ['', false, ''],
    ['a', false, ''],
    [' a ', false, ''],
    ['ab', true, 'ab'],
    ['  family office ', true, 'family office'],
    [undefined, false, ''],
  ])('%j searchable %s, sent as %j', (text, searchable, field) => {
    expect(isSearchable(text)).toBe(searchable);
    expect(searchFieldOf(text)).toBe(field);
  });
});

describe('platformName (platform and browser)', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Web Chrome'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Web Edge'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', 'Web Safari'],
    ['Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0', 'Web Firefox'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'iOS Safari'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'iOS Chrome'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Android Chrome'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Android Samsung Internet'],
    ['', 'Web Other'],
    [undefined, 'Web Other'],
  ])('%s -> %s', (agent, expected) => {
    expect(platformName(agent)).toBe(expected);
  });
});

describe('tiles', () => {
  it.each<[SearchKind, string, string]>([
    ['Person', '/memberProfile?memberId=p-1&name=Ama+Okafor', 'p-1'],
    ['Event', '/eventAttendees/e-1', 'e-1'],
    ['Community', '/network/c-1', 'c-1'],
    ['Content', '/chapter/c-101?postId=post-1&highlightText=succession&showAllActivityFeedCommunity=true', 'post-1'],
  ])('a %s tile opens %s', (kind, href, key) => {
    expect(tileHref(kind, RESULTS[kind], ' succession ')).toBe(href);
    expect(tileKeyOf(kind, RESULTS[kind])).toBe(key);
  });

  it('a person without a preferred name goes by the first name', () => {
    expect(tileTextOf('Person', { id: 'p', firstName: 'Bruno', lastName: 'Lindqvist', preferredName: '' })).toBe('Bruno Lindqvist');
  });
});

describe('one-click search', () => {
  const many = Array.from({ length: RESULTS_PER_KIND_PREVIEW + 3 }, (_, i) => i);

  it('the all-kinds view shows every kind with a preview of each', () => {
    expect(shownKinds(undefined)).toEqual(SEARCH_KINDS);
    expect(visibleResults(many, 'Event', undefined)).toHaveLength(RESULTS_PER_KIND_PREVIEW);
  });

  it('a one-click search shows all results of its kind and no other kind', () => {
    expect(shownKinds('Community')).toEqual(['Community']);
    expect(visibleResults(many, 'Community', 'Community')).toEqual(many);
    expect(visibleResults(many, 'Event', 'Community')).toEqual([]);
  });

  it.each([
    [RESULTS_PER_KIND_PREVIEW, undefined, false],
    [RESULTS_PER_KIND_PREVIEW + 1, undefined, true],
    [RESULTS_PER_KIND_PREVIEW + 1, 'Person' as const, false],
    [0, undefined, false],
  ])('with %i results (one-click %s) it is offered: %s', (total, oneClick, offered) => {
    expect(offersOneClick(total, oneClick)).toBe(offered);
  });

  it('keeps the committed search and its one-click kind in the address', () => {
    expect(ypoSearchHref()).toBe('/ypoSearch');
    expect(ypoSearchHref({ searchTerm: '  ' })).toBe('/ypoSearch');
    expect(ypoSearchHref({ searchTerm: ' family office ', oneClickSearchType: 'Person' })).toBe('/ypoSearch?searchTerm=family+office&oneClickSearchType=Person');
  });

  it('reads the one-click kind from the address', () => {
    expect(searchKindOf('Content')).toBe('Content');
    expect(searchKindOf('content')).toBeUndefined();
    expect(searchKindOf(null)).toBeUndefined();
  });

  it('names its button and the count shown', () => {
    expect(seeAllOf('Person', 12)).toBe('See all 12 People');
    expect(showingResults(0)).toBe('Showing 0 results');
  });
});
