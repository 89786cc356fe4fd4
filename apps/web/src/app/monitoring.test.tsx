import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const monitoring = vi.hoisted(() => ({ setMember: vi.fn(), start: vi.fn() }));
vi.mock('../lib/monitoring', () => ({ startMonitoring: monitoring.start }));
// Loaded afresh, so it takes the mock above even when an earlier test file of this worker loaded the real one
// (the unit tests share one module cache per worker: vitest.config.ts).
vi.resetModules();
const { createAppHarness, startMockServer, userOf } = await import('../testing/app-harness');
const { default: Monitoring, whenIdle } = await import('./monitoring');

startMockServer();

const MEMBER = '00000000-0000-4000-8000-000000000101';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Monitoring', () => {
  it('starts monitoring once the page is idle and identifies the member by member id', async () => {
    monitoring.start.mockResolvedValue({ setMember: monitoring.setMember });
    const { Providers } = createAppHarness({ user: userOf(MEMBER) });
    render(
      <Providers>
        <Monitoring />
      </Providers>,
    );
    expect(monitoring.start).not.toHaveBeenCalled();
    await waitFor(() => expect(monitoring.setMember).toHaveBeenLastCalledWith(MEMBER));
    expect(monitoring.start).toHaveBeenCalledTimes(1);
  });

  it('leaves monitoring off, without an error, when its chunk does not load', async () => {
    monitoring.start.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const { Providers } = createAppHarness({ user: userOf(MEMBER) });
    render(
      <Providers>
        <Monitoring />
      </Providers>,
    );
    await waitFor(() => expect(monitoring.start).toHaveBeenCalled());
    expect(monitoring.setMember).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  it('waits for requestIdleCallback where there is one, and cancels', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = vi.fn();
    const cancel = whenIdle(task);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 2000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timeout elsewhere', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
