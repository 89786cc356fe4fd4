import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, createMemoryStorage } from '../storage/session-keys';
import {
  ATTRIBUTION_EXPIRY_UNIT_MS,
  ATTRIBUTION_EXPIRY_UNITS,
  captureAttribution,
  readAttribution,
  saveAttribution,
} from './attribution';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('attribution (spec 000 §4)', () => {
  it('expires after 1 unit, and a unit is one day', () => {
    expect(ATTRIBUTION_EXPIRY_UNITS).toBe(1);
    expect(ATTRIBUTION_EXPIRY_UNIT_MS).toBe(DAY);
  });

  it('keeps the reference id in storage with its expiry', () => {
    const storage = createMemoryStorage();
    expect(saveAttribution(storage, 'spring-campaign', T0)).toEqual({ refId: 'spring-campaign', expiresAt: T0 + DAY });
    expect(JSON.parse(storage.getItem(SESSION_KEYS.attribution) ?? '')).toEqual({ refId: 'spring-campaign', expiresAt: T0 + DAY });
    expect(readAttribution(storage, T0 + DAY - 1)).toEqual({ refId: 'spring-campaign', expiresAt: T0 + DAY });
  });

  it('replaces the old reference id with a new one', () => {
    const storage = createMemoryStorage();
    saveAttribution(storage, 'first', T0);
    saveAttribution(storage, 'second', T0 + 1000);
    expect(readAttribution(storage, T0 + 2000)).toEqual({ refId: 'second', expiresAt: T0 + 1000 + DAY });
    expect(storage.length).toBe(1);
  });

  it('removes an expired reference id', () => {
    const storage = createMemoryStorage();
    saveAttribution(storage, 'old', T0);
    expect(readAttribution(storage, T0 + DAY)).toBeUndefined();
    expect(storage.getItem(SESSION_KEYS.attribution)).toBeNull();
  });

  it('removes an unreadable entry and ignores blank ids', () => {
    const storage = createMemoryStorage({ [SESSION_KEYS.attribution]: 'not json' });
    expect(readAttribution(storage, T0)).toBeUndefined();
    expect(storage.getItem(SESSION_KEYS.attribution)).toBeNull();
    storage.setItem(SESSION_KEYS.attribution, JSON.stringify({ refId: 42, expiresAt: 'soon' }));
    expect(readAttribution(storage, T0)).toBeUndefined();
    expect(saveAttribution(storage, '   ', T0)).toBeUndefined();
    expect(saveAttribution(storage, 'x'.repeat(201), T0)).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it('captures the refId of the query on load, else keeps the valid stored one', () => {
    const storage = createMemoryStorage();
    expect(captureAttribution(storage, '?refId=partner-7&x=1', T0)).toEqual({ refId: 'partner-7', expiresAt: T0 + DAY });
    expect(captureAttribution(storage, '', T0 + 5)).toEqual({ refId: 'partner-7', expiresAt: T0 + DAY });
    expect(captureAttribution(storage, 'refId=partner-8', T0 + 10)?.refId).toBe('partner-8');
    expect(captureAttribution(storage, '?refId=', T0 + 20)?.refId).toBe('partner-8');
    expect(captureAttribution(storage, '', T0 + 10 + DAY)).toBeUndefined();
  });
});
