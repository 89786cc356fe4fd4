import { useCallback, useMemo, useState } from 'react';
import { AppError } from '../../core/messages';
import {
  chatParticipantsOf,
  groupActionRefusal,
  groupActionsFor,
  groupExitPlan,
  groupName,
  groupOwner,
  isChatUserId,
  toChatUserId,
  participantMemberId,
  validateGroupForm,
  type GroupAction,
  type GroupFormValues,
  type GroupRoom,
} from '../../core/messenger';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import type { MessengerClient } from './client/matrix-client';
import { useMessengerVersion } from './use-messenger-version';

/** What {@link useGroup} returns. */
export interface Group {
  /** The room's members and power levels; null while the client or room is missing. */
  readonly room: GroupRoom | null;
  /** The owner (spec 002 §4: the member with the maximum power level); null for a one-to-one conversation. */
  readonly owner: string | null;
  /** What the member may do now (core's `groupActionsFor`: owners rename, delete, invite, kick; others leave). */
  readonly actions: readonly GroupAction[];
  /** Renames the group (owners; the name as core's `groupName` checks it: at most 25 characters). */
  readonly rename: (name: string) => Promise<CallResult<void> | undefined>;
  /** Invites a member (member or chat user id; owners; at most 250 participants). */
  readonly invite: (member: string) => Promise<CallResult<void> | undefined>;
  /** Removes a member (owners; never an owner). */
  readonly kick: (member: string) => Promise<CallResult<void> | undefined>;
  /** Leaves the conversation and forgets it (anyone but an owner of a group). */
  readonly leave: () => Promise<CallResult<void> | undefined>;
  /** Deletes the group: removes everyone else, then leaves and forgets it (owners; core's `groupExitPlan`). */
  readonly remove: () => Promise<CallResult<void> | undefined>;
  /** A call is running (one at a time). */
  readonly isMutating: boolean;
  /** The last failure or refusal, with its text. */
  readonly error: AppError | undefined;
}

const refused = (message: string) => new AppError('validation', { message });
const chatIdOf = (member: string) => (isChatUserId(member) ? member : toChatUserId(participantMemberId(member) ?? member));

/**
 * A conversation's group management (spec 002 §4, §8): the owner by power level, the actions the member may take,
 * and each action checked by core's `groupActionRefusal` before its call (the homeserver checks power levels again).
 */
export function useGroup(client: MessengerClient | null, roomId: string | null): Group {
  const version = useMessengerVersion(client);
  const room = useMemo(
    () => (client && roomId && client.hasRoom(roomId) ? client.groupRoomOf(roomId) : null),
    // version: the client changed; the same client reads anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, roomId, version],
  );
  const me = client?.userId ?? '';
  const owner = room ? groupOwner(room) : null;
  const actions = room ? groupActionsFor(room, me) : [];

  const run = useCallback(
    async (action: GroupAction, target?: string, name?: string): Promise<void> => {
      if (!client || !roomId) throw new AppError('connection');
      const current = client.groupRoomOf(roomId);
      const credentials = { accessToken: client.accessToken(), memberId: client.memberId };
      const refusal = groupActionRefusal(current, client.userId, action, { ...(target === undefined ? {} : { target }), credentials });
      if (refusal !== null) throw refused(refusal);
      switch (action) {
        case 'rename': {
          const problem = groupName(name ?? '')[0];
          if (problem !== undefined) throw refused(problem);
          return client.rename(roomId, (name ?? '').trim());
        }
        case 'invite':
          return client.invite(roomId, target ?? '');
        case 'kick':
          return client.kick(roomId, target ?? '');
        case 'leave':
        case 'delete':
          for (const step of groupExitPlan(current, client.userId, action)) {
            if (step.kind === 'kick') await client.kick(roomId, step.userId);
            else await client.leave(roomId);
          }
      }
    },
    [client, roomId],
  );
  const { trigger, isMutating, error } = useMutation(run);

  return {
    room,
    owner,
    actions,
    rename: useCallback((name: string) => trigger('rename', undefined, name), [trigger]),
    invite: useCallback((member: string) => trigger('invite', chatIdOf(member)), [trigger]),
    kick: useCallback((member: string) => trigger('kick', chatIdOf(member)), [trigger]),
    leave: useCallback(() => trigger('leave'), [trigger]),
    remove: useCallback(() => trigger('delete'), [trigger]),
    isMutating,
    error,
  };
}

/** What {@link useCreateGroup} returns. */
export interface CreateGroup {
  /**
   * Creates the group: a private, encrypted room with the name and the participants invited, the member its owner.
   * Invalid values are refused with core's texts per field (nothing is called); resolves with the room id.
   */
  readonly create: (values: GroupFormValues) => Promise<CallResult<string> | undefined>;
  /** The last refusal's texts per field (name, participants). */
  readonly fieldErrors: Partial<Record<keyof GroupFormValues, string[]>>;
  /** The call is running. */
  readonly isMutating: boolean;
  /** The last failure of the call. */
  readonly error: AppError | undefined;
}

/** Creating a group (spec 002 §8: name at most 25 characters, at most 250 participants with the owner). */
export function useCreateGroup(client: MessengerClient | null): CreateGroup {
  const write = useCallback(
    async (values: GroupFormValues) => {
      if (!client) throw new AppError('connection');
      return client.createPrivateRoom({ invite: chatParticipantsOf(values.participants), isDirect: false, name: values.name.trim() });
    },
    [client],
  );
  const { trigger, isMutating, error } = useMutation(write);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof GroupFormValues, string[]>>>({});
  const create = useCallback(
    async (values: GroupFormValues) => {
      const validation = validateGroupForm(values);
      setFieldErrors(validation.errors);
      if (!validation.isValid) return { ok: false as const, error: refused(Object.values(validation.errors).flat()[0] ?? '') };
      return trigger(values);
    },
    [trigger, setFieldErrors],
  );
  return { create, fieldErrors, isMutating, error };
}
