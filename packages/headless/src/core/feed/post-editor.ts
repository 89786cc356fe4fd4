import type { uploads } from '@ypo/sdk';
import { shownUploadPercentage } from '../upload/blocks';
import type { PostFacts } from './post-actions';
import type { PostDraft } from './post-draft';

// spec 001 §3, §7: post images are uploaded first (POST uploads/api/upload/{id}/{name}); the
// draft then carries each one as the pending upload the upload answered.

/** An image of a draft: the pending upload of the upload's answer (spec 001 §3). */
export type PostImage = NonNullable<PostDraft['postImage']>[number];

/** One item of the upload's answer: an upload result, or a pending upload. */
export type UploadResultItem = uploads.components['schemas']['UploadResultItem'];

/**
 * The draft image of one upload answer item: a pending upload with its storage path and name.
 * An answer without a storage path (a plain upload result) cannot be posted: `undefined`.
 */
export function postImageOf(item: UploadResultItem | undefined): PostImage | undefined {
  if (!item || typeof item !== 'object' || !('pendingBlobStoragePath' in item)) return undefined;
  const { pendingBlobStoragePath, name } = item;
  if (typeof pendingBlobStoragePath !== 'string' || pendingBlobStoragePath === '' || typeof name !== 'string') return undefined;
  return { pendingBlobStoragePath, name };
}

/**
 * The percentage shown for each file of one request that carries them in order (a multipart body
 * sends file0 first, then file1, ...): how much of each file `loadedBytes` covers, shown as the
 * spec's upload progress (real minus 10 when above 10, spec 001 §9).
 */
export function fileProgressOf(sizes: readonly number[], loadedBytes: number): number[] {
  let offset = 0;
  return sizes.map((size) => {
    const start = offset;
    offset += size;
    const done = size <= 0 ? (loadedBytes >= start ? 1 : 0) : Math.min(1, Math.max(0, (loadedBytes - start) / size));
    return shownUploadPercentage(Math.floor(done * 100));
  });
}

type Pages<T> = readonly (readonly T[])[] | undefined;

/** Cached feed pages with a new post first (unless a page holds it already); pages as they were otherwise. */
export function withNewPost<T extends PostFacts>(pages: Pages<T>, post: T): T[][] {
  const all = (pages ?? []).map((page) => [...page]);
  if (all.some((page) => page.some((each) => each.id.toLowerCase() === post.id.toLowerCase()))) return all;
  if (all.length === 0) return [[post]];
  all[0] = [post, ...all[0]!];
  return all;
}

/** Cached feed pages with the post of the same id replaced by `post`. */
export function withEditedPost<T extends PostFacts>(pages: Pages<T>, post: T): T[][] {
  return (pages ?? []).map((page) => page.map((each) => (each.id.toLowerCase() === post.id.toLowerCase() ? post : each)));
}

/**
 * spec 001 §8 'post attempts clear the list on failure': the cached pages emptied, as many as
 * there were (so the feed reads as complete, not as still loading).
 */
export function clearedPages<T>(pages: Pages<T>): T[][] {
  return (pages ?? [[]]).map(() => []);
}
