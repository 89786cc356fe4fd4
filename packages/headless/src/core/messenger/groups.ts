// Groups (spec 002 §4 'The room owner is the member whose power level is at the maximum.', 'Group owners can
// delete, rename and manage the group; others can leave.'; §8 'Group name max 25. Max participants 250. Power
// level 0 to 100. A user must be logged in to connect or invite, otherwise 'Must be logged in to connect.'';
// §9 the same limits). What the spec leaves open is decided here and listed in docs/messenger.md (Rules).
import { maxLength, required, validateForm, type FormValidation, type Validator } from '../validation/validators';
import { isChatUserId, participantMemberId } from './ids';
import { MESSENGER_MESSAGES } from './messages';
import { messengerLoginRefusal, type MessengerCredentials } from './session';

/** The longest group name, in characters (spec 002 §8, §9). */
export const GROUP_NAME_MAX = 25;
/** The most participants a group has, its owner included (spec 002 §8, §9). */
export const GROUP_PARTICIPANTS_MAX = 250;
/** The range of power levels (spec 002 §8, §9). */
export const POWER_LEVEL_RANGE = { min: 0, max: 100 } as const;

/** Whether a value is a power level: a whole number from 0 to 100. */
export const isPowerLevel = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= POWER_LEVEL_RANGE.min && value <= POWER_LEVEL_RANGE.max;

/**
 * A power level from whatever a room's state says: a number (or numeric text, as older rooms have) cut to a
 * whole number and held within 0 to 100; anything else is 0 (Matrix's default for users).
 */
export function clampPowerLevel(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return POWER_LEVEL_RANGE.min;
  return Math.min(POWER_LEVEL_RANGE.max, Math.max(POWER_LEVEL_RANGE.min, Math.trunc(number)));
}

/** A power level given to a member: a whole number from 0 to 100 ('A power level is a whole number from 0 to 100.'). */
export const powerLevel: Validator = (value) => (isPowerLevel(value) ? [] : [MESSENGER_MESSAGES.powerLevelInvalid]);

const groupNameRequired = required(MESSENGER_MESSAGES.groupNameRequired);
const groupNameLength = maxLength(GROUP_NAME_MAX, MESSENGER_MESSAGES.groupNameTooLong);

/** A group's name: required, at most 25 characters once trimmed (spec 002 §8). */
export const groupName: Validator = (value, context) => {
  const missing = groupNameRequired(value, context);
  return missing.length > 0 ? missing : groupNameLength(value, context);
};

/**
 * The participants chosen for a group, the owner not counted (chat user or member ids): at least one,
 * each a chat member, and with the owner at most 250 (spec 002 §8), so at most 249 chosen. The same id
 * twice counts once.
 */
export const groupParticipants: Validator = (value) => {
  const ids = (Array.isArray(value) ? (value as unknown[]) : []).map(participantMemberId);
  if (ids.includes(null)) return [MESSENGER_MESSAGES.groupParticipantInvalid];
  const unique = new Set(ids);
  if (unique.size === 0) return [MESSENGER_MESSAGES.groupParticipantsRequired];
  return unique.size + 1 > GROUP_PARTICIPANTS_MAX ? [MESSENGER_MESSAGES.groupParticipantsTooMany] : [];
};

/** The new-group form: its name and the participants chosen. */
export interface GroupFormValues {
  /** The group's name. */
  readonly name: string;
  /** The participants chosen (chat user or member ids), the owner not among them. */
  readonly participants: readonly string[];
}

/** The new-group form's rules, by field. */
export const GROUP_FORM_RULES = { name: groupName, participants: groupParticipants } as const;

/** Validates the new-group form (name, participants). */
export const validateGroupForm = (values: GroupFormValues): FormValidation<typeof GROUP_FORM_RULES> => validateForm(GROUP_FORM_RULES, values);

/** A member of a group as its state says: the chat user id, its membership, its power level. */
export interface GroupMember {
  /** The chat user id, `@{id}:ypo`. */
  readonly userId: string;
  /** Joined, or invited and not joined yet. */
  readonly membership: 'join' | 'invite';
  /** The power level the room gives this member (users_default when not listed). */
  readonly powerLevel: number;
}

/** A group as its rules need it: its members (joined and invited) and the room's default power level. */
export interface GroupRoom {
  /** Joined and invited members. */
  readonly members: readonly GroupMember[];
  /** The power level of a member the room does not list (Matrix users_default; 0 by default). */
  readonly usersDefault?: number;
  /** A one-to-one conversation rather than a group: no owner, each side may only leave (ours). */
  readonly isDirect?: boolean;
}

/**
 * The owners (spec 002 §4: the member whose power level is at the maximum), among the joined members.
 * Ties (ours): every joined member at the maximum is an owner with the same rights. A group whose
 * maximum is not above its default level (the owner left) has no owner: everyone may only leave. A
 * one-to-one conversation has none either.
 */
export function groupOwners(group: GroupRoom): string[] {
  if (group.isDirect === true) return [];
  const joined = group.members.filter((member) => member.membership === 'join');
  if (joined.length === 0) return [];
  const levels = joined.map((member) => clampPowerLevel(member.powerLevel));
  const top = Math.max(...levels);
  if (top <= clampPowerLevel(group.usersDefault ?? 0)) return [];
  return joined.filter((_, index) => levels[index] === top).map((member) => member.userId);
}

/**
 * The owner a conversation names (spec 002 §4): of tied owners the one whose chat user id sorts first, so
 * every client names the same one; null without an owner.
 */
export function groupOwner(group: GroupRoom): string | null {
  return [...groupOwners(group)].sort()[0] ?? null;
}

/** What a member may do with a group: owners rename, delete and manage (invite, kick); others leave (spec 002 §4). */
export type GroupAction = 'rename' | 'delete' | 'invite' | 'kick' | 'leave';

/** The owners' actions (spec 002 §4: delete, rename and manage). */
export const GROUP_OWNER_ACTIONS: readonly GroupAction[] = ['rename', 'delete', 'invite', 'kick'];
/** Everyone else's: leave (and forget the room). */
export const GROUP_MEMBER_ACTIONS: readonly GroupAction[] = ['leave'];

const isJoined = (group: GroupRoom, userId: string) => group.members.some((member) => member.userId === userId && member.membership === 'join');

/**
 * The actions a member may take on a group: an owner's are {@link GROUP_OWNER_ACTIONS} (an owner deletes
 * rather than leaves, ours), a joined member's {@link GROUP_MEMBER_ACTIONS}; none for anyone else.
 */
export function groupActionsFor(group: GroupRoom, viewer: string): GroupAction[] {
  if (!isJoined(group, viewer)) return [];
  return [...(groupOwners(group).includes(viewer) ? GROUP_OWNER_ACTIONS : GROUP_MEMBER_ACTIONS)];
}

/** What the action is about: the member invited or removed, and the viewer's session (an invite needs a login). */
export interface GroupActionContext {
  /** The chat user id invited or removed (invite, kick). */
  readonly target?: string;
  /** The viewer's session: without token and id an invite is refused ('Must be logged in to connect.'). */
  readonly credentials?: MessengerCredentials | null;
}

/**
 * Why a member may not take an action on a group now, or null when they may. Checked in this order: an
 * invite without a login ('Must be logged in to connect.', spec 002 §8); not a member; an owner's action by
 * someone else (or anything but leaving a one-to-one conversation); an owner leaving (ours: the owner deletes); inviting someone already in or past 250
 * participants (spec 002 §8); removing an owner or someone not in the group.
 */
export function groupActionRefusal(group: GroupRoom, viewer: string, action: GroupAction, context: GroupActionContext = {}): string | null {
  if (action === 'invite') {
    const refusal = messengerLoginRefusal(context.credentials);
    if (refusal !== null) return refusal;
  }
  if (!isJoined(group, viewer)) return MESSENGER_MESSAGES.notGroupMember;
  if (group.isDirect === true && action !== 'leave') return MESSENGER_MESSAGES.notAGroup;
  const isOwner = groupOwners(group).includes(viewer);
  if (action === 'leave') return isOwner ? MESSENGER_MESSAGES.ownerCannotLeave : null;
  if (!isOwner) return MESSENGER_MESSAGES.notGroupOwner;
  const target = context.target;
  if (action === 'invite') {
    if (target === undefined || !isChatUserId(target)) return MESSENGER_MESSAGES.groupParticipantInvalid;
    if (group.members.some((member) => member.userId === target)) return MESSENGER_MESSAGES.participantAlreadyIn;
    return group.members.length + 1 > GROUP_PARTICIPANTS_MAX ? MESSENGER_MESSAGES.groupParticipantsTooMany : null;
  }
  if (action === 'kick') {
    const member = group.members.find((candidate) => candidate.userId === target);
    if (member === undefined) return MESSENGER_MESSAGES.participantNotIn;
    return groupOwners(group).includes(member.userId) ? MESSENGER_MESSAGES.cannotKickOwner : null;
  }
  return null;
}

/** One call to the homeserver when a group is deleted or left. */
export type GroupExitStep =
  | {
      /** Remove a member (or withdraw an invitation). */
      readonly kind: 'kick';
      /** The chat user id removed. */
      readonly userId: string;
    }
  | {
      /** Leave the room, then forget it (its history leaves the member's list). */
      readonly kind: 'leaveAndForget';
    };

/**
 * The calls that delete a group (ours: the homeserver has no deletion a client may call, so the owner
 * removes every other member, invitations included, then leaves and forgets the room; tied owners cannot
 * remove each other, Matrix needs a higher level, so they stay), or that leave it (leave and forget).
 */
export function groupExitPlan(group: GroupRoom, viewer: string, action: 'delete' | 'leave'): GroupExitStep[] {
  const owners = groupOwners(group);
  const kicks: GroupExitStep[] =
    action === 'delete'
      ? group.members.filter((member) => member.userId !== viewer && !owners.includes(member.userId)).map((member) => ({ kind: 'kick', userId: member.userId }))
      : [];
  return [...kicks, { kind: 'leaveAndForget' }];
}
