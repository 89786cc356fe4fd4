import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { notifications } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdRequests, problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useMarkNotificationsViewed, useNotifications, useSystemMessages, useUnreadNotificationCount } from './index';

startMockServer();
afterEach(cleanup);

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const COUNT = '*/notifications/api/appnotification/get-unviewed-notification-count/:id';
const LIST = '*/notifications/api/appnotification/get-notifications/:id';
const VIEWED = '*/notifications/api/appnotification/updatenotificationstoisviewed';
const SYSTEM = '*/notifications/api/appnotification/get-system-messages';

const note = (id: string, dateCreated: string, isViewed: boolean) => ({ id, title: `Title ${id}`, body: 'Body', url: 'https://connect.example/home', isViewed, dateCreated });

/** The bell and the list together, as the app uses them. */
function useBellAndList(personId: string | null) {
  return { bell: useUnreadNotificationCount(personId, { refreshIntervalMs: 0 }), mark: useMarkNotificationsViewed(personId) };
}

describe('useUnreadNotificationCount (spec 002 §3, §7)', () => {
  it("reads the person's count and names the bell with it", async () => {
    const wrapper = wrapperFor(
      notifications.getGetUnviewedNotificationCountMockHandler(({ request }) => {
        expect(new URL(request.url).pathname).toBe(`/notifications/api/appnotification/get-unviewed-notification-count/${AMARA}`);
        return 3;
      }),
    );
    const { result } = renderHook(() => useUnreadNotificationCount(AMARA), { wrapper });
    await waitFor(() => expect(result.current.count).toBe(3));
    expect(result.current).toMatchObject({ badge: '3', label: 'Notifications, 3 unread' });
  });

  it('holds the call without a person; a failed read shows no count', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(problem('get', COUNT, 500, 'Server Error'));
    const none = renderHook(() => useUnreadNotificationCount(null), { wrapper });
    expect(none.result.current).toMatchObject({ count: 0, badge: '', label: 'Notifications' });
    const failing = renderHook(() => useUnreadNotificationCount(AMARA, { refreshIntervalMs: 0 }), { wrapper });
    await waitFor(() => expect(failing.result.current.error?.cause?.status).toBe(500));
    expect(failing.result.current).toMatchObject({ count: 0, label: 'Notifications' });
    expect(requests.filter((r) => r.url.includes('get-unviewed-notification-count'))).toHaveLength(1);
  });

  it('reads the count again on the interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let count = 1;
      const wrapper = wrapperFor(notifications.getGetUnviewedNotificationCountMockHandler(() => count));
      const { result } = renderHook(() => useUnreadNotificationCount(AMARA, { refreshIntervalMs: 5_000 }), { wrapper });
      await waitFor(() => expect(result.current.count).toBe(1));
      count = 4;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_100);
      });
      await waitFor(() => expect(result.current.count).toBe(4));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useNotifications (spec 002 §3, §7)', () => {
  it('lists newest first in New and Earlier groups', async () => {
    const wrapper = wrapperFor(
      notifications.getGetAppNotificationsMockHandler([note('a', '2026-11-14T08:00:00Z', true), note('b', '2026-11-15T08:00:00Z', false), note('c', '2026-11-16T08:00:00Z', true)]),
    );
    const { result } = renderHook(() => useNotifications(AMARA), { wrapper });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    expect(result.current.notifications.map((n) => n.id)).toEqual(['c', 'b', 'a']);
    expect(result.current.groups.map((g) => [g.label, g.notifications.map((n) => n.id)])).toEqual([
      ['New', ['b']],
      ['Earlier', ['c', 'a']],
    ]);
  });

  it('reports a failed load and loads again on reload', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(problem('get', LIST, 500, 'Server Error'));
    const { result } = renderHook(() => useNotifications(AMARA), { wrapper });
    await waitFor(() => expect(result.current.error?.cause?.status).toBe(500));
    expect(result.current.notifications).toEqual([]);
    wrapperFor(notifications.getGetAppNotificationsMockHandler([note('a', '2026-11-14T08:00:00Z', false)]));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.notifications.map((n) => n.id)).toEqual(['a']));
    error.mockRestore();
  });
});

describe('useMarkNotificationsViewed (spec 002 §7)', () => {
  it('drops the count to 0 at once and keeps it when the call succeeds', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(notifications.getGetUnviewedNotificationCountMockHandler(2), notifications.getUpdateNotificationsToIsViewedMockHandler(true));
    const held = holdRequests('post', VIEWED);
    const { result } = renderHook(() => useBellAndList(AMARA), { wrapper });
    await waitFor(() => expect(result.current.bell.count).toBe(2));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.mark.markViewed();
    });
    await waitFor(() => expect(result.current.bell.count).toBe(0));
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]?.answer(true);
    await act(async () => {
      await done;
    });
    expect(result.current.bell).toMatchObject({ count: 0, label: 'Notifications' });
    const post = requests.find((r) => r.method === 'POST' && r.url.includes('updatenotificationstoisviewed'));
    expect(await post?.json()).toEqual({ PersonId: AMARA });
  });

  it('rolls the count back when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(notifications.getGetUnviewedNotificationCountMockHandler(2), problem('post', VIEWED, 500, 'Server Error'));
    const { result } = renderHook(() => useBellAndList(AMARA), { wrapper });
    await waitFor(() => expect(result.current.bell.count).toBe(2));
    let outcome: Awaited<ReturnType<typeof result.current.mark.markViewed>>;
    await act(async () => {
      outcome = await result.current.mark.markViewed();
    });
    expect(outcome).toMatchObject({ ok: false });
    expect(result.current.bell.count).toBe(2);
    expect(result.current.mark.error?.cause?.status).toBe(500);
    error.mockRestore();
  });
});

describe('useSystemMessages (spec 002 §3, §8, §9)', () => {
  it('gives each message its colours, white on gold by default', async () => {
    const wrapper = wrapperFor(
      notifications.getGetSystemMessagesMockHandler([
        { id: '1', messageText: 'Maintenance tonight', textColor: '#FFFFFF', backgroundColor: '#1C2430' },
        { id: '2', messageText: 'New policies' },
        { id: '3', messageText: ' ' },
      ]),
    );
    const { result } = renderHook(() => useSystemMessages(), { wrapper });
    await waitFor(() => expect(result.current.messages).toHaveLength(2));
    expect(result.current.messages.map((m) => [m.id, m.colors])).toEqual([
      ['1', { textColor: '#FFFFFF', backgroundColor: '#1C2430' }],
      ['2', { textColor: '#FFFFFF', backgroundColor: '#8A6D00' }],
    ]);
  });

  it('swallows a failed load (spec 002 §8): no message, no error, no retry', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(problem('get', SYSTEM, 500, 'Server Error'));
    const { result } = renderHook(() => useSystemMessages(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ messages: [], isLoading: false });
    expect(requests.filter((r) => r.url.includes('get-system-messages'))).toHaveLength(1);
    const held = renderHook(() => useSystemMessages({ isEnabled: false }), { wrapper });
    expect(held.result.current.messages).toEqual([]);
  });
});
