import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, createMemoryStorage } from '../storage/session-keys';
import {
  EMPTY_ID,
  authDataOf,
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

describe('authDataOf (spec 000 §3: authProvider, token, tokenType, expTime, userGuid)', () => {
  const signedIn = (claims: Record<string, unknown>) => ({ access_token: 'at', token_type: 'Bearer', expires_at: 1_800_000_000, profile: claims });

  it('keeps the five fields the spec lists, from the signed-in user and its identity token', () => {
    expect(authDataOf(signedIn({ sub: AMARA, memberId: AMARA, authProvider: 'salesforce', userGuid: PRIYA }))).toEqual({
      authProvider: 'salesforce',
      token: 'at',
      tokenType: 'Bearer',
      expTime: 1_800_000_000_000,
      userGuid: PRIYA,
      idTokenClaims: { sub: AMARA, memberId: AMARA, authProvider: 'salesforce', userGuid: PRIYA },
    });
    expect(authDataOf({})).toEqual({ authProvider: undefined, token: undefined, tokenType: undefined, expTime: undefined, userGuid: undefined, idTokenClaims: {} });
  });

  it.each([
    ['the identity provider (member id claim)', { sub: 'other', memberId: AMARA }, AMARA],
    ['the identity provider, sub only', { sub: AMARA }, AMARA],
    ['another provider that sends a userGuid', { memberId: AMARA, authProvider: 'okta', userGuid: PRIYA }, AMARA],
    ['salesforce (userGuid)', { memberId: AMARA, authProvider: 'salesforce', userGuid: PRIYA }, PRIYA],
    ['salesforce without a userGuid', { memberId: AMARA, authProvider: 'salesforce' }, undefined],
  ])('takes the current user id of a user signed in by %s', (_provider, claims, expected) => {
    expect(currentUserIdOf(authDataOf(signedIn(claims)))).toBe(expected);
  });

  it('lets impersonation override the current user id of either provider (spec 000 §6)', () => {
    const fromToken = currentUserIdOf(authDataOf(signedIn({ memberId: AMARA })));
    const fromSalesforce = currentUserIdOf(authDataOf(signedIn({ memberId: AMARA, authProvider: 'salesforce', userGuid: PRIYA })));
    const other = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000004';
    expect(effectiveUserId(fromToken, other)).toBe(other);
    expect(effectiveUserId(fromSalesforce, other)).toBe(other);
    expect(effectiveUserId(fromSalesforce, null)).toBe(PRIYA);
  });
});
