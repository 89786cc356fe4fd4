// The unread chat count from the homeserver's own counts (spec 002 §4 'The unread chat count equals the number of
// conversations with unread messages'), for the chrome's badge: a filtered /sync carries, per joined room, how many
// events since the member's read receipt notify them (`unread_notifications`, and `org.matrix.msc2654.unread_count`
// where the homeserver has the unread-count extension), computed by the server on encrypted events without
// decrypting anything. Invitations count as one each, as in the messenger's own count.

/** The login type of Synapse's JWT login: the member's access token is the Matrix login (docs/messenger.md). */
export const JWT_LOGIN_TYPE = 'org.matrix.login.jwt';

/** The part of a joined room's /sync entry the count reads. */
export interface UnreadSyncJoinedRoom {
  readonly unread_notifications?: { readonly notification_count?: number; readonly highlight_count?: number };
  /** MSC2654's count of unread messages (Synapse with `experimental_features: msc2654_enabled`). */
  readonly 'org.matrix.msc2654.unread_count'?: number;
}

/** The part of a /sync answer the count reads (rooms joined, invited and left since the last one). */
export interface UnreadSyncResponse {
  readonly next_batch: string;
  readonly rooms?: {
    readonly join?: Readonly<Record<string, UnreadSyncJoinedRoom>>;
    readonly invite?: Readonly<Record<string, unknown>>;
    readonly leave?: Readonly<Record<string, unknown>>;
  };
}

/** What the syncs so far tell: unread messages per joined conversation (room id) and the open invitations. */
export interface UnreadRooms {
  readonly joined: ReadonlyMap<string, number>;
  readonly invited: ReadonlySet<string>;
}

/** Before the first /sync: nothing known. */
export const NO_UNREAD_ROOMS: UnreadRooms = { joined: new Map(), invited: new Set() };

/**
 * The unread counts after one /sync answer (the first one lists every room; later ones only rooms that changed): a
 * joined room takes the server's count (the unread-count extension's when given, else its notification count; a room
 * listed without counts keeps what it had), an invitation is open until joined or left, a room left is gone.
 */
export function applyUnreadSync(previous: UnreadRooms, sync: UnreadSyncResponse): UnreadRooms {
  const joined = new Map(previous.joined);
  const invited = new Set(previous.invited);
  for (const [roomId, room] of Object.entries(sync.rooms?.join ?? {})) {
    invited.delete(roomId);
    const counted = room['org.matrix.msc2654.unread_count'] ?? room.unread_notifications?.notification_count;
    if (typeof counted === 'number' && Number.isFinite(counted)) joined.set(roomId, Math.max(0, counted));
    else if (!joined.has(roomId)) joined.set(roomId, 0);
  }
  for (const roomId of Object.keys(sync.rooms?.invite ?? {})) {
    joined.delete(roomId);
    invited.add(roomId);
  }
  for (const roomId of Object.keys(sync.rooms?.leave ?? {})) {
    joined.delete(roomId);
    invited.delete(roomId);
  }
  return { joined, invited };
}

/**
 * The conversations with unread messages (spec 002 §4), from {@link applyUnreadSync}'s rooms: each joined one with
 * an unread message, and each invitation (news, read only once joined), as the messenger's own count.
 */
export function unreadConversationCount(rooms: UnreadRooms): number {
  let count = rooms.invited.size;
  for (const value of rooms.joined.values()) if (value > 0) count += 1;
  return count;
}

/**
 * The /sync filter of the count: no presence, account data or room state, one timeline event per changed room, and
 * read receipts (a conversation read on another device changes its count). Inline JSON, as /sync takes it.
 */
export const UNREAD_SYNC_FILTER = JSON.stringify({
  presence: { not_types: ['*'] },
  account_data: { not_types: ['*'] },
  room: {
    timeline: { limit: 1 },
    state: { lazy_load_members: true, not_types: ['*'] },
    ephemeral: { types: ['m.receipt'] },
    account_data: { not_types: ['*'] },
  },
});

/** Waits between failed /sync or login attempts of the count (ms): 2, 4, 8, 16 s, then 30 s. */
export const UNREAD_SYNC_RETRY_MS: readonly number[] = [2_000, 4_000, 8_000, 16_000, 30_000];

/** The wait before the `attempt`-th retry (1-based) of the count's connection. */
export function unreadSyncRetryDelay(attempt: number): number {
  const delays = UNREAD_SYNC_RETRY_MS;
  return delays[Math.min(Math.max(attempt, 1), delays.length) - 1] as number;
}
