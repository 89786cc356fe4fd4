// What /messenger opens (spec 002 §2: '/messenger: query and params are passed through'). The spec names
// no query keys; ours: `room` opens a conversation by its id, `with` opens one with members (their
// member ids, comma-separated: a draft until the first message), so a profile or the directory links
// to `paths.messenger(messengerQuery({ with: [memberId] }))`. Other keys pass through untouched.
import { draftConversationId, draftParticipantsOf, isDraftConversation, participantMemberId } from './ids';

/** The /messenger query keys the messenger reads (ours). */
export const MESSENGER_QUERY = { room: 'room', with: 'with' } as const;

/** What /messenger opens: the conversation list, a conversation by id, or a draft with members. */
export type MessengerTarget =
  | {
      /** The conversation list. */
      readonly kind: 'list';
    }
  | {
      /** A conversation the member has (a room id). */
      readonly kind: 'conversation';
      /** The room id. */
      readonly conversationId: string;
    }
  | {
      /** A conversation with these members: theirs if one exists, else a draft. */
      readonly kind: 'draft';
      /** The draft's id ({@link draftConversationId}). */
      readonly conversationId: string;
      /** The members' ids (lower case, sorted, each once). */
      readonly participants: readonly string[];
    };

// Matrix room ids: '!' + opaque + ':' + server; no spaces or further '!'.
const ROOM_ID = /^![^\s:!]+:[a-z0-9.-]+(:\d{1,5})?$/i;

type QueryInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

const firstOf = (query: QueryInput, key: string): string | undefined => {
  const value = query instanceof URLSearchParams ? (query.get(key) ?? undefined) : query[key];
  return typeof value === 'string' ? value : value?.[0];
};

/**
 * What a /messenger query opens: `room` (a room id, or a draft's id) first, then `with` (member or chat user
 * ids, comma-separated: the draft with them); anything else, or a value that is not an id, is the list.
 */
export function messengerTargetOf(query: QueryInput): MessengerTarget {
  const room = firstOf(query, MESSENGER_QUERY.room)?.trim();
  if (room && ROOM_ID.test(room)) return { kind: 'conversation', conversationId: room };
  const members = room && isDraftConversation(room) ? draftParticipantsOf(room) : (firstOf(query, MESSENGER_QUERY.with)?.split(',') ?? []);
  const conversationId = draftConversationId(members);
  if (conversationId === null) return { kind: 'list' };
  return { kind: 'draft', conversationId, participants: draftParticipantsOf(conversationId) };
}

/** The query that opens a conversation (`room`) or one with members (`with`), for `paths.messenger(...)`. */
export function messengerQuery(target: { readonly room: string } | { readonly with: readonly string[] }): Readonly<Record<string, string>> {
  if ('room' in target) return { [MESSENGER_QUERY.room]: target.room };
  const members = [...new Set(target.with.map(participantMemberId).filter((id): id is string => id !== null))];
  return { [MESSENGER_QUERY.with]: members.join(',') };
}
