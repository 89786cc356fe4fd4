import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, createMemoryStorage } from '../storage/session-keys';
import {
  EMPTY_ID,
  currentUserIdOf,
  effectiveUserId,
  normaliseMemberId,
  readImpersonationId,
  startImpersonation,
  stopImpersonation,
} from './impersonation';

const PRIYA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000016';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

describe('impersonation (spec 000 §6)', () => {
  it('stores the alternate user id in the session when the user can impersonate', () => {
    const storage = createMemoryStorage();
    expect(startImpersonation(storage, { memberId: ` ${AMARA.toUpperCase()} `, canImpersonate: true, currentUserId: PRIYA })).toEqual({
      ok: true,
      impersonationId: AMARA,
    });
    expect(storage.getItem(SESSION_KEYS.impersonationId)).toBe(AMARA);
    expect(readImpersonationId(storage)).toBe(AMARA);
  });

  it('refuses without canImpersonate, for a malformed or empty id, and for oneself', () => {
    const storage = createMemoryStorage();
    expect(startImpersonation(storage, { memberId: AMARA, canImpersonate: false })).toEqual({ ok: false, reason: 'notAllowed' });
    expect(startImpersonation(storage, { memberId: 'amara.okafor', canImpersonate: true })).toEqual({ ok: false, reason: 'invalidMemberId' });
    expect(startImpersonation(storage, { memberId: EMPTY_ID, canImpersonate: true })).toEqual({ ok: false, reason: 'invalidMemberId' });
    expect(startImpersonation(storage, { memberId: PRIYA, canImpersonate: true, currentUserId: PRIYA })).toEqual({ ok: false, reason: 'isSelf' });
    expect(storage.length).toBe(0);
  });

  it('stops, and ignores a tampered stored value', () => {
    const storage = createMemoryStorage({ [SESSION_KEYS.impersonationId]: AMARA });
    stopImpersonation(storage);
    expect(readImpersonationId(storage)).toBeNull();
    storage.setItem(SESSION_KEYS.impersonationId, 'x\r\nEvil: header');
    expect(readImpersonationId(storage)).toBeNull();
  });

  it('overrides the current user id while active', () => {
    expect(effectiveUserId(PRIYA, AMARA)).toBe(AMARA);
    expect(effectiveUserId(PRIYA, null)).toBe(PRIYA);
    expect(effectiveUserId(PRIYA, 'garbage')).toBe(PRIYA);
    expect(effectiveUserId(undefined, undefined)).toBeUndefined();
  });

  it('normalises member ids', () => {
    expect(normaliseMemberId(AMARA.toUpperCase())).toBe(AMARA);
    expect(normaliseMemberId('')).toBeUndefined();
    expect(normaliseMemberId(null)).toBeUndefined();
  });
});

describe('currentUserIdOf (spec 000 §3)', () => {
  it('reads the member id claim of the identity token, else sub', () => {
    expect(currentUserIdOf({ idTokenClaims: { memberId: AMARA, sub: 'other' } })).toBe(AMARA);
    expect(currentUserIdOf({ idTokenClaims: { sub: AMARA } })).toBe(AMARA);
    expect(currentUserIdOf({ idTokenClaims: { memberId: '', sub: 7 } })).toBeUndefined();
    expect(currentUserIdOf({})).toBeUndefined();
  });

  it('uses userGuid when the provider is salesforce', () => {
    expect(currentUserIdOf({ authProvider: 'salesforce', userGuid: PRIYA, idTokenClaims: { memberId: AMARA } })).toBe(PRIYA);
    expect(currentUserIdOf({ authProvider: 'Salesforce', idTokenClaims: { memberId: AMARA } })).toBeUndefined();
    expect(currentUserIdOf({ authProvider: 'okta', userGuid: PRIYA, idTokenClaims: { memberId: AMARA } })).toBe(AMARA);
  });
});
