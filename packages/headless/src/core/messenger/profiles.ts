// Participant profiles (spec 002 §3 'Chat user profile', §4 'Participant profile load states: NEW,
// PENDING, LOADED, FAILED. Failed loads are retried.', §7 get-chat-users). The retry policy is ours
// (docs/messenger.md, Rules): a bounded exponential backoff, then a reload only on demand.
import type { chat } from '@ypo/sdk';

/** A chat user as the service answers it (spec 002 §7, get-chat-users). */
export type ChatUser = chat.components['schemas']['ChatUser'];

/** Chat user profile (spec 002 §3): how the messenger shows a participant. */
export interface ChatUserProfile {
  /** The member id (the id part of the chat user id `@{id}:ypo`). */
  readonly id: string;
  /** Preferred and last name joined (spec 002 §3). */
  readonly name: string;
  /** The profile photo, when the member has one. */
  readonly profileImageUrl: string | null;
  /** The image to show when there is no photo or it does not load. */
  readonly fallbackProfileImageUrl: string | null;
  /** The member's primary chapter's name (the service's chapterName). */
  readonly primaryChapterName: string | null;
  /** The member's primary chapter's id (the service's chapterId). */
  readonly primaryChapterId: string | null;
  /** The member's company. */
  readonly companyName: string | null;
}

const textOrNull = (value: string | null | undefined) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The chat user profile of a get-chat-users answer (spec 002 §3: name = preferred and last name joined). */
export function chatUserProfileOf(user: ChatUser): ChatUserProfile {
  return {
    id: user.id,
    name: [user.preferredName, user.lastName]
      .map((part) => (part ?? '').trim())
      .filter((part) => part !== '')
      .join(' '),
    profileImageUrl: textOrNull(user.profileImageUrl),
    fallbackProfileImageUrl: textOrNull(user.fallbackProfileImageUrl),
    primaryChapterName: textOrNull(user.chapterName),
    primaryChapterId: textOrNull(user.chapterId),
    companyName: textOrNull(user.companyName),
  };
}

/** Participant profile load states (spec 002 §4). */
export type ParticipantProfileStatus = 'NEW' | 'PENDING' | 'LOADED' | 'FAILED';

/** Every participant profile load state, in the spec's order. */
export const PARTICIPANT_PROFILE_STATUSES: readonly ParticipantProfileStatus[] = ['NEW', 'PENDING', 'LOADED', 'FAILED'];

/** Where one participant's profile load stands. */
export interface ParticipantProfileLoad {
  /** The load state. */
  readonly status: ParticipantProfileStatus;
  /** Failed loads since the last success or reload. */
  readonly failures: number;
  /** When a FAILED load is retried (ms since the epoch); null when not FAILED or when retries ran out. */
  readonly retryAt: number | null;
}

/** A profile nobody has asked for yet. */
export const NEW_PROFILE_LOAD: ParticipantProfileLoad = { status: 'NEW', failures: 0, retryAt: null };

/**
 * The retry policy of failed profile loads (ours): the first retry 2 s after a failure, each next wait
 * doubled up to 30 s, at most 4 automatic retries (5 loads, about 30 s in all); after that the profile
 * stays FAILED until a `reload` (the conversation is opened again, or the member asks).
 */
export const PROFILE_RETRY = { firstDelayMs: 2_000, maxDelayMs: 30_000, maxRetries: 4 } as const;

/** The wait before the retry after the `failures`-th failure in a row (1-based), in ms. */
export const profileRetryDelay = (failures: number): number =>
  Math.min(PROFILE_RETRY.firstDelayMs * 2 ** Math.max(0, failures - 1), PROFILE_RETRY.maxDelayMs);

/**
 * What happens to a profile load: `load` (first needed), `loaded` (the answer had it), `failed` (the call
 * failed or the answer left it out, at `now`), `retry` (the timer fired, at `now`), `reload` (asked for
 * again after giving up: the retries start over).
 */
export type ParticipantProfileEvent =
  | { readonly type: 'load' }
  | { readonly type: 'loaded' }
  | { readonly type: 'failed'; readonly now: number }
  | { readonly type: 'retry'; readonly now: number }
  | { readonly type: 'reload' };

/** Every kind of profile load event. */
export const PARTICIPANT_PROFILE_EVENTS: readonly ParticipantProfileEvent['type'][] = ['load', 'loaded', 'failed', 'retry', 'reload'];

/**
 * The load state an event leads to; an event that does not apply leaves it as it is.
 * - load: NEW -> PENDING.
 * - loaded: PENDING -> LOADED.
 * - failed: PENDING -> FAILED, with the next retry time while retries remain ({@link PROFILE_RETRY}).
 * - retry: FAILED -> PENDING once its retry time has come.
 * - reload: NEW or FAILED -> PENDING, the failures forgotten.
 */
export function participantProfileNext(load: ParticipantProfileLoad, event: ParticipantProfileEvent): ParticipantProfileLoad {
  switch (event.type) {
    case 'load':
      return load.status === 'NEW' ? { status: 'PENDING', failures: 0, retryAt: null } : load;
    case 'loaded':
      return load.status === 'PENDING' ? { status: 'LOADED', failures: 0, retryAt: null } : load;
    case 'failed': {
      if (load.status !== 'PENDING') return load;
      const failures = load.failures + 1;
      return { status: 'FAILED', failures, retryAt: failures <= PROFILE_RETRY.maxRetries ? event.now + profileRetryDelay(failures) : null };
    }
    case 'retry':
      return load.status === 'FAILED' && load.retryAt !== null && event.now >= load.retryAt ? { ...load, status: 'PENDING', retryAt: null } : load;
    case 'reload':
      return load.status === 'NEW' || load.status === 'FAILED' ? { status: 'PENDING', failures: 0, retryAt: null } : load;
  }
}

/** The profile loads by member id (a participant not in it is NEW). */
export type ParticipantProfileLoads = Readonly<Record<string, ParticipantProfileLoad>>;

// Own keys only: an id such as 'constructor' is not the prototype's.
const loadOf = (loads: ParticipantProfileLoads, id: string): ParticipantProfileLoad => (Object.hasOwn(loads, id) ? loads[id] : undefined) ?? NEW_PROFILE_LOAD;
// Defined, not assigned: an id such as '__proto__' becomes a key, not the prototype.
const setLoad = (loads: Record<string, ParticipantProfileLoad>, id: string, load: ParticipantProfileLoad) =>
  Object.defineProperty(loads, id, { value: load, enumerable: true, writable: true, configurable: true });

/**
 * The member ids to ask get-chat-users for now, each once, in the order given: those never asked for
 * (NEW) and the FAILED ones whose retry time has come.
 */
export function profilesToLoad(loads: ParticipantProfileLoads, memberIds: readonly string[], now: number): string[] {
  const ids: string[] = [];
  for (const id of new Set(memberIds)) {
    const load = loadOf(loads, id);
    if (load.status === 'NEW' || (load.status === 'FAILED' && load.retryAt !== null && now >= load.retryAt)) ids.push(id);
  }
  return ids;
}

/** When the next automatic retry is due (the earliest FAILED retry time), or null when none is planned. */
export function nextProfileRetryAt(loads: ParticipantProfileLoads): number | null {
  let next: number | null = null;
  for (const load of Object.values(loads)) {
    if (load.status === 'FAILED' && load.retryAt !== null && (next === null || load.retryAt < next)) next = load.retryAt;
  }
  return next;
}

/**
 * The loads once the ids of {@link profilesToLoad} were asked for at `now`: each NEW one loads, each FAILED one
 * that is due is retried (both PENDING); the others stay as they are.
 */
export function beginProfileLoads(loads: ParticipantProfileLoads, memberIds: readonly string[], now: number): ParticipantProfileLoads {
  const next: Record<string, ParticipantProfileLoad> = { ...loads };
  for (const id of memberIds) {
    const current = loadOf(loads, id);
    setLoad(next, id, participantProfileNext(current, current.status === 'NEW' ? { type: 'load' } : { type: 'retry', now }));
  }
  return next;
}

/**
 * The loads after a get-chat-users call for `requested` ended at `now`: the PENDING ids the answer has are
 * LOADED, the other PENDING ones FAILED (the service leaves out ids it cannot answer; spec 002 §4 retries
 * them); `answered` null means the call failed, so all of them FAILED. Ids are compared case-insensitively.
 */
export function settleProfileLoads(
  loads: ParticipantProfileLoads,
  requested: readonly string[],
  answered: readonly string[] | null,
  now: number,
): ParticipantProfileLoads {
  const found = new Set((answered ?? []).map((id) => id.toLowerCase()));
  const next: Record<string, ParticipantProfileLoad> = { ...loads };
  for (const id of requested) {
    setLoad(next, id, participantProfileNext(loadOf(loads, id), found.has(id.toLowerCase()) ? { type: 'loaded' } : { type: 'failed', now }));
  }
  return next;
}
