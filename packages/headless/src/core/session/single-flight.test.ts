import { describe, expect, it, vi } from 'vitest';
import { createSingleFlight } from './single-flight';

describe('createSingleFlight', () => {
  it('shares one run among concurrent callers', async () => {
    let release!: (value: number) => void;
    const task = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const flight = createSingleFlight(task);
    const runs = Array.from({ length: 10 }, () => flight.run());
    expect(flight.isInFlight).toBe(true);
    expect(new Set(runs).size).toBe(1);
    release(42);
    await expect(Promise.all(runs)).resolves.toEqual(Array(10).fill(42));
    expect(task).toHaveBeenCalledOnce();
    expect(flight.isInFlight).toBe(false);
  });

  it('starts a new run once the previous one has settled', async () => {
    let n = 0;
    const flight = createSingleFlight(async () => ++n);
    await expect(flight.run()).resolves.toBe(1);
    await expect(flight.run()).resolves.toBe(2);
  });

  it('shares a rejection and recovers after it', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('ok');
    const flight = createSingleFlight<string>(task);
    const [a, b] = [flight.run(), flight.run()];
    await expect(a).rejects.toThrow('boom');
    await expect(b).rejects.toThrow('boom');
    expect(flight.isInFlight).toBe(false);
    await expect(flight.run()).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('turns a synchronous throw into a rejected promise', async () => {
    const flight = createSingleFlight<never>(() => {
      throw new Error('sync');
    });
    await expect(flight.run()).rejects.toThrow('sync');
    expect(flight.isInFlight).toBe(false);
  });

  it('lets a caller that retries on settle start a fresh run', async () => {
    let n = 0;
    const flight = createSingleFlight(async () => ++n);
    const retried = flight.run().then(() => flight.run());
    await expect(retried).resolves.toBe(2);
  });
});
