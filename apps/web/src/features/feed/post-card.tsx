import { relativeTime, usePostActions, useSnackbar, type Post } from '@ypo/headless';
import { useId, useState, type ReactNode } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import { saveFile } from '../../lib/save-file';
import { Avatar } from '../../components/avatar';
import { useFeedContext, type FeedCommunity } from './feed-context';
import * as styles from './feed.css';
import { PeopleDialog, type PostPeople } from './people-dialog';
import { PostActionsMenu } from './post-actions-menu';
import { PostBody } from './post-body';
import { Picture } from '../../components/picture';

/** Props of {@link PostCard}. */
export interface PostCardProps {
  readonly post: Post;
  /** The community of the feed (`undefined` on /home). */
  readonly community: FeedCommunity | undefined;
  /** Admin View (spec 001 §1). */
  readonly adminView: boolean;
  /** Opens the post editor (the composer's `EditPostDialog`); without it the menu offers no Edit. */
  readonly onEdit?: (post: Post) => void;
  /** The comments under the post (the comments part's `CommentThread`). */
  readonly renderComments?: (post: Post) => ReactNode;
  /** Position in the feed (1-based) and the feed's length (-1 while more can load), for the feed role. */
  readonly position?: { readonly index: number; readonly size: number };
}

const likesText = (count: number) => (count === 1 ? '1 like' : `${count} likes`);
const participantsText = (count: number) => (count === 1 ? '1 member replied' : `${count} members replied`);

/**
 * One post of a feed (spec 001 §3, §4): who wrote it and when, its title, body (sanitised, the
 * content-search text highlighted), images with their download, likes with the likers list, its
 * state for admins, the actions menu and, under it, the comments.
 */
export function PostCard({ post, community, adminView, onEdit, renderComments, position }: PostCardProps) {
  const context = useFeedContext(community, adminView);
  const viewer = context.viewerFor(post);
  const actions = usePostActions(context.feed, post, context.communityTypeOf(post), viewer);
  const { show } = useSnackbar();
  const [people, setPeople] = useState<PostPeople | undefined>();
  const authorId = useId();
  const titleId = useId();
  const authorName = post.author?.name ?? 'Former Member';
  const likeCount = post.likeCount ?? 0;
  const participants = post.totalCommentedUsers ?? 0;
  const edit = onEdit ?? context.onEdit;
  // What the post's state means for the viewer: admins see why a post waits or was reported.
  const badges = [
    viewer.isCommunityAdmin && post.isPendingModeration ? 'Pending moderation' : '',
    viewer.isCommunityAdmin && post.hasBeenMarkedInappropriate ? 'Reported as inappropriate' : '',
    post.canComment === false ? 'Comments are off' : '',
  ].filter((badge) => badge !== '');

  const like = async () => {
    const result = await actions.toggleLike();
    if (result?.ok === false) show(result.error.message, 'error');
  };
  const download = async (file: { url: string; name: string }) => {
    const result = await actions.download(file);
    if (result?.ok) saveFile(result.data.blob, result.data.fileName);
    else if (result) show(result.error.message, 'error');
  };

  return (
    <article
      className={styles.card}
      aria-labelledby={post.title ? `${authorId} ${titleId}` : authorId}
      data-post-id={post.id}
      {...(position ? { 'aria-posinset': position.index, 'aria-setsize': position.size } : {})}
    >
      <header className={styles.header}>
        <Avatar name={authorName} imageUrl={post.author?.profileImageUrl} />
        <span className={styles.byline}>
          <span id={authorId} className={styles.author}>
            {authorName}
          </span>
          <time className={styles.time} dateTime={post.dateCreated} title={new Date(post.dateCreated).toLocaleString()}>
            {relativeTime(post.dateCreated, Date.now())}
          </time>
        </span>
        <PostActionsMenu post={post} community={community} adminView={adminView} {...(edit ? { onEdit: edit } : {})} />
      </header>
      {post.title ? (
        <h3 id={titleId} className={styles.title}>
          {post.title}
        </h3>
      ) : null}
      {badges.length > 0 ? (
        <p className={styles.badges}>
          {badges.map((badge) => (
            <span key={badge} className={styles.badge}>
              {badge}
            </span>
          ))}
        </p>
      ) : null}
      <PostBody post={post} highlightText={context.highlightText} />
      {post.images && post.images.length > 0 ? (
        <ul className={styles.images} aria-label="Images">
          {post.images.map((image) => (
            <li key={image.url}>
              <figure className={styles.figure}>
                <Picture className={styles.image} src={image.url} alt={image.name} loading="lazy" />
                <Button className={styles.linkButton} onPress={() => void download(image)}>
                  Download {image.name}
                </Button>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      <footer className={styles.footer}>
        <ToggleButton className={styles.likeButton} isSelected={post.userHasLiked === true} onChange={() => void like()} aria-label={`Like the post of ${authorName}`}>
          Like
        </ToggleButton>
        {likeCount > 0 ? (
          <Button className={styles.linkButton} onPress={() => setPeople('likers')} aria-label={`${likesText(likeCount)}: see who liked the post of ${authorName}`}>
            {likesText(likeCount)}
          </Button>
        ) : (
          <span className={styles.muted}>{likesText(0)}</span>
        )}
        {participants > 0 ? (
          <Button className={styles.linkButton} onPress={() => setPeople('users')} aria-label={`${participantsText(participants)}: see who takes part in the post of ${authorName}`}>
            {participantsText(participants)}
          </Button>
        ) : null}
      </footer>
      {renderComments?.(post)}
      {people ? <PeopleDialog postId={post.id} which={people} onClose={() => setPeople(undefined)} /> : null}
    </article>
  );
}

