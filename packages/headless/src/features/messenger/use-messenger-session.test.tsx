import { act, cleanup, render as renderTree, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../core/messages';
import { useResetAllState } from '../../hooks/headless-provider';
import { MESSENGER_MESSAGES } from '../../core/messenger/messages';
import { providerFor } from '../../testing/mock-server';
import type { ConnectMessengerOptions, MessengerClient } from './client/matrix-client';
import { useMessengerSession } from './use-messenger-session';

afterEach(cleanup);

const HOMESERVER = 'http://127.0.0.1:8008';
const MEMBER = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

/** A client as `connectMessenger` gives it, with the sync listener the test drives. */
function fakeClient(start: () => Promise<void> = async () => {}) {
  let onSync: ((event: 'sync' | 'error') => void) | undefined;
  const client = {
    isStorePersistent: true,
    start: vi.fn(start),
    stop: vi.fn(),
    logout: vi.fn(async () => {}),
    onSyncChange: vi.fn((listener: (event: 'sync' | 'error') => void) => {
      onSync = listener;
      return () => {
        onSync = undefined;
      };
    }),
  };
  return { client: client as unknown as MessengerClient, mock: client, emit: (event: 'sync' | 'error') => act(() => onSync?.(event)) };
}

const render = (connect: (options: ConnectMessengerOptions) => Promise<MessengerClient>, memberId: string | null = MEMBER, token: string | null = 'member-token') =>
  renderHook(() => useMessengerSession({ homeserverUrl: HOMESERVER, memberId, getAccessToken: async () => token, connect }), { wrapper: providerFor() });

describe('useMessengerSession', () => {
  it('connects once with the member token and id, PENDING then READY on the first sync; later sync failures move it to FAILED and back', async () => {
    const fake = fakeClient();
    let connected = (_client: MessengerClient) => {};
    const connect = vi.fn(() => new Promise<MessengerClient>((resolve) => (connected = resolve)));
    const { result } = render(connect);
    await waitFor(() => expect(result.current.state).toBe('PENDING'));
    act(() => connected(fake.client));
    await waitFor(() => expect(result.current.state).toBe('READY'));
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledWith({ homeserverUrl: HOMESERVER, memberId: MEMBER, accessToken: 'member-token' });
    expect(result.current.client).toBe(fake.client);

    fake.emit('error');
    expect(result.current.state).toBe('FAILED');
    expect(result.current.error?.message).toBe(MESSENGER_MESSAGES.messengerUnavailable);
    fake.emit('sync');
    expect(result.current).toMatchObject({ state: 'READY', error: null });
  });

  it('shares one client between its users (screen and badge)', async () => {
    const fake = fakeClient();
    const connect = vi.fn(async () => fake.client);
    const wrapper = providerFor();
    const { result } = renderHook(
      () => [useMessengerSession({ homeserverUrl: HOMESERVER, memberId: MEMBER, getAccessToken: async () => 't', connect }), useMessengerSession({ homeserverUrl: HOMESERVER, memberId: MEMBER, getAccessToken: async () => 't', connect })],
      { wrapper },
    );
    await waitFor(() => expect(result.current[0]?.state).toBe('READY'));
    expect(result.current[1]?.client).toBe(fake.client);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('stays NEW without a member or a token (spec 002 §4: it starts when the member token and id exist)', async () => {
    const connect = vi.fn(async () => fakeClient().client);
    const signedOut = render(connect, null);
    expect(signedOut.result.current.state).toBe('NEW');
    cleanup();
    const noToken = render(connect, MEMBER, null);
    await waitFor(() => expect(noToken.result.current.state).toBe('NEW'));
    expect(connect).not.toHaveBeenCalled();
  });

  it('FAILED with the error when connecting fails; retry connects again', async () => {
    const refused = new AppError('forbidden');
    const fake = fakeClient();
    const connect = vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce(fake.client);
    const { result } = render(connect);
    await waitFor(() => expect(result.current.state).toBe('FAILED'));
    expect(result.current.error).toBe(refused);
    expect(result.current.client).toBeNull();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toBe('READY'));
    expect(connect).toHaveBeenCalledTimes(2);
  });

  it('a first sync that fails stops the client and FAILS the session', async () => {
    const fake = fakeClient(async () => {
      throw new AppError('connection', { message: MESSENGER_MESSAGES.messengerUnavailable });
    });
    const { result } = render(async () => fake.client);
    await waitFor(() => expect(result.current.state).toBe('FAILED'));
    expect(fake.mock.stop).toHaveBeenCalled();
  });

  it('logout signs the client out and is NEW again', async () => {
    const fake = fakeClient();
    const { result } = render(async () => fake.client);
    await waitFor(() => expect(result.current.state).toBe('READY'));
    await act(() => result.current.logout());
    expect(fake.mock.logout).toHaveBeenCalled();
    expect(result.current).toMatchObject({ state: 'NEW', client: null });
  });

  it("the app's logout (the headless reset) signs out of the messenger first, even after its screens unmounted", async () => {
    const fake = fakeClient();
    const Wrapper = providerFor();
    let reset: () => Promise<void> = async () => {};
    let state = '';
    function Resetter() {
      reset = useResetAllState();
      return null;
    }
    function Messenger() {
      state = useMessengerSession({ homeserverUrl: HOMESERVER, memberId: MEMBER, getAccessToken: async () => 'member-token', connect: async () => fake.client }).state;
      return null;
    }
    const view = renderTree(
      <Wrapper>
        <Resetter />
        <Messenger />
      </Wrapper>,
    );
    await waitFor(() => expect(state).toBe('READY'));
    // The app hides its pages while signing out: the session must still end.
    view.rerender(
      <Wrapper>
        <Resetter />
      </Wrapper>,
    );
    await act(() => reset());
    expect(fake.mock.logout).toHaveBeenCalledTimes(1);
  });
});
