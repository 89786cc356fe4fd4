import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GROUP_MEMBER_ACTIONS,
  GROUP_OWNER_ACTIONS,
  clampPowerLevel,
  groupActionRefusal,
  groupActionsFor,
  groupExitPlan,
  groupName,
  groupOwner,
  groupOwners,
  groupParticipants,
  isPowerLevel,
  powerLevel,
  validateGroupForm,
  type GroupAction,
  type GroupMember,
  type GroupRoom,
} from './groups';

const id = (n: number) => `5d1f6a2e-3c4b-4f7a-9e21-${String(n).padStart(12, '0')}`;
const chat = (n: number) => `@${id(n)}:ypo`;
const OWNER = chat(1);
const MEMBER = chat(2);
const INVITED = chat(3);
const STRANGER = chat(9);
const SIGNED_IN = { accessToken: 'token', memberId: id(1) };
const member = (userId: string, powerLevel: number, membership: GroupMember['membership'] = 'join'): GroupMember => ({ userId, powerLevel, membership });
const GROUP: GroupRoom = { members: [member(OWNER, 100), member(MEMBER, 0), member(INVITED, 0, 'invite')] };

describe('group name (spec 002 §8: max 25)', () => {
  it.each([
    ['Harbor crew', []],
    ['x'.repeat(25), []],
    [`  ${'x'.repeat(25)}  `, []],
    ['x'.repeat(26), ['A group name can have at most 25 characters.']],
    ['', ['Enter a group name.']],
    ['   ', ['Enter a group name.']],
    [undefined, ['Enter a group name.']],
  ])('%j -> %j', (value, expected) => {
    expect(groupName(value)).toEqual(expected);
  });
});

describe('group participants (spec 002 §8: max 250, the owner included)', () => {
  const chosen = (count: number) => Array.from({ length: count }, (_, index) => id(index + 2));
  it.each([
    [chosen(1), []],
    [chosen(249), []],
    [chosen(250), ['A group can have at most 250 participants, you included.']],
    [[], ['Add at least one participant.']],
    [undefined, ['Add at least one participant.']],
    [[id(2), chat(2), id(2).toUpperCase()], []],
    [[id(2), 'not a member'], ['A participant is not a member of the network.']],
    [[id(2), 7], ['A participant is not a member of the network.']],
  ])('%#', (value, expected) => {
    expect(groupParticipants(value)).toEqual(expected);
  });

  it('validates the new-group form', () => {
    expect(validateGroupForm({ name: 'Harbor crew', participants: [id(2), id(3)] })).toEqual({ isValid: true, errors: {} });
    expect(validateGroupForm({ name: 'x'.repeat(26), participants: [] })).toEqual({
      isValid: false,
      errors: { name: ['A group name can have at most 25 characters.'], participants: ['Add at least one participant.'] },
    });
  });
});

describe('power levels (spec 002 §8: 0 to 100)', () => {
  it.each([
    [0, true],
    [50, true],
    [100, true],
    [101, false],
    [-1, false],
    [12.5, false],
    ['50', false],
    [Number.NaN, false],
  ])('%j is a power level: %s', (value, expected) => {
    expect(isPowerLevel(value)).toBe(expected);
    expect(powerLevel(value)).toEqual(expected ? [] : ['A power level is a whole number from 0 to 100.']);
  });

  it('clamps whatever a room says into a whole number from 0 to 100 (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null)), (value) => {
        const level = clampPowerLevel(value);
        expect(isPowerLevel(level)).toBe(true);
        if (isPowerLevel(value)) expect(level).toBe(value);
      }),
    );
    expect([clampPowerLevel(150), clampPowerLevel(-3), clampPowerLevel('75'), clampPowerLevel(99.9), clampPowerLevel(undefined)]).toEqual([100, 0, 75, 99, 0]);
  });
});

describe('the owner (spec 002 §4: the member whose power level is at the maximum)', () => {
  it('is the joined member at the maximum', () => {
    expect(groupOwners(GROUP)).toEqual([OWNER]);
    expect(groupOwner(GROUP)).toBe(OWNER);
  });
  it('counts joined members only: an invited member at 100 is not an owner yet', () => {
    expect(groupOwners({ members: [member(OWNER, 50), member(INVITED, 100, 'invite')] })).toEqual([OWNER]);
  });
  it('makes every tied member an owner, and names the one whose id sorts first', () => {
    const tied: GroupRoom = { members: [member(MEMBER, 100), member(OWNER, 100), member(INVITED, 10)] };
    expect(groupOwners(tied)).toEqual([MEMBER, OWNER]);
    expect(groupOwner(tied)).toBe(OWNER);
  });
  it('has none when nobody is above the default level (the owner left), and none in a one-to-one conversation', () => {
    expect(groupOwners({ members: [member(MEMBER, 0), member(INVITED, 0)] })).toEqual([]);
    expect(groupOwners({ members: [member(MEMBER, 50), member(INVITED, 50)], usersDefault: 50 })).toEqual([]);
    expect(groupOwner({ members: [] })).toBeNull();
    expect(groupOwners({ ...GROUP, isDirect: true })).toEqual([]);
  });
  it('is always a joined member at the highest level of any joined member (property)', () => {
    const members = fc.uniqueArray(fc.record({ n: fc.integer({ min: 1, max: 40 }), powerLevel: fc.integer({ min: -10, max: 120 }), join: fc.boolean() }), {
      selector: (m) => m.n,
      maxLength: 12,
    });
    fc.assert(
      fc.property(members, (list) => {
        const group: GroupRoom = { members: list.map((m) => member(chat(m.n), m.powerLevel, m.join ? 'join' : 'invite')) };
        const owners = groupOwners(group);
        const joinedLevels = list.filter((m) => m.join).map((m) => clampPowerLevel(m.powerLevel));
        for (const owner of owners) {
          const m = group.members.find((candidate) => candidate.userId === owner)!;
          expect(m.membership).toBe('join');
          expect(clampPowerLevel(m.powerLevel)).toBe(Math.max(...joinedLevels));
        }
        expect(owners.length > 0).toBe(joinedLevels.length > 0 && Math.max(...joinedLevels) > 0);
        const owner = groupOwner(group);
        expect(owner === null ? owners.length === 0 : owners.includes(owner)).toBe(true);
      }),
    );
  });
});

describe('who may do what (spec 002 §4: owners delete, rename and manage; others leave)', () => {
  it('gives the owner rename, delete, invite and kick; a member leave; anyone else nothing', () => {
    expect(groupActionsFor(GROUP, OWNER)).toEqual(['rename', 'delete', 'invite', 'kick']);
    expect(groupActionsFor(GROUP, MEMBER)).toEqual(['leave']);
    expect(groupActionsFor(GROUP, INVITED)).toEqual([]);
    expect(groupActionsFor(GROUP, STRANGER)).toEqual([]);
    expect(groupActionsFor({ ...GROUP, isDirect: true }, OWNER)).toEqual(['leave']);
  });

  const ALL: GroupAction[] = ['rename', 'delete', 'invite', 'kick', 'leave'];
  it.each([
    [OWNER, { rename: null, delete: null, invite: null, kick: null, leave: 'The group owner cannot leave the group: delete it instead.' }],
    [MEMBER, { rename: 'Only the group owner can do this.', delete: 'Only the group owner can do this.', invite: 'Only the group owner can do this.', kick: 'Only the group owner can do this.', leave: null }],
    [STRANGER, Object.fromEntries(ALL.map((a) => [a, 'You are not a member of this conversation.']))],
  ])('%s: the refusal of each action', (viewer, expected) => {
    const context = { target: chat(4), credentials: SIGNED_IN };
    const target = (action: GroupAction) => (action === 'kick' ? MEMBER : chat(4));
    expect(Object.fromEntries(ALL.map((action) => [action, groupActionRefusal(GROUP, viewer, action, { ...context, target: target(action) })]))).toEqual(expected);
  });

  it("agrees with groupActionsFor on who may do what (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(OWNER, MEMBER, INVITED, STRANGER), fc.constantFrom(...ALL), fc.boolean(), (viewer, action, isDirect) => {
        const group = { ...GROUP, isDirect };
        const refusal = groupActionRefusal(group, viewer, action, { target: action === 'kick' ? MEMBER : chat(4), credentials: SIGNED_IN });
        expect(refusal === null).toBe(groupActionsFor(group, viewer).includes(action));
      }),
    );
  });

  it("refuses an invite without a login: 'Must be logged in to connect.' (spec 002 §8)", () => {
    expect(groupActionRefusal(GROUP, OWNER, 'invite', { target: chat(4) })).toBe('Must be logged in to connect.');
    expect(groupActionRefusal(GROUP, OWNER, 'invite', { target: chat(4), credentials: { accessToken: null, memberId: id(1) } })).toBe('Must be logged in to connect.');
  });

  it('refuses inviting someone already in (invited too), an invalid id, and a 251st participant', () => {
    expect(groupActionRefusal(GROUP, OWNER, 'invite', { target: INVITED, credentials: SIGNED_IN })).toBe('This member is already in the conversation.');
    expect(groupActionRefusal(GROUP, OWNER, 'invite', { target: id(4), credentials: SIGNED_IN })).toBe('A participant is not a member of the network.');
    const full = (count: number): GroupRoom => ({ members: [member(OWNER, 100), ...Array.from({ length: count - 1 }, (_, i) => member(chat(i + 10), 0))] });
    expect(groupActionRefusal(full(249), OWNER, 'invite', { target: chat(5), credentials: SIGNED_IN })).toBeNull();
    expect(groupActionRefusal(full(250), OWNER, 'invite', { target: chat(5), credentials: SIGNED_IN })).toBe('A group can have at most 250 participants, you included.');
  });

  it('refuses removing an owner or someone not in the group; an invitation may be withdrawn', () => {
    const tied: GroupRoom = { members: [member(OWNER, 100), member(MEMBER, 100)] };
    expect(groupActionRefusal(tied, OWNER, 'kick', { target: MEMBER })).toBe('The group owner cannot be removed.');
    expect(groupActionRefusal(GROUP, OWNER, 'kick', { target: STRANGER })).toBe('This member is not in the conversation.');
    expect(groupActionRefusal(GROUP, OWNER, 'kick', { target: INVITED })).toBeNull();
  });

  it('refuses everything but leaving in a one-to-one conversation', () => {
    const direct = { ...GROUP, isDirect: true };
    expect(groupActionRefusal(direct, OWNER, 'rename')).toBe('This conversation is between two members: it can only be left.');
    expect(groupActionRefusal(direct, OWNER, 'leave')).toBeNull();
  });

  it('lists the action sets', () => {
    expect(GROUP_OWNER_ACTIONS).toEqual(['rename', 'delete', 'invite', 'kick']);
    expect(GROUP_MEMBER_ACTIONS).toEqual(['leave']);
  });
});

describe('deleting and leaving (leave and forget)', () => {
  it('deletes by removing every other member, invitations too, then leaving and forgetting', () => {
    expect(groupExitPlan(GROUP, OWNER, 'delete')).toEqual([{ kind: 'kick', userId: MEMBER }, { kind: 'kick', userId: INVITED }, { kind: 'leaveAndForget' }]);
  });
  it('leaves tied owners in place (the homeserver refuses to remove an equal)', () => {
    const tied: GroupRoom = { members: [member(OWNER, 100), member(MEMBER, 100), member(INVITED, 0, 'invite')] };
    expect(groupExitPlan(tied, OWNER, 'delete')).toEqual([{ kind: 'kick', userId: INVITED }, { kind: 'leaveAndForget' }]);
  });
  it('leaves by leaving and forgetting', () => {
    expect(groupExitPlan(GROUP, MEMBER, 'leave')).toEqual([{ kind: 'leaveAndForget' }]);
  });
});
