// Chat identifiers (spec 002 §3: 'The chat identifier format is @{id}:ypo') and conversation ids
// (spec 002 §4: 'A draft conversation (id starts with '!')').

/** The homeserver's name: every chat user id ends with `:ypo` (spec 002 §3). */
export const CHAT_SERVER_NAME = 'ypo';

// Matrix user id grammar (client-server spec, "User Identifiers"): a lower-case local part of
// a-z, 0-9 and . _ = - / +. Member ids are UUIDs, compared case-insensitively across the platform,
// so the local part is the member id in lower case.
const LOCALPART = /^[a-z0-9._=\-/+]+$/;
const CHAT_USER_ID = /^@([a-z0-9._=\-/+]+):ypo$/;

/** The local part a member id has as a chat user (lower case), or null when it cannot be one. */
function localpartOf(memberId: string): string | null {
  const localpart = memberId.trim().toLowerCase();
  return LOCALPART.test(localpart) ? localpart : null;
}

/** Whether a member id can be a chat user's id part (a Matrix local part once in lower case). */
export const isChatMemberId = (memberId: unknown): memberId is string => typeof memberId === 'string' && localpartOf(memberId) !== null;

/**
 * The chat user id of a member, `@{id}:ypo` (spec 002 §3), the id in lower case. Throws a RangeError for
 * an id that cannot be a chat user's (empty, or characters Matrix does not allow): a programming error,
 * as member ids are UUIDs; check untrusted input with {@link isChatMemberId} first.
 */
export function toChatUserId(memberId: string): string {
  const localpart = localpartOf(memberId);
  if (localpart === null) throw new RangeError(`Not a member id a chat user can have: ${JSON.stringify(memberId)}`);
  return `@${localpart}:${CHAT_SERVER_NAME}`;
}

/** Whether a value is a chat user id of this network, `@{id}:ypo` (lower case, no other server). */
export const isChatUserId = (value: unknown): value is string => typeof value === 'string' && CHAT_USER_ID.test(value);

/** The member id of a chat user id `@{id}:ypo`; null for anything else (another server, malformed). */
export function fromChatUserId(chatUserId: string): string | null {
  return CHAT_USER_ID.exec(chatUserId)?.[1] ?? null;
}

/**
 * The member id of a participant given either way, as a chat user id `@{id}:ypo` or as a member id (in
 * lower case); null for anything else.
 */
export function participantMemberId(participant: unknown): string | null {
  if (typeof participant !== 'string') return null;
  return fromChatUserId(participant) ?? localpartOf(participant);
}

// A room the homeserver made has the id `!{opaque}:{server}` (Matrix "Room IDs"). A draft has none
// yet; its id starts with '!' too (spec 002 §4) but has no server part, so the two never collide.
const DRAFT_PREFIX = '!draft/';

/**
 * The id of the draft conversation with these participants (member or chat user ids): '!' then the
 * participants' member ids, sorted and each once, so opening the same people twice gives the same
 * draft. Null when no participant is a chat member.
 */
export function draftConversationId(participants: readonly string[]): string | null {
  const ids = [...new Set(participants.map(participantMemberId))].filter((id): id is string => id !== null).sort();
  return ids.length === 0 ? null : `${DRAFT_PREFIX}${ids.join(',')}`;
}

/**
 * Whether a conversation is a draft (spec 002 §4: its id starts with '!'), not yet a room on the
 * homeserver: a room's id starts with '!' as well but names its server after a ':'.
 */
export const isDraftConversation = (conversationId: string): boolean => conversationId.startsWith('!') && !conversationId.includes(':');

/** The participants' member ids a draft conversation id names (empty for a room id or anything else). */
export function draftParticipantsOf(conversationId: string): string[] {
  if (!isDraftConversation(conversationId) || !conversationId.startsWith(DRAFT_PREFIX)) return [];
  return conversationId
    .slice(DRAFT_PREFIX.length)
    .split(',')
    .filter((id) => isChatMemberId(id));
}
