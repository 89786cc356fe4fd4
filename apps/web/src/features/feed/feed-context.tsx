import { usePermissions, type CommunityType, type FeedTarget, type Post, type PostViewer } from '@ypo/headless';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useUser } from '../../lib/auth';

/** The community a feed belongs to, as the community page knows it (`undefined` on /home). */
export interface FeedCommunity {
  readonly communityId: string;
  readonly name: string;
  readonly communityType: CommunityType;
  /** The community's activity is moderated (`isActivityModerated`). */
  readonly isModerated?: boolean;
}

/** What the posts of one feed share: the feed they are cached in, who looks at them, and the page's callbacks. */
export interface FeedContextValue {
  readonly feed: FeedTarget;
  /** The viewer of a post, in the post's community (spec 001 §6: what they may do). */
  readonly viewerFor: (post: Pick<Post, 'communityId'>) => PostViewer;
  /** The type of a post's community: the name its like call carries, and where its link points. */
  readonly communityTypeOf: (post: Pick<Post, 'communityId'>) => CommunityType;
  /** Opens the post editor (the composer's `EditPostDialog`), when the page has one. */
  readonly onEdit?: ((post: Post) => void) | undefined;
  /** A post left the viewer's own feed by a hide (the feed offers to take it back). */
  readonly onHidden?: ((post: Post) => void) | undefined;
  /** The text of a content-search link to highlight in the post bodies. */
  readonly highlightText?: string | undefined;
}

const FeedContext = createContext<FeedContextValue | null>(null);

/** Provides the {@link FeedContextValue} of a feed to its posts and their menus. */
export function FeedProvider({ value, children }: { value: FeedContextValue; children: ReactNode }) {
  return <FeedContext.Provider value={value}>{children}</FeedContext.Provider>;
}

/**
 * The feed context of the posts of `community` (or of /home) as `adminView` shows them: the one a
 * surrounding `ActivityFeed` provides, else one built here (a post or reply shown outside a feed).
 * Admin rights count only in Admin View (spec 001 §1: Member View is the default).
 */
export function useFeedContext(community: FeedCommunity | undefined, adminView: boolean, feed?: FeedTarget): FeedContextValue {
  const provided = useContext(FeedContext);
  const { userId } = useUser();
  const { communities } = usePermissions();
  const built = useMemo((): FeedContextValue => {
    const target: FeedTarget = feed ?? (community ? { communityId: community.communityId, communityName: community.communityType } : { home: true });
    const viewer: PostViewer = {
      personId: userId ?? '',
      isMember: true,
      isCommunityAdmin: community !== undefined && adminView,
      isActivityModerated: community?.isModerated === true,
    };
    return {
      feed: target,
      viewerFor: () => viewer,
      communityTypeOf: (post) =>
        community?.communityType ?? communities.find((each) => each.communityId.toLowerCase() === post.communityId.toLowerCase())?.communityType ?? 'home',
    };
  }, [adminView, communities, community, feed, userId]);
  return provided ?? built;
}
