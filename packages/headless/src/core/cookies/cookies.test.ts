import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/session-keys';
import {
  COOKIE_ACCEPTANCE_STORAGE_KEY,
  acceptCookiePolicy,
  cookieAcceptanceKey,
  isCookiePolicyAccepted,
  readCookieAcceptances,
} from './cookie-acceptance';
import { openResourceLinksOf } from './open-resources';

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('cookie acceptance (spec 000 §3: per user, or general)', () => {
  it('stores the acceptance under the user id, or under general without a user', () => {
    expect(cookieAcceptanceKey(AMARA)).toBe(AMARA);
    expect(cookieAcceptanceKey(AMARA.toUpperCase())).toBe(AMARA);
    expect(cookieAcceptanceKey(undefined)).toBe('general');
    expect(cookieAcceptanceKey('  ')).toBe('general');
  });

  it('is per user: one user accepting does not accept for another', () => {
    const storage = createMemoryStorage();
    expect(isCookiePolicyAccepted(storage, { userId: AMARA })).toBe(false);
    acceptCookiePolicy(storage, AMARA, T0);
    expect(isCookiePolicyAccepted(storage, { userId: AMARA })).toBe(true);
    expect(isCookiePolicyAccepted(storage, { userId: BRUNO })).toBe(false);
    expect(isCookiePolicyAccepted(storage)).toBe(false);
    expect(readCookieAcceptances(storage)).toEqual({ [AMARA]: '2026-11-21T09:00:00.000Z' });
  });

  it('accepts for general on public pages, without accepting for a user', () => {
    const storage = createMemoryStorage();
    acceptCookiePolicy(storage, null, T0);
    expect(isCookiePolicyAccepted(storage)).toBe(true);
    expect(isCookiePolicyAccepted(storage, { userId: AMARA })).toBe(false);
  });

  it('counts the profile flag as accepted', () => {
    expect(isCookiePolicyAccepted(createMemoryStorage(), { userId: AMARA, isAcceptedInProfile: true })).toBe(true);
    expect(isCookiePolicyAccepted(createMemoryStorage(), { userId: AMARA, isAcceptedInProfile: false })).toBe(false);
  });

  it('treats an unreadable entry as no acceptance and repairs it on accept', () => {
    const storage = createMemoryStorage({ [COOKIE_ACCEPTANCE_STORAGE_KEY]: '[1,2' });
    expect(readCookieAcceptances(storage)).toEqual({});
    storage.setItem(COOKIE_ACCEPTANCE_STORAGE_KEY, '["a"]');
    expect(readCookieAcceptances(storage)).toEqual({});
    storage.setItem(COOKIE_ACCEPTANCE_STORAGE_KEY, JSON.stringify({ general: 5, [AMARA]: '2026-01-01T00:00:00.000Z' }));
    expect(readCookieAcceptances(storage)).toEqual({ [AMARA]: '2026-01-01T00:00:00.000Z' });
    acceptCookiePolicy(storage, null, T0);
    expect(readCookieAcceptances(storage)).toEqual({ [AMARA]: '2026-01-01T00:00:00.000Z', general: '2026-11-21T09:00:00.000Z' });
  });
});

describe('open resources (spec 000 §7)', () => {
  const defaults = { cookiePolicy: 'https://connect.test.example/legal/cookie-policy' };

  it('reads the terms, privacy and cookie policy entries by name', () => {
    const links = openResourceLinksOf(
      [
        { name: 'Terms of Use', navigationUrl: 'https://connect.example/legal/terms-of-use' },
        { name: 'Privacy Policy', navigationUrl: 'https://connect.example/legal/privacy-policy' },
        { name: 'Cookie Policy', navigationUrl: 'https://connect.example/legal/cookie-policy' },
      ],
      defaults,
    );
    expect(links).toEqual({
      termsOfUse: 'https://connect.example/legal/terms-of-use',
      privacyPolicy: 'https://connect.example/legal/privacy-policy',
      cookiePolicy: 'https://connect.example/legal/cookie-policy',
    });
  });

  it('falls back to the default cookie policy link when there is no entry or the call failed', () => {
    expect(openResourceLinksOf([{ name: 'Terms of Use', navigationUrl: 'https://connect.example/t' }], defaults).cookiePolicy).toBe(
      defaults.cookiePolicy,
    );
    expect(openResourceLinksOf(undefined, defaults)).toEqual({ termsOfUse: undefined, privacyPolicy: undefined, cookiePolicy: defaults.cookiePolicy });
  });

  it('ignores addresses that are not web addresses', () => {
    const links = openResourceLinksOf(
      [
        { name: 'Cookie Policy', navigationUrl: 'javascript:alert(1)' },
        { name: 'Privacy', navigationUrl: 'not a url' },
        { name: 'Terms', navigationUrl: 'https://connect.example/terms' },
      ],
      defaults,
    );
    expect(links).toEqual({ termsOfUse: 'https://connect.example/terms', privacyPolicy: undefined, cookiePolicy: defaults.cookiePolicy });
  });
});
