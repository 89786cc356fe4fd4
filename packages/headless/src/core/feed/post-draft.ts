import type { posts } from '@ypo/sdk';
import { FEATURE_MESSAGES } from '../feature-messages';
import { EMPTY_ID } from '../impersonation/impersonation';
import { POST_IMAGE_LIMITS } from '../upload';

// spec 001 §3: a draft has title, body, postImage, parentPostId, communityId and canComment
// (default true); at most 6 images. §4: replies' 'show less' keeps the last 2. §9: type-ahead lists
// are cut to 100. §8: the post texts.

/** A post or reply draft of the contract. */
export type PostDraft = posts.components['schemas']['PostDraft'];

/** Most images of a post (spec 001 §3, §9), the one upload limit. */
export const POST_IMAGES_MAX = POST_IMAGE_LIMITS.maxCount ?? 6;
/** Replies a collapsed post shows ('show less' keeps the last 2, spec 001 §4, §9). */
export const REPLIES_SHOWN_COLLAPSED = 2;
/** Most members a mention type-ahead lists (spec 001 §9: type-ahead lists cut to 100). */
export const MENTION_TYPEAHEAD_MAX = 100;

/** The texts of failed post actions (spec 001 §8). */
export const POST_ERROR_TEXT = {
  create: FEATURE_MESSAGES.createPostFailed,
  copyLink: FEATURE_MESSAGES.copyLinkFailed,
} as const;

/** What the post form holds. */
export interface PostDraftInput {
  readonly communityId: string;
  readonly title?: string | undefined;
  readonly body?: string | undefined;
  readonly images?: readonly NonNullable<PostDraft['postImage']>[number][] | undefined;
  /** The post replied to; a top-level post has none. */
  readonly parentPostId?: string | undefined;
  readonly canComment?: boolean | undefined;
}

/** Problems of a draft: empty (no text and no image), or more than {@link POST_IMAGES_MAX} images. */
export function postDraftErrors(input: PostDraftInput): string[] {
  const errors: string[] = [];
  if ((input.body ?? '').trim() === '' && (input.images ?? []).length === 0) errors.push(FEATURE_MESSAGES.postBodyRequired);
  if ((input.images ?? []).length > POST_IMAGES_MAX) errors.push(FEATURE_MESSAGES.uploadTooManyFiles);
  return errors;
}

/** The request body of a post or reply: canComment true unless turned off, the all-zero parent for a top-level post. */
export function postDraftOf(input: PostDraftInput): PostDraft {
  const title = input.title?.trim() ?? '';
  const images = input.images ?? [];
  return {
    communityId: input.communityId,
    body: input.body ?? '',
    parentPostId: input.parentPostId ?? EMPTY_ID,
    canComment: input.canComment ?? true,
    ...(title === '' ? {} : { title }),
    ...(images.length === 0 ? {} : { postImage: [...images] }),
  };
}

/** The replies shown: all when expanded, else the last {@link REPLIES_SHOWN_COLLAPSED} ('show less'). */
export function shownReplies<T>(replies: readonly T[], isExpanded: boolean): T[] {
  return isExpanded ? [...replies] : replies.slice(-REPLIES_SHOWN_COLLAPSED);
}

/** A mention type-ahead list cut to {@link MENTION_TYPEAHEAD_MAX}. */
export function mentionCandidates<T>(members: readonly T[]): T[] {
  return members.slice(0, MENTION_TYPEAHEAD_MAX);
}
