import { useInappropriatePosts, type Post } from '@ypo/headless';
import { useId } from 'react';
import type { FeedCommunity } from './feed-context';
import * as styles from './feed.css';
import { PostActionsMenu } from './post-actions-menu';
import { PostBody } from './post-body';

/** One reported post or reply: who wrote it, its text and the admin's actions (confirm or reject the report, delete). */
function ReportedEntry({ post, community, isReply, onDone }: { post: Post; community: FeedCommunity; isReply: boolean; onDone: () => void }) {
  const authorId = useId();
  return (
    <li className={styles.card}>
      <header className={styles.header}>
        <span className={styles.byline}>
          <span id={authorId} className={styles.author}>
            {post.author?.name ?? 'Former Member'}
          </span>
          <span className={styles.time}>{isReply ? 'Reported reply' : 'Reported post'}</span>
        </span>
        <PostActionsMenu post={post} community={community} adminView isReply={isReply} onDone={onDone} />
      </header>
      <PostBody post={post} />
    </li>
  );
}

/**
 * The reports an admin reviews (spec 001 §4, §6: admins confirm or reject posts flagged
 * inappropriate): the community's reported posts and reported replies (`inappropriate-list`), each
 * with its actions. Shown in Admin View only, and only when there is something to review.
 */
export function ReportedPosts({ community }: { community: FeedCommunity }) {
  const { posts, reload } = useInappropriatePosts(community.communityId);
  const headingId = useId();
  const entries = posts.flatMap((post) => [
    ...(post.hasBeenMarkedInappropriate ? [{ post, isReply: false }] : []),
    ...(post.inappropriateChildren ?? []).map((reply) => ({ post: reply, isReply: true })),
  ]);
  if (entries.length === 0) return null;
  const onDone = () => void reload();
  return (
    <section aria-labelledby={headingId} className={styles.feed}>
      <h3 id={headingId} className={styles.title}>
        Reported ({entries.length})
      </h3>
      <ul className={styles.list}>
        {entries.map(({ post, isReply }) => (
          <ReportedEntry key={post.id} post={post} community={community} isReply={isReply} onDone={onDone} />
        ))}
      </ul>
    </section>
  );
}
