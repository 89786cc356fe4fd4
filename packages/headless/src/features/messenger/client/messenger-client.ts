// The messenger's Matrix client (spec 002 §7 Chat: "login by token, start, create private room with invited
// members, invite, kick, join, leave and forget, rename, send text message, read markers and history
// pagination (pages of 75)"; "The messenger encrypts locally"). matrix-js-sdk with Rust crypto: this module
// is loaded only by dynamic import (load-messenger-client.ts), and the crypto wasm only when a member connects.
import {
  ClientEvent,
  Direction,
  EventStatus,
  EventType,
  KnownMembership,
  MatrixError,
  MatrixEventEvent,
  MemoryStore,
  MsgType,
  PendingEventOrdering,
  Preset,
  RoomEvent,
  RoomMemberEvent,
  SyncState,
  Visibility,
  createClient,
} from 'matrix-js-sdk';
import type { MatrixClient, MatrixEvent, Room, RoomMember } from 'matrix-js-sdk';
import { AppError } from '../../../core/messages';
import { CHAT_HISTORY_PAGE_SIZE, JWT_LOGIN_TYPE, POWER_LEVEL_RANGE, UNDECRYPTABLE_MESSAGE_TYPE, chatMessageStatusOf, fromChatUserId, toChatUserId, unreadChatCount } from '../../../core/messenger';
import { MESSENGER_MESSAGES } from '../../../core/messenger/messages';
import type { ChatMessage, Conversation, GroupMember, GroupRoom, UnreadCounted } from '../../../core/messenger';
import {
  type DeviceIdStorage,
  cryptoStoreDatabases,
  cryptoStorePrefix,
  deleteMessengerDatabases,
  forgetDeviceId,
  isIndexedDbUsable,
  rememberDeviceId,
  rememberedDeviceId,
} from './storage';

/** Synapse's JWT login (docs/messenger.md): the member's access token is the Matrix login (core's constant). */
export { JWT_LOGIN_TYPE };

/** The room version of the rooms the messenger creates (see {@link MessengerClient.createPrivateRoom}). */
export const ROOM_VERSION = '11';

/** The key of the room creation's content that says whether the conversation is one-to-one (ours, namespaced). */
export const DIRECT_CREATION_KEY = 'org.ypo.direct';

/** The message type of an event this device cannot decrypt (core's; kept here for the client's callers). */
export { UNDECRYPTABLE_MESSAGE_TYPE };

/** A conversation as the messenger's screens list it: the spec's conversation and the member's relation to it. */
export interface MessengerConversation extends Conversation, UnreadCounted {
  /** The member is invited and has not joined yet (joining is theirs to do). */
  readonly isInvite: boolean;
  /** A one-to-one conversation (the room was created as a direct chat) rather than a group. */
  readonly isDirect: boolean;
}

/** Options of `connectMessenger`. */
export interface ConnectMessengerOptions {
  /** Base URL of the homeserver's client API (the app's `homeserverUrl`, http://127.0.0.1:8008 locally). */
  readonly homeserverUrl: string;
  /** The member's id (spec 002 §4: the session starts when the member token and id exist). */
  readonly memberId: string;
  /** The member's access token from the identity provider: the JWT login (no second password). */
  readonly accessToken: string;
  /**
   * IndexedDB for the crypto store; default `globalThis.indexedDB`. Without a working one the store is in
   * memory: each start is then a new device that cannot read older messages ({@link MessengerClient.isStorePersistent}).
   */
  readonly indexedDB?: IDBFactory | undefined;
  /** Where the device id is kept between starts; default `globalThis.localStorage`. */
  readonly deviceIdStorage?: DeviceIdStorage | undefined;
  /** The fetch to call the homeserver with; default `globalThis.fetch`. */
  readonly fetchFn?: typeof globalThis.fetch;
  /** The device's name in the member's session list; default 'YPO web'. */
  readonly deviceDisplayName?: string;
  /** matrix-js-sdk's logger; default: warnings and errors to the console, nothing else. */
  readonly logger?: MessengerLogger;
}

const quietLogger = (): MessengerLogger => {
  const none = () => undefined;
  const logger: MessengerLogger = {
    getChild: () => logger,
    trace: none,
    debug: none,
    info: none,
    warn: (...message: unknown[]) => console.warn('[messenger]', ...message),
    error: (...message: unknown[]) => console.error('[messenger]', ...message),
  };
  return logger;
};

/**
 * A logger for the client (matrix-js-sdk's shape, written here so the messenger's public types name nothing of
 * matrix-js-sdk, whose declarations do not type-check under a consumer's strict settings).
 */
export interface MessengerLogger {
  /** The finest detail (matrix-js-sdk's request traces). */
  trace(...message: unknown[]): void;
  /** Debugging detail. */
  debug(...message: unknown[]): void;
  /** What the client does. */
  info(...message: unknown[]): void;
  /** Something went wrong and the client went on. */
  warn(...message: unknown[]): void;
  /** Something failed. */
  error(...message: unknown[]): void;
  /** A logger for a part of the client. */
  getChild(namespace: string): MessengerLogger;
}

/** A homeserver refusal or a network failure as the platform's one error. */
export function toMessengerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof MatrixError) {
    const status = error.httpStatus;
    const cause = { status, body: error.data };
    if (status === 401) return new AppError('unauthorized', { cause, serverMessage: error.message });
    if (status === 403) return new AppError('forbidden', { cause, serverMessage: error.message });
    if (status === 404) return new AppError('notFound', { cause, serverMessage: error.message });
    if (status !== undefined && status >= 400 && status < 500) return new AppError('validation', { cause, serverMessage: error.message });
    return new AppError('server', { cause, serverMessage: error.message, message: MESSENGER_MESSAGES.messengerUnavailable });
  }
  if (error instanceof Error && error.name === 'AbortError') return new AppError('aborted');
  // fetch rejects with a TypeError when no answer came; ConnectionError is matrix-js-sdk's wrapper of it.
  if (error instanceof TypeError || (error instanceof Error && error.name === 'ConnectionError')) {
    return new AppError('connection', { cause: { status: undefined, body: error.message }, message: MESSENGER_MESSAGES.messengerUnavailable });
  }
  return new AppError('unknown', { cause: { status: undefined, body: error instanceof Error ? error.message : String(error) } });
}

const attempt = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw toMessengerError(error);
  }
};

const isMessageEvent = (event: MatrixEvent) => event.getType() === EventType.RoomMessage || event.isEncrypted();

/**
 * @internal
 * A timeline event as the spec's chat message (spec 002 §3); undefined for events that are no message
 * (state, receipts). An event this device cannot decrypt has the type {@link UNDECRYPTABLE_MESSAGE_TYPE}
 * and an empty text.
 */
export function chatMessageOf(event: MatrixEvent): ChatMessage | undefined {
  if (!isMessageEvent(event)) return undefined;
  const base = {
    id: event.getId() ?? event.getTxnId() ?? '',
    author: event.getSender() ?? '',
    ts: event.getTs(),
    // matrix-js-sdk's local echo status (a server event has none); 'sent' there still waits for the server's echo.
    status: event.status === EventStatus.SENT ? ('sending' as const) : chatMessageStatusOf(event.status),
  };
  if (event.isDecryptionFailure() || event.getType() !== EventType.RoomMessage) return { ...base, type: UNDECRYPTABLE_MESSAGE_TYPE, messageText: '' };
  const content = event.getContent<{ msgtype?: string; body?: unknown }>();
  return { ...base, type: typeof content.msgtype === 'string' ? content.msgtype : MsgType.Text, messageText: typeof content.body === 'string' ? content.body : '' };
}

/** A joined or invited member as the group rules see them. */
const groupMemberOf = (member: RoomMember): GroupMember => ({
  userId: member.userId,
  membership: member.membership === KnownMembership.Invite ? 'invite' : 'join',
  // In a room of version 12 or later the creators stand above every level (matrix-js-sdk: Infinity); on the
  // spec's scale of 0 to 100 that is the top. Rooms made here are version 11, where the creator has 100.
  powerLevel: member.powerLevel === Infinity ? POWER_LEVEL_RANGE.max : member.powerLevel,
});

/** Options of {@link MessengerClient.createPrivateRoom} (core's `planSend` step `createRoom`). */
export interface CreatePrivateRoomOptions {
  /** Chat user ids (`@{id}:ypo`) or member ids to invite: the draft conversation's participants. */
  readonly invite: readonly string[];
  /** A one-to-one conversation (a direct chat) rather than a group. */
  readonly isDirect: boolean;
  /** The group's name (spec 002 §8: at most 25 characters, validated by core's `groupName`); none for a direct chat. */
  readonly name?: string;
}

/**
 * A member's connection to the homeserver: signed in, end-to-end encryption ready (Rust crypto), syncing
 * after {@link MessengerClient.start}. Every call throws the platform's `AppError` on failure.
 */
export class MessengerClient {
  /** The member's Matrix user id (`@{memberId}:ypo`). */
  readonly userId: string;
  /** The member's id. */
  readonly memberId: string;
  /** This browser's Matrix device. */
  readonly deviceId: string;
  /**
   * Whether the crypto store is in IndexedDB (kept across page loads until logout). False: it is in memory,
   * so after a reload this is a new device that cannot read the messages sent before; tell the member.
   */
  readonly isStorePersistent: boolean;
  /** @internal The matrix-js-sdk client, for what this class does not wrap (the seeds, the tests); not in the public types. */
  readonly matrix: MatrixClient;
  private readonly indexedDB: IDBFactory | undefined;
  private readonly deviceIdStorage: DeviceIdStorage | undefined;
  private readonly storePrefix: string | undefined;

  /** @internal Made by `connectMessenger`. */
  constructor(init: {
    matrix: MatrixClient;
    memberId: string;
    userId: string;
    deviceId: string;
    storePrefix: string | undefined;
    indexedDB: IDBFactory | undefined;
    deviceIdStorage: DeviceIdStorage | undefined;
  }) {
    this.matrix = init.matrix;
    this.memberId = init.memberId;
    this.userId = init.userId;
    this.deviceId = init.deviceId;
    this.storePrefix = init.storePrefix;
    this.isStorePersistent = init.storePrefix !== undefined;
    this.indexedDB = init.indexedDB;
    this.deviceIdStorage = init.deviceIdStorage;
  }

  /**
   * Starts syncing; resolves on the first sync (the session becomes READY), rejects with an AppError when the
   * sync fails first (FAILED; spec 002 §4).
   */
  start(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onSync = (state: SyncState, _previous: SyncState | null, data?: { error?: Error }) => {
        if (state === SyncState.Prepared || state === SyncState.Syncing) {
          this.matrix.off(ClientEvent.Sync, onSync);
          resolve();
        } else if (state === SyncState.Error) {
          this.matrix.off(ClientEvent.Sync, onSync);
          reject(toMessengerError(data?.error ?? new Error('sync failed')));
        }
      };
      this.matrix.on(ClientEvent.Sync, onSync);
      // History is paginated on demand, a page at a time: the first sync brings the latest message of each room.
      // Every member is loaded (no lazy loading: groups have at most 250), so owners and participants are known at once.
      // Messages being sent stay apart from the timeline, with their status (sending, failed), until the server has them.
      this.matrix.startClient({ initialSyncLimit: 1, lazyLoadMembers: false, pendingEventOrdering: PendingEventOrdering.Detached }).catch((error: unknown) => {
        this.matrix.off(ClientEvent.Sync, onSync);
        reject(toMessengerError(error));
      });
    });
  }

  /**
   * Calls `listener` with 'sync' when a sync succeeds after a failure or 'error' when syncing fails (the session
   * machine's events after the first sync); returns the unsubscribe.
   */
  onSyncChange(listener: (event: 'sync' | 'error') => void): () => void {
    const onSync = (state: SyncState, previous: SyncState | null) => {
      if (state === SyncState.Error && previous !== SyncState.Error) listener('error');
      else if ((state === SyncState.Syncing || state === SyncState.Prepared) && (previous === SyncState.Error || previous === SyncState.Reconnecting)) listener('sync');
    };
    this.matrix.on(ClientEvent.Sync, onSync);
    return () => {
      this.matrix.off(ClientEvent.Sync, onSync);
    };
  }

  /** Whether the client has the room (joined, invited, or just left): false for a draft or a room not synced yet. */
  hasRoom(roomId: string): boolean {
    return this.matrix.getRoom(roomId) !== null;
  }

  /** The homeserver session's access token; null once logged out. */
  accessToken(): string | null {
    return this.matrix.getAccessToken();
  }

  /**
   * Calls `listener` once after anything the screens show may have changed: a sync, a new or decrypted message, a
   * message's send status, a read receipt, a name, a membership, a room joined or gone. Several changes in one
   * task make one call. Returns the unsubscribe.
   */
  onChange(listener: () => void): () => void {
    let queued = false;
    const notify = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        listener();
      });
    };
    const events = [
      ClientEvent.Sync,
      ClientEvent.Room,
      ClientEvent.DeleteRoom,
      RoomEvent.Timeline,
      RoomEvent.TimelineReset,
      RoomEvent.LocalEchoUpdated,
      RoomEvent.Receipt,
      RoomEvent.Name,
      RoomEvent.MyMembership,
      RoomMemberEvent.Membership,
      RoomMemberEvent.PowerLevel,
      MatrixEventEvent.Decrypted,
    ] as const;
    for (const event of events) this.matrix.on(event as ClientEvent.Sync, notify);
    return () => {
      for (const event of events) this.matrix.off(event as ClientEvent.Sync, notify);
    };
  }

  /**
   * Stops syncing and ends end-to-end encryption on this client (matrix-js-sdk frees the crypto machine):
   * it cannot be started again; `connectMessenger` makes the next one (the same device, with a persistent store).
   */
  stop(): void {
    this.matrix.stopClient();
  }

  /**
   * Creates a private, encrypted room with the participants invited (spec 002 §4: a draft conversation is
   * first created as a private room and participants are connected); resolves with the room id.
   */
  async createPrivateRoom({ invite, isDirect, name }: CreatePrivateRoomOptions): Promise<string> {
    const invited = invite.map((id) => toChatUserId(fromChatUserId(id) ?? id)).filter((id) => id !== this.userId);
    const { room_id: roomId } = await attempt(() =>
      this.matrix.createRoom({
        preset: Preset.PrivateChat,
        visibility: Visibility.Private,
        invite: invited,
        is_direct: isDirect,
        // The invitation's is_direct is gone once the invitee joins: the creation keeps it for good.
        creation_content: { [DIRECT_CREATION_KEY]: isDirect },
        // Version 11: power levels are the spec's 0 to 100 with the creator at 100 (the owner, spec 002 §4), and
        // room ids name the server (`!…:ypo`), unlike a draft's. Version 12 (Synapse's default) puts creators
        // above every level and drops the server from room ids.
        room_version: ROOM_VERSION,
        ...(name === undefined ? {} : { name }),
        initial_state: [{ type: EventType.RoomEncryption, state_key: '', content: { algorithm: 'm.megolm.v1.aes-sha2' } }],
      }),
    );
    // "participants are connected" before the message is sent: the first message's keys go to the devices of
    // the members this client knows, so wait until the sync has brought the room, its encryption and the invitations.
    await this.whenRoom(roomId, (room) => room.hasEncryptionStateEvent() && invited.every((id) => room.getMember(id) !== null));
    return roomId;
  }

  /** Sends a text message (encrypted on this device); resolves with the event id. */
  async sendText(roomId: string, text: string): Promise<string> {
    const { event_id: eventId } = await attempt(() => this.matrix.sendTextMessage(roomId, text));
    return eventId;
  }

  /**
   * Loads the previous page of history (core's `CHAT_HISTORY_PAGE_SIZE`, 75 events) into the room's timeline; resolves
   * with whether older events remain.
   */
  async loadOlder(roomId: string): Promise<boolean> {
    const room = this.room(roomId);
    return attempt(() => this.matrix.paginateEventTimeline(room.getLiveTimeline(), { backwards: true, limit: CHAT_HISTORY_PAGE_SIZE }));
  }

  /** Whether the start of the room's history is loaded. */
  isHistoryComplete(roomId: string): boolean {
    return this.room(roomId).getLiveTimeline().getPaginationToken(Direction.Backward) === null;
  }

  /** The room's messages loaded so far, oldest first (the pending ones last). */
  messagesOf(roomId: string): ChatMessage[] {
    const room = this.room(roomId);
    const events = [...room.getLiveTimeline().getEvents(), ...room.getPendingEvents()];
    return events.map(chatMessageOf).filter((message): message is ChatMessage => message !== undefined);
  }

  /**
   * Marks the room read up to its latest message (spec 002 §7 read markers): the read receipt others see
   * and the fully-read marker of the member's other devices.
   */
  async markRead(roomId: string): Promise<void> {
    const room = this.room(roomId);
    const last = [...room.getLiveTimeline().getEvents()].reverse().find((event) => isMessageEvent(event) && event.getId()?.startsWith('$'));
    const eventId = last?.getId();
    if (!last || !eventId) return;
    await attempt(() => this.matrix.setRoomReadMarkers(roomId, eventId, last));
  }

  /**
   * The latest loaded message a participant (chat user id or member id) has read in the room: the one their read
   * receipt names, or their own latest message when it is newer (writing covers what came before). Where the
   * conversation view shows their read marker; null before they read anything loaded. Receipts matrix-js-sdk makes up
   * (for joining, say) do not count: only what the participant's client said.
   */
  readUpTo(roomId: string, participant: string): string | null {
    const room = this.room(roomId);
    const userId = toChatUserId(fromChatUserId(participant) ?? participant);
    const receipt = room.getEventReadUpTo(userId, true);
    for (const event of [...room.getLiveTimeline().getEvents()].reverse()) {
      const eventId = event.getId();
      if (!isMessageEvent(event) || !eventId) continue;
      if (eventId === receipt || event.getSender() === userId) return eventId;
    }
    return null;
  }

  /**
   * Whether the member's read marker is behind the conversation's latest message from someone else (their own
   * receipt, made-up ones aside): the conversation view then moves it ({@link markRead}).
   */
  isReadMarkerBehind(roomId: string): boolean {
    const room = this.matrix.getRoom(roomId);
    if (room?.getMyMembership() !== KnownMembership.Join) return false;
    const latest = this.readUpTo(roomId, this.userId);
    for (const event of [...room.getLiveTimeline().getEvents()].reverse()) {
      const eventId = event.getId();
      if (!isMessageEvent(event) || !eventId?.startsWith('$')) continue;
      return eventId !== latest;
    }
    return false;
  }

  /**
   * How many loaded messages of other participants are newer than the member's read receipt (0 when the
   * latest is read: a receipt covers every message before it, and so does the member's own message or
   * joining). An invitation counts as 1: it is news, and its messages can be read only once joined.
   */
  unreadCountOf(roomId: string): number {
    const room = this.matrix.getRoom(roomId);
    if (room?.getMyMembership() === KnownMembership.Invite) return 1;
    if (room?.getMyMembership() !== KnownMembership.Join) return 0;
    let count = 0;
    for (const event of [...room.getLiveTimeline().getEvents()].reverse()) {
      const eventId = event.getId();
      if (!isMessageEvent(event) || !eventId) continue;
      if (event.getSender() === this.userId || room.hasUserReadEvent(this.userId, eventId)) break;
      count += 1;
    }
    return count;
  }

  /** spec 002 §4: the unread chat count equals the number of conversations with unread messages (core's rule). */
  unreadChatCount(): number {
    return unreadChatCount(this.matrix.getRooms().map((room) => ({ unreadCount: this.unreadCountOf(room.roomId) })));
  }

  /** The member's conversations (joined and invited rooms); core's `sortConversations` orders them. */
  conversations(): MessengerConversation[] {
    return this.matrix
      .getRooms()
      .filter((room) => [KnownMembership.Join, KnownMembership.Invite].includes(room.getMyMembership() as KnownMembership))
      .map((room) => this.conversation(room.roomId));
  }

  /** One conversation as the spec names it (spec 002 §3), participants as chat user ids. */
  conversation(roomId: string): MessengerConversation {
    const room = this.room(roomId);
    const group = this.groupRoomOf(roomId);
    return {
      id: room.roomId,
      name: room.currentState.getStateEvents(EventType.RoomName, '')?.getContent<{ name?: string }>().name ?? null,
      participants: group.members.map((member) => member.userId),
      events: this.messagesOf(roomId),
      isInvite: room.getMyMembership() === KnownMembership.Invite,
      isDirect: group.isDirect === true,
      unreadCount: this.unreadCountOf(roomId),
    };
  }

  /** The room as core's group rules take it (`groupOwner`, `groupActionsFor`, `groupExitPlan`): members, power levels. */
  groupRoomOf(roomId: string): GroupRoom {
    const room = this.room(roomId);
    const members = [...room.getMembersWithMembership(KnownMembership.Join), ...room.getMembersWithMembership(KnownMembership.Invite)].map(groupMemberOf);
    const powerLevels = room.currentState.getStateEvents(EventType.RoomPowerLevels, '')?.getContent<{ users_default?: number }>();
    // The room's creation says what it is (createPrivateRoom); a room made elsewhere, by its invitations.
    const created = room.currentState.getStateEvents(EventType.RoomCreate, '')?.getContent()[DIRECT_CREATION_KEY];
    const isDirect =
      typeof created === 'boolean'
        ? created
        : room.currentState.getStateEvents(EventType.RoomMember).some((event) => event.getContent<{ is_direct?: boolean }>().is_direct === true);
    return { members, usersDefault: powerLevels?.users_default ?? 0, isDirect };
  }

  /** Joins a room the member is invited to. */
  async join(roomId: string): Promise<void> {
    await attempt(() => this.matrix.joinRoom(roomId));
  }

  /** Leaves the room and forgets it (spec 002 §4: others leave), so it is gone from the list. */
  async leave(roomId: string): Promise<void> {
    await attempt(() => this.matrix.leave(roomId));
    await attempt(() => this.matrix.forget(roomId, true));
  }

  /** Renames the room (the group's owner; the server refuses others by power level). */
  async rename(roomId: string, name: string): Promise<void> {
    await attempt(() => this.matrix.setRoomName(roomId, name));
  }

  /** Invites a member (member id or chat user id) to the room. */
  async invite(roomId: string, memberId: string): Promise<void> {
    await attempt(() => this.matrix.invite(roomId, toChatUserId(fromChatUserId(memberId) ?? memberId)));
  }

  /** Removes a member (member id or chat user id) from the room. */
  async kick(roomId: string, memberId: string): Promise<void> {
    await attempt(() => this.matrix.kick(roomId, toChatUserId(fromChatUserId(memberId) ?? memberId)));
  }

  /**
   * Signs out of the homeserver (the device and its keys are deleted there), stops syncing and deletes
   * everything the messenger kept in this browser: the crypto store, matrix-js-sdk's databases, the device
   * id. Local data is deleted even when the homeserver cannot be reached.
   */
  async logout(): Promise<void> {
    try {
      await this.matrix.logout(true);
    } catch {
      // Offline or the token already gone: the server drops the device's token on expiry; the local data still goes.
      this.matrix.stopClient();
    }
    // matrix-js-sdk waits for a blocked delete without end: bounded here, the delete below covers the same databases.
    const cleared = this.matrix.clearStores(this.storePrefix ? { cryptoDatabasePrefix: this.storePrefix } : {}).catch(() => undefined);
    await Promise.race([cleared, new Promise((resolve) => setTimeout(resolve, 2000))]);
    await deleteMessengerDatabases(this.indexedDB, this.storePrefix ? cryptoStoreDatabases(this.storePrefix) : []);
    forgetDeviceId(this.deviceIdStorage, this.memberId);
  }

  /** Resolves when the room satisfies `ready` (checked at each sync), or throws after `timeoutMs`. */
  private whenRoom(roomId: string, ready: (room: Room) => boolean, timeoutMs = 30_000): Promise<void> {
    const isReady = () => {
      const room = this.matrix.getRoom(roomId);
      return room !== null && ready(room);
    };
    if (isReady()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!isReady()) return;
        finish();
        resolve();
      };
      const timer = setTimeout(() => {
        finish();
        reject(new AppError('connection', { message: MESSENGER_MESSAGES.messengerUnavailable }));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.matrix.off(ClientEvent.Sync, check);
      };
      this.matrix.on(ClientEvent.Sync, check);
    });
  }

  private room(roomId: string): Room {
    const room = this.matrix.getRoom(roomId);
    if (!room) throw new AppError('notFound');
    return room;
  }
}

/** A browser global, or undefined where it is missing or throws on access (Firefox with storage disabled). */
function browserGlobal<K extends 'indexedDB' | 'localStorage'>(name: K): (typeof globalThis)[K] | undefined {
  try {
    return globalThis[name] ?? undefined;
  } catch {
    return undefined;
  }
}

interface LoginAnswer {
  user_id: string;
  access_token: string;
  device_id: string;
}

/**
 * Signs the member in to the homeserver with their access token (Synapse's JWT login) and prepares
 * end-to-end encryption (Rust crypto: its wasm is fetched here, not before). The crypto store is in
 * IndexedDB when it works (the device is then reused after a reload), else in memory. Call
 * {@link MessengerClient.start} to sync.
 */
export async function connectMessenger(options: ConnectMessengerOptions): Promise<MessengerClient> {
  const indexedDB = 'indexedDB' in options ? options.indexedDB : browserGlobal('indexedDB');
  const deviceIdStorage = 'deviceIdStorage' in options ? options.deviceIdStorage : browserGlobal('localStorage');
  const logger = options.logger ?? quietLogger();
  const persistent = await isIndexedDbUsable(indexedDB);
  const remembered = persistent ? rememberedDeviceId(deviceIdStorage, options.memberId) : undefined;

  const anonymous = createClient({ baseUrl: options.homeserverUrl, logger, ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}) });
  const login = (await attempt(() =>
    anonymous.loginRequest({
      type: JWT_LOGIN_TYPE,
      token: options.accessToken,
      initial_device_display_name: options.deviceDisplayName ?? 'YPO web',
      ...(remembered ? { device_id: remembered } : {}),
    }),
  )) as LoginAnswer;
  if (login.user_id !== toChatUserId(options.memberId)) {
    throw new AppError('forbidden', { cause: { status: 200, body: { user_id: login.user_id } } });
  }

  const matrix = createClient({
    baseUrl: options.homeserverUrl,
    userId: login.user_id,
    deviceId: login.device_id,
    accessToken: login.access_token,
    // The sync store in memory and nothing of it in localStorage (matrix-js-sdk's default keeps its filter ids there).
    store: new MemoryStore(),
    logger,
    ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
  });
  let storePrefix = persistent ? cryptoStorePrefix(login.user_id, login.device_id) : undefined;
  if (storePrefix && remembered) {
    // The device's keys must still be on the server (a sandbox homeserver starts empty): else start this
    // device's crypto afresh so that its new keys are uploaded.
    const keys = await attempt(() => matrix.downloadKeysForUsers([login.user_id]));
    if (!keys.device_keys?.[login.user_id]?.[login.device_id]) await deleteMessengerDatabases(indexedDB, cryptoStoreDatabases(storePrefix));
  }
  try {
    await matrix.initRustCrypto(storePrefix ? { cryptoDatabasePrefix: storePrefix } : { useIndexedDB: false });
  } catch (error) {
    if (!storePrefix) throw toMessengerError(error);
    // IndexedDB opened for the probe but the crypto store failed on it (matrix-js-sdk #4433): memory, said out loud.
    logger.warn('crypto store in IndexedDB failed; in memory', error);
    storePrefix = undefined;
    await attempt(() => matrix.initRustCrypto({ useIndexedDB: false }));
  }
  if (storePrefix) rememberDeviceId(deviceIdStorage, options.memberId, login.device_id);
  return new MessengerClient({ matrix, memberId: options.memberId, userId: login.user_id, deviceId: login.device_id, storePrefix, indexedDB, deviceIdStorage });
}
