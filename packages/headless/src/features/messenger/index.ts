// The messenger (spec 002 §3, §4, §7-§9): the rules of core/messenger and their texts; the chat
// client's hooks join here.
export * from '../../core/messenger';
export { MESSENGER_MESSAGES } from '../../core/messenger/messages';
// client: the Matrix client, loaded on first use (its types are free).
export { loadMessengerClient } from './load-messenger-client';
export type { MessengerClientModule } from './load-messenger-client';
export type { ConnectMessengerOptions, CreatePrivateRoomOptions, DeviceIdStorage, MessengerClient, MessengerConversation, MessengerLogger } from './client/matrix-client';
export { messengerSessionAtom, useMessengerSession } from './use-messenger-session';
export type { MessengerSession, MessengerSessionSnapshot, UseMessengerSessionOptions } from './use-messenger-session';
// hooks: the screens' and the badge's views of the connected client.
export { useMessengerVersion } from './use-messenger-version';
export { useConversations, useUnreadChatCount } from './use-conversations';
// the badge's count without the client: the homeserver's own counts over a filtered /sync.
export { createUnreadCounter } from './unread-counter';
export type { UnreadCounter, UnreadCounterOptions } from './unread-counter';
export { useHomeserverUnreadCount } from './use-unread-counter';
export type { UseHomeserverUnreadCountOptions } from './use-unread-counter';
export type { ConversationList } from './use-conversations';
export { useConversation } from './use-conversation';
export type { ConversationView, ReadMarker, UseConversationOptions } from './use-conversation';
export { useChatProfiles } from './use-chat-profiles';
export type { ChatProfiles } from './use-chat-profiles';
export { useGroup, useCreateGroup } from './use-group';
export type { Group, CreateGroup } from './use-group';
