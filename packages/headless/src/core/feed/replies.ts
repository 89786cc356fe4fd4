import type { Post } from './post-actions';
import { REPLIES_SHOWN_COLLAPSED } from './post-draft';

// spec 001 §3: a post carries featuredComments (authorFirstName, authorLastName), commentCount,
// userHasCommented and totalCommentedUsers; replies are posts with a parentPostId. §4, §9: 'show
// less' keeps the last 2.

/** A reply shown under a post in the feed (`Post.featuredComments`, spec 001 §3). */
export type FeaturedComment = NonNullable<Post['featuredComments']>[number];

/**
 * The `count` of `listCommentsByPost` that asks for every reply. The contract only says 'number of
 * replies to return'; 0 for all is the sandbox's documented reading (docs/sandbox.md), a count
 * above 0 gives the last `count`.
 */
export const ALL_REPLIES_COUNT = 0;

/** The name a featured comment shows: its author's first and last name (spec 001 §3), trimmed. */
export function featuredCommentAuthorName(comment: Pick<FeaturedComment, 'authorFirstName' | 'authorLastName'>): string {
  return `${comment.authorFirstName.trim()} ${comment.authorLastName.trim()}`.trim();
}

/**
 * A new reply as a featured comment. The reply's `author.name` is the preferred name then the
 * family name (Post.author, our contract extension): the first word is the first name, the rest
 * the last name.
 */
export function featuredCommentOf(reply: Pick<Post, 'id' | 'body' | 'dateCreated' | 'author'>): FeaturedComment {
  const name = (reply.author?.name ?? '').trim();
  const space = name.indexOf(' ');
  return {
    id: reply.id,
    body: reply.body,
    dateCreated: reply.dateCreated,
    authorFirstName: space < 0 ? name : name.slice(0, space),
    authorLastName: space < 0 ? '' : name.slice(space + 1).trim(),
    ...(reply.author ? { author: reply.author } : {}),
  };
}

/**
 * The parent post after the viewer's reply was saved: one more comment, the viewer has commented
 * (a first reply of theirs adds a commenter), and the reply is the newest of the featured comments
 * (the last {@link REPLIES_SHOWN_COLLAPSED}). The input is not modified.
 */
export function withReplyAdded<T extends Post>(parent: T, reply: Pick<Post, 'id' | 'body' | 'dateCreated' | 'author'>): T {
  const wasCommenter = parent.userHasCommented === true;
  const featured = [...(parent.featuredComments ?? []).filter((each) => each.id.toLowerCase() !== reply.id.toLowerCase()), featuredCommentOf(reply)];
  return {
    ...parent,
    commentCount: (parent.commentCount ?? 0) + 1,
    userHasCommented: true,
    totalCommentedUsers: (parent.totalCommentedUsers ?? 0) + (wasCommenter ? 0 : 1),
    featuredComments: featured.slice(-REPLIES_SHOWN_COLLAPSED),
  };
}

/** The replies after one is added: appended (oldest first, as the server lists them), unless it is there already. */
export function withReplyAppended<T extends Pick<Post, 'id'>>(replies: readonly T[] | undefined, reply: T): T[] {
  const list = replies ?? [];
  return list.some((each) => each.id.toLowerCase() === reply.id.toLowerCase()) ? [...list] : [...list, reply];
}

/** How many replies the viewer does not see while the thread shows `shown` of `commentCount`. */
export function hiddenReplyCount(commentCount: number | undefined, shown: number): number {
  return Math.max(0, (commentCount ?? 0) - shown);
}

/**
 * The parent post after one of its replies left the viewer's thread (hidden, deleted, reported):
 * one comment fewer and the reply gone from the featured comments. The input is not modified.
 */
export function withReplyRemoved<T extends Post>(parent: T, replyId: string): T {
  const featured = parent.featuredComments ?? [];
  return {
    ...parent,
    commentCount: Math.max(0, (parent.commentCount ?? 0) - 1),
    featuredComments: featured.filter((each) => each.id.toLowerCase() !== replyId.toLowerCase()),
  };
}
