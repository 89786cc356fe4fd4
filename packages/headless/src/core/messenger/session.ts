// The messenger session as a state machine (spec 002 §4 Messenger session): 'Session states: NEW,
// PENDING, READY, FAILED. It starts when the member token and id exist and the state is not already
// pending or ready. On sync it becomes READY; on error it becomes FAILED.' The hooks feed it the
// member's session and the chat client's events; the machine alone decides the state.
import { MESSENGER_MESSAGES } from './messages';

/** The messenger session states (spec 002 §4). */
export type MessengerSessionState = 'NEW' | 'PENDING' | 'READY' | 'FAILED';

/** Every session state, in the spec's order. */
export const MESSENGER_SESSION_STATES: readonly MessengerSessionState[] = ['NEW', 'PENDING', 'READY', 'FAILED'];

/** What the messenger needs of the member's session to start: the access token and the member id. */
export interface MessengerCredentials {
  /** The member's access token (the chat login by token uses it); absent when signed out. */
  readonly accessToken?: string | null;
  /** The member id (the chat user is `@{id}:ypo`); absent when signed out. */
  readonly memberId?: string | null;
}

/**
 * What happens to a session: `start` (the screen or badge wants the messenger), `sync` (the chat client
 * synced), `error` (login, start or sync failed), `logout` (the member signed out or the session ended),
 * `retry` (the member asks again after a failure).
 */
export type MessengerSessionEvent =
  | { readonly type: 'start'; readonly credentials: MessengerCredentials }
  | { readonly type: 'retry'; readonly credentials: MessengerCredentials }
  | { readonly type: 'sync' }
  | { readonly type: 'error' }
  | { readonly type: 'logout' };

/** Every kind of session event. */
export const MESSENGER_SESSION_EVENTS: readonly MessengerSessionEvent['type'][] = ['start', 'retry', 'sync', 'error', 'logout'];

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Whether the member is logged in as far as the messenger is concerned: both token and id exist. */
export const isMessengerLoggedIn = (credentials: MessengerCredentials | null | undefined): boolean =>
  present(credentials?.accessToken) && present(credentials?.memberId);

/**
 * The refusal to connect or invite without a login (spec 002 §8: 'A user must be logged in to connect or
 * invite, otherwise 'Must be logged in to connect.''), or null when the member is logged in.
 */
export const messengerLoginRefusal = (credentials: MessengerCredentials | null | undefined): string | null =>
  isMessengerLoggedIn(credentials) ? null : MESSENGER_MESSAGES.mustBeLoggedIn;

/**
 * Whether the session may start now (spec 002 §4): the member token and id exist and the state is neither
 * PENDING nor READY (so from NEW and from FAILED).
 */
export const canStartMessenger = (state: MessengerSessionState, credentials: MessengerCredentials | null | undefined): boolean =>
  state !== 'PENDING' && state !== 'READY' && isMessengerLoggedIn(credentials);

/**
 * The state a session event leads to; an event that does not apply leaves the state as it is.
 * - start: PENDING when {@link canStartMessenger}.
 * - retry: PENDING from FAILED only, with the token and id (the member asked again).
 * - sync: READY from PENDING, READY or FAILED (a client that failed to sync and synced again recovered);
 *   NEW ignores it (a late event of a client that was logged out).
 * - error: FAILED from PENDING or READY; NEW ignores it (late, as above).
 * - logout: NEW from anywhere.
 */
export function messengerSessionNext(state: MessengerSessionState, event: MessengerSessionEvent): MessengerSessionState {
  switch (event.type) {
    case 'start':
      return canStartMessenger(state, event.credentials) ? 'PENDING' : state;
    case 'retry':
      return state === 'FAILED' && isMessengerLoggedIn(event.credentials) ? 'PENDING' : state;
    case 'sync':
      return state === 'NEW' ? state : 'READY';
    case 'error':
      return state === 'PENDING' || state === 'READY' ? 'FAILED' : state;
    case 'logout':
      return 'NEW';
  }
}

/** Whether the chat client should be running in this state (being started, or synced). */
export const isMessengerActive = (state: MessengerSessionState): boolean => state === 'PENDING' || state === 'READY';
