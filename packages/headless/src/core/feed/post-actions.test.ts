import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  POST_ACTIONS,
  decidePostAction,
  hideScope,
  isPostVisible,
  isReply,
  postActionsFor,
  type PostAction,
  type PostActionContext,
  type PostActionDecision,
  type PostFacts,
  type PostViewer,
} from './post-actions';

// ---------------------------------------------------------------------------------------------
// Test data: one viewer (Amara), her posts and others', in a community she belongs to.
// ---------------------------------------------------------------------------------------------

const ME = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const OTHER = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const COMMUNITY = '00000000-0000-4000-8000-00000000c101';
const PARENT = '9a000000-0000-4000-8000-000000000001';

const MEMBER: PostViewer = { personId: ME, isMember: true, isCommunityAdmin: false, isActivityModerated: false };
const ADMIN: PostViewer = { ...MEMBER, isCommunityAdmin: true };
const MODERATOR: PostViewer = { ...ADMIN, isActivityModerated: true };
const OUTSIDER: PostViewer = { ...MEMBER, isMember: false };
const NOBODY: PostViewer = { ...MEMBER, personId: '' };

/** A top-level post by someone else, approved, unreported, open to comments. */
function post(overrides: Partial<PostFacts> = {}): PostFacts {
  return {
    id: '9a000000-0000-4000-8000-0000000000aa',
    communityId: COMMUNITY,
    parentPostId: '00000000-0000-0000-0000-000000000000',
    canEdit: false,
    canComment: true,
    isPendingModeration: false,
    hasBeenMarkedInappropriate: false,
    isConfirmedInappropriate: false,
    mentions: [],
    ...overrides,
  };
}

const OWN = post({ canEdit: true });
const PENDING = post({ isPendingModeration: true });
const OWN_PENDING = post({ canEdit: true, isPendingModeration: true });
const REPORTED = post({ hasBeenMarkedInappropriate: true });
const CONFIRMED = post({ hasBeenMarkedInappropriate: true, isConfirmedInappropriate: true });
const MENTIONING_ME = post({ mentions: [{ id: ME.toUpperCase(), firstName: 'Amara', lastName: 'Okafor' }] });
const MENTIONING_OTHER = post({ mentions: [{ id: OTHER, firstName: 'Bruno', lastName: 'Lindqvist' }] });
const NO_COMMENTS = post({ canComment: false });
const REPLY = post({ parentPostId: PARENT });
const OWN_REPLY = post({ parentPostId: PARENT, canEdit: true });

const ALLOW: PostActionDecision = { allowed: true };
const deny = (reason: Extract<PostActionDecision, { allowed: false }>['reason']): PostActionDecision => ({ allowed: false, reason });
const PENDING_CHANGE: PostActionContext = { hasPendingChange: true };

// ---------------------------------------------------------------------------------------------
// The decision table (spec 001 §4, §6).
// ---------------------------------------------------------------------------------------------

type Row = [label: string, action: PostAction, post: PostFacts, viewer: PostViewer, expected: PostActionDecision, context?: PostActionContext];

const TABLE: Row[] = [
  // Visibility first: nothing for those who do not see the post.
  ['a non-member may not even hide', 'hide', post(), OUTSIDER, deny('notVisible')],
  ['a viewer without an id gets nothing', 'hide', post(), NOBODY, deny('notVisible')],
  ['a pending post is invisible to a member', 'hide', PENDING, MEMBER, deny('notVisible')],
  ['a pending post is invisible to its own author until approved', 'edit', OWN_PENDING, MEMBER, deny('notVisible')],
  ['a confirmed inappropriate post is gone, even for admins', 'delete', CONFIRMED, ADMIN, deny('notVisible')],
  // hide: the default action.
  ['a member hides any post', 'hide', post(), MEMBER, ALLOW],
  ['an author hides their own post', 'hide', OWN, MEMBER, ALLOW],
  ['an admin hides a pending post', 'hide', PENDING, ADMIN, ALLOW],
  ['a member hides a reply', 'hide', REPLY, MEMBER, ALLOW],
  // copy link
  ['a member copies the link', 'copyLink', post(), MEMBER, ALLOW],
  ['no link of a pending post', 'copyLink', PENDING, ADMIN, deny('pendingModeration')],
  ['a member copies the link of a reply', 'copyLink', REPLY, MEMBER, ALLOW],
  // edit: the author, and not while a change is pending.
  ['the author edits', 'edit', OWN, MEMBER, ALLOW],
  ['the author may not edit while a change is pending', 'edit', OWN, MEMBER, deny('changePending'), PENDING_CHANGE],
  ['a member may not edit another member\'s post', 'edit', post(), MEMBER, deny('notPermitted')],
  ['an admin may not edit another member\'s post', 'edit', post(), ADMIN, deny('notPermitted')],
  ['the author edits a reply', 'edit', OWN_REPLY, MEMBER, ALLOW],
  ['the author may not edit a reply while a change is pending', 'edit', OWN_REPLY, MEMBER, deny('changePending'), PENDING_CHANGE],
  // comments on or off: the author, top-level posts only.
  ['the author turns comments off', 'toggleComments', OWN, MEMBER, ALLOW],
  ['no comment toggle while a change is pending', 'toggleComments', OWN, MEMBER, deny('changePending'), PENDING_CHANGE],
  ['a member may not toggle comments of another post', 'toggleComments', post(), ADMIN, deny('notPermitted')],
  ['replies have no comment toggle', 'toggleComments', OWN_REPLY, MEMBER, deny('isReply')],
  // delete: the author or an admin.
  ['the author deletes', 'delete', OWN, MEMBER, ALLOW],
  ['an admin deletes any post', 'delete', post(), ADMIN, ALLOW],
  ['an admin deletes a pending post', 'delete', PENDING, ADMIN, ALLOW],
  ['a member may not delete another member\'s post', 'delete', post(), MEMBER, deny('notPermitted')],
  ['the author deletes a reply', 'delete', OWN_REPLY, MEMBER, ALLOW],
  ['a member may not delete another member\'s reply', 'delete', REPLY, MEMBER, deny('notPermitted')],
  // inappropriate: anyone but the author, on an approved post.
  ['a member reports a post', 'inappropriate', post(), MEMBER, ALLOW],
  ['a member reports a reply', 'inappropriate', REPLY, MEMBER, ALLOW],
  ['an author may not report their own post', 'inappropriate', OWN, MEMBER, deny('notPermitted')],
  ['a pending post is moderated, not reported', 'inappropriate', PENDING, ADMIN, deny('pendingModeration')],
  // mention removal: the mentioned member only.
  ['a mentioned member removes the mention (ids compared without case)', 'removeMention', MENTIONING_ME, MEMBER, ALLOW],
  ['a member not mentioned may not remove mentions', 'removeMention', MENTIONING_OTHER, MEMBER, deny('notMentioned')],
  ['an admin not mentioned may not remove mentions', 'removeMention', MENTIONING_OTHER, ADMIN, deny('notMentioned')],
  ['no mentions at all', 'removeMention', post({ mentions: undefined }), MEMBER, deny('notMentioned')],
  // show (moderated): an admin approves a pending post.
  ['an admin approves a pending post', 'show', PENDING, ADMIN, ALLOW],
  ['an admin of a moderated community approves a pending post', 'show', PENDING, MODERATOR, ALLOW],
  ['nothing to approve on an approved post', 'show', post(), ADMIN, deny('notPending')],
  ['a member never approves', 'show', post(), MEMBER, deny('notPermitted')],
  // confirm or reject a report: admins, open reports only.
  ['an admin confirms a report', 'confirmInappropriate', REPORTED, ADMIN, ALLOW],
  ['an admin rejects a report', 'rejectInappropriate', REPORTED, ADMIN, ALLOW],
  ['an admin confirms a reported reply', 'confirmInappropriate', post({ parentPostId: PARENT, hasBeenMarkedInappropriate: true }), ADMIN, ALLOW],
  ['no report to confirm', 'confirmInappropriate', post(), ADMIN, deny('notReported')],
  ['no report to reject', 'rejectInappropriate', post(), ADMIN, deny('notReported')],
  ['a member may not confirm a report', 'confirmInappropriate', REPORTED, MEMBER, deny('notPermitted')],
  ['a member may not reject a report', 'rejectInappropriate', REPORTED, MEMBER, deny('notPermitted')],
  // reply
  ['a member replies', 'reply', post(), MEMBER, ALLOW],
  ['comments off: no reply', 'reply', NO_COMMENTS, ADMIN, deny('commentsOff')],
  ['no reply before approval', 'reply', PENDING, ADMIN, deny('pendingModeration')],
  ['replies are not replied to', 'reply', REPLY, MEMBER, deny('isReply')],
  ['canComment missing counts as on (the draft default is true)', 'reply', post({ canComment: undefined }), MEMBER, ALLOW],
  // deny by default
  ['an unknown action is refused', 'pin' as PostAction, OWN, ADMIN, deny('unknownAction')],
];

describe('decidePostAction (spec 001 §4, §6)', () => {
  it.each(TABLE)('%s', (_label, action, subject, viewer, expected, context) => {
    expect(decidePostAction(action, subject, viewer, context)).toEqual(expected);
  });

  it('covers every action in the table, allowed and refused', () => {
    for (const action of POST_ACTIONS) {
      const rows = TABLE.filter((row) => row[1] === action);
      expect(rows.some((row) => row[4].allowed), `${action} allowed somewhere`).toBe(true);
      expect(rows.some((row) => !row[4].allowed), `${action} refused somewhere`).toBe(true);
    }
  });

  it('never allows anything to a viewer who does not see the post (property)', () => {
    const facts = fc.record({
      canEdit: fc.option(fc.boolean(), { nil: undefined }),
      canComment: fc.option(fc.boolean(), { nil: undefined }),
      isPendingModeration: fc.option(fc.boolean(), { nil: undefined }),
      hasBeenMarkedInappropriate: fc.option(fc.boolean(), { nil: undefined }),
      isConfirmedInappropriate: fc.option(fc.boolean(), { nil: undefined }),
      parentPostId: fc.constantFrom(undefined, '', '00000000-0000-0000-0000-000000000000', PARENT),
    });
    const viewers = fc.record({
      personId: fc.constantFrom('', ME),
      isMember: fc.boolean(),
      isCommunityAdmin: fc.boolean(),
      isActivityModerated: fc.boolean(),
    });
    fc.assert(
      fc.property(facts, viewers, fc.constantFrom(...POST_ACTIONS), fc.boolean(), (extra, viewer, action, hasPendingChange) => {
        const subject = post(extra);
        const decision = decidePostAction(action, subject, viewer, { hasPendingChange });
        if (!isPostVisible(subject, viewer)) expect(decision).toEqual(deny('notVisible'));
        if (decision.allowed && action === 'edit') expect(subject.canEdit === true && !hasPendingChange).toBe(true);
        if (decision.allowed && ['show', 'confirmInappropriate', 'rejectInappropriate'].includes(action)) expect(viewer.isCommunityAdmin).toBe(true);
      }),
    );
  });
});

describe('postActionsFor', () => {
  it.each<[string, PostFacts, PostViewer, PostAction[], PostActionContext?]>([
    ['a member on another member\'s post', post(), MEMBER, ['copyLink', 'hide', 'inappropriate', 'reply']],
    ['the author on their own post', OWN, MEMBER, ['edit', 'copyLink', 'hide', 'delete', 'toggleComments', 'reply']],
    ['the author while a change is pending', OWN, MEMBER, ['copyLink', 'hide', 'delete', 'reply'], PENDING_CHANGE],
    ['an admin on a pending post', PENDING, ADMIN, ['hide', 'delete', 'show']],
    ['an admin on a reported post', REPORTED, ADMIN, ['copyLink', 'hide', 'delete', 'inappropriate', 'confirmInappropriate', 'rejectInappropriate', 'reply']],
    ['a mentioned member', MENTIONING_ME, MEMBER, ['copyLink', 'hide', 'inappropriate', 'removeMention', 'reply']],
    ['a member on a reply (the post actions, mirrored)', REPLY, MEMBER, ['copyLink', 'hide', 'inappropriate']],
    ['the author of a reply', OWN_REPLY, MEMBER, ['edit', 'copyLink', 'hide', 'delete']],
    ['a non-member', post(), OUTSIDER, []],
  ])('%s', (_label, subject, viewer, actions, context) => {
    expect(postActionsFor(subject, viewer, context)).toEqual(actions);
  });
});

describe('isReply and hideScope', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['00000000-0000-0000-0000-000000000000', false],
    [PARENT, true],
  ])('parentPostId %j is a reply: %s', (parentPostId, expected) => {
    expect(isReply(post({ parentPostId }))).toBe(expected);
  });

  it.each([
    ['a member', MEMBER, 'self'],
    ['an admin of an unmoderated community', ADMIN, 'self'],
    ['a member of a moderated community', { ...MEMBER, isActivityModerated: true }, 'self'],
    ['an admin of a moderated community', MODERATOR, 'everyone'],
  ] as const)('%s hides for %s', (_label, viewer, scope) => {
    expect(hideScope(viewer)).toBe(scope);
  });
});
