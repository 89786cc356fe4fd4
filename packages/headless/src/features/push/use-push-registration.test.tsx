import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { notifications } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushTokenProvider } from '../../core/push/push-registration';
import { problem, providerFor, server, startMockServer, testSdk } from '../../testing/mock-server';
import { usePushRegistration } from './use-push-registration';

startMockServer();
afterEach(cleanup);

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

function setup(status = 200) {
  const bodies: unknown[] = [];
  const path = '/notifications/api/appnotification/insertpersonfcmtoken';
  server.use(
    status === 200
      ? notifications.getInsertPersonFcmTokenMockHandler(async ({ request }) => {
          bodies.push({ path: new URL(request.url).pathname, body: await request.json() });
          return true;
        })
      : problem('post', `*${path}`, status, 'Error'),
  );
  const sdk = testSdk();
  const wrapper = providerFor(sdk);
  const fake: PushTokenProvider = { isSupported: async () => true, getToken: async () => 'fake-fcm-token' };
  const loadProvider = vi.fn(async () => fake);
  return { bodies, wrapper, loadProvider };
}

describe('usePushRegistration (spec 000 §7)', () => {
  it('saves the token through insertpersonfcmtoken once per person', async () => {
    const { bodies, wrapper, loadProvider } = setup();
    const onDone = vi.fn();
    const { rerender } = renderHook(() => usePushRegistration({ personId: AMARA, loadProvider, permission: () => 'granted', onDone }), { wrapper });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('registered'));
    rerender();
    expect(bodies).toEqual([
      { path: '/notifications/api/appnotification/insertpersonfcmtoken', body: { PersonId: AMARA, FcmToken: 'fake-fcm-token', DeviceModel: 'web' } },
    ]);
    expect(loadProvider).toHaveBeenCalledOnce();
  });

  it('does not load the provider unless permission is granted', async () => {
    const { bodies, wrapper, loadProvider } = setup();
    const onDone = vi.fn();
    renderHook(() => usePushRegistration({ personId: AMARA, loadProvider, permission: () => 'default', onDone }), { wrapper });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('permissionNotGranted'));
    expect(loadProvider).not.toHaveBeenCalled();
    expect(bodies).toEqual([]);
  });

  it('waits for a person, and only logs a failed save', async () => {
    const { wrapper, loadProvider } = setup(500);
    const onDone = vi.fn();
    const log = vi.fn();
    const { rerender } = renderHook(
      ({ personId }: { personId: string | null }) => usePushRegistration({ personId, loadProvider, permission: () => 'granted', onDone, log }),
      { wrapper, initialProps: { personId: null as string | null } },
    );
    expect(loadProvider).not.toHaveBeenCalled();
    rerender({ personId: AMARA });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('failed'));
    expect(log).toHaveBeenCalledOnce();
  });
});
