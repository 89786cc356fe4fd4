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
  MsgType,
  PendingEventOrdering,
  Preset,
  SyncState,
  Visibility,
  createClient,
} from 'matrix-js-sdk';
import type { ICreateClientOpts, MatrixClient, MatrixEvent, Room } from 'matrix-js-sdk';
import { AppError } from '../../../core/messages';
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

/** spec 002 §9: chat history page (events asked for per scroll-back). */
export const CHAT_HISTORY_PAGE = 75;
/** spec 002 §4: "The chat identifier format is @{id}:ypo". */
export const CHAT_SERVER_NAME = 'ypo';
/** Synapse's JWT login (docs/messenger.md): the member's access token is the Matrix login. */
export const JWT_LOGIN_TYPE = 'org.matrix.login.jwt';

/** The Matrix user id of a member (spec 002 §4: @{id}:ypo; Matrix localparts are lower case). */
export function chatIdOf(memberId: string): string {
  return `@${memberId.toLowerCase()}:${CHAT_SERVER_NAME}`;
}

/** The member id of a Matrix user id of our server, or undefined for another form. */
export function memberIdOfChatId(userId: string): string | undefined {
  const match = /^@([^:]+):(.+)$/.exec(userId);
  return match && match[2] === CHAT_SERVER_NAME ? match[1] : undefined;
}

/** A chat message's delivery (spec 002 §4: the chat message's status field; issue 18: sending, sent, failed). */
export type ChatMessageStatus = 'sending' | 'sent' | 'failed';

/** What a chat message is: a text (or notice, emote), one this device cannot decrypt, or another event. */
export type ChatMessageType = 'text' | 'notice' | 'emote' | 'undecryptable' | 'other';

/** spec 002 §4 Chat message: id, type, author, ts, status, messageText. */
export interface ChatMessage {
  /** The event id (a local id while sending). */
  readonly id: string;
  readonly type: ChatMessageType;
  /** The author's member id (the Matrix user id for a user of another server). */
  readonly author: string;
  /** When it was sent, ms since the epoch (the server's timestamp). */
  readonly ts: number;
  readonly status: ChatMessageStatus;
  /** The text; undefined when it cannot be decrypted or is no text. */
  readonly messageText: string | undefined;
}

/** spec 002 §4 Conversation: id, name, participants, events; plus what the list shows. */
export interface Conversation {
  /** The room id. */
  readonly id: string;
  /** The room name (the group's name), or the other participants' names when it has none. */
  readonly name: string;
  /** Member ids of the joined and invited participants, the member included. */
  readonly participants: readonly string[];
  /** The messages loaded so far, oldest first. */
  readonly events: readonly ChatMessage[];
  /** The member is invited and has not joined yet. */
  readonly isInvite: boolean;
  /** Some message from another participant is not read by the member yet. */
  readonly hasUnread: boolean;
  /** The owner: the member with the maximum power level (spec 002 §5). */
  readonly ownerId: string | undefined;
}

/** Options of {@link connectMessenger}. */
export interface ConnectMessengerOptions {
  /** Base URL of the homeserver's client API (the app's `homeserverUrl`, http://127.0.0.1:8008 locally). */
  readonly homeserverUrl: string;
  /** The member's id (spec 002 §5: the session starts when the member token and id exist). */
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

/** matrix-js-sdk's logger (not exported by name from its entry). */
export type MessengerLogger = NonNullable<ICreateClientOpts['logger']>;

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
    return new AppError('server', { cause, serverMessage: error.message });
  }
  if (error instanceof Error && error.name === 'AbortError') return new AppError('aborted');
  // fetch rejects with a TypeError when no answer came; ConnectionError is matrix-js-sdk's wrapper of it.
  if (error instanceof TypeError || (error instanceof Error && error.name === 'ConnectionError')) {
    return new AppError('connection', { cause: { status: undefined, body: error.message } });
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

const STATUS_OF: Readonly<Record<EventStatus, ChatMessageStatus>> = {
  [EventStatus.NOT_SENT]: 'failed',
  [EventStatus.CANCELLED]: 'failed',
  [EventStatus.ENCRYPTING]: 'sending',
  [EventStatus.SENDING]: 'sending',
  [EventStatus.QUEUED]: 'sending',
  [EventStatus.SENT]: 'sending',
};

const isMessageEvent = (event: MatrixEvent) => event.getType() === EventType.RoomMessage || event.isEncrypted();

/** A timeline event as the spec's chat message; undefined for events that are no message (state, receipts). */
export function chatMessageOf(event: MatrixEvent): ChatMessage | undefined {
  if (!isMessageEvent(event)) return undefined;
  const sender = event.getSender() ?? '';
  const base = {
    id: event.getId() ?? event.getTxnId() ?? '',
    author: memberIdOfChatId(sender) ?? sender,
    ts: event.getTs(),
    // A remote event has no local status: it is on the server, so it was sent.
    status: event.status === null ? ('sent' as const) : STATUS_OF[event.status],
  };
  if (event.isDecryptionFailure()) return { ...base, type: 'undecryptable', messageText: undefined };
  if (event.getType() !== EventType.RoomMessage) return { ...base, type: event.isBeingDecrypted() ? 'other' : 'undecryptable', messageText: undefined };
  const content = event.getContent<{ msgtype?: string; body?: unknown }>();
  const text = typeof content.body === 'string' ? content.body : undefined;
  switch (content.msgtype) {
    case MsgType.Text:
      return { ...base, type: 'text', messageText: text };
    case MsgType.Notice:
      return { ...base, type: 'notice', messageText: text };
    case MsgType.Emote:
      return { ...base, type: 'emote', messageText: text };
    default:
      return { ...base, type: 'other', messageText: text };
  }
}

/** The member with the maximum power level (spec 002 §5: "The room owner is the member whose power level is at the maximum"). */
function ownerOf(room: Room): string | undefined {
  const members = room.getJoinedMembers();
  if (members.length === 0) return undefined;
  const owner = members.reduce((best, member) => (member.powerLevel > best.powerLevel ? member : best));
  return memberIdOfChatId(owner.userId) ?? owner.userId;
}

/** Options of {@link MessengerClient.createPrivateRoom}. */
export interface CreatePrivateRoomOptions {
  /** Member ids to invite (the draft conversation's participants). */
  readonly participants: readonly string[];
  /** The group's name; none for a one-to-one conversation. */
  readonly name?: string;
}

/**
 * A member's connection to the homeserver: signed in, end-to-end encryption ready (Rust crypto), syncing
 * after {@link MessengerClient.start}. Every call throws the platform's {@link AppError} on failure.
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
  /** The matrix-js-sdk client, for what this class does not wrap (events to listen to). */
  readonly matrix: MatrixClient;
  private readonly indexedDB: IDBFactory | undefined;
  private readonly deviceIdStorage: DeviceIdStorage | undefined;
  private readonly storePrefix: string | undefined;

  /** @internal Made by {@link connectMessenger}. */
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
   * sync fails first (FAILED; spec 002 §5).
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
      // The whole history is paginated on demand, a page at a time; the first sync brings the latest message of each room.
      // Messages being sent stay apart from the timeline, with their status (sending, failed), until the server has them.
      this.matrix.startClient({ initialSyncLimit: 1, lazyLoadMembers: true, pendingEventOrdering: PendingEventOrdering.Detached }).catch((error: unknown) => {
        this.matrix.off(ClientEvent.Sync, onSync);
        reject(toMessengerError(error));
      });
    });
  }

  /**
   * Stops syncing and ends end-to-end encryption on this client (matrix-js-sdk frees the crypto machine):
   * it cannot be started again; {@link connectMessenger} makes the next one (the same device, with a persistent store).
   */
  stop(): void {
    this.matrix.stopClient();
  }

  /**
   * Creates a private, encrypted room with the participants invited (spec 002 §5: a draft conversation is
   * first created as a private room and participants are connected); resolves with the room id.
   */
  async createPrivateRoom({ participants, name }: CreatePrivateRoomOptions): Promise<string> {
    const invite = participants.map(chatIdOf).filter((id) => id !== this.userId);
    const { room_id: roomId } = await attempt(() =>
      this.matrix.createRoom({
        preset: Preset.PrivateChat,
        visibility: Visibility.Private,
        invite,
        is_direct: name === undefined && invite.length === 1,
        ...(name === undefined ? {} : { name }),
        initial_state: [{ type: EventType.RoomEncryption, state_key: '', content: { algorithm: 'm.megolm.v1.aes-sha2' } }],
      }),
    );
    return roomId;
  }

  /** Sends a text message (encrypted on this device); resolves with the event id. */
  async sendText(roomId: string, text: string): Promise<string> {
    const { event_id: eventId } = await attempt(() => this.matrix.sendTextMessage(roomId, text));
    return eventId;
  }

  /**
   * Loads the previous page of history ({@link CHAT_HISTORY_PAGE} events) into the room's timeline; resolves
   * with whether older events remain.
   */
  async loadOlder(roomId: string): Promise<boolean> {
    const room = this.room(roomId);
    return attempt(() => this.matrix.paginateEventTimeline(room.getLiveTimeline(), { backwards: true, limit: CHAT_HISTORY_PAGE }));
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

  /** Whether a message from another participant is newer than the member's read receipt. */
  hasUnread(roomId: string): boolean {
    const room = this.matrix.getRoom(roomId);
    if (!room || room.getMyMembership() !== KnownMembership.Join) return false;
    const last = [...room.getLiveTimeline().getEvents()].reverse().find(isMessageEvent);
    const eventId = last?.getId();
    if (!last || !eventId || last.getSender() === this.userId) return false;
    return !room.hasUserReadEvent(this.userId, eventId);
  }

  /** spec 002 §5: the unread chat count equals the number of conversations with unread messages. */
  unreadChatCount(): number {
    return this.matrix.getRooms().filter((room) => this.hasUnread(room.roomId)).length;
  }

  /** The member's conversations (joined and invited rooms), latest activity first. */
  conversations(): Conversation[] {
    return this.matrix
      .getRooms()
      .filter((room) => [KnownMembership.Join, KnownMembership.Invite].includes(room.getMyMembership() as KnownMembership))
      .sort((a, b) => b.getLastActiveTimestamp() - a.getLastActiveTimestamp())
      .map((room) => this.conversation(room.roomId));
  }

  /** One conversation as the spec names it (spec 002 §4). */
  conversation(roomId: string): Conversation {
    const room = this.room(roomId);
    const participants = [...room.getMembersWithMembership(KnownMembership.Join), ...room.getMembersWithMembership(KnownMembership.Invite)].map(
      (member) => memberIdOfChatId(member.userId) ?? member.userId,
    );
    return {
      id: room.roomId,
      name: room.name,
      participants,
      events: this.messagesOf(roomId),
      isInvite: room.getMyMembership() === KnownMembership.Invite,
      hasUnread: this.hasUnread(roomId),
      ownerId: ownerOf(room),
    };
  }

  /** Joins a room the member is invited to. */
  async join(roomId: string): Promise<void> {
    await attempt(() => this.matrix.joinRoom(roomId));
  }

  /** Leaves the room and forgets it (spec 002 §5: others leave), so it is gone from the list. */
  async leave(roomId: string): Promise<void> {
    await attempt(() => this.matrix.leave(roomId));
    await attempt(() => this.matrix.forget(roomId, true));
  }

  /** Renames the room (the group's owner; the server refuses others by power level). */
  async rename(roomId: string, name: string): Promise<void> {
    await attempt(() => this.matrix.setRoomName(roomId, name));
  }

  /** Invites a member to the room. */
  async invite(roomId: string, memberId: string): Promise<void> {
    await attempt(() => this.matrix.invite(roomId, chatIdOf(memberId)));
  }

  /** Removes a member from the room. */
  async kick(roomId: string, memberId: string): Promise<void> {
    await attempt(() => this.matrix.kick(roomId, chatIdOf(memberId)));
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
    await this.matrix.clearStores(this.storePrefix ? { cryptoDatabasePrefix: this.storePrefix } : {}).catch(() => undefined);
    await deleteMessengerDatabases(this.indexedDB, this.storePrefix ? cryptoStoreDatabases(this.storePrefix) : []);
    forgetDeviceId(this.deviceIdStorage, this.memberId);
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
  if (login.user_id !== chatIdOf(options.memberId)) {
    throw new AppError('forbidden', { cause: { status: 200, body: { user_id: login.user_id } } });
  }

  const matrix = createClient({
    baseUrl: options.homeserverUrl,
    userId: login.user_id,
    deviceId: login.device_id,
    accessToken: login.access_token,
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
