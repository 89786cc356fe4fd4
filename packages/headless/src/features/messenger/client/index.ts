// The messenger's Matrix client, loaded only by dynamic import (`loadMessengerClient`): matrix-js-sdk and
// its Rust crypto stay out of every other chunk (issue 18; matrix-js-sdk #4154).
export {
  CHAT_HISTORY_PAGE,
  CHAT_SERVER_NAME,
  JWT_LOGIN_TYPE,
  MessengerClient,
  chatIdOf,
  chatMessageOf,
  connectMessenger,
  memberIdOfChatId,
  toMessengerError,
} from './messenger-client';
export type { ChatMessage, ChatMessageStatus, ChatMessageType, ConnectMessengerOptions, Conversation, CreatePrivateRoomOptions, MessengerLogger } from './messenger-client';
export { MESSENGER_STORE_PREFIX, deleteMessengerDatabases, isIndexedDbUsable } from './storage';
export type { DeviceIdStorage } from './storage';
