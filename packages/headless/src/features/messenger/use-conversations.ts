import { useMemo } from 'react';
import { sortConversations } from '../../core/messenger';
import type { MessengerClient, MessengerConversation } from './client/matrix-client';
import { useMessengerVersion } from './use-messenger-version';

/** What {@link useConversations} returns. */
export interface ConversationList {
  /** The member's conversations (joined and invited), the latest activity first (core's `sortConversations`). */
  readonly conversations: readonly MessengerConversation[];
  /** spec 002 §4: the number of conversations with unread messages (an invitation counts). */
  readonly unreadChatCount: number;
}

const NONE: ConversationList = { conversations: [], unreadChatCount: 0 };

/** The member's conversations and the unread chat count, live (every sync, message, receipt, membership). Empty without a client. */
export function useConversations(client: MessengerClient | null): ConversationList {
  const version = useMessengerVersion(client);
  return useMemo(() => {
    if (!client) return NONE;
    const conversations = sortConversations(client.conversations());
    return { conversations, unreadChatCount: client.unreadChatCount() };
    // version: the client changed; the same client reads anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, version]);
}

/**
 * The unread chat count alone (spec 002 §4: conversations with unread messages), live; null without a client (the
 * chrome's badge shows nothing then).
 */
export function useUnreadChatCount(client: MessengerClient | null): number | null {
  const version = useMessengerVersion(client);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (client ? client.unreadChatCount() : null), [client, version]);
}
