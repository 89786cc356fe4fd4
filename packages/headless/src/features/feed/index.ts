// React hooks of the activity feed (spec 001 §4, §8, §9) over the framework-free rules of core/feed.
export { feedKeyOf, feedPageKeyOf, useFeed } from './use-feed';
export type { FeedPageKey, FeedState, FeedTarget } from './use-feed';
export { usePostActions } from './use-post-actions';
export type { PostActions, PostActionTarget } from './use-post-actions';
export { commentsKeyOf, useComments, useReplyActions } from './use-comments';
export type { CommentsKey, CommentsOptions, CommentsState, CommentsThread, ReplyActions } from './use-comments';
