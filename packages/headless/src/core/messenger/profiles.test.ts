import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NEW_PROFILE_LOAD,
  PARTICIPANT_PROFILE_STATUSES,
  PROFILE_RETRY,
  beginProfileLoads,
  chatUserProfileOf,
  nextProfileRetryAt,
  participantProfileNext,
  profileRetryDelay,
  profilesToLoad,
  settleProfileLoads,
  type ParticipantProfileEvent,
  type ParticipantProfileLoad,
  type ParticipantProfileStatus,
} from './profiles';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const at = (status: ParticipantProfileStatus, failures = 0, retryAt: number | null = null): ParticipantProfileLoad => ({ status, failures, retryAt });

describe('chatUserProfileOf (spec 002 §3 chat user profile from §7 get-chat-users)', () => {
  it('joins preferred and last name and renames the chapter fields', () => {
    expect(
      chatUserProfileOf({
        id: 'p-1',
        preferredName: 'Amara',
        lastName: 'Okafor',
        profileImageUrl: 'https://media.example/a.jpg',
        fallbackProfileImageUrl: 'https://media.example/f.png',
        chapterName: 'Harbor City Chapter',
        chapterId: 'c101',
        companyName: 'Okafor Logistics',
      }),
    ).toEqual({
      id: 'p-1',
      name: 'Amara Okafor',
      profileImageUrl: 'https://media.example/a.jpg',
      fallbackProfileImageUrl: 'https://media.example/f.png',
      primaryChapterName: 'Harbor City Chapter',
      primaryChapterId: 'c101',
      companyName: 'Okafor Logistics',
    });
  });
  it('leaves out an empty name part and turns empty values into null', () => {
    expect(chatUserProfileOf({ id: 'p-2', preferredName: ' ', lastName: 'Lindqvist', chapterName: '', companyName: null })).toMatchObject({
      name: 'Lindqvist',
      profileImageUrl: null,
      primaryChapterName: null,
      companyName: null,
    });
  });
});

describe('participantProfileNext: every state x event (spec 002 §4)', () => {
  const due = NOW + 60_000;
  const cases: [ParticipantProfileLoad, ParticipantProfileEvent, ParticipantProfileLoad][] = [
    [NEW_PROFILE_LOAD, { type: 'load' }, at('PENDING')],
    [NEW_PROFILE_LOAD, { type: 'loaded' }, NEW_PROFILE_LOAD],
    [NEW_PROFILE_LOAD, { type: 'failed', now: NOW }, NEW_PROFILE_LOAD],
    [NEW_PROFILE_LOAD, { type: 'retry', now: due }, NEW_PROFILE_LOAD],
    [NEW_PROFILE_LOAD, { type: 'reload' }, at('PENDING')],
    [at('PENDING'), { type: 'load' }, at('PENDING')],
    [at('PENDING'), { type: 'loaded' }, at('LOADED')],
    [at('PENDING'), { type: 'failed', now: NOW }, at('FAILED', 1, NOW + 2_000)],
    [at('PENDING', 2), { type: 'failed', now: NOW }, at('FAILED', 3, NOW + 8_000)],
    [at('PENDING', 4), { type: 'failed', now: NOW }, at('FAILED', 5, null)],
    [at('PENDING'), { type: 'retry', now: due }, at('PENDING')],
    [at('PENDING'), { type: 'reload' }, at('PENDING')],
    [at('LOADED'), { type: 'load' }, at('LOADED')],
    [at('LOADED'), { type: 'failed', now: NOW }, at('LOADED')],
    [at('LOADED'), { type: 'retry', now: due }, at('LOADED')],
    [at('LOADED'), { type: 'reload' }, at('LOADED')],
    [at('FAILED', 1, NOW + 2_000), { type: 'load' }, at('FAILED', 1, NOW + 2_000)],
    [at('FAILED', 1, NOW + 2_000), { type: 'loaded' }, at('FAILED', 1, NOW + 2_000)],
    [at('FAILED', 1, NOW + 2_000), { type: 'retry', now: NOW + 1_999 }, at('FAILED', 1, NOW + 2_000)],
    [at('FAILED', 1, NOW + 2_000), { type: 'retry', now: NOW + 2_000 }, at('PENDING', 1)],
    [at('FAILED', 5, null), { type: 'retry', now: due }, at('FAILED', 5, null)],
    [at('FAILED', 5, null), { type: 'reload' }, at('PENDING')],
  ];
  it.each(cases)('%j + %j -> %j', (load, event, expected) => {
    expect(participantProfileNext(load, event)).toEqual(expected);
  });

  it('waits 2, 4, 8, 16 s between the 4 retries, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(profileRetryDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(PROFILE_RETRY.maxRetries).toBe(4);
  });
});

describe('loading the profiles of a conversation', () => {
  const A = 'a';
  const B = 'b';
  const C = 'c';

  it('asks for new ids once, marks them PENDING, then LOADED or FAILED by the answer, and retries the failed one when due', () => {
    expect(profilesToLoad({}, [A, B, A, C], NOW)).toEqual([A, B, C]);
    let loads = beginProfileLoads({}, [A, B, C], NOW);
    expect(Object.values(loads).map((l) => l.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    expect(profilesToLoad(loads, [A, B, C], NOW)).toEqual([]);
    // The service leaves out ids it cannot answer: those failed (compared case-insensitively).
    loads = settleProfileLoads(loads, [A, B, C], [A.toUpperCase(), C], NOW);
    expect(loads).toEqual({ a: at('LOADED'), b: at('FAILED', 1, NOW + 2_000), c: at('LOADED') });
    expect(nextProfileRetryAt(loads)).toBe(NOW + 2_000);
    expect(profilesToLoad(loads, [A, B, C], NOW + 1_000)).toEqual([]);
    expect(profilesToLoad(loads, [A, B, C], NOW + 2_000)).toEqual([B]);
    loads = beginProfileLoads(loads, [B], NOW + 2_000);
    // The whole call failed.
    loads = settleProfileLoads(loads, [B], null, NOW + 2_500);
    expect(loads[B]).toEqual(at('FAILED', 2, NOW + 6_500));
  });

  it('keeps an id such as __proto__ as a key', () => {
    const loads = beginProfileLoads({}, ['__proto__'], NOW);
    expect(Object.getPrototypeOf(loads)).toBe(Object.prototype);
    expect(Object.keys(loads)).toEqual(['__proto__']);
    expect(profilesToLoad({}, ['constructor'], NOW)).toEqual(['constructor']);
  });

  it('gives up after 5 failed loads until a reload, retrying never sooner than the policy says (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 40_000 })), { maxLength: 30 }), (steps) => {
        const id = 'p';
        let now = NOW;
        let loads = beginProfileLoads({}, profilesToLoad({}, [id], now), now);
        let callsInARow = 1;
        let lastCall = now;
        for (const [answers, wait] of steps) {
          const before = loads[id]!;
          if (before.status === 'PENDING') {
            loads = settleProfileLoads(loads, [id], answers ? [id] : [], now);
            if (answers) callsInARow = 0;
          }
          now += wait;
          const ask = profilesToLoad(loads, [id], now);
          if (ask.length > 0) {
            const failed = loads[id]!;
            expect(failed.status).toBe('FAILED');
            expect(now - lastCall).toBeGreaterThanOrEqual(profileRetryDelay(failed.failures));
            loads = beginProfileLoads(loads, ask, now);
            callsInARow += 1;
            lastCall = now;
          }
          const load = loads[id]!;
          expect(PARTICIPANT_PROFILE_STATUSES).toContain(load.status);
          if (load.status === 'FAILED') expect(load.retryAt === null).toBe(load.failures > PROFILE_RETRY.maxRetries);
          if (load.status === 'LOADED') expect(profilesToLoad(loads, [id], now + 1e9)).toEqual([]);
          // Never more than the first load and 4 retries without an answer.
          expect(callsInARow).toBeLessThanOrEqual(1 + PROFILE_RETRY.maxRetries);
          expect(load.failures).toBeLessThanOrEqual(1 + PROFILE_RETRY.maxRetries);
        }
        if (loads[id]!.failures > PROFILE_RETRY.maxRetries) expect(profilesToLoad(loads, [id], now + 1e9)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
