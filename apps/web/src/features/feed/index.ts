// The activity feed (spec 001 §1-§4, §8, §9): loaded lazily by the community pages and /home.
export { ActivityFeed } from './activity-feed';
export { CommunityFeed } from './community-feed';
export type { CommunityFeedProps } from './community-feed';
export type { ActivityFeedProps } from './activity-feed';
export type { FeedCommunity } from './feed-context';
export { PostActionsMenu } from './post-actions-menu';
export type { PostActionsMenuProps } from './post-actions-menu';
export { PostCard } from './post-card';
export type { PostCardProps } from './post-card';
export { postBodyHtml } from './post-body';
