import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { api } from '@ypo/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { readImpersonationId } from '../../core/impersonation/impersonation';
import { SESSION_KEYS, createMemoryStorage } from '../../core/storage/session-keys';
import { providerFor, recordRequests, server, startMockServer, testSdk } from '../../testing/mock-server';
import { useFeatureFlags } from '../../hooks/use-feature-flags';
import { useImpersonation } from './use-impersonation';

startMockServer();
afterEach(cleanup);

const PRIYA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000016';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

function setup(canImpersonate = true) {
  const storage = createMemoryStorage();
  const requests = recordRequests();
  server.use(api.getGetFeatureFlagsMockHandler({ conciergeChat: true }));
  const sdk = testSdk({ getImpersonationId: () => readImpersonationId(storage) });
  const wrapper = providerFor(sdk);
  const hook = renderHook(
    () => ({ impersonation: useImpersonation({ canImpersonate, currentUserId: PRIYA, storage }), flags: useFeatureFlags() }),
    { wrapper },
  );
  const headers = () => requests.map((request) => request.headers.get('X-Impersonation-Id'));
  return { storage, headers, ...hook };
}

describe('useImpersonation (spec 000 §6)', () => {
  it('stores the member id, sends X-Impersonation-Id on every call while active and refetches', async () => {
    const { result, storage, headers } = setup();
    await waitFor(() => expect(headers()).toEqual([null]));
    let started: unknown;
    act(() => void (started = result.current.impersonation.start(AMARA)));
    expect(started).toEqual({ ok: true, impersonationId: AMARA });
    expect(storage.getItem(SESSION_KEYS.impersonationId)).toBe(AMARA);
    expect(result.current.impersonation).toMatchObject({ impersonationId: AMARA, isImpersonating: true });
    await waitFor(() => expect(headers()).toEqual([null, AMARA]));

    act(() => result.current.impersonation.stop());
    expect(result.current.impersonation.isImpersonating).toBe(false);
    await waitFor(() => expect(headers()).toEqual([null, AMARA, null]));
  });

  it('refuses users without canImpersonate and malformed ids', () => {
    const denied = setup(false);
    act(() => expect(denied.result.current.impersonation.start(AMARA)).toEqual({ ok: false, reason: 'notAllowed' }));
    cleanup();
    const allowed = setup(true);
    act(() => expect(allowed.result.current.impersonation.start('Amara Okafor')).toEqual({ ok: false, reason: 'invalidMemberId' }));
    expect(allowed.result.current.impersonation.isImpersonating).toBe(false);
  });
});
