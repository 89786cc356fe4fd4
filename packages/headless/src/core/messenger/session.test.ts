import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSENGER_MESSAGES } from './messages';
import {
  MESSENGER_SESSION_STATES,
  canStartMessenger,
  isMessengerActive,
  messengerLoginRefusal,
  messengerSessionNext,
  type MessengerCredentials,
  type MessengerSessionEvent,
  type MessengerSessionState,
} from './session';

const SIGNED_IN: MessengerCredentials = { accessToken: 'token', memberId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001' };
const NO_TOKEN: MessengerCredentials = { accessToken: null, memberId: SIGNED_IN.memberId };
const NO_ID: MessengerCredentials = { accessToken: 'token', memberId: '  ' };

type Kind = 'start' | 'start (signed out)' | 'retry' | 'retry (signed out)' | 'sync' | 'error' | 'logout';
const EVENTS: Record<Kind, MessengerSessionEvent> = {
  start: { type: 'start', credentials: SIGNED_IN },
  'start (signed out)': { type: 'start', credentials: NO_TOKEN },
  retry: { type: 'retry', credentials: SIGNED_IN },
  'retry (signed out)': { type: 'retry', credentials: NO_ID },
  sync: { type: 'sync' },
  error: { type: 'error' },
  logout: { type: 'logout' },
};

/** Every state x event, written out (spec 002 §4; the rest as docs/messenger.md, Rules, decides). */
const EXPECTED: Record<MessengerSessionState, Record<Kind, MessengerSessionState>> = {
  NEW: { start: 'PENDING', 'start (signed out)': 'NEW', retry: 'NEW', 'retry (signed out)': 'NEW', sync: 'NEW', error: 'NEW', logout: 'NEW' },
  PENDING: { start: 'PENDING', 'start (signed out)': 'PENDING', retry: 'PENDING', 'retry (signed out)': 'PENDING', sync: 'READY', error: 'FAILED', logout: 'NEW' },
  READY: { start: 'READY', 'start (signed out)': 'READY', retry: 'READY', 'retry (signed out)': 'READY', sync: 'READY', error: 'FAILED', logout: 'NEW' },
  FAILED: { start: 'PENDING', 'start (signed out)': 'FAILED', retry: 'PENDING', 'retry (signed out)': 'FAILED', sync: 'READY', error: 'FAILED', logout: 'NEW' },
};

const TABLE = MESSENGER_SESSION_STATES.flatMap((state) => (Object.keys(EVENTS) as Kind[]).map((kind) => ({ state, kind, expected: EXPECTED[state][kind] })));

describe('messengerSessionNext: every state x event (spec 002 §4)', () => {
  it('covers 4 states x 7 events', () => expect(TABLE).toHaveLength(28));
  it.each(TABLE)('$state + $kind -> $expected', ({ state, kind, expected }) => {
    expect(messengerSessionNext(state, EVENTS[kind])).toBe(expected);
  });
});

describe('canStartMessenger (spec 002 §4: token and id exist, not already pending or ready)', () => {
  it.each([
    ['NEW', SIGNED_IN, true],
    ['FAILED', SIGNED_IN, true],
    ['PENDING', SIGNED_IN, false],
    ['READY', SIGNED_IN, false],
    ['NEW', NO_TOKEN, false],
    ['NEW', NO_ID, false],
    ['NEW', {}, false],
    ['NEW', null, false],
  ] as const)('%s with %j: %s', (state, credentials, expected) => {
    expect(canStartMessenger(state, credentials)).toBe(expected);
  });
});

describe("'Must be logged in to connect.' (spec 002 §8)", () => {
  it('refuses without token or id and lets a signed-in member through', () => {
    expect(messengerLoginRefusal(undefined)).toBe('Must be logged in to connect.');
    expect(messengerLoginRefusal(NO_TOKEN)).toBe(MESSENGER_MESSAGES.mustBeLoggedIn);
    expect(messengerLoginRefusal(NO_ID)).toBe(MESSENGER_MESSAGES.mustBeLoggedIn);
    expect(messengerLoginRefusal(SIGNED_IN)).toBeNull();
  });
});

describe('the session machine (property)', () => {
  const credentials = fc.constantFrom<MessengerCredentials>(SIGNED_IN, NO_TOKEN, NO_ID, {});
  const event: fc.Arbitrary<MessengerSessionEvent> = fc.oneof(
    credentials.map((c) => ({ type: 'start' as const, credentials: c })),
    credentials.map((c) => ({ type: 'retry' as const, credentials: c })),
    fc.constant({ type: 'sync' as const }),
    fc.constant({ type: 'error' as const }),
    fc.constant({ type: 'logout' as const }),
  );

  it('only becomes PENDING through a signed-in start or retry, READY only after it started, and NEW on logout', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 50 }), (events) => {
        let state: MessengerSessionState = 'NEW';
        let started = false;
        for (const e of events) {
          const next = messengerSessionNext(state, e);
          expect(MESSENGER_SESSION_STATES).toContain(next);
          if (next === 'PENDING' && state !== 'PENDING') {
            expect(['start', 'retry']).toContain(e.type);
            expect(canStartMessenger(state, 'credentials' in e ? e.credentials : null)).toBe(true);
            started = true;
          }
          if (next === 'READY') expect(started).toBe(true);
          if (e.type === 'logout') {
            expect(next).toBe('NEW');
            started = false;
          }
          // A running client is never started twice.
          if (isMessengerActive(state) && (e.type === 'start' || e.type === 'retry')) expect(next).toBe(state);
          state = next;
        }
      }),
      { numRuns: 500 },
    );
  });
});
