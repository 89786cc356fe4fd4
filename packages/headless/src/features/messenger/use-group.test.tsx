import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSENGER_MESSAGES } from '../../core/messenger/messages';
import { fakeMessengerClient, fakeRoom, type FakeRoom } from '../../testing/fake-messenger-client';
import { providerFor } from '../../testing/mock-server';
import type { MessengerClient } from './client/matrix-client';
import { useCreateGroup, useGroup } from './use-group';

afterEach(cleanup);

const A = '@a:ypo';
const B = '@b:ypo';
const C = '@c:ypo';
const GROUP = '!group:ypo';

/** A group A created (power level 100: the owner), B and C joined at 0. */
function group(): FakeRoom {
  const room = fakeRoom(GROUP, [A, B, C], [], { name: 'Board' });
  room.members = [
    { userId: A, membership: 'join', powerLevel: 100 },
    { userId: B, membership: 'join', powerLevel: 0 },
    { userId: C, membership: 'join', powerLevel: 0 },
  ];
  return room;
}

const render = (client: MessengerClient | null, roomId: string | null = GROUP) => renderHook(() => useGroup(client, roomId), { wrapper: providerFor() });
const messageOf = (result: { ok: boolean; error?: { message: string } } | undefined) => (result && !result.ok ? result.error?.message : null);

describe('useGroup', () => {
  it('names the owner by the maximum power level and gives the owner rename, delete, invite and kick', async () => {
    const fake = fakeMessengerClient('a', [group()]);
    const { result } = render(fake.client);
    expect(result.current.owner).toBe(A);
    expect(result.current.actions).toEqual(['rename', 'delete', 'invite', 'kick']);

    await act(() => result.current.rename('  Board 2026 '));
    expect(fake.mock.rename).toHaveBeenCalledWith(GROUP, 'Board 2026');
    await act(() => result.current.invite('D'));
    expect(fake.mock.invite).toHaveBeenCalledWith(GROUP, '@d:ypo');
    await act(() => result.current.kick('c'));
    expect(fake.mock.kick).toHaveBeenCalledWith(GROUP, C);
  });

  it("refuses a non-owner's owner actions with core's texts and calls nothing; they may leave (leave and forget)", async () => {
    const fake = fakeMessengerClient('b', [group()]);
    const { result } = render(fake.client);
    expect(result.current.owner).toBe(A);
    expect(result.current.actions).toEqual(['leave']);

    expect(messageOf(await act(() => result.current.rename('Mine now')))).toBe(MESSENGER_MESSAGES.notGroupOwner);
    expect(result.current.error?.message).toBe('Only the group owner can do this.');
    expect(messageOf(await act(() => result.current.invite('d')))).toBe(MESSENGER_MESSAGES.notGroupOwner);
    expect(messageOf(await act(() => result.current.kick('c')))).toBe(MESSENGER_MESSAGES.notGroupOwner);
    expect(messageOf(await act(() => result.current.remove()))).toBe(MESSENGER_MESSAGES.notGroupOwner);
    expect(fake.mock.rename).not.toHaveBeenCalled();
    expect(fake.mock.invite).not.toHaveBeenCalled();
    expect(fake.mock.kick).not.toHaveBeenCalled();
    expect(fake.mock.leave).not.toHaveBeenCalled();

    expect(await act(() => result.current.leave())).toEqual({ ok: true, data: undefined });
    expect(fake.mock.leave).toHaveBeenCalledWith(GROUP);
  });

  it('refuses a name over 25 characters, the owner leaving, and kicking the owner', async () => {
    const fake = fakeMessengerClient('a', [group()]);
    const { result } = render(fake.client);
    expect(messageOf(await act(() => result.current.rename('x'.repeat(26))))).toBe(MESSENGER_MESSAGES.groupNameTooLong);
    expect(messageOf(await act(() => result.current.leave()))).toBe(MESSENGER_MESSAGES.ownerCannotLeave);
    expect(messageOf(await act(() => result.current.kick('a')))).toBe(MESSENGER_MESSAGES.cannotKickOwner);
    expect(messageOf(await act(() => result.current.invite('b')))).toBe(MESSENGER_MESSAGES.participantAlreadyIn);
    expect(fake.mock.rename).not.toHaveBeenCalled();
    expect(fake.mock.kick).not.toHaveBeenCalled();
    expect(fake.mock.leave).not.toHaveBeenCalled();
  });

  it("refuses an invite without a login: 'Must be logged in to connect.' (spec 002 §8)", async () => {
    const fake = fakeMessengerClient('a', [group()], null);
    const { result } = render(fake.client);
    expect(messageOf(await act(() => result.current.invite('d')))).toBe('Must be logged in to connect.');
    expect(fake.mock.invite).not.toHaveBeenCalled();
  });

  it('deletes a group: removes every other member, then leaves and forgets it', async () => {
    const fake = fakeMessengerClient('a', [group()]);
    const { result } = render(fake.client);
    await act(() => result.current.remove());
    expect(fake.mock.kick.mock.calls).toEqual([
      [GROUP, B],
      [GROUP, C],
    ]);
    expect(fake.mock.leave).toHaveBeenCalledWith(GROUP);
    expect(fake.mock.leave.mock.invocationCallOrder[0]).toBeGreaterThan(fake.mock.kick.mock.invocationCallOrder[1]!);
  });

  it('follows power level changes live, and has nothing without a client or room', () => {
    const fake = fakeMessengerClient('b', [group()]);
    const { result } = render(fake.client);
    fake.update(GROUP, (room) => {
      room.members = room.members!.map((member) => (member.userId === B ? { ...member, powerLevel: 100 } : member.userId === A ? { ...member, powerLevel: 50 } : member));
    });
    expect(result.current.owner).toBe(B);
    expect(result.current.actions).toContain('rename');
    cleanup();
    expect(render(null).result.current).toMatchObject({ room: null, owner: null, actions: [] });
    expect(render(fake.client, '!missing:ypo').result.current.room).toBeNull();
  });
});

describe('useCreateGroup', () => {
  it('creates a private group room with the name and the participants invited', async () => {
    const fake = fakeMessengerClient('a');
    const { result } = renderHook(() => useCreateGroup(fake.client), { wrapper: providerFor() });
    const created = await act(() => result.current.create({ name: ' Board ', participants: ['B', '@c:ypo'] }));
    expect(created).toEqual({ ok: true, data: '!created1:ypo' });
    expect(fake.mock.createPrivateRoom).toHaveBeenCalledWith({ invite: [B, C], isDirect: false, name: 'Board' });
  });

  it('refuses a name over 25 characters or no participants with the texts per field, and creates nothing', async () => {
    const fake = fakeMessengerClient('a');
    const { result } = renderHook(() => useCreateGroup(fake.client), { wrapper: providerFor() });
    const tooLong = await act(() => result.current.create({ name: 'x'.repeat(26), participants: ['b'] }));
    expect(messageOf(tooLong)).toBe(MESSENGER_MESSAGES.groupNameTooLong);
    expect(result.current.fieldErrors.name).toEqual([MESSENGER_MESSAGES.groupNameTooLong]);
    const nobody = await act(() => result.current.create({ name: 'Board', participants: [] }));
    expect(messageOf(nobody)).toBe(MESSENGER_MESSAGES.groupParticipantsRequired);
    expect(result.current.fieldErrors).toEqual({ participants: [MESSENGER_MESSAGES.groupParticipantsRequired] });
    expect(fake.mock.createPrivateRoom).not.toHaveBeenCalled();

    await act(() => result.current.create({ name: 'x'.repeat(25), participants: ['b'] }));
    expect(fake.mock.createPrivateRoom).toHaveBeenCalledTimes(1);
    expect(result.current.fieldErrors).toEqual({});
  });
});
