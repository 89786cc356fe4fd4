import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAT_HISTORY_PAGE_SIZE,
  chatMessageStatusOf,
  chatParticipantsOf,
  conversationSendNext,
  conversationTitle,
  conversationWith,
  planSend,
  readMarkerEventId,
  sortConversations,
  unreadChatCount,
  type ChatMessage,
  type ConversationSendState,
} from './conversations';
import { draftConversationId } from './ids';
import type { ChatUserProfile } from './profiles';

const A = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const B = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const C = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000003';
const ME = `@${A}:ypo`;
const ROOM = '!kJxQvZ:ypo';
const message = (id: string, ts: number, status: ChatMessage['status'] = 'sent'): ChatMessage => ({ id, type: 'm.text', author: ME, ts, status, messageText: id });

describe("the SENDING rule (spec 002 §4: 'This conversation is in SENDING state. Cannot send messages right now.')", () => {
  it('refuses a second send while the conversation is SENDING, a room or a draft alike', () => {
    for (const conversationId of [ROOM, draftConversationId([B])!]) {
      expect(planSend({ conversationId, sendState: 'SENDING', text: 'Hello', me: ME })).toEqual({
        ok: false,
        message: 'This conversation is in SENDING state. Cannot send messages right now.',
      });
    }
  });

  it('is SENDING from the send until it is sent or failed (property: a send is refused exactly while one is on its way)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('send', 'sent', 'failed') as fc.Arbitrary<'send' | 'sent' | 'failed'>, { maxLength: 40 }), (events) => {
        let state: ConversationSendState = 'IDLE';
        let onItsWay = false;
        for (const event of events) {
          if (event === 'send') {
            const plan = planSend({ conversationId: ROOM, sendState: state, text: 'x', me: ME });
            expect(plan.ok).toBe(!onItsWay);
            if (!plan.ok) continue;
            onItsWay = true;
          } else {
            onItsWay = false;
          }
          state = conversationSendNext(state, event);
          expect(state === 'SENDING').toBe(onItsWay);
        }
      }),
    );
  });
});

describe('the send plan (spec 002 §4: a draft is first created as a private room with the participants, then the message is sent)', () => {
  it('sends into an existing room', () => {
    expect(planSend({ conversationId: ROOM, sendState: 'IDLE', text: 'Hello', me: ME })).toEqual({
      ok: true,
      steps: [{ kind: 'sendText', roomId: ROOM, text: 'Hello' }],
    });
  });

  it('creates a direct room for a draft with one other member, then sends into it', () => {
    expect(planSend({ conversationId: draftConversationId([A, B])!, sendState: 'IDLE', text: 'Hello', me: ME })).toEqual({
      ok: true,
      steps: [
        { kind: 'createRoom', invite: [`@${B}:ypo`], isDirect: true },
        { kind: 'sendText', roomId: null, text: 'Hello' },
      ],
    });
  });

  it('creates a group room with the participants given, without the sender and each once', () => {
    const plan = planSend({ conversationId: '!draft/new', sendState: 'IDLE', text: 'Hi all', me: ME, participants: [B, `@${C}:ypo`, ME, B, 'not an id'] });
    expect(plan).toEqual({
      ok: true,
      steps: [
        { kind: 'createRoom', invite: [`@${B}:ypo`, `@${C}:ypo`], isDirect: false },
        { kind: 'sendText', roomId: null, text: 'Hi all' },
      ],
    });
  });

  it('refuses an empty text and a draft with nobody to invite', () => {
    expect(planSend({ conversationId: ROOM, sendState: 'IDLE', text: '  \n', me: ME })).toEqual({ ok: false, message: 'Write a message first.' });
    expect(planSend({ conversationId: draftConversationId([A])!, sendState: 'IDLE', text: 'Hello', me: ME })).toEqual({
      ok: false,
      message: 'Add at least one participant.',
    });
  });

  it('keeps chat user ids and turns member ids into them', () => {
    expect(chatParticipantsOf([B.toUpperCase(), `@${B}:ypo`, '@x:matrix.org', ''])).toEqual([`@${B}:ypo`]);
  });
});

describe("a message's status (sending, sent, failed) from the chat client's event status", () => {
  it.each([
    [undefined, 'sent'],
    [null, 'sent'],
    ['sent', 'sent'],
    ['encrypting', 'sending'],
    ['queued', 'sending'],
    ['sending', 'sending'],
    ['not_sent', 'failed'],
    ['cancelled', 'failed'],
    ['something new', 'sending'],
  ])('%s -> %s', (clientStatus, expected) => {
    expect(chatMessageStatusOf(clientStatus)).toBe(expected);
  });
});

describe('the unread chat count (spec 002 §4: conversations with unread messages)', () => {
  it('counts conversations, not messages', () => {
    expect(unreadChatCount([])).toBe(0);
    expect(unreadChatCount([{ unreadCount: 3 }, { unreadCount: 0 }, { unreadCount: 1 }])).toBe(2);
  });
  it('is between 0 and the number of conversations (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(500)), (counts) => {
        const count = unreadChatCount(counts.map((unreadCount) => ({ unreadCount })));
        expect(count).toBe(counts.filter((n) => n > 0).length);
      }),
    );
  });
});

describe('history, read markers, titles and order', () => {
  it('loads history in pages of 75 (spec 002 §7, §9)', () => expect(CHAT_HISTORY_PAGE_SIZE).toBe(75));

  it('puts the read marker on the latest message the server has', () => {
    expect(readMarkerEventId([message('$1', 1), message('$2', 2), message('~local', 3, 'sending'), message('~lost', 4, 'failed')])).toBe('$2');
    expect(readMarkerEventId([message('~local', 3, 'sending')])).toBeNull();
    expect(readMarkerEventId([])).toBeNull();
  });

  it("names a conversation by its name, or by the others' names (their ids while loading)", () => {
    const profiles: Record<string, ChatUserProfile> = {
      [B]: { id: B, name: 'Bruno Lindqvist', profileImageUrl: null, fallbackProfileImageUrl: null, primaryChapterName: null, primaryChapterId: null, companyName: null },
    };
    const participants = [ME, `@${B}:ypo`, `@${C}:ypo`];
    expect(conversationTitle({ name: ' Harbor crew ', participants }, profiles, ME)).toBe('Harbor crew');
    expect(conversationTitle({ name: null, participants }, profiles, ME)).toBe(`Bruno Lindqvist, ${C}`);
    expect(conversationTitle({ name: '', participants: [ME, `@${B}:ypo`] }, profiles, ME)).toBe('Bruno Lindqvist');
  });

  it('lists the latest activity first, conversations without messages on top', () => {
    const list = sortConversations([
      { id: '!old:ypo', events: [message('$1', 10)] },
      { id: '!new:ypo', events: [message('$2', 5), message('$3', 30)] },
      { id: '!draft/b', events: [] },
    ]);
    expect(list.map((c) => c.id)).toEqual(['!draft/b', '!new:ypo', '!old:ypo']);
  });
});

describe('conversationWith (/messenger?with= opens the conversation the member has)', () => {
  const me = '@a:ypo';
  const direct = { id: '!d:ypo', participants: [me, '@b:ypo'], isDirect: true };
  const group = { id: '!g:ypo', participants: [me, '@b:ypo', '@c:ypo'], isDirect: false };
  const groupOfTwo = { id: '!g2:ypo', participants: [me, '@b:ypo'], isDirect: false };
  const list = [groupOfTwo, group, direct];

  it('finds the one-to-one conversation for one member, given as a member id or a chat id, in any case', () => {
    expect(conversationWith(list, ['B'], me)).toBe(direct);
    expect(conversationWith(list, ['@b:ypo', 'a'], me)).toBe(direct);
  });
  it('finds a group with exactly those members, never a group with more or fewer', () => {
    expect(conversationWith(list, ['c', 'b'], me)).toBe(group);
    expect(conversationWith(list, ['c'], me)).toBeNull();
    expect(conversationWith([direct], ['b', 'c', 'd'], me)).toBeNull();
  });
  it('is null for nobody (only the member, or ids that are not members)', () => {
    expect(conversationWith(list, [], me)).toBeNull();
    expect(conversationWith(list, ['a'], me)).toBeNull();
    expect(conversationWith(list, ['not an id!'], me)).toBeNull();
  });
});
