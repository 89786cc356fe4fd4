// The messenger's own texts (spec 002 §4, §8), apart from the platform catalogue so the initial chunk
// does not grow: imported by the messenger code only (@ypo/headless/messenger). Quoted spec texts are
// word for word; where the spec names a rule without quoting its text, the wording is ours (marked so).

/** Validation, refusal and screen texts of the messenger (spec 002 §4, §8). */
export const MESSENGER_MESSAGES = {
  // core
  // spec 002 §4 and §8, quoted.
  conversationSending: 'This conversation is in SENDING state. Cannot send messages right now.',
  mustBeLoggedIn: 'Must be logged in to connect.',
  // spec 002 §8 names these limits (group name 25, participants 250, power level 0 to 100) without quoting texts; ours.
  groupNameRequired: 'Enter a group name.',
  groupNameTooLong: 'A group name can have at most 25 characters.',
  groupParticipantsRequired: 'Add at least one participant.',
  groupParticipantsTooMany: 'A group can have at most 250 participants, you included.',
  groupParticipantInvalid: 'A participant is not a member of the network.',
  powerLevelInvalid: 'A power level is a whole number from 0 to 100.',
  // The rules the spec leaves to us (docs/messenger.md, Rules); ours.
  messageEmpty: 'Write a message first.',
  notGroupOwner: 'Only the group owner can do this.',
  notGroupMember: 'You are not a member of this conversation.',
  notAGroup: 'This conversation is between two members: it can only be left.',
  ownerCannotLeave: 'The group owner cannot leave the group: delete it instead.',
  cannotKickOwner: 'The group owner cannot be removed.',
  participantAlreadyIn: 'This member is already in the conversation.',
  participantNotIn: 'This member is not in the conversation.',
  // screens
  // The /messenger screens' texts (ours: the spec names the screens' behaviour, not their words).
  title: 'Messenger',
  connecting: 'Connecting to the messenger…',
  retry: 'Try again',
  conversations: 'Conversations',
  noConversations: 'No conversations yet. Open a member’s profile and choose Message, or start a group.',
  chooseConversation: 'Choose a conversation, or start one from a member’s profile.',
  conversationNotFound: 'This conversation is not among yours.',
  newGroup: 'New group',
  invitation: 'Invitation',
  invitedToConversation: 'You are invited to this conversation.',
  join: 'Join',
  messages: 'Messages',
  loadEarlier: 'Load earlier messages',
  loadingEarlier: 'Loading earlier messages…',
  historyStart: 'This is the start of the conversation.',
  draftIntro: 'Write the first message: it starts the conversation.',
  message: 'Message',
  send: 'Send',
  sending: 'Sending…',
  notSent: 'Not sent',
  you: 'You',
  readBy: 'Read by',
  groupName: 'Group name',
  participants: 'Participants',
  findMembers: 'Find members',
  noMembersFound: 'No member found.',
  create: 'Create',
  cancel: 'Cancel',
  save: 'Save',
  add: 'Add',
  remove: 'Remove',
  owner: 'Owner',
  invited: 'Invited',
  rename: 'Rename',
  renameGroup: 'Rename group',
  addParticipant: 'Add participant',
  manageParticipants: 'Participants',
  leave: 'Leave',
  leaveConversation: 'Leave conversation',
  leaveConfirm: 'You will leave this conversation and it will be removed from your list.',
  deleteGroup: 'Delete group',
  deleteConfirm: 'Everyone will be removed from this group and it will be removed from your list.',
  unreadMessages: 'unread',
  // client
  // The Matrix client's notices (ours): a crypto store in memory (no working IndexedDB, matrix-js-sdk #4433), a
  // message this device has no key for, the homeserver out of reach.
  storeNotPersistent: 'This browser does not keep your messenger keys: after you reload the page, earlier messages cannot be shown.',
  messageUndecryptable: 'This message cannot be shown on this device.',
  messengerUnavailable: 'The messenger cannot connect right now. Try again later.',
  // chrome
  // The unread badge in the header (spec 002 §4 the unread chat count) and the 'Message' link of a profile and the directory; ours.
  messenger: 'Messenger',
  messengerBadgeLabel: (unread: number | null) =>
    unread === null || unread === 0 ? 'Messenger' : `Messenger, ${unread} unread conversation${unread === 1 ? '' : 's'}`,
  messageLabel: (name: string) => `Message ${name}`,
} as const;
