// The messenger's Matrix client, loaded only by dynamic import (`loadMessengerClient`): matrix-js-sdk and
// its Rust crypto stay out of every other chunk (issue 18; matrix-js-sdk #4154).
export { DIRECT_CREATION_KEY, JWT_LOGIN_TYPE, MessengerClient, ROOM_VERSION, UNDECRYPTABLE_MESSAGE_TYPE, connectMessenger, toMessengerError } from './messenger-client';
export type { ConnectMessengerOptions, CreatePrivateRoomOptions, MessengerConversation, MessengerLogger } from './messenger-client';
export { MESSENGER_STORE_PREFIX, deleteMessengerDatabases, isIndexedDbUsable } from './storage';
export type { DeviceIdStorage } from './storage';
