import { describe, expect, it } from 'vitest';
import { FEED_PAGE_SIZE, SINGLE_POST_PAGE_SIZE, feedPageQuery, isLastFeedPage, nextFeedPage, type FeedPageStep, type FeedPagingInput } from './feed-paging';

describe('feed paging (spec 001 §4, §9)', () => {
  it('steps by 30, and 1 for a single post', () => {
    expect(FEED_PAGE_SIZE).toBe(30);
    expect(SINGLE_POST_PAGE_SIZE).toBe(1);
  });

  it.each<[string, FeedPagingInput, FeedPageStep]>([
    ['home: the first page', { source: 'home', pageLengths: [] }, { kind: 'next', query: { skipNumber: 0, takeSize: 30 } }],
    ['home: after one full page', { source: 'home', pageLengths: [30] }, { kind: 'next', query: { skipNumber: 30, takeSize: 30 } }],
    ['home: after two full pages', { source: 'home', pageLengths: [30, 30] }, { kind: 'next', query: { skipNumber: 60, takeSize: 30 } }],
    ['home: a short page ends it', { source: 'home', pageLengths: [30, 29] }, { kind: 'complete' }],
    ['home: an empty page ends it', { source: 'home', pageLengths: [30, 0] }, { kind: 'complete' }],
    ['home: an empty first page ends it', { source: 'home', pageLengths: [0] }, { kind: 'complete' }],
    ['community: the first page is 0', { source: 'community', pageLengths: [] }, { kind: 'next', query: { pageNumber: 0, pageSize: 30 } }],
    ['community: after two full pages', { source: 'community', pageLengths: [30, 30] }, { kind: 'next', query: { pageNumber: 2, pageSize: 30 } }],
    ['community: a short page ends it', { source: 'community', pageLengths: [30, 12] }, { kind: 'complete' }],
    ['a single post: the one request', { source: 'home', pageLengths: [], pageSize: 1 }, { kind: 'next', query: { skipNumber: 0, takeSize: 1 } }],
    ['a single post: complete after it, even when full', { source: 'home', pageLengths: [1], pageSize: 1 }, { kind: 'complete' }],
    ['a single post in a community: complete after it', { source: 'community', pageLengths: [1], pageSize: 1 }, { kind: 'complete' }],
    ['another page size: full pages go on', { source: 'home', pageLengths: [10], pageSize: 10 }, { kind: 'next', query: { skipNumber: 10, takeSize: 10 } }],
  ])('%s', (_label, input, step) => {
    expect(nextFeedPage(input)).toEqual(step);
  });

  it.each([
    [30, 30, false],
    [29, 30, true],
    [0, 30, true],
    [1, 1, true],
    [0, 1, true],
  ])('a page of %i asked with size %i is last: %s', (length, size, last) => {
    expect(isLastFeedPage(length, size)).toBe(last);
  });

  it('builds the query of any page index, never below page 0 or size 1', () => {
    expect(feedPageQuery('home', 3)).toEqual({ skipNumber: 90, takeSize: 30 });
    expect(feedPageQuery('community', 3)).toEqual({ pageNumber: 3, pageSize: 30 });
    expect(feedPageQuery('home', -1, 0)).toEqual({ skipNumber: 0, takeSize: 1 });
  });
});
