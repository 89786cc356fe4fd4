import { atom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AppError, asAppError } from '../../core/messages';
import {
  CHAT_HISTORY_PAGE_SIZE,
  conversationSendNext,
  draftParticipantsOf,
  isDraftConversation,
  planSend,
  readMarkerEventId,
  type ChatMessage,
  type ConversationSendState,
} from '../../core/messenger';
import type { CallResult } from '../../hooks/use-mutation';
import type { MessengerClient, MessengerConversation } from './client/matrix-client';
import { useMessengerVersion } from './use-messenger-version';

/** Each conversation's send state (spec 002 §4 SENDING), by conversation id, one per headless store. */
const sendStatesAtom = atom<Readonly<Record<string, ConversationSendState>>>({});

/** Where another participant's read marker stands: the latest message they have read. */
export interface ReadMarker {
  /** The participant's chat user id. */
  readonly userId: string;
  /** The message they read up to. */
  readonly eventId: string;
}

/** Options of {@link useConversation}. */
export interface UseConversationOptions {
  /** The connected client (READY session); null while connecting. */
  readonly client: MessengerClient | null;
  /** A room id, or a draft's id (`!draft/…`: the first message creates the room). */
  readonly conversationId: string;
  /** A draft's participants (member or chat user ids); by default those its id names. */
  readonly participants?: readonly string[];
  /** Marks the conversation read while it is shown and has unread messages (default true). */
  readonly markRead?: boolean;
}

/** What {@link useConversation} returns. */
export interface ConversationView {
  /** The room as the list shows it; null for a draft, or a room the member does not have (see `error`). */
  readonly conversation: MessengerConversation | null;
  /** Its messages loaded so far, oldest first, each with its status (sending, sent, failed). */
  readonly messages: readonly ChatMessage[];
  /** A draft: no room yet (spec 002 §4). */
  readonly isDraft: boolean;
  /** SENDING while a message is on its way (spec 002 §4); IDLE otherwise. */
  readonly sendState: ConversationSendState;
  /**
   * Sends a text: refused while SENDING ('This conversation is in SENDING state. Cannot send messages right now.') or
   * empty; a draft is first created as a private room with its participants (core's `planSend`). Resolves with the
   * room id the message went to, or the error to show. Never throws.
   */
  readonly send: (text: string) => Promise<CallResult<{ readonly roomId: string }>>;
  /** Loads the previous page of history (75 messages, spec 002 §7); nothing while one loads or when all is loaded. */
  readonly loadOlder: () => Promise<void>;
  /** A page of history is loading. */
  readonly isLoadingOlder: boolean;
  /** The start of the conversation is loaded. */
  readonly isHistoryComplete: boolean;
  /** The other participants' read markers (spec 002 §7 read markers), on messages that are loaded. */
  readonly readMarkers: readonly ReadMarker[];
  /** Joins the room the member is invited to. */
  readonly join: () => Promise<CallResult<void>>;
  /** The last failure of loading history or joining; null otherwise. */
  readonly error: AppError | null;
}

/**
 * One conversation, live: its messages with their status, history pages of 75 back (the first page is loaded when it
 * opens), read markers both ways (the member's moves when the conversation is shown), the SENDING rule and the draft
 * flow of spec 002 §4, and joining an invitation.
 */
export function useConversation({ client, conversationId, participants, markRead = true }: UseConversationOptions): ConversationView {
  const store = useStore();
  const version = useMessengerVersion(client);
  const sendState = useAtomValue(sendStatesAtom)[conversationId] ?? 'IDLE';
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  // Pages loaded by loadOlder: the view reads the client again after each, also when no event came with it (the start of
  // the history reached: the client tells no change then, yet isHistoryComplete is now true).
  const [pages, setPages] = useState(0);
  const isDraft = isDraftConversation(conversationId);

  const view = useMemo(() => {
    const room = client && !isDraft ? client.hasRoom(conversationId) : false;
    if (!client || !room) return { conversation: null, messages: [], isHistoryComplete: isDraft, readMarkers: [] as ReadMarker[] };
    const conversation = client.conversation(conversationId);
    const loaded = new Set(conversation.events.map((message) => message.id));
    const readMarkers = conversation.participants
      .filter((userId) => userId !== client.userId)
      .map((userId) => ({ userId, eventId: client.readUpTo(conversationId, userId) }))
      .filter((marker): marker is ReadMarker => marker.eventId !== null && loaded.has(marker.eventId));
    return { conversation, messages: conversation.events, isHistoryComplete: client.isHistoryComplete(conversationId), readMarkers };
    // version, pages: the client changed or a page came; the same client reads anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, conversationId, isDraft, version, pages]);

  const loading = useRef(false);
  const loadOlder = useCallback(async () => {
    if (!client || isDraft || loading.current || !client.hasRoom(conversationId) || client.isHistoryComplete(conversationId)) return;
    loading.current = true;
    setLoadingOlder(true);
    try {
      await client.loadOlder(conversationId);
      setPages((count) => count + 1);
      setError(null);
    } catch (thrown) {
      setError(asAppError(thrown));
    } finally {
      loading.current = false;
      setLoadingOlder(false);
    }
  }, [client, conversationId, isDraft]);

  // The first page when a joined conversation opens: the sync brings only its latest message.
  const joined = view.conversation !== null && !view.conversation.isInvite;
  const firstPageWanted = joined && !view.isHistoryComplete && view.messages.length < CHAT_HISTORY_PAGE_SIZE;
  const openedRef = useRef<string | null>(null);
  useEffect(() => {
    if (!firstPageWanted || openedRef.current === conversationId) return;
    openedRef.current = conversationId;
    void loadOlder();
  }, [firstPageWanted, conversationId, loadOlder]);

  // The member's read marker follows what the conversation shows (a receipt the others see), also right after
  // joining, which matrix-js-sdk counts as read without telling anyone.
  const latestSent = readMarkerEventId(view.messages);
  const isBehind = client !== null && joined && client.isReadMarkerBehind(conversationId);
  useEffect(() => {
    if (!markRead || !client || !isBehind || latestSent === null) return;
    client.markRead(conversationId).catch(() => {
      // A receipt that did not go is sent again with the next message shown; nothing to tell the member.
    });
  }, [markRead, client, isBehind, latestSent, conversationId]);

  const setSendState = useCallback(
    (event: 'send' | 'sent' | 'failed') =>
      store.set(sendStatesAtom, (states) => ({ ...states, [conversationId]: conversationSendNext(states[conversationId] ?? 'IDLE', event) })),
    [store, conversationId],
  );

  const send = useCallback(
    async (text: string): Promise<CallResult<{ roomId: string }>> => {
      if (!client) return { ok: false, error: new AppError('connection') };
      const plan = planSend({
        conversationId,
        sendState: store.get(sendStatesAtom)[conversationId] ?? 'IDLE',
        text,
        me: client.userId,
        participants: participants ?? draftParticipantsOf(conversationId),
      });
      if (!plan.ok) return { ok: false, error: new AppError('validation', { message: plan.message }) };
      setSendState('send');
      let roomId: string | null = null;
      try {
        for (const step of plan.steps) {
          if (step.kind === 'createRoom') roomId = await client.createPrivateRoom({ invite: step.invite, isDirect: step.isDirect });
          else {
            roomId = step.roomId ?? roomId;
            if (roomId === null) throw new AppError('unknown');
            await client.sendText(roomId, step.text);
          }
        }
        setSendState('sent');
        return { ok: true, data: { roomId: roomId ?? conversationId } };
      } catch (thrown) {
        setSendState('failed');
        return { ok: false, error: asAppError(thrown) };
      }
    },
    [client, conversationId, participants, store, setSendState],
  );

  const join = useCallback(async (): Promise<CallResult<void>> => {
    if (!client) return { ok: false, error: new AppError('connection') };
    try {
      await client.join(conversationId);
      setError(null);
      return { ok: true, data: undefined };
    } catch (thrown) {
      const failure = asAppError(thrown);
      setError(failure);
      return { ok: false, error: failure };
    }
  }, [client, conversationId]);

  return { ...view, isDraft, sendState, send, loadOlder, isLoadingOlder, join, error };
}
