import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, clearLogoutData, createMemoryStorage, filtersKey, sortsKey } from './session-keys';

describe('session storage keys', () => {
  it('keeps every key under one prefix and distinct', () => {
    const keys = Object.values(SESSION_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key.startsWith('ypo.')).toBe(true);
    expect(filtersKey('events')).toBe('ypo.filters.events');
    expect(sortsKey('events')).toBe('ypo.sorts.events');
  });
});

describe('clearLogoutData (spec 000 §4)', () => {
  it('removes stored filters, sorts, impersonation data and the session keys', () => {
    const storage = createMemoryStorage({
      [filtersKey('memberDirectory')]: '{"region":"Atlantic"}',
      [filtersKey('events')]: '{}',
      [sortsKey('events')]: 'Recommended',
      [SESSION_KEYS.impersonationId]: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001',
      [SESSION_KEYS.isAuthenticated]: 'true',
      [SESSION_KEYS.sessionCreatedAt]: '1',
      [SESSION_KEYS.forwardTo]: '/events',
      'oidc.user:issuer:client': '{}',
      unrelated: 'kept',
    });
    const removed = clearLogoutData(storage);
    expect(removed).toHaveLength(7);
    expect(storage.length).toBe(2);
    expect(storage.getItem('unrelated')).toBe('kept');
    expect(storage.getItem('oidc.user:issuer:client')).toBe('{}');
  });

  it('does nothing on an empty storage', () => {
    expect(clearLogoutData(createMemoryStorage())).toEqual([]);
  });
});
