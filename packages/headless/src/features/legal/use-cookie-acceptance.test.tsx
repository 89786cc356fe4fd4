import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_ACCEPTANCE_STORAGE_KEY } from '../../core/cookies/cookie-acceptance';
import { createMemoryStorage } from '../../core/storage/session-keys';
import { providerFor, startMockServer, testSdk } from '../../testing/mock-server';
import { useCookieAcceptance } from './use-cookie-acceptance';

afterEach(cleanup);

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
startMockServer();
const sdk = testSdk();
const wrapper = providerFor(sdk);

describe('useCookieAcceptance (spec 000 §3)', () => {
  it('records the acceptance for the user and stops asking', () => {
    const storage = createMemoryStorage();
    const { result } = renderHook(() => useCookieAcceptance({ userId: AMARA, storage, now: () => Date.UTC(2026, 10, 21) }), { wrapper });
    expect(result.current.isAccepted).toBe(false);
    act(() => result.current.accept());
    expect(result.current.isAccepted).toBe(true);
    expect(JSON.parse(storage.getItem(COOKIE_ACCEPTANCE_STORAGE_KEY) ?? '{}')).toEqual({ [AMARA]: '2026-11-21T00:00:00.000Z' });
  });

  it("records under 'general' without a user", () => {
    const storage = createMemoryStorage();
    const { result } = renderHook(() => useCookieAcceptance({ storage }), { wrapper });
    act(() => result.current.accept());
    expect(Object.keys(JSON.parse(storage.getItem(COOKIE_ACCEPTANCE_STORAGE_KEY) ?? '{}'))).toEqual(['general']);
  });

  it('takes the profile flag as accepted', () => {
    const { result } = renderHook(() => useCookieAcceptance({ userId: AMARA, isAcceptedInProfile: true, storage: createMemoryStorage() }), { wrapper });
    expect(result.current.isAccepted).toBe(true);
  });
});
