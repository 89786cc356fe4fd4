/** Integrated search (ams) and search tracking: answers from the seeded network, tracking kept for tests. */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../testing.ts';
import { sandboxForTests } from '../test-sandbox.ts';
import { INTEGRATED_RESULT_LIMIT, TILES_PER_KIND } from './integrated-search.ts';

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

interface Answer<T> {
  searchResults: T[];
  totalResultCount: number;
}
interface Person { id: string; firstName: string; lastName: string; preferredName?: string; companyName?: string; primaryChapterName?: string; isConnected?: boolean }
interface Event { id: string; title: string; startDateTime: string; city?: string; country?: string; locationType?: string }
interface Community { communityId: string; name: string; communityType: string }
interface Content { contentType: string; contentName: string; contentId: string; communityType: string; communityId: string; url: string }
interface Tile { tileType: string; tileText: string; id?: string; url?: string }

const env = sandboxForTests({ amara: 'amara.okafor', chen: 'chen.weiling' });

const people = (client: ApiClient, search: string) => client.post<Answer<Person>>('/ams/personIntegratedOneClickSearch', { search });
const events = (client: ApiClient, search: string) => client.post<Answer<Event>>('/ams/eventIntegratedSearch', { search });
const communities = (client: ApiClient, search: string) => client.post<Answer<Community>>('/ams/communityIntegratedSearch', { search });
const contents = (client: ApiClient, search: string) => client.post<Answer<Content>>('/ams/contentIntegratedSearch', { search });

describe('personIntegratedOneClickSearch', () => {
  it('finds members by name, ordered by last name, with their chapter and connection to the caller', async () => {
    const { body } = await people(env.as.amara, 'okafor');
    expect(body.searchResults.length).toBeGreaterThan(0);
    expect(body.searchResults.every((p) => `${p.firstName} ${p.preferredName} ${p.lastName} ${p.companyName} ${p.primaryChapterName}`.toLowerCase().includes('okafor'))).toBe(true);
    const amara = body.searchResults.find((p) => p.id === AMARA);
    expect(amara).toMatchObject({ firstName: 'Amara', lastName: 'Okafor', primaryChapterName: 'Harbor City Chapter', isConnected: false });
    const lastNames = body.searchResults.map((p) => p.lastName.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
  });

  it('every word must match; at most 50 results with the full count', async () => {
    const all = await people(env.as.amara, 'harbor city');
    expect(all.body.totalResultCount).toBeGreaterThan(INTEGRATED_RESULT_LIMIT);
    expect(all.body.searchResults).toHaveLength(INTEGRATED_RESULT_LIMIT);
    const none = await people(env.as.amara, 'harbor zzzzqx');
    expect(none.body).toEqual({ searchResults: [], totalResultCount: 0 });
  });

  it('marks the caller’s connections', async () => {
    const bruno = await people(env.as.amara, 'lindqvist');
    expect(bruno.body.searchResults.find((p) => p.firstName === 'Bruno')?.isConnected).toBe(true);
  });

  it('searches nothing for one character or less (spec 002 §5)', async () => {
    expect((await people(env.as.amara, 'a')).body).toEqual({ searchResults: [], totalResultCount: 0 });
    expect((await people(env.as.amara, ' ')).body).toEqual({ searchResults: [], totalResultCount: 0 });
  });
});

describe('eventIntegratedSearch, communityIntegratedSearch', () => {
  it('finds the seeded events by name, upcoming ones first and soonest first', async () => {
    // The sandbox seeds its world around the moment it starts and reads the same clock as this test.
    const asked = Date.now();
    const { body } = await events(env.as.amara, 'summit');
    expect(body.totalResultCount).toBeGreaterThan(1);
    const summit = body.searchResults.find((e) => e.id === 'e0000000-0000-4000-8000-000000000001');
    expect(summit?.title).toBe('Harbor City Leadership Summit');
    const starts = body.searchResults.map((e) => Date.parse(e.startDateTime));
    const upcoming = starts.filter((s) => s >= asked);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(Date.parse(summit?.startDateTime ?? '')).toBeGreaterThan(asked);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    // Upcoming first: every event that starts later comes before every one that ended long ago.
    const lastUpcoming = starts.findLastIndex((s) => s >= asked);
    const firstLongPast = starts.findIndex((s) => s < asked - 10 * 86_400_000);
    if (firstLongPast >= 0) expect(lastUpcoming).toBeLessThan(firstLongPast);
  });

  it('finds communities by name, sorted, never the home community', async () => {
    const { body } = await communities(env.as.chen, 'harbor');
    expect(body.searchResults.map((c) => c.communityId)).toContain(HARBOR_CITY);
    expect(body.searchResults.every((c) => c.name.toLowerCase().includes('harbor') && c.communityType !== 'home')).toBe(true);
    const names = body.searchResults.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });
});

describe('contentIntegratedSearch', () => {
  it("finds a member's new post for members of its community only, linking to the post with the text to highlight", async () => {
    const created = await env.as.amara.post<{ id: string }>('/posts/api/post/create/chapter', {
      title: '',
      body: '<p>The <strong>quokka</strong> exhibit opens on Friday.</p>',
      communityId: HARBOR_CITY,
      mentionIds: [],
      pendingBlobStoragePath: [],
      canComment: true,
    });
    expect(created.status).toBe(200);
    const { body } = await contents(env.as.amara, 'quokka');
    expect(body.totalResultCount).toBe(1);
    expect(body.searchResults[0]).toMatchObject({ contentType: 'Post', contentName: 'The quokka exhibit opens on Friday.', communityType: 'chapter', communityId: HARBOR_CITY });
    const url = new URL(body.searchResults[0]?.url ?? '');
    expect(url.pathname).toBe(`/chapter/${HARBOR_CITY}`);
    expect(url.searchParams.get('highlightText')).toBe('quokka');
    expect(url.searchParams.get('postId')).toBe(body.searchResults[0]?.contentId);
    expect((await contents(env.as.chen, 'quokka')).body.totalResultCount).toBe(0);
  });
});

describe('amsIntegratedSearch', () => {
  it('answers the first tiles of every kind with the total over all kinds', async () => {
    const search = 'harbor';
    const { body } = await env.as.amara.post<Answer<Tile>>('/ams/ams-integrated-search', { search });
    const totals = await Promise.all([people, events, communities, contents].map(async (call) => (await call(env.as.amara, search)).body.totalResultCount));
    expect(body.totalResultCount).toBe(totals.reduce((a, b) => a + b, 0));
    for (const kind of ['Person', 'Event', 'Community']) {
      const tiles = body.searchResults.filter((t) => t.tileType === kind);
      expect(tiles.length, kind).toBeGreaterThan(0);
      expect(tiles.length, kind).toBeLessThanOrEqual(TILES_PER_KIND);
    }
    expect(body.searchResults.find((t) => t.id === HARBOR_CITY)).toEqual({ tileType: 'Community', tileText: 'Harbor City Chapter', id: HARBOR_CITY, url: `https://connect.example/chapter/${HARBOR_CITY}` });
  });
});

describe('trackSearch', () => {
  it('keeps every payload with the acting member, newest first, until a reset', async () => {
    const payload = {
      searchTerm: 'summit',
      searchType: 'Integrated',
      tileText: 'Harbor City Leadership Summit',
      tileType: 'Event',
      oneClickSearchText: '',
      oneClickSearchType: '',
      platformName: 'Web Chrome',
      committedSearchTerm: 'summit',
      interstitalType: '',
      interstitalSearchType: '',
      interstitalSearchTerm: '',
    };
    expect((await env.as.amara.post('/search/api/SearchTracking', { searchTerm: 'summit', searchType: 'Integrated' })).body).toBe(true);
    expect((await env.as.amara.post('/search/api/SearchTracking', payload)).body).toBe(true);
    const read = async () => (await fetch(`${env.running.url}/__sandbox/search-tracking`)).json() as Promise<{ personId: string; payload: unknown }[]>;
    const kept = await read();
    expect(kept.map((t) => t.payload)).toEqual([payload, { searchTerm: 'summit', searchType: 'Integrated' }]);
    expect(kept[0]?.personId).toBe(AMARA);
    env.running.sandbox.reset();
    expect(await read()).toEqual([]);
  });
});
