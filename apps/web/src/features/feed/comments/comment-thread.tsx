import { type CommentsThread, FEATURE_MESSAGES, type FeaturedComment, featuredCommentAuthorName, type FeedTarget, type Post, type PostViewer, relativeTime } from '@ypo/headless';
import { useComments, useReplyActions } from '@ypo/headless/feed';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import { button } from '../../../components/button.css';
import { AlertText, TextInput } from '../../../components/form';
import { SafeHtml } from '../../../components/safe-html';
import { useUser } from '../../../lib/auth';
import * as styles from './comment-thread.css';

/** The community a thread belongs to, as the community page knows it (undefined on /home). */
export interface CommentThreadCommunity {
  readonly communityId: string;
  readonly name: string;
  /** The community type name the calls carry in their path (e.g. `chapter`). */
  readonly communityType: string;
  /** The community's activity is moderated. */
  readonly isModerated?: boolean | undefined;
}

/** What the actions slot gets besides the reply: how to take the reply out of the thread once an action removed it. */
export interface ReplyActionsControls {
  /** Removes the reply from the thread and the post's count (after a hide, delete or report). */
  readonly remove: () => void;
}

/** Props of {@link CommentThread}. */
export interface CommentThreadProps {
  /** The post whose comments (replies) these are. */
  readonly post: Post;
  /** The community of the feed; undefined on the home feed. */
  readonly community?: CommentThreadCommunity | undefined;
  /** Admin View: replies reported as inappropriate are marked. */
  readonly adminView: boolean;
  /** The feed the post is listed in; defaults to the community's feed, or the home feed without a community. */
  readonly feed?: FeedTarget | undefined;
  /** The actions menu of a reply (the post actions, as replies, spec 001 §6). */
  readonly renderActions?: ((reply: Post, controls: ReplyActionsControls) => ReactNode) | undefined;
}

const fill = (template: string, count: number) => template.replace('{count}', String(count));

/**
 * The comments under a post (spec 001 §3, §4, §9): the featured comments with their authors'
 * names, 'show all' for every reply and 'show less' keeping the last 2, each reply with its author,
 * relative time, sanitised body, like and count and the actions slot, and the labelled reply field
 * (none when comments are off). A failed reply keeps the text and shows the post text of spec 001 §8.
 */
export function CommentThread({ post, community, adminView, feed, renderActions }: CommentThreadProps) {
  const { userId, permissions } = useUser();
  const communityName = community?.communityType ?? permissions.data?.communities.find((each) => each.communityId.toLowerCase() === post.communityId.toLowerCase())?.communityType ?? 'home';
  const target: FeedTarget = feed ?? (community ? { communityId: community.communityId, communityName: community.communityType } : { home: true });
  const viewer: PostViewer | undefined = userId
    ? { personId: userId, isMember: true, isCommunityAdmin: adminView, isActivityModerated: community?.isModerated === true }
    : undefined;
  const comments = useComments(post, { feed: target, communityName, viewer, isAdminView: adminView });
  const headingId = useId();
  const now = Date.now();
  const showsAllButton = comments.isLoaded ? !comments.isExpanded && comments.hiddenCount > 0 : comments.commentCount > 0;

  return (
    // A group, not a region: a feed has many threads, and landmarks must be unique.
    <div role="group" className={styles.thread} aria-labelledby={headingId}>
      <p id={headingId} className={styles.muted}>
        {FEATURE_MESSAGES.commentsLabel} ({comments.commentCount})
      </p>
      {comments.isLoaded ? (
        <ul className={styles.list}>
          {comments.replies.map((reply) => (
            <ReplyItem
              key={reply.id}
              reply={reply}
              thread={comments.thread}
              viewer={viewer}
              now={now}
              isReported={comments.reportedIds.has(reply.id.toLowerCase())}
              actions={renderActions?.(reply, { remove: () => comments.removeReply(reply.id) })}
            />
          ))}
        </ul>
      ) : comments.featuredComments.length > 0 ? (
        <ul className={styles.list} aria-label={FEATURE_MESSAGES.commentsFeaturedLabel}>
          {comments.featuredComments.map((comment) => (
            <FeaturedItem key={comment.id} comment={comment} now={now} />
          ))}
        </ul>
      ) : null}
      {comments.error ? <AlertText message={comments.error.message} /> : null}
      {showsAllButton ? (
        <Button className={styles.textButton} onPress={comments.showAll} isDisabled={comments.isLoading}>
          {fill(FEATURE_MESSAGES.commentsShowAll, comments.commentCount)}
        </Button>
      ) : null}
      {comments.isExpanded && comments.isLoaded && comments.replies.length > 2 ? (
        <Button className={styles.textButton} onPress={comments.showLess}>
          {FEATURE_MESSAGES.commentsShowLess}
        </Button>
      ) : null}
      {comments.canReply ? (
        <ReplyForm onSubmit={comments.addReply} isAdding={comments.isAdding} error={comments.addError?.message} />
      ) : post.canComment === false ? (
        <p className={styles.muted}>{FEATURE_MESSAGES.commentsTurnedOff}</p>
      ) : null}
    </div>
  );
}

function FeaturedItem({ comment, now }: { comment: FeaturedComment; now: number }) {
  const name = featuredCommentAuthorName(comment);
  return (
    <li className={styles.reply}>
      <div className={styles.replyHeader}>
        <span className={styles.author}>{name}</span>
        {comment.dateCreated ? (
          <time className={styles.muted} dateTime={comment.dateCreated}>
            {relativeTime(comment.dateCreated, now)}
          </time>
        ) : null}
      </div>
      <SafeHtml html={comment.body ?? ''} />
    </li>
  );
}

interface ReplyItemProps {
  readonly reply: Post;
  readonly thread: CommentsThread;
  readonly viewer: PostViewer | undefined;
  readonly now: number;
  readonly isReported: boolean;
  readonly actions: ReactNode;
}

function ReplyItem({ reply, thread, viewer, now, isReported, actions }: ReplyItemProps) {
  const { toggleLike, isPending } = useReplyActions(thread, reply, viewer);
  const likes = reply.likeCount ?? 0;
  const name = reply.author?.name ?? '';
  return (
    <li className={styles.reply}>
      <div className={styles.replyHeader}>
        <span className={styles.author}>{name}</span>
        <time className={styles.muted} dateTime={reply.dateCreated}>
          {relativeTime(reply.dateCreated, now)}
        </time>
        {isReported ? <span className={styles.reported}>{FEATURE_MESSAGES.commentReported}</span> : null}
        {actions ? <div className={styles.actionsSlot}>{actions}</div> : null}
      </div>
      <SafeHtml html={reply.body} />
      <div className={styles.likeRow}>
        <ToggleButton className={styles.textButton} isSelected={reply.userHasLiked === true} onChange={() => void toggleLike()} isDisabled={isPending}>
          {FEATURE_MESSAGES.commentLike}
        </ToggleButton>
        <span className={styles.muted}>{likes === 1 ? FEATURE_MESSAGES.commentLikeCountOne : fill(FEATURE_MESSAGES.commentLikeCount, likes)}</span>
      </div>
    </li>
  );
}

interface ReplyFormProps {
  readonly onSubmit: (body: string) => Promise<{ readonly ok: boolean } | undefined>;
  readonly isAdding: boolean;
  readonly error: string | undefined;
}

function ReplyForm({ onSubmit, isAdding, error }: ReplyFormProps) {
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || isAdding) return;
    const result = await onSubmit(text);
    // A failed reply keeps what was typed, to send again.
    if (result?.ok === true) setText('');
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <TextInput label={FEATURE_MESSAGES.commentFieldLabel} value={text} onChange={setText} isMultiline />
      <AlertText message={error} />
      <div className={styles.formActions}>
        <Button type="submit" className={button} isDisabled={isAdding || text.trim() === ''}>
          {FEATURE_MESSAGES.commentSubmit}
        </Button>
      </div>
    </form>
  );
}

