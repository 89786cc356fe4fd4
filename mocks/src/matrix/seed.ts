// The messenger's seeded conversations (issue 18: "a few seeded conversations make the messenger look lived in"),
// sent at each start of the sandbox's homeserver by the app's own chat client (@ypo/headless/messenger-client:
// matrix-js-sdk with Rust crypto, in Node with its crypto store in memory), so they are what a member makes:
// private, invite-only, room version 11, end-to-end encrypted. The homeserver holds only `m.room.encrypted`
// message events. The authors sign in like members (the JWT login with an access token of the identity
// provider) on devices of their own that are logged out when the seeding ends (docs/messenger.md).
import type { MessengerClient, MessengerLogger } from '@ypo/headless/messenger-client';
import { findPersonaByUsername } from '../personas.ts';
import type { Persona } from '../personas.ts';
import { resolveHeadlessSources } from './headless-source.ts';
import { matrixUserIdOf } from './synapse.ts';

/** One seeded conversation: who made it (its owner), who joined, who is only invited, and its messages in order. */
export interface SeedConversation {
  /** A stable key (tests and logs). */
  readonly key: string;
  /** Username of the persona who creates the room (the owner of a group: power level 100). */
  readonly owner: string;
  /** A one-to-one conversation rather than a group. */
  readonly isDirect: boolean;
  /** The group's name (spec 002 §8: at most 25 characters); none for a one-to-one conversation. */
  readonly name?: string;
  /** Usernames of the personas who join (besides the owner). */
  readonly joined: readonly string[];
  /** Usernames of the personas whose invitation stays pending. */
  readonly invited: readonly string[];
  /** The messages, oldest first: the author's username and the text. */
  readonly messages: readonly (readonly [author: string, text: string])[];
}

/**
 * The conversations every start seeds. amara.okafor (the default member) has a one-to-one conversation and a
 * group with unread messages, and an invitation to a group she has not joined. chen.weiling, esperanza.ruiz and
 * ines.delacroix are never in a seeded conversation: the messenger's E2E starts from their empty messenger.
 */
export const SEEDED_CONVERSATIONS: readonly SeedConversation[] = [
  {
    key: 'amara-bruno',
    owner: 'bruno.lindqvist',
    isDirect: true,
    joined: ['amara.okafor'],
    invited: [],
    messages: [
      ['bruno.lindqvist', 'Amara, are you going to the Lisbon retreat in March?'],
      ['amara.okafor', 'I am! Flights booked last night. Will you bring the family?'],
      ['bruno.lindqvist', "Just Sofia and me. Let's have dinner on the first evening."],
    ],
  },
  {
    key: 'retreat-planning',
    owner: 'lucia.ferreira',
    isDirect: false,
    name: 'Lisbon Retreat Planning',
    joined: ['amara.okafor', 'greta.novak', 'farid.haddad'],
    invited: [],
    messages: [
      ['lucia.ferreira', 'Welcome, everyone! This is our space to plan the Lisbon retreat.'],
      ['greta.novak', 'Thanks, Lucia. I can take care of the speaker line-up.'],
      ['farid.haddad', "I'll look into venues near the river."],
      ['amara.okafor', 'Happy to help with the family programme.'],
      ['lucia.ferreira', "Wonderful. Let's meet online on Thursday at 5 pm Lisbon time."],
    ],
  },
  {
    key: 'family-business-forum',
    owner: 'daniel.okafor',
    isDirect: false,
    name: 'Family Business Forum',
    joined: ['greta.novak', 'farid.haddad'],
    invited: ['amara.okafor'],
    messages: [
      ['daniel.okafor', 'Starting a forum for second-generation leaders.'],
      ['greta.novak', 'Great idea, Daniel. I have a few topics in mind.'],
      ['daniel.okafor', "I've invited Amara too: she has great stories to share."],
    ],
  },
  {
    key: 'farid-lucia',
    owner: 'farid.haddad',
    isDirect: true,
    joined: ['lucia.ferreira'],
    invited: [],
    messages: [
      ['farid.haddad', 'Lucia, could you send me the retreat budget?'],
      ['lucia.ferreira', 'Sent it by email this morning.'],
    ],
  },
];

/** The display name of the authors' devices while they seed (logged out at the end). */
export const SEED_DEVICE_NAME = 'YPO sandbox seed';

/** A seeded conversation as the homeserver has it. */
export interface SeededConversation {
  readonly key: string;
  readonly roomId: string;
  readonly isDirect: boolean;
  readonly name?: string;
  /** Chat user ids of the joined members (the owner first). */
  readonly members: readonly string[];
  /** Chat user ids of the pending invitations. */
  readonly invited: readonly string[];
  /** How many (encrypted) messages were sent. */
  readonly messages: number;
}

/** What {@link seedConversations} did. */
export interface SeedResult {
  readonly conversations: readonly SeededConversation[];
  /** Milliseconds the seeding took (sign-ins, rooms, messages, logouts). */
  readonly ms: number;
}

/** Options of {@link seedConversations}. */
export interface SeedOptions {
  /** Base URL of the homeserver's client API. */
  readonly homeserverUrl: string;
  /** An access token of the identity provider for a member id (the JWT login). */
  readonly accessTokenOf: (personId: string) => Promise<string>;
  /** Default {@link SEEDED_CONVERSATIONS}. */
  readonly conversations?: readonly SeedConversation[];
  /** Errors of the chat client (nothing else); default none. */
  readonly log?: (line: string) => void;
  /** Gives up after this many ms; default 30 s. */
  readonly timeoutMs?: number;
}

const personaOf = (username: string): Persona => {
  const persona = findPersonaByUsername(username);
  if (!persona) throw new Error(`no persona ${username}`);
  return persona;
};

/** Polls until `ready` holds, or throws after `timeoutMs`. */
async function until(ready: () => boolean | Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Throws after `ms` with the reason. */
function deadline(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => {
    setTimeout(() => reject(new Error(`the seeding did not finish within ${Math.round(ms / 1000)} s`)), ms).unref();
  });
}

/**
 * Sends the seeded conversations: each author signs in with the app's client (a device of their own, crypto in
 * memory), the owner creates the private encrypted room inviting everyone, the members join, the messages are
 * sent end-to-end encrypted in order; then every author's device is logged out. Throws on any failure (the
 * stack logs it and goes on).
 */
export async function seedConversations(options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const conversations = options.conversations ?? SEEDED_CONVERSATIONS;
  const timeoutMs = options.timeoutMs ?? 30_000;
  resolveHeadlessSources();
  const { connectMessenger } = await import('@ypo/headless/messenger-client');
  const none = () => undefined;
  const logger: MessengerLogger = {
    getChild: () => logger,
    trace: none,
    debug: none,
    info: none,
    warn: none,
    error: (...message: unknown[]) => options.log?.(`seed: ${message.map(String).join(' ')}`),
  };

  const authors = [...new Set(conversations.flatMap((c) => [c.owner, ...c.joined, ...c.messages.map(([author]) => author)]))];
  const clients = new Map<string, MessengerClient>();
  let isOver = false;
  const connect = async (username: string) => {
    const persona = personaOf(username);
    const client = await connectMessenger({
      homeserverUrl: options.homeserverUrl,
      memberId: persona.personId,
      accessToken: await options.accessTokenOf(persona.personId),
      indexedDB: undefined,
      deviceIdStorage: undefined,
      deviceDisplayName: SEED_DEVICE_NAME,
      logger,
    });
    // A sign-in that ends after the deadline is logged out at once.
    if (isOver) return void (await client.logout());
    clients.set(username, client);
    await client.start();
  };
  const clientOf = (username: string) => {
    const client = clients.get(username);
    if (!client) throw new Error(`${username} is not signed in`);
    return client;
  };

  const seedOne = async (conversation: SeedConversation): Promise<SeededConversation> => {
    const owner = clientOf(conversation.owner);
    const roomId = await owner.createPrivateRoom({
      invite: [...conversation.joined, ...conversation.invited].map((username) => personaOf(username).personId),
      isDirect: conversation.isDirect,
      ...(conversation.name === undefined ? {} : { name: conversation.name }),
    });
    await Promise.all(conversation.joined.map((username) => clientOf(username).join(roomId)));
    for (const [author, text] of conversation.messages) {
      const client = clientOf(author);
      // matrix-js-sdk sends in clear into a room it does not know as encrypted: wait until the author's client has
      // the room, joined, with its encryption state, and refuse to send otherwise.
      await until(
        () => {
          const room = client.matrix.getRoom(roomId);
          return room !== null && room.getMyMembership() === 'join' && room.hasEncryptionStateEvent();
        },
        `${author} in ${conversation.key}`,
        timeoutMs,
      );
      if (!(await client.matrix.getCrypto()?.isEncryptionEnabledInRoom(roomId))) throw new Error(`${conversation.key} is not encrypted for ${author}`);
      await client.sendText(roomId, text);
    }
    return {
      key: conversation.key,
      roomId,
      isDirect: conversation.isDirect,
      ...(conversation.name === undefined ? {} : { name: conversation.name }),
      members: [conversation.owner, ...conversation.joined].map((username) => matrixUserIdOf(personaOf(username).personId)),
      invited: conversation.invited.map((username) => matrixUserIdOf(personaOf(username).personId)),
      messages: conversation.messages.length,
    };
  };

  // matrix-js-sdk's module logger (room state, send queue, call sessions) writes debug lines to the console
  // whatever the client's logger: the stack's output stays quiet while the seeding runs.
  const console_ = { log: console.log, info: console.info, debug: console.debug };
  console.log = console.info = console.debug = none;
  const work = async () => {
    await Promise.all(authors.map(connect));
    // Rooms in parallel, the messages of each in order.
    return Promise.all(conversations.map(seedOne));
  };
  try {
    const seeded = await Promise.race([work(), deadline(timeoutMs)]);
    return { conversations: seeded, ms: Date.now() - started };
  } finally {
    isOver = true;
    // The seed devices are the sandbox's: logged out (deleted on the homeserver), their crypto dropped.
    await Promise.allSettled([...clients.values()].map((client) => client.logout()));
    Object.assign(console, console_);
  }
}
