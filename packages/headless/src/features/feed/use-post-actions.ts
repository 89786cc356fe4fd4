import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { unwrap } from '../../core/errors/unwrap';
import { applyFeedChange, restorePost, withLike, type FeedChangeKind } from '../../core/feed/feed-list';
import { hideScope, isReply, type Post, type PostViewer } from '../../core/feed/post-actions';
import { AppError } from '../../core/messages';
import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { useSdk } from '../../hooks/sdk-context';
import { inappropriatePostsKey } from './use-inappropriate-posts';
import { feedKeyOf, type FeedTarget } from './use-feed';

/**
 * The post {@link usePostActions} acts on: its id and community, and what the feed shows of it (the
 * like state, the text that a comment toggle sends back, the mentions; the whole post to put back on unhide).
 */
export type PostActionTarget = Pick<Post, 'id' | 'communityId'> & Partial<Omit<Post, 'id' | 'communityId'>>;

/** A file of a post to download (`postFileDownload`): its address and the name to save it under. */
export interface PostFile {
  /** Where the file is (an image of the post: its `url`). */
  readonly url: string;
  /** The name to save it under. */
  readonly name: string;
}

/** A downloaded post file: its content and the name to save it under. */
export interface PostFileDownload {
  /** The file's content. */
  readonly blob: Blob;
  /** The name to save it under. */
  readonly fileName: string;
}

type FeedPages = Post[][];

// The contract answers these writes with an acknowledgement: anything but `true` failed.
const ACKNOWLEDGED = { log: true, requireData: (data: unknown) => data === true } as const;

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** `post` and the reported replies under it (admin view) after `change` to the post or reply with `postId`. */
function changedPost(post: Post, change: (each: Post) => Post | undefined, postId: string): Post | undefined {
  if (sameId(post.id, postId)) return change(post);
  const children = post.inappropriateChildren;
  if (children === undefined || !children.some((child) => sameId(child.id, postId))) return post;
  const kept = children.flatMap((child) => {
    const changed = sameId(child.id, postId) ? change(child) : child;
    return changed === undefined ? [] : [changed];
  });
  return { ...post, inappropriateChildren: kept };
}

/** The cached pages with the post or reply `postId` changed (`undefined` from `change` removes it). */
function withPostChanged(pages: FeedPages | undefined, postId: string, change: (post: Post) => Post | undefined): FeedPages {
  return (pages ?? []).map((page) =>
    page.flatMap((post) => {
      const changed = changedPost(post, change, postId);
      return changed === undefined ? [] : [changed];
    }),
  );
}

/** The cached pages after a feed change of core/feed (`applyFeedChange`) to the post or reply `postId`. */
const withFeedChange = (pages: FeedPages | undefined, kind: FeedChangeKind, postId: string): FeedPages =>
  withPostChanged(pages, postId, (post) => applyFeedChange([post], kind, postId).posts[0]);

/** The cached pages with `post` put back at position `at` of the whole feed (an unhide). */
function withPostRestored(pages: FeedPages | undefined, post: Post, at: number): FeedPages {
  const current = pages ?? [];
  if (current.length === 0) return [[post]];
  let offset = 0;
  return current.map((page, index) => {
    const start = offset;
    offset += page.length;
    const isTarget = (at >= start && at <= offset) || index === current.length - 1;
    return isTarget && !current.some((each) => each.some((p) => sameId(p.id, post.id)))
      ? restorePost(page, { post, index: Math.max(0, at - start) })
      : page;
  });
}

/** What {@link usePostActions} gives. */
export interface PostActions {
  /** Likes the post, or takes the like back when the viewer already likes it. */
  readonly toggleLike: () => Promise<CallResult<boolean> | undefined>;
  /** Likes (`true`) or unlikes (`false`) the post. */
  readonly setLiked: (isLiked: boolean) => Promise<CallResult<boolean> | undefined>;
  /** Hides the post: from the viewer's own feed, or for everyone when a community admin of a moderated community hides it. */
  readonly hide: () => Promise<CallResult<boolean> | undefined>;
  /** Takes a hide back: the post is back at once, at `position` of the feed (default: first), and stays unless the call fails. */
  readonly unhide: (position?: number) => Promise<CallResult<boolean> | undefined>;
  /** Deletes the post or reply (the author or a community admin); it leaves the feed once the server confirms. */
  readonly remove: () => Promise<CallResult<boolean> | undefined>;
  /** Reports the post or reply as inappropriate; it leaves the reporter's feed (spec 001 §4). */
  readonly markInappropriate: () => Promise<CallResult<boolean> | undefined>;
  /** An admin confirms (`true`: the post is gone for everyone) or rejects (`false`: the report is cleared) the reports. */
  readonly reviewReport: (isConfirmed: boolean) => Promise<CallResult<boolean> | undefined>;
  /** An admin approves a post that waits for moderation (marked reviewed): it reaches the members. */
  readonly approve: () => Promise<CallResult<boolean> | undefined>;
  /** Turns comments on or off (`canComment`, saved with the post's title and text). */
  readonly setCanComment: (canComment: boolean) => Promise<CallResult<Post> | undefined>;
  /** Takes the viewer's own mention out of the post. */
  readonly removeMention: () => Promise<CallResult<boolean> | undefined>;
  /** Downloads a file of the post (`postFileDownload`). */
  readonly download: (file: PostFile) => Promise<CallResult<PostFileDownload> | undefined>;
  /** Copies `url` (the post's link) to the clipboard; fails with 'Failed to copy link.' (spec 001 §8). */
  readonly copyLink: (url: string) => Promise<CallResult<string> | undefined>;
  /** A change to this post is being saved (the `hasPendingChange` of `postActionsFor`). */
  readonly isPending: boolean;
  /** The error of a failed action, until that action runs again. */
  readonly error: AppError | undefined;
}

/** Writes to the clipboard, or fails with the catalogue's 'Failed to copy link.' (spec 001 §8). */
async function writeClipboard(url: string): Promise<string> {
  try {
    if (typeof navigator === 'undefined' || navigator.clipboard === undefined) throw new Error('No clipboard');
    await navigator.clipboard.writeText(url);
    return url;
  } catch {
    throw new AppError('unknown', { message: FEATURE_MESSAGES.copyLinkFailed });
  }
}

/**
 * Every action on one post or reply of a feed read with `useFeed` (spec 001 §4, §6, §8), each on the
 * one write mechanism (one change at a time per action; `isPending` is the `hasPendingChange` of
 * `postActionsFor`, spec 001 §4: editing is blocked while a change is pending). Like, unlike, hide
 * and unhide show at once in the cached feed and are rolled back when the call fails; delete,
 * report, report review, approval, the comment toggle and mention removal change the cached feed
 * once the server confirms (a reported, deleted or confirmed post leaves it; an approved one moves
 * to 'All Post'). Failures are logged (spec 001 §8: 'Feed, like, hide and post failures are
 * logged; likes revert locally') and come back as the `CallResult` and `error`. `communityName` is
 * the community type name the like call carries in its path (e.g. `chapter`). With a `viewer` who
 * administers a moderated community, a hide hides the post for everyone (`markModeratedPostAsHidden`,
 * see `hideScope`); anyone else's hide (`hide/{id}`) only for themselves. Which actions to offer is
 * `postActionsFor`'s answer; the server checks again.
 */
export function usePostActions(feed: FeedTarget, post: PostActionTarget, communityName: string, viewer?: PostViewer): PostActions {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const key = feedKeyOf(feed);
  const path = { params: { path: { id: post.id } } };

  const likeMutation = useMutation(
    async (isLiked: boolean): Promise<boolean> =>
      isLiked
        ? unwrap(sdk.posts.POST('/posts/api/like/create/{id}/{name}', { params: { path: { id: post.id, name: communityName } } }), ACKNOWLEDGED)
        : unwrap(sdk.posts.DELETE('/posts/api/like/{id}', path), ACKNOWLEDGED),
    { key, optimistic: (pages: FeedPages | undefined, isLiked: boolean) => withPostChanged(pages, post.id, (each) => withLike(each, isLiked)) },
  );

  const hideMutation = useMutation(
    async (): Promise<boolean> =>
      viewer !== undefined && hideScope(viewer) === 'everyone'
        ? unwrap(sdk.posts.POST('/posts/api/post/markModeratedPostAsHidden', { body: { communityId: post.communityId, postId: post.id } }), ACKNOWLEDGED)
        : unwrap(sdk.posts.POST('/posts/api/post/hide/{id}', path), ACKNOWLEDGED),
    { key, optimistic: (pages: FeedPages | undefined) => withFeedChange(pages, 'hide', post.id) },
  );

  const unhideMutation = useMutation(async (_position?: number): Promise<boolean> => unwrap(sdk.posts.POST('/posts/api/post/unhide/{id}', path), ACKNOWLEDGED), {
    key,
    optimistic: (pages: FeedPages | undefined, position?: number) =>
      // A partial post (no body or date) cannot be shown again: it comes back with the next load.
      typeof post.body === 'string' && typeof post.dateCreated === 'string' ? withPostRestored(pages, post as Post, position ?? 0) : (pages ?? []),
  });

  const removing = (kind: FeedChangeKind) => ({ key, populate: (_done: boolean, pages: FeedPages | undefined) => withFeedChange(pages, kind, post.id) });

  const deleteMutation = useMutation(
    async (): Promise<boolean> => unwrap(sdk.posts.DELETE('/posts/api/post/delete/{id}', path), ACKNOWLEDGED),
    removing('delete'),
  );

  const reportMutation = useMutation(
    async (): Promise<boolean> =>
      unwrap(sdk.posts.POST('/posts/api/post/inappropriate/{id}/{type}', { params: { path: { id: post.id, type: isReply(post) ? 'comment' : 'post' } } }), ACKNOWLEDGED),
    removing('inappropriate'),
  );

  const reviewMutation = useMutation(
    async (isConfirmed: boolean): Promise<boolean> => {
      const done = await unwrap(
        sdk.posts.PUT('/posts/api/post/markInappropriateReportsAsReviewed/{communityId}/{postId}/{isConfirmed}', {
          params: { path: { communityId: post.communityId, postId: post.id, isConfirmed } },
        }),
        ACKNOWLEDGED,
      );
      // The reports list (useInappropriatePosts) no longer holds the reviewed post.
      void mutate(inappropriatePostsKey(post.communityId));
      return done;
    },
    {
      key,
      populate: (_done: boolean, pages: FeedPages | undefined, isConfirmed: boolean) =>
        withFeedChange(pages, isConfirmed ? 'confirmInappropriate' : 'rejectInappropriate', post.id),
    },
  );

  const approveMutation = useMutation(
    async (): Promise<boolean> =>
      unwrap(sdk.posts.PUT('/posts/api/post/markModeratedPostAsReviwed/{postId}', { params: { path: { postId: post.id } } }), ACKNOWLEDGED),
    removing('show'),
  );

  const commentsMutation = useMutation(
    async (canComment: boolean): Promise<Post> =>
      unwrap(
        sdk.posts.PUT('/posts/api/post/update/{id}', {
          ...path,
          body: {
            communityId: post.communityId,
            body: post.body ?? '',
            ...(post.title === undefined ? {} : { title: post.title }),
            ...(post.parentPostId === undefined ? {} : { parentPostId: post.parentPostId }),
            canComment,
          },
        }),
        { log: true },
      ),
    { key, populate: (saved: Post, pages: FeedPages | undefined) => withPostChanged(pages, post.id, (each) => ({ ...each, ...saved })) },
  );

  const mentionMutation = useMutation(
    async (): Promise<boolean> => unwrap(sdk.posts.PUT('/posts/api/post/removeMention/{id}', path), ACKNOWLEDGED),
    {
      key,
      populate: (_done: boolean, pages: FeedPages | undefined) =>
        withPostChanged(pages, post.id, (each) => ({
          ...each,
          mentions: (each.mentions ?? []).filter((person) => viewer === undefined || !sameId(person.id, viewer.personId)),
        })),
    },
  );

  const downloadMutation = useMutation(
    async (file: PostFile): Promise<PostFileDownload> => ({
      blob: await unwrap(sdk.posts.POST('/posts/api/post/postFileDownload', { body: { url: file.url, fileName: file.name }, parseAs: 'blob' }), { log: true }),
      fileName: file.name,
    }),
  );

  const copyMutation = useMutation(writeClipboard);

  const { trigger: triggerLike } = likeMutation;
  const toggleLike = useCallback((): Promise<CallResult<boolean> | undefined> => triggerLike(post.userHasLiked !== true), [post.userHasLiked, triggerLike]);

  const mutations = [
    likeMutation,
    hideMutation,
    unhideMutation,
    deleteMutation,
    reportMutation,
    reviewMutation,
    approveMutation,
    commentsMutation,
    mentionMutation,
  ];
  return {
    toggleLike,
    setLiked: likeMutation.trigger,
    hide: hideMutation.trigger,
    unhide: unhideMutation.trigger,
    remove: deleteMutation.trigger,
    markInappropriate: reportMutation.trigger,
    reviewReport: reviewMutation.trigger,
    approve: approveMutation.trigger,
    setCanComment: commentsMutation.trigger,
    removeMention: mentionMutation.trigger,
    download: downloadMutation.trigger,
    copyLink: copyMutation.trigger,
    isPending: mutations.some((each) => each.isMutating),
    error: [...mutations, downloadMutation, copyMutation].map((each) => each.error).find((each) => each !== undefined),
  };
}
