import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_HISTORY_PAGE_SIZE, draftConversationId } from '../../core/messenger';
import { MESSENGER_MESSAGES } from '../../core/messenger/messages';
import { fakeMessage, fakeMessengerClient, fakeRoom, type FakeRoom } from '../../testing/fake-messenger-client';
import { providerFor } from '../../testing/mock-server';
import type { MessengerClient } from './client/matrix-client';
import { useConversation, type UseConversationOptions } from './use-conversation';

afterEach(cleanup);

const ME = '@a:ypo';
const B = '@b:ypo';
const ROOM = '!room:ypo';

/** A room with `count` messages from B, the latest `loaded` of them loaded (the sync's), the rest older. */
function roomWithHistory(count: number, loaded = 1, patch: Partial<FakeRoom['conversation']> = {}): FakeRoom {
  const messages = Array.from({ length: count }, (_, index) => fakeMessage(`$m${index + 1}`, B, index + 1));
  const room = fakeRoom(ROOM, [ME, B], messages.slice(count - loaded), patch);
  room.older = messages.slice(0, count - loaded);
  return room;
}

const render = (client: MessengerClient | null, options: Omit<UseConversationOptions, 'client'> = { conversationId: ROOM }) =>
  renderHook((props: UseConversationOptions) => useConversation(props), { wrapper: providerFor(), initialProps: { client, ...options } });

describe('useConversation: history', () => {
  it('loads the first page of 75 when a joined conversation opens, older pages on loadOlder, nothing once complete', async () => {
    const fake = fakeMessengerClient('a', [roomWithHistory(160)]);
    const { result } = render(fake.client);
    await waitFor(() => expect(result.current.messages).toHaveLength(1 + CHAT_HISTORY_PAGE_SIZE));
    expect(fake.mock.loadOlder).toHaveBeenCalledTimes(1);
    expect(result.current.messages[0]?.id).toBe(`$m${160 - CHAT_HISTORY_PAGE_SIZE}`);
    expect(result.current.isHistoryComplete).toBe(false);

    await act(() => result.current.loadOlder());
    expect(result.current.messages).toHaveLength(151);
    await act(() => result.current.loadOlder());
    expect(result.current.messages).toHaveLength(160);
    expect(result.current.messages[0]?.id).toBe('$m1');
    expect(result.current.isHistoryComplete).toBe(true);
    await act(() => result.current.loadOlder());
    expect(fake.mock.loadOlder).toHaveBeenCalledTimes(3);
    expect(result.current.isLoadingOlder).toBe(false);
  });

  it('loads one page at a time (a second loadOlder while one loads does nothing) and keeps a failure to show', async () => {
    const fake = fakeMessengerClient('a', [roomWithHistory(200, 75)]);
    let finish = () => {};
    fake.mock.loadOlder.mockImplementationOnce(() => new Promise<boolean>((resolve) => (finish = () => resolve(true))));
    const { result } = render(fake.client);
    // 75 loaded: no first page to fetch on open.
    expect(fake.mock.loadOlder).not.toHaveBeenCalled();
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.loadOlder();
    });
    expect(result.current.isLoadingOlder).toBe(true);
    await act(() => result.current.loadOlder());
    expect(fake.mock.loadOlder).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.isLoadingOlder).toBe(false);

    fake.mock.loadOlder.mockRejectedValueOnce(new Error('offline'));
    await act(() => result.current.loadOlder());
    expect(result.current.error).not.toBeNull();
  });

  it('shows new messages live (the client says it changed)', () => {
    const fake = fakeMessengerClient('a', [roomWithHistory(3, 3)]);
    const { result } = render(fake.client);
    expect(result.current.messages).toHaveLength(3);
    fake.update(ROOM, (room) => {
      room.conversation = { ...room.conversation, events: [...room.conversation.events, fakeMessage('$new', B, 10, 'hello')] };
    });
    expect(result.current.messages.at(-1)?.messageText).toBe('hello');
  });
});

describe('useConversation: read markers', () => {
  it("moves the member's read marker while the conversation is shown and has unread messages", async () => {
    const fake = fakeMessengerClient('a', [roomWithHistory(3, 3, { unreadCount: 2 })]);
    render(fake.client);
    await waitFor(() => expect(fake.mock.markRead).toHaveBeenCalledWith(ROOM));
    expect(fake.mock.markRead).toHaveBeenCalledTimes(1);
  });

  it('marks nothing read when all is read, or when told not to', () => {
    const fake = fakeMessengerClient('a', [roomWithHistory(3, 3)]);
    render(fake.client);
    const unread = fakeMessengerClient('a', [roomWithHistory(3, 3, { unreadCount: 2 })]);
    render(unread.client, { conversationId: ROOM, markRead: false });
    expect(fake.mock.markRead).not.toHaveBeenCalled();
    expect(unread.mock.markRead).not.toHaveBeenCalled();
  });

  it("shows the others' read markers on loaded messages, live, never the member's own", () => {
    const room = roomWithHistory(3, 3);
    room.readUpTo = { [B]: '$m2', [ME]: '$m3' };
    const fake = fakeMessengerClient('a', [room]);
    const { result } = render(fake.client);
    expect(result.current.readMarkers).toEqual([{ userId: B, eventId: '$m2' }]);
    fake.update(ROOM, (changed) => {
      changed.readUpTo = { ...changed.readUpTo, [B]: '$m3' };
    });
    expect(result.current.readMarkers).toEqual([{ userId: B, eventId: '$m3' }]);
    // A marker on a message not loaded is not shown.
    fake.update(ROOM, (changed) => {
      changed.readUpTo = { [B]: '$unknown' };
    });
    expect(result.current.readMarkers).toEqual([]);
  });
});

describe('useConversation: sending (spec 002 §4)', () => {
  it("refuses a second send while the first is SENDING with the spec's text, and sends nothing", async () => {
    const fake = fakeMessengerClient('a', [roomWithHistory(1, 1)]);
    let deliver = () => {};
    fake.mock.sendText.mockImplementationOnce(() => new Promise<string>((resolve) => (deliver = () => resolve('$first'))));
    const { result } = render(fake.client);
    let first: ReturnType<typeof result.current.send> = Promise.resolve({ ok: true, data: { roomId: ROOM } });
    act(() => {
      first = result.current.send('first');
    });
    expect(result.current.sendState).toBe('SENDING');

    const second = await act(() => result.current.send('second'));
    expect(second.ok).toBe(false);
    expect(second.ok ? null : second.error.message).toBe('This conversation is in SENDING state. Cannot send messages right now.');
    expect(MESSENGER_MESSAGES.conversationSending).toBe('This conversation is in SENDING state. Cannot send messages right now.');
    expect(fake.mock.sendText).toHaveBeenCalledTimes(1);
    expect(fake.mock.sendText).toHaveBeenCalledWith(ROOM, 'first');

    await act(async () => {
      deliver();
      await first;
    });
    await expect(first).resolves.toEqual({ ok: true, data: { roomId: ROOM } });
    expect(result.current.sendState).toBe('IDLE');
    const third = await act(() => result.current.send('third'));
    expect(third.ok).toBe(true);
    expect(fake.mock.sendText).toHaveBeenLastCalledWith(ROOM, 'third');
  });

  it('shares the SENDING state between two views of one conversation', async () => {
    const fake = fakeMessengerClient('a', [roomWithHistory(1, 1)]);
    fake.mock.sendText.mockImplementationOnce(() => new Promise<string>(() => {}));
    const { result } = renderHook(() => [useConversation({ client: fake.client, conversationId: ROOM }), useConversation({ client: fake.client, conversationId: ROOM })] as const, {
      wrapper: providerFor(),
    });
    act(() => void result.current[0].send('first'));
    const refused = await act(() => result.current[1].send('second'));
    expect(refused.ok ? null : refused.error.message).toBe(MESSENGER_MESSAGES.conversationSending);
    expect(fake.mock.sendText).toHaveBeenCalledTimes(1);
  });

  it('is IDLE again after a failed send, with the error to show', async () => {
    const fake = fakeMessengerClient('a', [roomWithHistory(1, 1)]);
    fake.mock.sendText.mockRejectedValueOnce(new Error('offline'));
    const { result } = render(fake.client);
    const failed = await act(() => result.current.send('hello'));
    expect(failed.ok).toBe(false);
    expect(result.current.sendState).toBe('IDLE');
  });

  it('refuses an empty message and sends nothing', async () => {
    const fake = fakeMessengerClient('a', [roomWithHistory(1, 1)]);
    const { result } = render(fake.client);
    const empty = await act(() => result.current.send('   '));
    expect(empty.ok ? null : empty.error.message).toBe(MESSENGER_MESSAGES.messageEmpty);
    expect(fake.mock.sendText).not.toHaveBeenCalled();
  });

  it('creates a draft as a private room with its participants first, then sends into it', async () => {
    const fake = fakeMessengerClient('a');
    const draft = draftConversationId(['B'])!;
    const { result } = render(fake.client, { conversationId: draft });
    expect(result.current).toMatchObject({ isDraft: true, conversation: null, messages: [], isHistoryComplete: true });

    const sent = await act(() => result.current.send('hello B'));
    expect(sent).toEqual({ ok: true, data: { roomId: '!created1:ypo' } });
    expect(fake.mock.createPrivateRoom).toHaveBeenCalledWith({ invite: [B], isDirect: true });
    expect(fake.mock.sendText).toHaveBeenCalledWith('!created1:ypo', 'hello B');
    expect(fake.mock.createPrivateRoom.mock.invocationCallOrder[0]).toBeLessThan(fake.mock.sendText.mock.invocationCallOrder[0]!);
  });

  it("creates a group draft with the participants given, the member left out of the invitations", async () => {
    const fake = fakeMessengerClient('a');
    const { result } = render(fake.client, { conversationId: draftConversationId(['b', 'c'])!, participants: ['a', 'b', '@c:ypo'] });
    await act(() => result.current.send('hello both'));
    expect(fake.mock.createPrivateRoom).toHaveBeenCalledWith({ invite: [B, '@c:ypo'], isDirect: false });
  });

  it('sends nothing when creating the room fails', async () => {
    const fake = fakeMessengerClient('a');
    fake.mock.createPrivateRoom.mockRejectedValueOnce(new Error('forbidden'));
    const { result } = render(fake.client, { conversationId: draftConversationId(['b'])! });
    const failed = await act(() => result.current.send('hello'));
    expect(failed.ok).toBe(false);
    expect(fake.mock.sendText).not.toHaveBeenCalled();
    expect(result.current.sendState).toBe('IDLE');
  });

  it('refuses to send without a connected client', async () => {
    const { result } = render(null);
    const refused = await act(() => result.current.send('hello'));
    expect(refused.ok ? null : refused.error.code).toBe('connection');
  });
});

describe('useConversation: invitations', () => {
  it('joins a room the member is invited to; its first page loads once joined', async () => {
    const invited = roomWithHistory(100, 1, { isInvite: true, unreadCount: 1 });
    const fake = fakeMessengerClient('a', [invited]);
    const { result } = render(fake.client);
    expect(fake.mock.loadOlder).not.toHaveBeenCalled();
    expect(fake.mock.markRead).not.toHaveBeenCalled();
    const joined = await act(() => result.current.join());
    expect(joined.ok).toBe(true);
    expect(fake.mock.join).toHaveBeenCalledWith(ROOM);
    fake.emit();
    await waitFor(() => expect(fake.mock.loadOlder).toHaveBeenCalledTimes(1));
  });

  it('keeps a failed join to show', async () => {
    const fake = fakeMessengerClient('a', [roomWithHistory(1, 1, { isInvite: true })]);
    fake.mock.join.mockRejectedValueOnce(new Error('gone'));
    const { result } = render(fake.client);
    const failed = await act(() => result.current.join());
    expect(failed.ok).toBe(false);
    expect(result.current.error).not.toBeNull();
  });
});
