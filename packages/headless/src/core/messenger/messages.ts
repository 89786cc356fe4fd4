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
  message: 'Message',
  messageLabel: (name: string) => `Message ${name}`,
} as const;
