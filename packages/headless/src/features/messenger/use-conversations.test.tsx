import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeMessage, fakeMessengerClient, fakeRoom } from '../../testing/fake-messenger-client';
import { providerFor } from '../../testing/mock-server';
import { useConversations, useUnreadChatCount } from './use-conversations';

afterEach(cleanup);

const ME = '@a:ypo';
const B = '@b:ypo';
const C = '@c:ypo';

const rooms = () => [
  fakeRoom('!old:ypo', [ME, B], [fakeMessage('$1', B, 100)], { unreadCount: 5 }),
  fakeRoom('!new:ypo', [ME, C], [fakeMessage('$2', C, 300)]),
  fakeRoom('!mid:ypo', [ME, B, C], [fakeMessage('$3', ME, 200)], { unreadCount: 1 }),
];

describe('useConversations', () => {
  it('lists the conversations, the latest activity first, with the unread chat count (spec 002 §4: conversations, not messages)', () => {
    const fake = fakeMessengerClient('a', rooms());
    const { result } = renderHook(() => useConversations(fake.client), { wrapper: providerFor() });
    expect(result.current.conversations.map((conversation) => conversation.id)).toEqual(['!new:ypo', '!mid:ypo', '!old:ypo']);
    expect(result.current.unreadChatCount).toBe(2);
  });

  it('reads the client again on each of its changes (a message, a receipt, an invitation)', () => {
    const fake = fakeMessengerClient('a', rooms());
    const { result } = renderHook(() => useConversations(fake.client), { wrapper: providerFor() });
    fake.update('!old:ypo', (room) => {
      room.conversation = { ...room.conversation, events: [fakeMessage('$4', B, 400)], unreadCount: 6 };
    });
    expect(result.current.conversations[0]?.id).toBe('!old:ypo');
    expect(result.current.unreadChatCount).toBe(2);
    fake.add(fakeRoom('!invite:ypo', [ME, C], [], { isInvite: true, unreadCount: 1 }));
    expect(result.current.unreadChatCount).toBe(3);
    expect(result.current.conversations).toHaveLength(4);
  });

  it('is empty without a client', () => {
    const { result } = renderHook(() => useConversations(null), { wrapper: providerFor() });
    expect(result.current).toEqual({ conversations: [], unreadChatCount: 0 });
  });
});

describe('useUnreadChatCount', () => {
  it('counts the conversations with unread messages, live; null without a client (the badge shows nothing)', () => {
    const fake = fakeMessengerClient('a', rooms());
    const { result, rerender } = renderHook(({ client }) => useUnreadChatCount(client), { wrapper: providerFor(), initialProps: { client: fake.client } });
    expect(result.current).toBe(2);
    fake.update('!mid:ypo', (room) => {
      room.conversation = { ...room.conversation, unreadCount: 0 };
    });
    expect(result.current).toBe(1);
    fake.update('!new:ypo', (room) => {
      room.conversation = { ...room.conversation, unreadCount: 3 };
    });
    expect(result.current).toBe(2);
    rerender({ client: null as never });
    expect(result.current).toBeNull();
  });
});
