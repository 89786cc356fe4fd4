import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serveThrottledLink, startThrottledLink, TokenBucket, type Carried } from './throttled-link.ts';

describe('TokenBucket', () => {
  it('lets the burst go at once, then holds bytes for the time the rate needs', () => {
    const bucket = new TokenBucket(1000, 500, 0);
    expect(bucket.take(500, 0)).toBe(0);
    // 250 bytes more at 1000 B/s: a quarter of a second.
    expect(bucket.take(250, 0)).toBe(250);
  });

  it('queues several takers behind each other on one link (debt adds up)', () => {
    const bucket = new TokenBucket(1000, 0, 0);
    expect(bucket.take(100, 0)).toBe(100);
    expect(bucket.take(100, 0)).toBe(200);
    // 150 ms later 150 of the 200 owed bytes are paid: 50 + 100 more bytes wait 150 ms.
    expect(bucket.take(100, 150)).toBe(150);
  });

  it('refills with time but never above the burst', () => {
    const bucket = new TokenBucket(1000, 200, 0);
    expect(bucket.take(200, 0)).toBe(0);
    expect(bucket.take(100, 100)).toBe(0);
    // Ten seconds idle refill only the 200-byte burst.
    expect(bucket.take(300, 10_100)).toBe(100);
  });

  it('keeps the time spent reaching bytes that were already queued, beyond the burst', () => {
    const bucket = new TokenBucket(1000, 100, 0);
    expect(bucket.take(100, 0)).toBe(0);
    // Queued since 50 ms, taken at 400 ms: the 350 ms after 50 count in full (no cap), the 50 before are capped.
    expect(bucket.take(400, 400, 50)).toBe(0);
    expect(bucket.idleMs).toBe(0);
    // Nothing was queued in the next 1000 ms: 900 ms of it went unused.
    expect(bucket.take(100, 1400)).toBe(0);
    expect(bucket.idleMs).toBe(900);
  });

  it('keeps tokens of queued time beyond the burst until they are used', () => {
    const bucket = new TokenBucket(1000, 100, 0);
    expect(bucket.take(100, 0)).toBe(0);
    // Queued since 0, read at 500: 500 tokens, 100 used, 400 left (over the burst of 100).
    expect(bucket.take(100, 500, 0)).toBe(0);
    expect(bucket.take(400, 500)).toBe(0);
    expect(bucket.idleMs).toBe(0);
    expect(bucket.take(1, 500)).toBe(1);
  });

  it('drops tokens over the burst once nothing was queued for the burst time', () => {
    const bucket = new TokenBucket(1000, 100, 0);
    // The burst of 100 plus 500 of queued time, 100 used: 500 left, over the burst.
    expect(bucket.take(100, 500, 0)).toBe(0);
    // 50 ms with nothing queued (under the burst time of 100 ms): the 500 stay, the 50 ms are not added.
    expect(bucket.take(0, 550)).toBe(0);
    expect(bucket.idleMs).toBe(50);
    // Then 200 ms more with nothing queued: back to the burst; 400 tokens and the 200 ms went unused.
    expect(bucket.take(100, 750)).toBe(0);
    expect(bucket.idleMs).toBe(650);
    expect(bucket.take(1, 750)).toBe(1);
  });

  it('does not refill when time goes back', () => {
    const bucket = new TokenBucket(1000, 0, 100);
    expect(bucket.take(100, 50)).toBe(100);
  });

  it('refuses a rate of 0 and a negative burst', () => {
    expect(() => new TokenBucket(0, 10, 0)).toThrow(RangeError);
    expect(() => new TokenBucket(10, -1, 0)).toThrow(RangeError);
  });
});

describe.each([
  ['serveThrottledLink (this thread)', async (target: string) => {
    const link = await serveThrottledLink({ target, bitsPerSecond: 8_000_000, burstBytes: 65_536 });
    return { url: link.url, carried: async (): Promise<Carried> => link.carried, close: link.close };
  }],
  ['startThrottledLink (a thread of its own)', (target: string) => startThrottledLink({ target, bitsPerSecond: 8_000_000, burstBytes: 65_536 })],
])('%s', (_, start) => {
  it('carries a request body intact at no more than the link rate, and the answer back', async () => {
    const server = createServer((req, res) => {
      let size = 0;
      let sum = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        for (const byte of chunk) sum = (sum + byte) % 65_521;
      });
      req.on('end', () => res.end(JSON.stringify({ size, sum })));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    // 8 Mbit/s = 1 MB/s with a 64 KiB burst: 512 KiB take at least (512 - 64) KiB / 1 MB/s = 459 ms.
    const link = await start(`http://127.0.0.1:${port}`);
    try {
      expect(link.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const body = new Uint8Array(512 * 1024).map((_, i) => (i * 31) % 251);
      const sum = body.reduce((total, byte) => (total + byte) % 65_521, 0);
      const started = performance.now();
      const answer = await fetch(`${link.url}/upload`, { method: 'POST', body });
      const elapsed = performance.now() - started;
      expect(await answer.json()).toEqual({ size: body.length, sum });
      // Timers may fire up to a millisecond early and the link's thread keeps its own clock, so allow
      // 20 ms (4 %) below the bound; an unthrottled link carries the body in a few milliseconds.
      expect(elapsed).toBeGreaterThanOrEqual(((512 - 64) * 1024 * 1000) / 1_000_000 - 20);
      const carried = await link.carried();
      expect(carried.up).toBeGreaterThan(body.length);
      expect(carried.down).toBeGreaterThan(0);
      expect(carried.idleMs).toBeGreaterThanOrEqual(0);
      expect(carried.stalledMs).toBeGreaterThanOrEqual(0);
    } finally {
      await link.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
