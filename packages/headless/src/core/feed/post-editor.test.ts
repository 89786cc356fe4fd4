import { describe, expect, it } from 'vitest';
import { POST_IMAGE_LIMITS } from '../upload';
import { clearedPages, fileProgressOf, postImageOf, withEditedPost, withNewPost } from './post-editor';

const post = (id: string, body = id) => ({ id, communityId: 'c-1', body });

describe('post images (spec 001 §3, §7, §9)', () => {
  it('takes the pending upload of an upload answer', () => {
    expect(postImageOf({ pendingBlobStoragePath: 'pending/c-1/stage.png', name: 'stage.png' })).toEqual({
      pendingBlobStoragePath: 'pending/c-1/stage.png',
      name: 'stage.png',
    });
  });

  it('refuses an answer that cannot be posted', () => {
    expect(postImageOf({ bytes: 'iVBORw0K', fileName: 'stage.png', fileType: 'image/png' })).toBeUndefined();
    expect(postImageOf({ pendingBlobStoragePath: '', name: 'stage.png' })).toBeUndefined();
    expect(postImageOf(undefined)).toBeUndefined();
  });

  it('checks type and size before sending: jpg, jpeg, png, gif up to 25 MB, 6 at most', () => {
    expect(POST_IMAGE_LIMITS).toEqual({ extensions: ['.jpg', '.jpeg', '.png', '.gif'], maxCount: 6, maxBytes: 26_214_400 });
  });

  it.each([
    [0, [0, 0, 0]],
    [50, [40, 0, 0]],
    [100, [90, 0, 0]],
    [150, [90, 40, 0]],
    [210, [90, 90, 5]],
    [400, [90, 90, 90]],
  ])('shows each file of one request by the bytes sent (%i of 100+100+200)', (loaded, shown) => {
    expect(fileProgressOf([100, 100, 200], loaded)).toEqual(shown);
  });
});

describe('feed pages after a post is written', () => {
  it('puts a new post first, once', () => {
    const pages = [[post('a'), post('b')], [post('c')]];
    expect(withNewPost(pages, post('n')).map((page) => page.map((p) => p.id))).toEqual([['n', 'a', 'b'], ['c']]);
    expect(withNewPost([[post('N')]], post('n'))).toEqual([[post('N')]]);
    expect(withNewPost(undefined, post('n'))).toEqual([[post('n')]]);
    expect(pages[0]).toHaveLength(2);
  });

  it('replaces an edited post where it is', () => {
    const pages = [[post('a'), post('b')], [post('c')]];
    expect(withEditedPost(pages, post('B', 'edited'))).toEqual([[post('a'), post('B', 'edited')], [post('c')]]);
    expect(withEditedPost(undefined, post('a'))).toEqual([]);
  });

  it("clears the list after a failed post attempt (spec 001 §8), keeping the number of pages", () => {
    expect(clearedPages([[post('a')], [post('b')]])).toEqual([[], []]);
    expect(clearedPages(undefined)).toEqual([[]]);
  });
});
