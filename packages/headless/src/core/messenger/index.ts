// Messenger rules (spec 002 §3, §4, §7-§9): chat ids, the session and participant profile machines,
// conversations (the SENDING rule, drafts, message status, unread count, history pages) and groups.
// Plain TypeScript with no chat client in it; exported with the texts (and the client's hooks) from
// @ypo/headless/messenger, not from /core, so the core's budget does not carry them.
export {
  CHAT_SERVER_NAME,
  isChatMemberId,
  toChatUserId,
  isChatUserId,
  fromChatUserId,
  participantMemberId,
  draftConversationId,
  isDraftConversation,
  draftParticipantsOf,
} from './ids';
export { MESSENGER_QUERY, messengerTargetOf, messengerQuery } from './links';
export {
  JWT_LOGIN_TYPE,
  NO_UNREAD_ROOMS,
  applyUnreadSync,
  unreadConversationCount,
  UNREAD_SYNC_FILTER,
  UNREAD_SYNC_RETRY_MS,
  unreadSyncRetryDelay,
} from './unread-sync';
export type { UnreadRooms, UnreadSyncJoinedRoom, UnreadSyncResponse } from './unread-sync';
export type { MessengerTarget } from './links';
export {
  MESSENGER_SESSION_STATES,
  MESSENGER_SESSION_EVENTS,
  isMessengerLoggedIn,
  messengerLoginRefusal,
  canStartMessenger,
  messengerSessionNext,
  isMessengerActive,
} from './session';
export type { MessengerSessionState, MessengerCredentials, MessengerSessionEvent } from './session';
export {
  chatUserProfileOf,
  PARTICIPANT_PROFILE_STATUSES,
  NEW_PROFILE_LOAD,
  PROFILE_RETRY,
  profileRetryDelay,
  PARTICIPANT_PROFILE_EVENTS,
  participantProfileNext,
  profilesToLoad,
  nextProfileRetryAt,
  beginProfileLoads,
  settleProfileLoads,
} from './profiles';
export type { ChatUser, ChatUserProfile, ParticipantProfileStatus, ParticipantProfileLoad, ParticipantProfileEvent, ParticipantProfileLoads } from './profiles';
export {
  CHAT_HISTORY_PAGE_SIZE,
  UNDECRYPTABLE_MESSAGE_TYPE,
  chatMessageStatusOf,
  planSend,
  chatParticipantsOf,
  conversationSendNext,
  unreadChatCount,
  readMarkerEventId,
  conversationTitle,
  latestActivity,
  sortConversations,
  conversationWith,
} from './conversations';
export type { ChatMessageStatus, ChatMessage, Conversation, ConversationSendState, SendStep, SendRequest, SendPlan, UnreadCounted } from './conversations';
export {
  GROUP_NAME_MAX,
  GROUP_PARTICIPANTS_MAX,
  POWER_LEVEL_RANGE,
  isPowerLevel,
  clampPowerLevel,
  powerLevel,
  groupName,
  groupParticipants,
  GROUP_FORM_RULES,
  validateGroupForm,
  groupOwners,
  groupOwner,
  GROUP_OWNER_ACTIONS,
  GROUP_MEMBER_ACTIONS,
  groupActionsFor,
  groupActionRefusal,
  groupExitPlan,
} from './groups';
export type { GroupFormValues, GroupMember, GroupRoom, GroupAction, GroupActionContext, GroupExitStep } from './groups';
