import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from '../feature-messages';
import {
  MENTION_TYPEAHEAD_MAX,
  POST_ERROR_TEXT,
  POST_IMAGES_MAX,
  REPLIES_SHOWN_COLLAPSED,
  mentionCandidates,
  postDraftErrors,
  postDraftOf,
  shownReplies,
} from './post-draft';

const COMMUNITY = '00000000-0000-4000-8000-00000000c101';
const PARENT = '9a000000-0000-4000-8000-000000000001';
const image = (n: number) => ({ pendingBlobStoragePath: `pending/${n}.png`, name: `${n}.png` });

describe('post draft (spec 001 §3, §8, §9)', () => {
  it('has the spec limits and texts', () => {
    expect(POST_IMAGES_MAX).toBe(6);
    expect(REPLIES_SHOWN_COLLAPSED).toBe(2);
    expect(MENTION_TYPEAHEAD_MAX).toBe(100);
    expect(POST_ERROR_TEXT).toEqual({ create: 'There was an issue creating your post. Please try again', copyLink: 'Failed to copy link.' });
  });

  it.each([
    ['text only', { body: 'Hello' }, []],
    ['images only', { images: [image(1)] }, []],
    ['six images', { body: 'x', images: [1, 2, 3, 4, 5, 6].map(image) }, []],
    ['nothing', {}, [FEATURE_MESSAGES.postBodyRequired]],
    ['blank text', { body: ' \n ' }, [FEATURE_MESSAGES.postBodyRequired]],
    ['seven images', { body: 'x', images: [1, 2, 3, 4, 5, 6, 7].map(image) }, [FEATURE_MESSAGES.uploadTooManyFiles]],
  ])('%s', (_label, input, errors) => {
    expect(postDraftErrors({ communityId: COMMUNITY, ...input })).toEqual(errors);
  });

  it('sends canComment true by default and the all-zero parent for a top-level post', () => {
    expect(postDraftOf({ communityId: COMMUNITY, body: 'Hello', title: '  ' })).toEqual({
      communityId: COMMUNITY,
      body: 'Hello',
      parentPostId: '00000000-0000-0000-0000-000000000000',
      canComment: true,
    });
  });

  it('keeps a title, images, a parent and comments turned off', () => {
    expect(postDraftOf({ communityId: COMMUNITY, body: 'Reply', title: ' Summit ', images: [image(1)], parentPostId: PARENT, canComment: false })).toEqual({
      communityId: COMMUNITY,
      body: 'Reply',
      title: 'Summit',
      postImage: [image(1)],
      parentPostId: PARENT,
      canComment: false,
    });
  });
});

describe('replies and mentions', () => {
  it.each([
    [[], false, []],
    [['a'], false, ['a']],
    [['a', 'b', 'c', 'd'], false, ['c', 'd']],
    [['a', 'b', 'c', 'd'], true, ['a', 'b', 'c', 'd']],
  ])("'show less' of %j (expanded %s) shows %j", (replies, isExpanded, shown) => {
    expect(shownReplies(replies, isExpanded)).toEqual(shown);
  });

  it('cuts a mention type-ahead to 100', () => {
    const members = Array.from({ length: 150 }, (_, i) => i);
    expect(mentionCandidates(members)).toHaveLength(100);
    expect(mentionCandidates(members)[99]).toBe(99);
    expect(mentionCandidates([1, 2])).toEqual([1, 2]);
  });
});
