import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HeadlessProvider } from '@ypo/headless';
import type { Sdk } from '@ypo/sdk';
import { MESSENGER_MESSAGES, type ChatMessage, type MessengerClient } from '@ypo/headless/messenger';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConversationView } from './conversation-view';

afterEach(cleanup);

const ME = '@5d1f6a2e-3c4b-4f7a-9e21-0a0000000003:ypo';
const ESPERANZA = '@5d1f6a2e-3c4b-4f7a-9e21-0a0000000005:ypo';
const ROOM = '!room:ypo';

/** A joined direct conversation whose sends the test settles by hand. */
function clientWith(messages: ChatMessage[]) {
  const sends: { text: string; settle: (ok: boolean) => void }[] = [];
  let listener = () => {};
  const conversation = () => ({ id: ROOM, name: null, participants: [ME, ESPERANZA], events: messages, unreadCount: 0, isInvite: false, isDirect: true });
  const client = {
    userId: ME,
    memberId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000003',
    hasRoom: () => true,
    accessToken: () => 'token',
    onChange: (next: () => void) => ((listener = next), () => {}),
    conversation,
    readUpTo: () => null,
    isHistoryComplete: () => true,
    isReadMarkerBehind: () => false,
    loadOlder: vi.fn(async () => false),
    markRead: vi.fn(async () => {}),
    groupRoomOf: () => ({ members: [ME, ESPERANZA].map((userId) => ({ userId, membership: 'join' as const, powerLevel: 0 })), usersDefault: 0, isDirect: true }),
    sendText: vi.fn(
      (_room: string, text: string) =>
        new Promise<string>((resolve, reject) => sends.push({ text, settle: (ok) => (ok ? resolve('$sent') : reject(new Error('offline'))) })),
    ),
  } as unknown as MessengerClient;
  return { client, sends, changed: () => act(() => listener()) };
}

const renderView = (client: MessengerClient) =>
  render(
    <HeadlessProvider sdk={{} as Sdk}>
      <ConversationView client={client} conversationId={ROOM} profiles={{}} onOpen={() => {}} />
    </HeadlessProvider>,
  );

describe('ConversationView', () => {
  it('refuses a second message while the first is SENDING with the spec text, keeping what was typed; a failed send gives its text back', async () => {
    const { client, sends } = clientWith([{ id: '$1', type: 'm.text', author: ESPERANZA, ts: 1, status: 'sent', messageText: 'Shall we meet?' }]);
    renderView(client);
    const field = screen.getByRole('textbox', { name: 'Message' });
    const type = async (text: string) => {
      fireEvent.change(field, { target: { value: text } });
      await act(async () => void fireEvent.keyDown(field, { key: 'Enter' }));
    };
    await type('Thursday works');
    expect(field).toHaveProperty('value', '');
    await type('Or Friday');
    expect(await screen.findByText(MESSENGER_MESSAGES.conversationSending)).toBeDefined();
    expect(field).toHaveProperty('value', 'Or Friday');
    expect(sends.map((send) => send.text)).toEqual(['Thursday works']);

    await act(async () => sends[0]?.settle(false));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(MESSENGER_MESSAGES.conversationSending));
    // The text being typed stays; the failed one would have come back into an empty field.
    expect(field).toHaveProperty('value', 'Or Friday');
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(sends).toHaveLength(1));
    await type('Friday');
    await act(async () => sends[1]?.settle(false));
    await waitFor(() => expect(field).toHaveProperty('value', 'Friday'));
  });

  it('shows each message with its status, the start of the history and no axe violation', async () => {
    const { client } = clientWith([
      { id: '$1', type: 'm.text', author: ESPERANZA, ts: 1, status: 'sent', messageText: 'Shall we meet?' },
      { id: '~2', type: 'm.text', author: ME, ts: 2, status: 'sending', messageText: 'Yes' },
      { id: '~3', type: 'm.text', author: ME, ts: 3, status: 'failed', messageText: 'Thursday' },
      { id: '$4', type: 'm.bad.encrypted', author: ESPERANZA, ts: 4, status: 'sent', messageText: '' },
    ]);
    const { container } = renderView(client);
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByText(MESSENGER_MESSAGES.sending)).toBeDefined();
    expect(screen.getByText(MESSENGER_MESSAGES.notSent)).toBeDefined();
    expect(screen.getByText(MESSENGER_MESSAGES.messageUndecryptable)).toBeDefined();
    expect(screen.getByText(MESSENGER_MESSAGES.historyStart)).toBeDefined();
    expect((await axe.run(container)).violations.map((violation) => violation.id)).toEqual([]);
  });
});
