import type { posts } from '@ypo/sdk';
import { EMPTY_ID } from '../impersonation/impersonation';

/** A post or a reply of the contract (spec 001 §3). */
export type Post = posts.components['schemas']['Post'];

/** The fields of a post or reply that the feed rules read; an SDK `Post` fits. */
export type PostFacts = Pick<Post, 'id' | 'communityId'> &
  Partial<
    Pick<Post, 'parentPostId' | 'canEdit' | 'canComment' | 'isPendingModeration' | 'hasBeenMarkedInappropriate' | 'isConfirmedInappropriate' | 'mentions'>
  >;

/** Who is looking, in the community of the post. */
export interface PostViewer {
  /** The viewer's member id (the impersonated member's while impersonating). */
  readonly personId: string;
  /** The viewer belongs to the community of the post. */
  readonly isMember: boolean;
  /** The viewer administers the community of the post. */
  readonly isCommunityAdmin: boolean;
  /** The community's activity is moderated (`isActivityModerated`). */
  readonly isActivityModerated: boolean;
}

/**
 * An action on a post, or on a reply (comments mirror the post actions as replies, spec 001 §6):
 * the spec's edit, copy link, hide, delete, inappropriate, mention removal and show (approve a
 * moderated post); an admin's confirm or reject of an inappropriate report; turning comments on or
 * off; and replying.
 */
export type PostAction =
  | 'edit'
  | 'copyLink'
  | 'hide'
  | 'delete'
  | 'inappropriate'
  | 'removeMention'
  | 'show'
  | 'confirmInappropriate'
  | 'rejectInappropriate'
  | 'toggleComments'
  | 'reply';

/** Every {@link PostAction}, in the order a post's menu lists them. */
export const POST_ACTIONS: readonly PostAction[] = [
  'edit',
  'copyLink',
  'hide',
  'delete',
  'inappropriate',
  'removeMention',
  'show',
  'confirmInappropriate',
  'rejectInappropriate',
  'toggleComments',
  'reply',
];

/** Why an action is refused. */
export type PostActionDenial =
  /** The viewer does not see the post (not a member, pending approval, confirmed inappropriate). */
  | 'notVisible'
  /** The viewer lacks the permission (not the author, not an admin). */
  | 'notPermitted'
  /** A change to the post is still being saved (spec 001 §4: editing is blocked meanwhile). */
  | 'changePending'
  /** Approving needs a post that waits for moderation. */
  | 'notPending'
  /** The post waits for moderation, so it cannot be shared, reported or replied to yet. */
  | 'pendingModeration'
  /** No open inappropriate report to confirm or reject. */
  | 'notReported'
  /** The viewer is not mentioned in the post. */
  | 'notMentioned'
  /** Comments are turned off for the post. */
  | 'commentsOff'
  /** The action is for top-level posts only, not for replies. */
  | 'isReply'
  /** An action this version does not know. */
  | 'unknownAction';

/** What {@link decidePostAction} answers. */
export type PostActionDecision = { readonly allowed: true } | { readonly allowed: false; readonly reason: PostActionDenial };

/** Client-side state of the post besides the server's answer. */
export interface PostActionContext {
  /** A change to this post is being saved (an edit, a hide, a like, a comment toggle). */
  readonly hasPendingChange?: boolean;
}

const ALLOW: PostActionDecision = { allowed: true };
const deny = (reason: PostActionDenial): PostActionDecision => ({ allowed: false, reason });

/** Whether `post` is a reply (it has a parent post; a top-level post has the all-zero id there). */
export function isReply(post: PostFacts): boolean {
  return typeof post.parentPostId === 'string' && post.parentPostId !== '' && post.parentPostId !== EMPTY_ID;
}

/**
 * Whether the viewer sees the post (spec 001 §4): members only; posts pending moderation reach
 * non-admins only after approval; a confirmed inappropriate post is gone for everyone.
 */
export function isPostVisible(post: PostFacts, viewer: PostViewer): boolean {
  if (!viewer.isMember || viewer.personId === '' || post.isConfirmedInappropriate === true) return false;
  return post.isPendingModeration !== true || viewer.isCommunityAdmin;
}

const isAuthor = (post: PostFacts) => post.canEdit === true;
const isMentioned = (post: PostFacts, viewer: PostViewer) =>
  (post.mentions ?? []).some((person) => person.id.toLowerCase() === viewer.personId.toLowerCase());
const hasOpenReport = (post: PostFacts) => post.hasBeenMarkedInappropriate === true && post.isConfirmedInappropriate !== true;

/**
 * Whether `viewer` may take `action` on `post` (spec 001 §4, §6). Deny by default: only the cases
 * below allow, anything else (an unknown action, a viewer outside the community) is refused.
 */
export function decidePostAction(action: PostAction, post: PostFacts, viewer: PostViewer, context: PostActionContext = {}): PostActionDecision {
  if (!isPostVisible(post, viewer)) return deny('notVisible');
  const isPending = post.isPendingModeration === true;
  switch (action) {
    // Hide is the default action: every viewer may take the post out of their own feed.
    case 'hide':
      return ALLOW;
    case 'copyLink':
      // A post waiting for approval has no link others could open yet.
      return isPending ? deny('pendingModeration') : ALLOW;
    case 'edit':
      if (!isAuthor(post)) return deny('notPermitted');
      return context.hasPendingChange === true ? deny('changePending') : ALLOW;
    case 'toggleComments':
      if (isReply(post)) return deny('isReply');
      if (!isAuthor(post)) return deny('notPermitted');
      return context.hasPendingChange === true ? deny('changePending') : ALLOW;
    case 'delete':
      return isAuthor(post) || viewer.isCommunityAdmin ? ALLOW : deny('notPermitted');
    case 'inappropriate':
      if (isAuthor(post)) return deny('notPermitted');
      return isPending ? deny('pendingModeration') : ALLOW;
    case 'removeMention':
      return isMentioned(post, viewer) ? ALLOW : deny('notMentioned');
    case 'show':
      if (!viewer.isCommunityAdmin) return deny('notPermitted');
      return isPending ? ALLOW : deny('notPending');
    case 'confirmInappropriate':
    case 'rejectInappropriate':
      if (!viewer.isCommunityAdmin) return deny('notPermitted');
      return hasOpenReport(post) ? ALLOW : deny('notReported');
    case 'reply':
      if (isReply(post)) return deny('isReply');
      if (isPending) return deny('pendingModeration');
      return post.canComment === false ? deny('commentsOff') : ALLOW;
    default:
      return deny('unknownAction');
  }
}

/** The actions `viewer` may take on `post`, in menu order ({@link POST_ACTIONS}). */
export function postActionsFor(post: PostFacts, viewer: PostViewer, context: PostActionContext = {}): PostAction[] {
  return POST_ACTIONS.filter((action) => decidePostAction(action, post, viewer, context).allowed);
}

/**
 * Whom a hide removes the post for (spec 001 §4): a community admin's hide in a moderated community
 * hides it for everyone (`markModeratedPostAsHidden`); anyone else's only from their own feed (`hide`).
 */
export function hideScope(viewer: PostViewer): 'self' | 'everyone' {
  return viewer.isCommunityAdmin && viewer.isActivityModerated ? 'everyone' : 'self';
}
