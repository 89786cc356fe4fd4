// React hooks of the activity feed (spec 001 §4, §8, §9) over the framework-free rules of core/feed.
export { feedKeyOf, feedPageKeyOf, useFeed } from './use-feed';
export type { FeedOptions, FeedPageKey, FeedPageSource, FeedState, FeedTarget } from './use-feed';
export { usePostActions } from './use-post-actions';
export type { PostActions, PostActionTarget, PostFile, PostFileDownload } from './use-post-actions';
export { inappropriatePostsKey, useInappropriatePosts } from './use-inappropriate-posts';
export type { InappropriatePostsState } from './use-inappropriate-posts';
export { usePostLikers, usePostUsers } from './use-post-people';
export type { PostPeopleState, PostPerson } from './use-post-people';
export { featuredItemsKeyOf, useFeaturedItems } from './use-featured-items';
export type { FeaturedCommunity, FeaturedItemInput, FeaturedItemsKey, FeaturedItemsState } from './use-featured-items';
export { FEATURED_NEWS_KEY, useFeaturedNews } from './use-featured-news';
export type { FeaturedNewsState } from './use-featured-news';
export { useFeaturedEvents } from './use-featured-events';
export type { CommunityEvent, FeaturedEventsState } from './use-featured-events';
export { commentsKeyOf, useComments, useReplyActions } from './use-comments';
export type { CommentsKey, CommentsOptions, CommentsState, CommentsThread, ReplyActions } from './use-comments';
