/** Content search (contentSearch, contentSearchAutocomplete): what members find, and where the results link. */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../testing.ts';
import { sandboxForTests } from '../test-sandbox.ts';
import { SHOWCASE_PENDING_POST_ID } from './feed.ts';

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';

interface Result {
  contentType: string;
  contentName: string;
  contentId: string;
  communityType: string;
  communityId: string;
  mediaType?: string;
  url: string;
}

interface SearchAnswer {
  searchResults: Result[];
  totalResultCount: number;
  searchText: string;
  searchRibbonGroup: { key: string; categories: { filterValue: string; count: number; checked: boolean }[] }[];
}

const env = sandboxForTests({
  amara: 'amara.okafor',
  daniel: 'daniel.okafor',
  chen: 'chen.weiling', // not a member of Harbor City Chapter
  lucia: 'lucia.ferreira', // admin of the moderated Family Business Network
});

const search = (client: ApiClient, body: Record<string, unknown>) => client.post<SearchAnswer>('/content/api/contentSearch', { skip: 0, ...body });

describe('contentSearch', () => {
  it("finds another member's new post, linking to the single post with the text to highlight", async () => {
    const created = await env.as.amara.post<{ id: string }>('/posts/api/post/create/chapter', {
      title: '',
      body: '<p>Our <em>zeppelin</em> tour of the harbour is on Friday.</p>',
      communityId: HARBOR_CITY,
    });
    const answer = await search(env.as.daniel, { search: 'Zeppelin tour' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ totalResultCount: 1, searchText: 'Zeppelin tour' });
    const [result] = answer.body.searchResults;
    expect(result).toMatchObject({
      contentType: 'Post',
      contentName: 'Our zeppelin tour of the harbour is on Friday.',
      contentId: created.body.id,
      communityType: 'chapter',
      communityId: HARBOR_CITY,
    });
    const url = new URL(result?.url ?? '');
    expect(url.pathname).toBe(`/chapter/${HARBOR_CITY}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ postId: created.body.id, highlightText: 'Zeppelin tour', showAllActivityFeedCommunity: 'true' });
    // Not for members of other communities.
    expect((await search(env.as.chen, { search: 'zeppelin' })).body.totalResultCount).toBe(0);
  });

  it('links a reply to the post it answers', async () => {
    const created = await env.as.amara.post<{ id: string }>('/posts/api/post/create/chapter', { body: 'Dinner on Friday?', communityId: HARBOR_CITY });
    const reply = await env.as.daniel.post<{ id: string }>('/posts/api/post/create/chapter', { body: 'Yes, the quokka restaurant.', communityId: HARBOR_CITY, parentPostId: created.body.id });
    const [result] = (await search(env.as.amara, { search: 'quokka' })).body.searchResults;
    expect(result).toMatchObject({ contentType: 'Comment', contentId: reply.body.id });
    expect(new URL(result?.url ?? '').searchParams.get('postId')).toBe(created.body.id);
  });

  it('leaves out posts the member hid or that wait for moderation', async () => {
    const created = await env.as.amara.post<{ id: string }>('/posts/api/post/create/chapter', { body: 'A narwhal sighting', communityId: HARBOR_CITY });
    await env.as.daniel.post(`/posts/api/post/hide/${created.body.id}`);
    expect((await search(env.as.daniel, { search: 'narwhal' })).body.totalResultCount).toBe(0);
    expect((await search(env.as.amara, { search: 'narwhal' })).body.totalResultCount).toBe(1);
    // The seeded pending post of the Family Business Network: its admin finds it, its author does not yet.
    const found = async (client: ApiClient) => (await search(client, { search: 'family constitution', maxResultCount: 500 })).body.searchResults.some((r) => r.contentId === SHOWCASE_PENDING_POST_ID);
    expect(await found(env.as.lucia)).toBe(true);
    expect(await found(env.as.amara)).toBe(false);
  });

  it('finds communities, filters by facet, sorts by name and pages', async () => {
    const all = await search(env.as.amara, { search: 'chapter', maxResultCount: 5 });
    expect(all.body.searchResults).toHaveLength(5);
    expect(all.body.totalResultCount).toBeGreaterThan(5);
    const communities = await search(env.as.amara, { search: 'chapter', orderBy: 'Name', searchFilters: [{ filterKey: 'contentType', filterValue: 'Community' }] });
    const names = communities.body.searchResults.map((r) => r.contentName);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(communities.body.searchResults.every((r) => r.contentType === 'Community')).toBe(true);
    const harbor = communities.body.searchResults.find((r) => r.communityId === HARBOR_CITY);
    expect(new URL(harbor?.url ?? '').pathname).toBe(`/chapter/${HARBOR_CITY}`);
    const facet = communities.body.searchRibbonGroup.find((g) => g.key === 'contentType')?.categories.find((c) => c.filterValue === 'Community');
    expect(facet).toMatchObject({ count: communities.body.totalResultCount, checked: true });
    const next = await search(env.as.amara, { search: 'chapter', skip: 5, maxResultCount: 5 });
    expect(next.body.searchResults[0]).not.toEqual(all.body.searchResults[0]);
  });
});

describe('contentSearch date filters', () => {
  it('keeps what was created between From and To (both days inclusive); an unreadable date finds nothing', async () => {
    await env.as.amara.post('/posts/api/post/create/chapter', { body: 'The walrus regatta', communityId: HARBOR_CITY });
    const today = new Date().toISOString().slice(0, 10);
    const dated = (fromDate: string, toDate: string) =>
      search(env.as.daniel, { search: 'walrus regatta', searchFilters: [{ filterKey: 'fromDate', filterValue: fromDate }, { filterKey: 'toDate', filterValue: toDate }] });
    expect((await dated(today, today)).body.totalResultCount).toBe(1);
    expect((await dated('2001-01-01', '2001-12-31')).body.totalResultCount).toBe(0);
    const broken = await dated('not a date', today);
    expect(broken.body.totalResultCount).toBe(0);
    expect(broken.body.searchRibbonGroup.every((g) => g.categories.length === 0)).toBe(true);
  });
});

describe('contentSearchAutocomplete', () => {
  it('suggests from the original text once longer than 2 characters, at most 100, nothing for 1 character', async () => {
    await env.as.amara.post('/posts/api/post/create/chapter', { body: 'Kayak trip on Sunday', communityId: HARBOR_CITY });
    const answer = await env.as.daniel.post<Result[]>('/content/api/contentsearchautocomplete', { search: 'Ka', originalSearch: 'Kayak' });
    expect(answer.status).toBe(200);
    expect(answer.body[0]).toMatchObject({ contentType: 'Post', contentName: 'Kayak trip on Sunday' });
    expect(new URL(answer.body[0]?.url ?? '').searchParams.get('highlightText')).toBe('Kayak');
    expect((await env.as.daniel.post<Result[]>('/content/api/contentsearchautocomplete', { search: 'k' })).body).toEqual([]);
    expect((await env.as.daniel.post<Result[]>('/content/api/contentsearchautocomplete', { search: 'the' })).body.length).toBeLessThanOrEqual(100);
  });
});
