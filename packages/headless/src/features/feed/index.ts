// React hooks of the activity feed (spec 001 §4, §8, §9) over the framework-free rules of core/feed.
export { feedKeyOf, feedPageKeyOf, useFeed } from './use-feed';
export type { FeedPageKey, FeedState, FeedTarget } from './use-feed';
export { usePostActions } from './use-post-actions';
export type { PostActions, PostActionTarget } from './use-post-actions';
export { useMentionSearch } from './use-mention-search';
export type { MentionCandidate, MentionCommunity, MentionSearch } from './use-mention-search';
export { usePostEditor } from './use-post-editor';
export type { PostEditor, PostEditorCommunity, PostEditorImage, PostEditorOptions } from './use-post-editor';
