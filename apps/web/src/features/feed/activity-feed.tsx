import { FEATURE_MESSAGES, type FeedTarget, type Post, POST_LIST_LABELS, type PostList, postListsFor, type PostViewer, useFeed, usePostActions, useSnackbar } from '@ypo/headless';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { FeedProvider, useFeedContext, type FeedCommunity, type FeedContextValue } from './feed-context';
import * as styles from './feed.css';
import { PostCard } from './post-card';
import { ReportedPosts } from './reported-posts';
import { useWindow } from './use-window';

/** Props of {@link ActivityFeed}. */
export interface ActivityFeedProps {
  /** The feed: the home feed or a community's (`useFeed`). */
  readonly target: FeedTarget;
  /** The community of the page (`undefined` on /home). */
  readonly community?: FeedCommunity | undefined;
  /** Admin View (spec 001 §1; only admins get it). */
  readonly adminView: boolean;
  /** The single post of a content-search link, with the text to highlight (spec 001 §2). */
  readonly single?: { readonly postId: string; readonly highlightText?: string | undefined } | undefined;
  /** Rendered above the list (the composer part's `PostComposer`). */
  readonly composer?: ReactNode;
  /** Rendered under each post (the comments part's `CommentThread`). */
  readonly renderComments?: (post: Post) => ReactNode;
  /** Opens the post editor (the composer part's `EditPostDialog`). */
  readonly onEdit?: (post: Post) => void;
}

/** Posts rendered before measuring, above and below the viewport (px). */
const OVERSCAN = 1200;
/** A new page is asked for when the window reaches this many posts from the end. */
const PREFETCH_POSTS = 5;

/**
 * The activity feed of a community page or /home (spec 001 §1-§4, §8, §9): 'All Post' and, for
 * admins of moderated communities in Admin View, 'Pending Moderation'; pages of 30 loaded as the
 * reader nears the end; only the posts near the viewport in the DOM (a feed of 1,000 posts stays
 * light); a content-search link shows its single post with the text highlighted. A failed load
 * shows its text and an empty list (spec 001 §8).
 */
export function ActivityFeed({ target, community, adminView, single, composer, renderComments, onEdit }: ActivityFeedProps) {
  const feedTarget: FeedTarget = useMemo(() => (single ? { postId: single.postId } : target), [single, target]);
  const base = useFeedContext(community, adminView, feedTarget);
  const [hidden, setHidden] = useState<Post | undefined>();
  const headingId = useId();
  const context: FeedContextValue = useMemo(
    () => ({ ...base, onEdit, onHidden: setHidden, highlightText: single?.highlightText }),
    [base, onEdit, single?.highlightText],
  );
  const viewer = useMemo(() => context.viewerFor({ communityId: community?.communityId ?? '' }), [community?.communityId, context]);
  const [list, setList] = useState<PostList>('allPost');
  const shownLists = single ? (['allPost'] as PostList[]) : postListsFor(viewer);
  const current = shownLists.includes(list) ? list : 'allPost';

  const panel = (shown: PostList) => (
    <PostListView target={feedTarget} list={shown} viewer={viewer} community={community} adminView={adminView} renderComments={renderComments} isSingle={single !== undefined} />
  );
  return (
    <FeedProvider value={context}>
      <section className={styles.feed} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          Activity feed
        </h2>
        {composer}
        {community && viewer.isCommunityAdmin && !single ? <ReportedPosts community={community} /> : null}
        {hidden ? <HiddenNotice key={hidden.id} post={hidden} viewer={viewer} onDone={() => setHidden(undefined)} /> : null}
        {shownLists.length > 1 ? (
          <Tabs selectedKey={current} onSelectionChange={(key) => setList(key as PostList)}>
            <TabList aria-label="Post lists" className={styles.tabList}>
              {shownLists.map((each) => (
                <Tab key={each} id={each} className={styles.tab}>
                  {POST_LIST_LABELS[each]}
                </Tab>
              ))}
            </TabList>
            {shownLists.map((each) => (
              <TabPanel key={each} id={each}>
                {panel(each)}
              </TabPanel>
            ))}
          </Tabs>
        ) : (
          panel('allPost')
        )}
      </section>
    </FeedProvider>
  );
}

/** 'Post hidden.' with an Undo (unhide, optimistic) while the hidden post could come back. */
function HiddenNotice({ post, viewer, onDone }: { post: Post; viewer: PostViewer; onDone: () => void }) {
  const context = useFeedContext(undefined, false);
  const actions = usePostActions(context.feed, post, context.communityTypeOf(post), viewer);
  const { show } = useSnackbar();
  const undo = async () => {
    onDone();
    const result = await actions.unhide(0);
    if (result?.ok === false) show(result.error.message, 'error');
  };
  return (
    <p role="status" className={styles.notice}>
      <span>{FEATURE_MESSAGES.postHidden}</span>
      <Button className={styles.linkButton} onPress={() => void undo()}>
        Undo
      </Button>
      <Button className={styles.linkButton} onPress={onDone} aria-label="Dismiss">
        ✕
      </Button>
    </p>
  );
}

/** The loading shape of the feed: three posts at their final minimum size. */
function FeedSkeleton() {
  return (
    <Skeleton label="Loading the activity feed">
      {[0, 1, 2].map((each) => (
        <span key={each} className={styles.skeletonCard}>
          <SkeletonLine width="half" />
          <SkeletonLine size="small" width="short" />
          <SkeletonLine width="full" />
          <SkeletonLine width="wide" />
        </span>
      ))}
    </Skeleton>
  );
}

interface PostListViewProps {
  readonly target: FeedTarget;
  readonly list: PostList;
  readonly viewer: PostViewer;
  readonly community: FeedCommunity | undefined;
  readonly adminView: boolean;
  readonly renderComments: ((post: Post) => ReactNode) | undefined;
  readonly isSingle: boolean;
}

/** One post list, windowed: the posts near the viewport, the next page asked for near the end. */
function PostListView({ target, list, viewer, community, adminView, renderComments, isSingle }: PostListViewProps) {
  const feed = useFeed(target, { list, viewer });
  const { posts, isLoading, isLoadingMore, isComplete, loadMore, error } = feed;
  const keys = useMemo(() => posts.map((post) => post.id), [posts]);
  const { listRef, range, measure } = useWindow(keys, { estimate: styles.POST_MIN_HEIGHT + 16, overscan: OVERSCAN });
  const nearEnd = range.end >= posts.length - PREFETCH_POSTS;
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  useEffect(() => {
    if (nearEnd && !isComplete && !isLoading) loadMoreRef.current();
  }, [nearEnd, isComplete, isLoading, posts.length]);

  if (isLoading) return <FeedSkeleton />;
  if (error) {
    return (
      <div className={styles.notice}>
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
        <Button className={styles.linkButton} onPress={() => void feed.reload()}>
          Try again
        </Button>
      </div>
    );
  }
  if (posts.length === 0 && isComplete) {
    return <p className={styles.muted}>{isSingle ? FEATURE_MESSAGES.singlePostNotFound : list === 'pendingModeration' ? FEATURE_MESSAGES.pendingModerationEmpty : FEATURE_MESSAGES.feedEmpty}</p>;
  }
  const size = isComplete ? posts.length : -1;
  return (
    <>
      <div
        ref={(element) => {
          listRef.current = element;
        }}
        role="feed"
        aria-busy={isLoadingMore}
        aria-label={POST_LIST_LABELS[list]}
        className={styles.list}
        style={{ paddingTop: range.before, paddingBottom: range.after }}
      >
        {posts.slice(range.start, range.end).map((post, offset) => (
          <div key={post.id} ref={measure} data-window-key={post.id} className={styles.row}>
            <PostCard post={post} community={community} adminView={adminView} renderComments={renderComments} position={{ index: range.start + offset + 1, size }} />
          </div>
        ))}
      </div>
      {isLoadingMore && !isLoading ? <FeedSkeleton /> : null}
      {!isComplete && !isLoadingMore ? (
        <Button className={styles.linkButton} onPress={loadMore}>
          Show more posts
        </Button>
      ) : null}
    </>
  );
}
