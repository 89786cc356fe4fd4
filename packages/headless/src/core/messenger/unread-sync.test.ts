import { describe, expect, it } from 'vitest';
import { applyUnreadSync, NO_UNREAD_ROOMS, UNREAD_SYNC_FILTER, unreadConversationCount, unreadSyncRetryDelay } from './unread-sync';
import type { UnreadSyncResponse } from './unread-sync';

const sync = (rooms: UnreadSyncResponse['rooms']): UnreadSyncResponse => ({ next_batch: 's', rooms });
const joined = (notification_count?: number, unread?: number) => ({
  ...(notification_count === undefined ? {} : { unread_notifications: { notification_count } }),
  ...(unread === undefined ? {} : { 'org.matrix.msc2654.unread_count': unread }),
});

describe('the unread chat count from the homeserver (spec 002 §4, the badge without the client)', () => {
  it('counts the conversations with unread messages and each invitation, from the first sync', () => {
    const rooms = applyUnreadSync(NO_UNREAD_ROOMS, sync({ join: { '!a': joined(3), '!b': joined(0), '!c': joined(1) }, invite: { '!d': {} } }));
    expect(unreadConversationCount(rooms)).toBe(3);
  });

  it('later syncs change only the rooms they list: read elsewhere, a new message, joined, left', () => {
    let rooms = applyUnreadSync(NO_UNREAD_ROOMS, sync({ join: { '!a': joined(3), '!b': joined(0) }, invite: { '!d': {} } }));
    rooms = applyUnreadSync(rooms, sync({ join: { '!a': joined(0) } }));
    expect(unreadConversationCount(rooms)).toBe(1);
    rooms = applyUnreadSync(rooms, sync({ join: { '!b': joined(2) } }));
    expect(unreadConversationCount(rooms)).toBe(2);
    // Joining the invitation: read as joined, with the server's count (none yet: nothing unread).
    rooms = applyUnreadSync(rooms, sync({ join: { '!d': joined() } }));
    expect(unreadConversationCount(rooms)).toBe(1);
    rooms = applyUnreadSync(rooms, sync({ leave: { '!b': {} } }));
    expect(unreadConversationCount(rooms)).toBe(0);
  });

  it('a room listed without counts keeps its count; the unread-count extension wins over notifications', () => {
    let rooms = applyUnreadSync(NO_UNREAD_ROOMS, sync({ join: { '!a': joined(2) } }));
    rooms = applyUnreadSync(rooms, sync({ join: { '!a': joined() } }));
    expect(unreadConversationCount(rooms)).toBe(1);
    rooms = applyUnreadSync(rooms, sync({ join: { '!a': joined(0, 4) } }));
    expect(unreadConversationCount(rooms)).toBe(1);
    rooms = applyUnreadSync(rooms, sync({ join: { '!a': joined(5, 0) } }));
    expect(unreadConversationCount(rooms)).toBe(0);
  });

  it('an invitation withdrawn (left) or a join after it leaves one conversation at most', () => {
    let rooms = applyUnreadSync(NO_UNREAD_ROOMS, sync({ invite: { '!x': {} } }));
    expect(unreadConversationCount(rooms)).toBe(1);
    rooms = applyUnreadSync(rooms, sync({ join: { '!x': joined(1) } }));
    expect(unreadConversationCount(rooms)).toBe(1);
    rooms = applyUnreadSync(rooms, sync({ leave: { '!x': {} } }));
    expect(unreadConversationCount(rooms)).toBe(0);
    expect(unreadConversationCount(applyUnreadSync(NO_UNREAD_ROOMS, { next_batch: 's' }))).toBe(0);
  });

  it('asks for no presence, account data or state, one timeline event and read receipts', () => {
    expect(JSON.parse(UNREAD_SYNC_FILTER)).toEqual({
      presence: { not_types: ['*'] },
      account_data: { not_types: ['*'] },
      room: { timeline: { limit: 1 }, state: { lazy_load_members: true, not_types: ['*'] }, ephemeral: { types: ['m.receipt'] }, account_data: { not_types: ['*'] } },
    });
  });

  it('retries after 2, 4, 8, 16, then every 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(unreadSyncRetryDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
