// The comments (replies) under a post of the activity feed (spec 001 §3, §4, §9), loaded lazily with the feed.
export { CommentThread } from './comment-thread';
export type { CommentThreadCommunity, CommentThreadProps, ReplyActionsControls } from './comment-thread';
