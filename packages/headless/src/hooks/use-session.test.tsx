import { act, cleanup, render, screen } from '@testing-library/react';
import { api, profiles } from '@ypo/msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionToken } from '../core/session/session-controller';
import { problem, recordRequests, server, testSdk, startMockServer } from '../testing/mock-server';
import { HeadlessProvider } from './headless-provider';
import { createSession, postToMobileApp, type Session } from '../core/session/session';
import { SessionProvider, useSession } from './use-session';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const T0 = Date.UTC(2026, 11, 3, 9, 0, 0);

const token = (name: string, lifetimeMs: number): SessionToken => ({ accessToken: name, expiresAt: Date.now() + lifetimeMs });

function Probe() {
  const { warning, expiredMessage, isInactive, dismissWarning } = useSession();
  return (
    <div>
      <p data-testid="warning">{warning ? `${warning.message} (${warning.target})` : 'none'}</p>
      <p data-testid="expired">{expiredMessage ?? 'none'}</p>
      <p data-testid="inactive">{String(isInactive)}</p>
      <button onClick={dismissWarning}>dismiss</button>
    </div>
  );
}

function renderSession(session: Session, sdk = testSdk()) {
  return render(
    <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
      <SessionProvider session={session}>
        <Probe />
      </SessionProvider>
    </HeadlessProvider>,
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

startMockServer();

// SessionProvider loads the register-member call at the first session start; load it up front, so
// the call of each test's session start is made within that test.
beforeAll(async () => {
  await import('../core/session/register-member');
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (globalThis as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('useSession (spec 000 §4)', () => {
  it('shows the warning at 60 minutes, and after 27 more minutes reports the session expired', () => {
    const session = createSession({ refresh: async () => token('fresh', 3 * H) });
    renderSession(session);
    act(() => session.start({ token: token('t', 3 * H), createdAt: T0 }));
    act(() => void vi.advanceTimersByTime(60 * MIN - 1));
    expect(text('warning')).toBe('none');
    act(() => void vi.advanceTimersByTime(1));
    expect(text('warning')).toBe('Your Session Will Expire In 30 Minutes (dialog)');
    act(() => screen.getByRole('button', { name: 'dismiss' }).click());
    expect(text('warning')).toBe('none');
    act(() => void vi.advanceTimersByTime(1_620_000 - 1));
    expect(text('expired')).toBe('none');
    act(() => void vi.advanceTimersByTime(1));
    expect(text('expired')).toBe('Your Session has expired.');
  });

  it('reports a session already past 90 minutes as expired at once', () => {
    const session = createSession({ refresh: async () => token('fresh', 3 * H) });
    renderSession(session);
    act(() => session.start({ token: token('t', 3 * H), createdAt: T0 - 90 * MIN }));
    expect(text('expired')).toBe('Your Session has expired.');
  });

  it('tells the mobile app instead of showing the dialog, and does not log out on a timer', () => {
    const postMessage = vi.fn();
    (globalThis as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    const session = createSession({ refresh: async () => token('fresh', 3 * H), isMobileApp: true });
    renderSession(session);
    act(() => session.start({ token: token('t', 3 * H), createdAt: T0 }));
    act(() => void vi.advanceTimersByTime(60 * MIN));
    expect(text('warning')).toBe('none');
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(JSON.stringify({ type: 'sessionWillExpire', message: 'Your Session Will Expire In 30 Minutes' }));
    act(() => void vi.advanceTimersByTime(2 * H));
    expect(text('expired')).toBe('none');
  });

  it('takes a documented callback for the mobile app instead of the web view bridge', () => {
    const notifyMobileApp = vi.fn();
    const session = createSession({ refresh: async () => token('fresh', 3 * H), isMobileApp: true, notifyMobileApp });
    renderSession(session);
    act(() => session.start({ token: token('t', 3 * H), createdAt: T0 }));
    act(() => void vi.advanceTimersByTime(60 * MIN));
    expect(notifyMobileApp).toHaveBeenCalledExactlyOnceWith({ message: 'Your Session Will Expire In 30 Minutes', target: 'mobileApp' });
  });

  it('postToMobileApp does nothing outside the app', () => {
    expect(() => postToMobileApp({ message: 'x', target: 'mobileApp' })).not.toThrow();
  });

  it('shows the inactive-session dialog when a call finds 30 s or less of the token left', async () => {
    const refresh = vi.fn(async () => token('fresh', 3 * H));
    const session = createSession({ refresh });
    renderSession(session);
    act(() => session.start({ token: token('t', 30 * S), createdAt: T0 }));
    await act(async () => expect(await session.getAccessToken()).toBeNull());
    expect(text('inactive')).toBe('true');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('clears everything on stop (logout)', () => {
    const session = createSession({ refresh: async () => token('fresh', 3 * H) });
    renderSession(session);
    act(() => session.start({ token: token('t', 3 * H), createdAt: T0 - 90 * MIN }));
    expect(text('expired')).toBe('Your Session has expired.');
    act(() => session.stop());
    expect(text('expired')).toBe('none');
    expect(session.controller.getState().status).toBe('idle');
  });
});

describe('the SDK through the session (spec 000 §4: refresh before each call)', () => {
  it('sends the current token while more than the refresh period remains', async () => {
    const session = createSession({ refresh: async () => token('fresh', 3 * H) });
    session.start({ token: token('current', 2 * H), createdAt: T0 });
    const requests = recordRequests();
    server.use(api.getGetFeatureFlagsMockHandler({ conciergeChat: true }));
    const seen = () => requests.map((request) => request.headers.get('Authorization'));
    const sdk = testSdk({ getAccessToken: session.getAccessToken });
    await sdk.api.GET('/api/featureFlags');
    expect(seen()).toEqual(['Bearer current']);
  });

  it('refreshes exactly once for calls made together near expiry, and every call carries the new token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const refresh = vi.fn(async () => {
      await gate;
      return token('refreshed', 2 * H);
    });
    const session = createSession({ refresh });
    session.start({ token: token('old', 10 * MIN), createdAt: T0 });
    const requests = recordRequests();
    server.use(api.getGetFeatureFlagsMockHandler({ conciergeChat: true }));
    const seen = () => requests.map((request) => request.headers.get('Authorization'));
    const sdk = testSdk({ getAccessToken: session.getAccessToken });
    const calls = [sdk.api.GET('/api/featureFlags'), sdk.api.GET('/api/featureFlags'), sdk.api.GET('/api/featureFlags')];
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledOnce();
    release();
    await Promise.all(calls);
    expect(refresh).toHaveBeenCalledOnce();
    expect(seen()).toEqual(['Bearer refreshed', 'Bearer refreshed', 'Bearer refreshed']);
  });

  it('sends no token once the session is stopped', async () => {
    const session = createSession({ refresh: async () => token('fresh', 3 * H) });
    session.start({ token: token('t', 2 * H), createdAt: T0 });
    session.stop();
    await expect(session.getAccessToken()).resolves.toBeNull();
  });
});

describe('register-member during session start (spec 000 §7)', () => {
  const REGISTER = '/profiles/api/register-member';
  const registrations = (requests: Request[]) => requests.filter((r) => new URL(r.url).pathname === REGISTER);
  const summary = { id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001', firstName: 'Amara', lastName: 'Okafor' };

  it('is called once per session start, with the session token, and not on a token refresh', async () => {
    const refresh = vi.fn(async () => token('refreshed', 3 * H));
    const session = createSession({ refresh });
    server.use(profiles.getRegisterMemberMockHandler(summary), api.getGetFeatureFlagsMockHandler({ conciergeChat: true }));
    const requests = recordRequests();
    renderSession(session, testSdk({ getAccessToken: session.getAccessToken }));
    expect(registrations(requests)).toHaveLength(0);

    act(() => session.start({ token: token('first', 2 * H), createdAt: T0 }));
    await vi.waitFor(() => expect(registrations(requests).map((r) => r.method)).toEqual(['GET']));
    expect(registrations(requests)[0]?.headers.get('Authorization')).toBe('Bearer first');

    // The scheduled refresh (one hour before expiry) is no new session start.
    await act(() => vi.advanceTimersByTimeAsync(H + 3 * S));
    expect(refresh).toHaveBeenCalledOnce();
    expect(registrations(requests)).toHaveLength(1);

    // Logout, then the next sign-in starts a new session: registered again.
    act(() => session.stop());
    act(() => session.start({ token: token('second', 2 * H), createdAt: Date.now() }));
    await vi.waitFor(() => expect(registrations(requests)).toHaveLength(2));
    expect(registrations(requests).map((r) => r.headers.get('Authorization'))).toEqual(['Bearer first', 'Bearer second']);
  });

  it('logs a failure and swallows it: no error reaches the session or the screen', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = createSession({ refresh: async () => token('fresh', 3 * H) });
    server.use(problem('get', `*${REGISTER}`, 500, 'Internal Server Error'));
    const requests = recordRequests();
    renderSession(session, testSdk({ getAccessToken: session.getAccessToken }));
    act(() => session.start({ token: token('t', 2 * H), createdAt: T0 }));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledOnce());
    expect(registrations(requests)).toHaveLength(1);
    expect(session.controller.getState().status).toBe('active');
    expect(text('expired')).toBe('none');
    expect(text('inactive')).toBe('false');
    consoleError.mockRestore();
  });

  it('is not called by a session started after the provider unmounted', async () => {
    const session = createSession({ refresh: async () => token('fresh', 3 * H) });
    server.use(profiles.getRegisterMemberMockHandler(summary));
    const requests = recordRequests();
    const { unmount } = renderSession(session, testSdk({ getAccessToken: session.getAccessToken }));
    unmount();
    session.start({ token: token('t', 2 * H), createdAt: T0 });
    // The module is loaded (beforeAll), so a call would have been made within these steps.
    await vi.advanceTimersByTimeAsync(50);
    expect(registrations(requests)).toHaveLength(0);
  });
});
