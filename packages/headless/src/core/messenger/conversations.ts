// Conversations and messages (spec 002 §3 'Chat message: id, type, author, ts, status, messageText.',
// 'Conversation: id, name, participants, events.'; §4 the SENDING rule, drafts, the unread chat count;
// §7 and §9 history pages of 75).
import { draftParticipantsOf, fromChatUserId, isDraftConversation, participantMemberId, toChatUserId } from './ids';
import { MESSENGER_MESSAGES } from './messages';
import type { ChatUserProfile } from './profiles';

/** A chat message's status (the issue: messages carry sending, sent or failed as their status). */
export type ChatMessageStatus = 'sending' | 'sent' | 'failed';

/** Chat message (spec 002 §3). */
export interface ChatMessage {
  /** The event id (a local id while the message is being sent). */
  readonly id: string;
  /** The message type, for example 'm.text'. */
  readonly type: string;
  /** The sender's chat user id, `@{id}:ypo`. */
  readonly author: string;
  /** When it was sent, ms since the epoch. */
  readonly ts: number;
  /** Sending, sent or failed. */
  readonly status: ChatMessageStatus;
  /** The text (decrypted on this device; the homeserver only holds it encrypted). */
  readonly messageText: string;
}

/** The message type of a message this device cannot decrypt (matrix-js-sdk's `m.bad.encrypted`, as Element shows it). */
export const UNDECRYPTABLE_MESSAGE_TYPE = 'm.bad.encrypted';

/** Conversation (spec 002 §3): a room on the homeserver, or a draft not created yet. */
export interface Conversation {
  /** The room id (`!{opaque}:ypo`), or a draft's id (starts with '!', no server part). */
  readonly id: string;
  /** The name a group was given; null for a conversation without one (see {@link conversationTitle}). */
  readonly name: string | null;
  /** The participants' chat user ids, `@{id}:ypo`. */
  readonly participants: readonly string[];
  /** The messages loaded so far, oldest first. */
  readonly events: readonly ChatMessage[];
}

/** One page of history, scrolling back (spec 002 §7 'history pagination (pages of 75)', §9 'Chat history page 75'). */
export const CHAT_HISTORY_PAGE_SIZE = 75;

// matrix-js-sdk's EventStatus values of a local echo that will not be sent (a message from the server has no status).
const FAILED_STATUSES = new Set(['not_sent', 'cancelled']);

/**
 * The status of a message from the chat client's status of its event: none (the server's copy) or 'sent'
 * is sent; 'encrypting', 'queued' and 'sending' are sending; 'not_sent' and 'cancelled' are failed. An
 * unknown value counts as sending (it has not been confirmed).
 */
export function chatMessageStatusOf(clientStatus: string | null | undefined): ChatMessageStatus {
  if (clientStatus === null || clientStatus === undefined || clientStatus === 'sent') return 'sent';
  if (FAILED_STATUSES.has(clientStatus)) return 'failed';
  return 'sending';
}

/** A conversation's send state: SENDING while one of its messages is on its way (spec 002 §4). */
export type ConversationSendState = 'IDLE' | 'SENDING';

/**
 * What sending a message takes: for a draft, create the private room with the participants invited, then
 * send into it (spec 002 §4 'A draft conversation (id starts with '!') is first created as a private room
 * and participants are connected. Then the message is sent.'); otherwise send into the room.
 */
export type SendStep =
  | {
      /** Create a private (invite-only, encrypted) room. */
      readonly kind: 'createRoom';
      /** The chat user ids to invite. */
      readonly invite: readonly string[];
      /** A one-to-one conversation (a direct chat) rather than a group. */
      readonly isDirect: boolean;
    }
  | {
      /** Send a text message. */
      readonly kind: 'sendText';
      /** The room to send into; null for the room the step before created. */
      readonly roomId: string | null;
      /** The text, as written. */
      readonly text: string;
    };

/** What the member asks to send. */
export interface SendRequest {
  /** The conversation's id (a room's, or a draft's). */
  readonly conversationId: string;
  /** Its send state now. */
  readonly sendState: ConversationSendState;
  /** The text written. */
  readonly text: string;
  /** The sender's chat user id, left out of the invitations. */
  readonly me: string;
  /** A draft's participants (chat user or member ids); by default those its id names. */
  readonly participants?: readonly string[];
}

/** A send plan, or why it is refused. */
export type SendPlan = { readonly ok: true; readonly steps: readonly SendStep[] } | { readonly ok: false; readonly message: string };

/**
 * The steps to send a message, or the refusal: a conversation in SENDING state refuses ('This conversation is
 * in SENDING state. Cannot send messages right now.', spec 002 §4); an empty text, or a draft without anyone
 * to invite, is refused too (ours).
 */
export function planSend(request: SendRequest): SendPlan {
  if (request.sendState === 'SENDING') return { ok: false, message: MESSENGER_MESSAGES.conversationSending };
  if (request.text.trim() === '') return { ok: false, message: MESSENGER_MESSAGES.messageEmpty };
  if (!isDraftConversation(request.conversationId)) {
    return { ok: true, steps: [{ kind: 'sendText', roomId: request.conversationId, text: request.text }] };
  }
  const invite = chatParticipantsOf(request.participants ?? draftParticipantsOf(request.conversationId)).filter((id) => id !== request.me);
  if (invite.length === 0) return { ok: false, message: MESSENGER_MESSAGES.groupParticipantsRequired };
  return {
    ok: true,
    steps: [
      { kind: 'createRoom', invite, isDirect: invite.length === 1 },
      { kind: 'sendText', roomId: null, text: request.text },
    ],
  };
}

/** Chat user ids of participants given as chat user ids or member ids, each once, in order; invalid ones dropped. */
export function chatParticipantsOf(participants: readonly string[]): string[] {
  const ids = participants.map(participantMemberId).filter((id): id is string => id !== null);
  return [...new Set(ids)].map(toChatUserId);
}

/** The send state after a send ends: back to IDLE, whether it was sent or failed (the message's status says which). */
export const conversationSendNext = (state: ConversationSendState, event: 'send' | 'sent' | 'failed'): ConversationSendState =>
  event === 'send' ? 'SENDING' : state === 'SENDING' ? 'IDLE' : state;

/** A conversation as the list counts it: how many messages the member has not read. */
export interface UnreadCounted {
  /** Messages not read yet (0 when all are read). */
  readonly unreadCount: number;
}

/** The unread chat count (spec 002 §4): the number of conversations with unread messages, not the messages. */
export const unreadChatCount = (conversations: readonly UnreadCounted[]): number =>
  conversations.reduce((count, conversation) => count + (conversation.unreadCount > 0 ? 1 : 0), 0);

/**
 * Where the read marker goes when the member sees a conversation: the latest message the server has
 * (status sent); null when there is none (messages still sending or failed have no server id yet).
 */
export function readMarkerEventId(events: readonly ChatMessage[]): string | null {
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index];
    if (event?.status === 'sent') return event.id;
  }
  return null;
}

/**
 * A conversation's title: its name when it has one; otherwise the other participants' names (their
 * profiles, or their member ids while loading), joined with ', '.
 */
export function conversationTitle(conversation: Pick<Conversation, 'name' | 'participants'>, profiles: Readonly<Record<string, ChatUserProfile>>, me: string): string {
  const name = conversation.name?.trim();
  if (name) return name;
  return conversation.participants
    .filter((id) => id !== me)
    .map((id) => {
      const memberId = fromChatUserId(id) ?? id;
      return (Object.hasOwn(profiles, memberId) ? profiles[memberId]?.name : undefined) || memberId;
    })
    .join(', ');
}

/** The time of a conversation's latest message, or null without one. */
export const latestActivity = (conversation: Pick<Conversation, 'events'>): number | null => conversation.events.at(-1)?.ts ?? null;

/** Conversations for the list: the latest activity first; conversations without messages (drafts, rooms just made) on top; ties by id. */
export function sortConversations<C extends Pick<Conversation, 'id' | 'events'>>(conversations: readonly C[]): C[] {
  return [...conversations].sort((a, b) => {
    const at = latestActivity(a) ?? Number.POSITIVE_INFINITY;
    const bt = latestActivity(b) ?? Number.POSITIVE_INFINITY;
    return at === bt ? a.id.localeCompare(b.id) : bt - at;
  });
}

/**
 * The member's existing conversation with exactly these members (member or chat user ids), so that /messenger?with=
 * opens it rather than a new draft: a one-to-one conversation for one member, else a group with the same people.
 * Invitations not joined yet count; null when there is none.
 */
export function conversationWith<C extends Pick<Conversation, 'participants'> & { readonly isDirect: boolean }>(
  conversations: readonly C[],
  members: readonly string[],
  me: string,
): C | null {
  const wanted = new Set(chatParticipantsOf(members).filter((id) => id !== me));
  if (wanted.size === 0) return null;
  const direct = wanted.size === 1;
  return (
    conversations.find((conversation) => {
      if (conversation.isDirect !== direct) return false;
      const others = new Set(conversation.participants.filter((id) => id !== me));
      return others.size === wanted.size && [...wanted].every((id) => others.has(id));
    }) ?? null
  );
}
