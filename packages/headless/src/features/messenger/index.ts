// The messenger (spec 002 §3, §4, §7-§9): the rules of core/messenger and their texts; the chat
// client's hooks join here.
export * from '../../core/messenger';
export { MESSENGER_MESSAGES } from '../../core/messenger/messages';
