import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { FEATURE_MESSAGES } from '../feature-messages';
import { networkAdminPanelsReducer, type NetworkAdminPanelsAction, type NetworkAdminPanelsState } from './admin-panels';
import { EMPTY_BULK_INVITE, bulkInviteErrors, bulkInviteReducer, canSendBulkInvite, inviteOutcomeOf, notProfileEmailsOf, parseInviteEmails, type BulkInviteAction } from './invites';
import { isJoinAnswer, isLastAdminChange, membershipStateOf } from './join';
import { NETWORK_LANDING_TYPES, isConsolidatedCommunity, networkLandingTypeOf, networkTypeCounts, networksOfType } from './network-landing';

const networks = [
  { name: 'Family Business Network', networkType: 'FAMILY' },
  { name: 'Maritime Trade Network', networkType: 'BUSINESS' },
  { name: 'Agritech Founders Network', networkType: 'BUSINESS' },
  { name: 'Impact Investing Network', networkType: 'IMPACT' },
];

describe('network landing types', () => {
  it('are the spec\'s five, in its order', () => {
    expect(NETWORK_LANDING_TYPES).toEqual(['ALL', 'BUSINESS', 'FAMILY', 'PERSONAL', 'IMPACT']);
  });

  it.each([
    ['ALL', 4],
    ['BUSINESS', 2],
    ['FAMILY', 1],
    ['PERSONAL', 0],
    ['IMPACT', 1],
  ] as const)('%s shows %i networks', (type, count) => {
    expect(networksOfType(networks, type)).toHaveLength(count);
    expect(networkTypeCounts(networks)[type]).toBe(count);
  });

  it.each([
    ['business', 'BUSINESS'],
    [' Impact ', 'IMPACT'],
    ['other', 'ALL'],
    [undefined, 'ALL'],
    [3, 'ALL'],
  ])('reads %j as %s', (value, type) => {
    expect(networkLandingTypeOf(value)).toBe(type);
  });
});

describe('the network consolidated community', () => {
  it.each([
    ['YPO Networks', 'ypo networks', true],
    ['YPO NETWORKS ', 'YPO Networks', true],
    ['YPO Networks', 'YPO Network', false],
    ['', '', false],
    [null, 'YPO Networks', false],
  ])('%j against %j: %s', (name, consolidated, expected) => {
    expect(isConsolidatedCommunity(name, consolidated)).toBe(expected);
  });
});

describe('network admin panels', () => {
  const cases: [NetworkAdminPanelsState, NetworkAdminPanelsAction, NetworkAdminPanelsState][] = [
    [null, { type: 'open', panel: 'requestedMembers' }, 'requestedMembers'],
    ['requestedMembers', { type: 'open', panel: 'inviteSomeone' }, 'inviteSomeone'],
    ['inviteSomeone', { type: 'toggle', panel: 'inviteSomeone' }, null],
    ['configureGroup', { type: 'toggle', panel: 'manageParticipants' }, 'manageParticipants'],
    ['configureGroup', { type: 'close', panel: 'requestedGroups' }, 'configureGroup'],
    ['configureGroup', { type: 'close', panel: 'configureGroup' }, null],
    ['pendingAssetRequests', { type: 'closeAll' }, null],
    ['requestedGroups', { type: 'open', panel: 'nonsense' as never }, 'requestedGroups'],
  ];
  it.each(cases)('from %j, %j opens %j (one at most)', (state, action, expected) => {
    expect(networkAdminPanelsReducer(state, action)).toBe(expected);
  });
});

describe('bulk invite', () => {
  const run = (...actions: BulkInviteAction[]) => actions.reduce(bulkInviteReducer, EMPTY_BULK_INVITE);

  it.each([
    ['a@x.example, b@y.example;c@z.example', ['a@x.example', 'b@y.example', 'c@z.example']],
    ['  a@x.example\nb@y.example  ', ['a@x.example', 'b@y.example']],
    [' , ; ', []],
  ])('parses %j', (text, emails) => {
    expect(parseInviteEmails(text)).toEqual(emails);
  });

  it('confirms the typed emails with Enter only, each once; invalid ones stay to be corrected', () => {
    const typed = run({ type: 'type', text: 'amara@harbor.example, not-an-email' });
    expect(bulkInviteReducer(typed, { type: 'key', key: 'Tab' })).toBe(typed);
    const confirmed = run({ type: 'type', text: 'amara@harbor.example, not-an-email' }, { type: 'key', key: 'Enter' });
    expect(confirmed).toMatchObject({ emails: ['amara@harbor.example'], draft: 'not-an-email', invalid: ['not-an-email'] });
    expect(bulkInviteErrors(confirmed)).toEqual([MESSAGES.emailInvalid]);
    expect(canSendBulkInvite(confirmed)).toBe(false);

    const fixed = [{ type: 'type', text: 'AMARA@harbor.example bruno@harbor.example' }, { type: 'key', key: 'Enter' }] as const;
    const both = fixed.reduce(bulkInviteReducer, confirmed);
    expect(both.emails).toEqual(['amara@harbor.example', 'bruno@harbor.example']);
    expect(canSendBulkInvite(both)).toBe(true);
    expect(bulkInviteReducer(both, { type: 'reset' })).toEqual(EMPTY_BULK_INVITE);
  });

  it('marks the emails of no member profile until they are removed', () => {
    const state = run({ type: 'type', text: 'a@x.example b@y.example' }, { type: 'key', key: 'Enter' });
    const refused = bulkInviteReducer(state, { type: 'notProfiles', emails: notProfileEmailsOf({ errors: { 'B@Y.example': ['no profile'] } }, state.emails) });
    expect(refused.notProfiles).toEqual(['b@y.example']);
    expect(bulkInviteErrors(refused)).toEqual([FEATURE_MESSAGES.inviteEmailNotAProfile]);
    expect(canSendBulkInvite(refused)).toBe(false);
    const removed = bulkInviteReducer(refused, { type: 'remove', email: 'B@y.example' });
    expect(removed).toMatchObject({ emails: ['a@x.example'], notProfiles: [] });
    expect(canSendBulkInvite(removed)).toBe(true);
  });

  it.each([[undefined], [{}], [{ errors: null }], ['text']])('finds no refused email in %j', (body) => {
    expect(notProfileEmailsOf(body, ['a@x.example'])).toEqual([]);
  });

  it.each([
    [{ success: true, message: 'Invited' }, { kind: 'invited' }],
    [{ success: true, message: FEATURE_MESSAGES.inviteSomeIneligible }, { kind: 'partial', text: FEATURE_MESSAGES.inviteSomeIneligible }],
    [{ success: false, message: FEATURE_MESSAGES.inviteMemberIneligible }, { kind: 'refused', text: 'This member does not meet the eligibility criteria.' }],
    [{ success: false, message: FEATURE_MESSAGES.inviteSomeIneligible }, { kind: 'refused', text: 'Some of the members do not meet the eligibility criteria.' }],
    [{ success: false, message: 'Boom' }, { kind: 'refused', text: 'Error while Inviting' }],
    [{ success: false }, { kind: 'refused', text: 'Error while Inviting' }],
  ])('reads the answer %j as %j', (answer, outcome) => {
    expect(inviteOutcomeOf(answer)).toEqual(outcome);
  });
});

describe('join and resign', () => {
  it.each([
    [{ communityId: 'c401', approvalInProgress: true }, true],
    [{ communityId: 'c401' }, true],
    [{ communityId: '' }, false],
    [{}, false],
    [null, false],
    [undefined, false],
    ['', false],
  ])('an answer %j has data: %s', (answer, expected) => {
    expect(isJoinAnswer(answer)).toBe(expected);
  });

  it.each([
    ['C401', [{ communityId: 'c401' }], [], 'member'],
    ['c401', [], [{ communityId: 'C401', approvalInProgress: true }], 'pending'],
    ['c401', [], [{ communityId: 'c401', approvalInProgress: false }], 'none'],
    ['c401', [{ communityId: 'c402' }], [], 'none'],
  ] as const)('%s with communities %j and requests %j is %s', (id, memberOf, pending, state) => {
    expect(membershipStateOf(id, memberOf, pending)).toBe(state);
  });
});

describe('the last-admin check', () => {
  const admin = (personId: string) => ({ personId, isAdmin: true });
  it.each([
    [[admin('A')], 'a', true],
    [[admin('a'), admin('b')], 'a', false],
    [[admin('a')], 'b', false],
    [[admin('a'), { personId: 'b', isAdmin: false }], 'A', true],
    [[], 'a', false],
  ])('admins %j, removing %s: %s', (admins, memberId, expected) => {
    expect(isLastAdminChange(admins, memberId)).toBe(expected);
  });
});
