import { describe, expect, it } from 'vitest';
import type { Post } from './post-actions';
import {
  featuredCommentAuthorName,
  featuredCommentOf,
  hiddenReplyCount,
  withReplyAdded,
  withReplyAppended,
  withReplyRemoved,
  type FeaturedComment,
} from './replies';

const COMMUNITY = '00000000-0000-4000-8000-00000000c101';
const featured = (id: string, first: string, last: string): FeaturedComment => ({ id, authorFirstName: first, authorLastName: last, body: `${first} says hi` });
const parent = (fields: Partial<Post> = {}): Post => ({
  id: '9A000000-0000-4000-8000-000000000001',
  communityId: COMMUNITY,
  body: 'Who is joining the Leadership Summit?',
  dateCreated: '2026-11-02T14:05:00Z',
  commentCount: 2,
  userHasCommented: false,
  totalCommentedUsers: 2,
  featuredComments: [featured('r1', 'Bruno', 'Lindqvist'), featured('r2', 'Lucia', 'Ferreira')],
  ...fields,
});
const reply = { id: 'r3', body: 'Count me in', dateCreated: '2026-11-03T10:00:00Z', author: { personId: 'p1', name: 'Amara Van der Berg' } };

describe('featured comments (spec 001 §3)', () => {
  it('shows the author first and last name', () => {
    expect(featuredCommentAuthorName(featured('r1', ' Bruno ', 'Lindqvist '))).toBe('Bruno Lindqvist');
    expect(featuredCommentAuthorName(featured('r1', 'Cher', ''))).toBe('Cher');
  });

  it('makes a new reply a featured comment: first word first name, the rest last name', () => {
    expect(featuredCommentOf(reply)).toMatchObject({ id: 'r3', authorFirstName: 'Amara', authorLastName: 'Van der Berg', body: 'Count me in' });
    expect(featuredCommentOf({ ...reply, author: { personId: 'p1', name: 'Cher' } })).toMatchObject({ authorFirstName: 'Cher', authorLastName: '' });
    expect(featuredCommentOf({ ...reply, author: undefined })).toMatchObject({ authorFirstName: '', authorLastName: '' });
  });
});

describe('withReplyAdded (spec 001 §3, §4)', () => {
  it('counts the reply and the new commenter, and keeps the last 2 featured comments', () => {
    const before = parent();
    const after = withReplyAdded(before, reply);
    expect(after).toMatchObject({ commentCount: 3, userHasCommented: true, totalCommentedUsers: 3 });
    expect(after.featuredComments?.map((each) => each.id)).toEqual(['r2', 'r3']);
    expect(before.commentCount).toBe(2);
  });

  it('does not count a commenter twice', () => {
    expect(withReplyAdded(parent({ userHasCommented: true }), reply)).toMatchObject({ commentCount: 3, totalCommentedUsers: 2 });
  });

  it('starts the counts of a post without any', () => {
    const after = withReplyAdded(parent({ commentCount: undefined, totalCommentedUsers: undefined, featuredComments: undefined }), reply);
    expect(after).toMatchObject({ commentCount: 1, totalCommentedUsers: 1 });
    expect(after.featuredComments).toHaveLength(1);
  });
});

describe('withReplyRemoved', () => {
  it('counts one fewer and drops it from the featured comments (ids without case)', () => {
    const after = withReplyRemoved(parent(), 'R2');
    expect(after.commentCount).toBe(1);
    expect(after.featuredComments?.map((each) => each.id)).toEqual(['r1']);
    expect(withReplyRemoved(parent({ commentCount: 0 }), 'x').commentCount).toBe(0);
  });
});

describe('withReplyAppended', () => {
  it('appends a new reply once', () => {
    const list = [{ id: 'a' }, { id: 'b' }];
    expect(withReplyAppended(list, { id: 'c' })).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(withReplyAppended(list, { id: 'B' })).toEqual(list);
    expect(withReplyAppended(undefined, { id: 'c' })).toEqual([{ id: 'c' }]);
  });
});

describe('hiddenReplyCount', () => {
  it('is what the count holds beyond the shown replies, never below 0', () => {
    expect(hiddenReplyCount(5, 2)).toBe(3);
    expect(hiddenReplyCount(1, 2)).toBe(0);
    expect(hiddenReplyCount(undefined, 0)).toBe(0);
  });
});
