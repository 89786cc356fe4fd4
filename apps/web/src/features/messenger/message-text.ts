import { MESSENGER_MESSAGES as M, UNDECRYPTABLE_MESSAGE_TYPE, fromChatUserId, type ChatMessage, type ChatUserProfile } from '@ypo/headless/messenger';

/** A participant's name: their profile's, else their member id (while it loads); 'You' for the member. */
export function authorName(userId: string, me: string, profiles: Readonly<Record<string, ChatUserProfile>>): string {
  if (userId === me) return M.you;
  const memberId = fromChatUserId(userId) ?? userId;
  return (Object.hasOwn(profiles, memberId) ? profiles[memberId]?.name : undefined) || memberId;
}

/** What a message shows: its text, or the notice for a message this device cannot decrypt. */
export const messageBody = (message: ChatMessage): string => (message.type === UNDECRYPTABLE_MESSAGE_TYPE ? M.messageUndecryptable : message.messageText);

/** One line for the conversation list: who wrote the latest message and what. */
export const messagePreview = (message: ChatMessage, me: string, profiles: Readonly<Record<string, ChatUserProfile>>): string =>
  `${authorName(message.author, me, profiles)}: ${messageBody(message)}`;
