// A MessengerClient for the messenger hooks' tests: the methods the hooks call, over rooms held in memory, with
// `vi.fn` spies on the calls that change something and `emit` for the client's onChange (a sync, a message, a
// receipt). Only what the hooks read is modelled; the Matrix client itself is tested against Synapse.
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { CHAT_HISTORY_PAGE_SIZE, type ChatMessage, type GroupMember } from '../core/messenger';
import type { CreatePrivateRoomOptions, MessengerClient, MessengerConversation } from '../features/messenger/client/matrix-client';

/** One room of the fake: what the list shows, the history not loaded yet, read markers, members. */
export interface FakeRoom {
  /** The room as the list shows it (its `events`: the messages loaded, oldest first). */
  conversation: MessengerConversation;
  /** Older messages the server has and the client has not loaded, oldest first. */
  older: ChatMessage[];
  /** Each participant's read marker (chat user id -> event id). */
  readUpTo: Record<string, string>;
  /** Joined and invited members with their power levels (defaults: the participants, joined, level 0). */
  members?: GroupMember[];
}

/** A text message for a fake room. */
export const fakeMessage = (id: string, author: string, ts: number, messageText = `text ${id}`): ChatMessage => ({
  id,
  type: 'm.text',
  author,
  ts,
  status: 'sent',
  messageText,
});

/** A fake room with `participants` and `events` loaded (none unread, not an invitation, a group unless told). */
export function fakeRoom(id: string, participants: readonly string[], events: readonly ChatMessage[] = [], patch: Partial<MessengerConversation> = {}): FakeRoom {
  return {
    conversation: { id, name: null, participants, events, unreadCount: 0, isInvite: false, isDirect: false, ...patch },
    older: [],
    readUpTo: {},
  };
}

/** A fake client as member `memberId` (`@{memberId}:ypo`), its rooms by id, and `emit` (the client's onChange, in act). */
export function fakeMessengerClient(memberId: string, rooms: readonly FakeRoom[] = [], accessToken: string | null = 'matrix-token') {
  const userId = `@${memberId}:ypo`;
  const byId = new Map(rooms.map((room) => [room.conversation.id, room]));
  const listeners = new Set<() => void>();
  const roomOf = (roomId: string): FakeRoom => {
    const room = byId.get(roomId);
    if (!room) throw new Error(`No room ${roomId}`);
    return room;
  };
  const patch = (roomId: string, change: Partial<MessengerConversation>) => {
    const room = roomOf(roomId);
    room.conversation = { ...room.conversation, ...change };
  };
  let created = 0;
  let sent = 0;
  const mock = {
    userId,
    memberId,
    hasRoom: (roomId: string) => byId.has(roomId),
    accessToken: () => accessToken,
    onChange: vi.fn((listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    }),
    conversations: () => [...byId.values()].map((room) => room.conversation),
    unreadChatCount: () => [...byId.values()].filter((room) => room.conversation.unreadCount > 0).length,
    conversation: (roomId: string) => roomOf(roomId).conversation,
    readUpTo: (roomId: string, participant: string) => roomOf(roomId).readUpTo[participant] ?? null,
    // The fake's read marker is behind while the conversation has unread messages.
    isReadMarkerBehind: (roomId: string) => roomOf(roomId).conversation.unreadCount > 0,
    isHistoryComplete: (roomId: string) => roomOf(roomId).older.length === 0,
    loadOlder: vi.fn(async (roomId: string) => {
      const room = roomOf(roomId);
      const page = room.older.splice(Math.max(0, room.older.length - CHAT_HISTORY_PAGE_SIZE));
      patch(roomId, { events: [...page, ...room.conversation.events] });
      return room.older.length > 0;
    }),
    markRead: vi.fn(async (roomId: string) => patch(roomId, { unreadCount: 0 })),
    sendText: vi.fn(async (roomId: string, text: string) => {
      sent += 1;
      const id = `$sent${sent}`;
      patch(roomId, { events: [...roomOf(roomId).conversation.events, fakeMessage(id, userId, 1_000 + sent, text)] });
      return id;
    }),
    createPrivateRoom: vi.fn(async ({ invite, isDirect, name }: CreatePrivateRoomOptions) => {
      created += 1;
      const roomId = `!created${created}:ypo`;
      byId.set(roomId, fakeRoom(roomId, [userId, ...invite], [], { isDirect, name: name ?? null }));
      return roomId;
    }),
    groupRoomOf: (roomId: string) => {
      const room = roomOf(roomId);
      const members = room.members ?? room.conversation.participants.map((participant) => ({ userId: participant, membership: 'join' as const, powerLevel: 0 }));
      return { members, usersDefault: 0, isDirect: room.conversation.isDirect };
    },
    join: vi.fn(async (roomId: string) => patch(roomId, { isInvite: false })),
    leave: vi.fn(async (roomId: string) => void byId.delete(roomId)),
    kick: vi.fn(async (_roomId: string, _member: string) => {}),
    invite: vi.fn(async (_roomId: string, _member: string) => {}),
    rename: vi.fn(async (roomId: string, name: string) => patch(roomId, { name })),
  };
  /** The client's onChange, inside act. */
  const emit = () => act(() => listeners.forEach((listener) => listener()));
  return {
    client: mock as unknown as MessengerClient,
    mock,
    emit,
    /** Changes a room as a sync would, then tells the hooks (onChange). */
    update(roomId: string, change: (room: FakeRoom) => void) {
      change(roomOf(roomId));
      emit();
    },
    /** Adds a room as a sync would, then tells the hooks. */
    add(room: FakeRoom) {
      byId.set(room.conversation.id, room);
      emit();
    },
  };
}
