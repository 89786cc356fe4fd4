import { describe, expect, it } from 'vitest';
import { POST_LIST_LABELS, applyFeedChange, postListsFor, postsOfList, restorePost, withLike, type FeedChangeKind, type PostList } from './feed-list';
import type { PostFacts, PostViewer } from './post-actions';

const ME = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const COMMUNITY = '00000000-0000-4000-8000-00000000c101';

/** A member of the community, with the given roles. */
const viewer = (roles: Partial<PostViewer> = {}): PostViewer => ({ personId: ME, isMember: true, isCommunityAdmin: false, isActivityModerated: false, ...roles });
const MEMBER = viewer();
const ADMIN = viewer({ isCommunityAdmin: true });
const MODERATOR = viewer({ isCommunityAdmin: true, isActivityModerated: true });
const MODERATED_MEMBER = viewer({ isActivityModerated: true });
const OUTSIDER = viewer({ isCommunityAdmin: true, isActivityModerated: true, isMember: false });

const post = (n: number, overrides: Partial<PostFacts> = {}): PostFacts => ({
  id: `9a000000-0000-4000-8000-00000000000${n}`,
  communityId: COMMUNITY,
  isPendingModeration: false,
  hasBeenMarkedInappropriate: false,
  isConfirmedInappropriate: false,
  ...overrides,
});

const APPROVED = post(1);
const PENDING = post(2, { isPendingModeration: true });
const REPORTED = post(3, { hasBeenMarkedInappropriate: true });
const CONFIRMED = post(4, { hasBeenMarkedInappropriate: true, isConfirmedInappropriate: true });
const FEED = [APPROVED, PENDING, REPORTED, CONFIRMED];
const ids = (list: readonly PostFacts[]) => list.map((p) => p.id.slice(-1));

describe('post lists (spec 001 §1, §4)', () => {
  it("labels them 'All Post' and 'Pending Moderation'", () => {
    expect(POST_LIST_LABELS).toEqual({ allPost: 'All Post', pendingModeration: 'Pending Moderation' });
  });

  it.each<[string, PostViewer, PostList[]]>([
    ['a member', MEMBER, ['allPost']],
    ['a member of a moderated community', MODERATED_MEMBER, ['allPost']],
    ['an admin of an unmoderated community', ADMIN, ['allPost']],
    ['an admin of a moderated community', MODERATOR, ['allPost', 'pendingModeration']],
    ['a non-member, even flagged admin', OUTSIDER, ['allPost']],
  ])('%s gets %j', (_label, viewer, lists) => {
    expect(postListsFor(viewer)).toEqual(lists);
  });

  it.each<[string, PostList, PostViewer, string[]]>([
    ['a member sees approved posts, reported ones too', 'allPost', MEMBER, ['1', '3']],
    ['a moderator\'s All Post holds approved posts only', 'allPost', MODERATOR, ['1', '3']],
    ['a moderator\'s Pending Moderation holds the waiting posts', 'pendingModeration', MODERATOR, ['2']],
    ['a member has no Pending Moderation list', 'pendingModeration', MODERATED_MEMBER, []],
    ['an admin of an unmoderated community has none either', 'pendingModeration', ADMIN, []],
    ['a non-member sees nothing', 'allPost', OUTSIDER, []],
  ])('%s', (_label, list, viewer, expected) => {
    expect(ids(postsOfList(list, FEED, viewer))).toEqual(expected);
  });
});

describe('applyFeedChange and restorePost (spec 001 §4)', () => {
  it.each<[FeedChangeKind, string, string[]]>([
    ['hide', APPROVED.id, ['2', '3', '4']],
    ['inappropriate', APPROVED.id, ['2', '3', '4']],
    ['delete', PENDING.id, ['1', '3', '4']],
    ['confirmInappropriate', REPORTED.id, ['1', '2', '4']],
    ['show', PENDING.id, ['1', '2', '3', '4']],
    ['rejectInappropriate', REPORTED.id, ['1', '2', '3', '4']],
  ])('%s of %s leaves %j', (change, postId, expected) => {
    const result = applyFeedChange(FEED, change, postId);
    expect(ids(result.posts)).toEqual(expected);
    expect(FEED).toHaveLength(4);
  });

  it('approving clears isPendingModeration, so the post moves to All Post', () => {
    const { posts, removed } = applyFeedChange(FEED, 'show', PENDING.id.toUpperCase());
    expect(removed).toBeUndefined();
    expect(posts[1]?.isPendingModeration).toBe(false);
    expect(ids(postsOfList('allPost', posts, MODERATOR))).toEqual(['1', '2', '3']);
    expect(ids(postsOfList('pendingModeration', posts, MODERATOR))).toEqual([]);
  });

  it('rejecting a report clears hasBeenMarkedInappropriate and keeps the post', () => {
    const { posts } = applyFeedChange(FEED, 'rejectInappropriate', REPORTED.id);
    expect(posts[2]).toEqual({ ...REPORTED, hasBeenMarkedInappropriate: false });
  });

  it('changes nothing for an unknown post', () => {
    expect(applyFeedChange(FEED, 'hide', 'nope')).toEqual({ posts: FEED, removed: undefined });
  });

  it('reverts a failed hide to the same place, once', () => {
    const { posts, removed } = applyFeedChange(FEED, 'hide', REPORTED.id);
    expect(removed).toEqual({ post: REPORTED, index: 2 });
    if (removed === undefined) return;
    const restored = restorePost(posts, removed);
    expect(restored).toEqual(FEED);
    expect(restorePost(restored, removed)).toEqual(FEED);
  });

  it('restores at the end when the list got shorter meanwhile', () => {
    const { removed } = applyFeedChange(FEED, 'hide', CONFIRMED.id);
    if (removed === undefined) throw new Error('removed');
    expect(ids(restorePost([APPROVED], removed))).toEqual(['1', '4']);
  });
});

describe('withLike (optimistic, spec 001 §4)', () => {
  const liked = { id: 'p', userHasLiked: true, likeCount: 3 };
  const notLiked = { id: 'p', userHasLiked: false, likeCount: 3 };

  it.each([
    ['like', notLiked, true, { id: 'p', userHasLiked: true, likeCount: 4 }],
    ['unlike', liked, false, { id: 'p', userHasLiked: false, likeCount: 2 }],
    ['like again (no change)', liked, true, liked],
    ['unlike when not liked (no change)', notLiked, false, notLiked],
    ['like without counts', { id: 'p' }, true, { id: 'p', userHasLiked: true, likeCount: 1 }],
    ['unlike never goes below 0', { id: 'p', userHasLiked: true, likeCount: 0 }, false, { id: 'p', userHasLiked: false, likeCount: 0 }],
  ])('%s', (_label, before, isLiked, after) => {
    expect(withLike(before, isLiked)).toEqual(after);
  });

  it('reverts by applying the opposite', () => {
    expect(withLike(withLike(notLiked, true), false)).toEqual(notLiked);
  });
});
