import type { FeedTarget, Post, PostAction } from '@ypo/headless';
import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { secondaryButton } from '../../components/button.css';
import { Skeleton, SkeletonShape } from '../../components/skeleton';
import { ActivityFeed } from './activity-feed';
import { CommentThread } from './comments';
import * as composerStyles from './composer/composer.css';
import type { FeedCommunity } from './feed-context';
import { PostActionsMenu } from './post-actions-menu';

// Writing loads when the feed shows, in its own chunk: readers of /home never fetch it.
const PostComposer = lazy(() => import('./composer').then((m) => ({ default: m.PostComposer })));
const EditPostDialog = lazy(() => import('./composer').then((m) => ({ default: m.EditPostDialog })));

/**
 * The composer while its chunk loads, at its closed size (the heading and the 'Start a post' button): the posts under
 * it do not move when it arrives (issue 29: a late composer shifted the first post by about 145 px on a phone).
 */
function ComposerPlaceholder({ name }: { name: string | undefined }) {
  return (
    <Skeleton label="Loading the post composer" className={composerStyles.composer}>
      <h2 className={composerStyles.heading}>{name ? `Write a post in ${name}` : 'Write a post'}</h2>
      <SkeletonShape className={`${secondaryButton} ${composerStyles.start}`}>Start a post</SkeletonShape>
    </Skeleton>
  );
}

/** Actions after which a reply is no longer in the viewer's thread. */
const REMOVES_REPLY: ReadonlySet<PostAction> = new Set(['hide', 'delete', 'inappropriate', 'show', 'confirmInappropriate']);

/** Props of {@link CommunityFeed}. */
export interface CommunityFeedProps {
  /** The community whose feed this is; without one, the home feed (getFollowedPostsList). */
  readonly community?: FeedCommunity | undefined;
  /** Admin View (true) or Member View (false). */
  readonly adminView: boolean;
  /** The single post of a content-search link (spec 001 §2). */
  readonly single?: { readonly postId: string; readonly highlightText?: string | undefined } | undefined;
}

/**
 * The whole activity feed of a page: the composer above a community's posts, each post with its
 * comments (replies carry the one actions menu) and the edit dialog. Built from `ActivityFeed`,
 * `PostComposer`, `EditPostDialog`, `CommentThread` and `PostActionsMenu`.
 */
export function CommunityFeed({ community, adminView, single }: CommunityFeedProps) {
  const communityId = community?.communityId;
  const communityType = community?.communityType;
  const target: FeedTarget = useMemo(
    () => (communityId && communityType ? { communityId, communityName: communityType } : { home: true }),
    [communityId, communityType],
  );
  const [editing, setEditing] = useState<Post | undefined>();
  const closeEditor = useCallback(() => setEditing(undefined), []);

  const renderComments = useCallback(
    (post: Post) => (
      <CommentThread
        post={post}
        community={community}
        adminView={adminView}
        feed={target}
        renderActions={(reply, { remove }) => (
          <PostActionsMenu
            post={reply}
            community={community}
            adminView={adminView}
            isReply
            onDone={(action) => {
              if (REMOVES_REPLY.has(action)) remove();
            }}
          />
        )}
      />
    ),
    [adminView, community, target],
  );

  return (
    <>
      <ActivityFeed
        target={target}
        community={community}
        adminView={adminView}
        single={single}
        composer={
          community && !single ? (
            <Suspense fallback={<ComposerPlaceholder name={community.name} />}>
              <PostComposer target={target} community={community} />
            </Suspense>
          ) : undefined
        }
        renderComments={renderComments}
        onEdit={setEditing}
      />
      {editing && community ? (
        <Suspense fallback={null}>
          <EditPostDialog post={editing} community={community} target={target} onClose={closeEditor} />
        </Suspense>
      ) : null}
    </>
  );
}
