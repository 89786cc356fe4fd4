import { MESSAGES } from '@ypo/headless';
import { useFeed } from '@ypo/headless/feed';
import { SafeHtml } from '../../../components/safe-html';
import { CommentThread, type CommentThreadCommunity } from './comment-thread';
import * as styles from './comment-thread.css';

/**
 * The first page of a community's posts, each with its {@link CommentThread}: the small stand-in
 * that carries the comments onto the community page until the activity feed (`ActivityFeed` with
 * `renderComments`) takes its place.
 */
export function PostsWithComments({ community, adminView }: { community: CommentThreadCommunity; adminView: boolean }) {
  const feed = useFeed({ communityId: community.communityId, communityName: community.communityType });
  if (feed.error) return <p role="alert">{feed.error.message}</p>;
  return (
    <ul className={styles.list} aria-label={MESSAGES.commentsPostsLabel} aria-busy={feed.isLoading}>
      {feed.posts.map((post) => (
        <li key={post.id} className={styles.post}>
          <article aria-label={post.title || post.author?.name}>
            <p className={styles.author}>{post.author?.name}</p>
            {post.title ? <h2 className={styles.postTitle}>{post.title}</h2> : null}
            <SafeHtml html={post.body} />
            <CommentThread post={post} community={community} adminView={adminView} />
          </article>
        </li>
      ))}
    </ul>
  );
}
