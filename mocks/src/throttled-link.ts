// A throttled loopback link for benches (issue 12: `pnpm bench` upload throughput): a TCP proxy on
// 127.0.0.1 whose client-to-server direction goes no faster than a fixed rate, with no tools, no root.
import { connect, createServer, type Socket } from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * A token bucket over bytes: it fills at `bytesPerSecond` up to `burstBytes`; {@link TokenBucket.take}
 * takes bytes and tells how long to hold them so that, over any stretch of time, no more than the
 * burst plus the rate times the time passes. It may run into debt, so several senders sharing one
 * bucket queue behind each other as on one link.
 */
export class TokenBucket {
  readonly bytesPerSecond: number;
  readonly burstBytes: number;
  #tokens: number;
  #at: number;
  #idleMs = 0;

  /** A full bucket at time `nowMs`. */
  constructor(bytesPerSecond: number, burstBytes: number, nowMs: number) {
    if (!(bytesPerSecond > 0) || !(burstBytes >= 0)) throw new RangeError('a token bucket needs a positive rate and a burst of at least 0');
    this.bytesPerSecond = bytesPerSecond;
    this.burstBytes = burstBytes;
    this.#tokens = burstBytes;
    this.#at = nowMs;
  }

  /**
   * Takes `bytes` at time `nowMs` (not before the last call's); answers the wait, in ms, before they
   * may go. `waitingSinceMs` (default `nowMs`) is when the bytes were already queued for the link: from
   * then on the link is busy, so the time it took to get to them is not lost to the burst's cap, and
   * tokens of that time over the burst stay until used or until the link has had nothing queued for
   * as long as the burst lasts (burst / rate). The tokens ever given are at most the rate times the
   * time since the start plus the burst, and so after any such quiet time.
   */
  take(bytes: number, nowMs: number, waitingSinceMs: number = nowMs): number {
    const rate = this.bytesPerSecond / 1000;
    const now = Math.max(this.#at, nowMs);
    const since = Math.min(now, Math.max(this.#at, waitingSinceMs));
    const filled = this.#tokens + (since - this.#at) * rate;
    // The cap stops the filling while nothing was queued; tokens already over it go only after a quiet time.
    const isQuiet = (since - this.#at) * rate > this.burstBytes;
    const kept = isQuiet ? Math.min(this.burstBytes, filled) : Math.max(Math.min(this.burstBytes, filled), this.#tokens);
    this.#idleMs += (filled - kept) / rate;
    this.#tokens = kept + (now - since) * rate - bytes;
    this.#at = now;
    return this.#tokens >= 0 ? 0 : -this.#tokens / rate;
  }

  /** Time the link went unused with the bucket full (nothing to send), in ms, up to the last take. */
  get idleMs(): number {
    return this.#idleMs;
  }
}

/** Default burst of a link: 1 MiB. */
export const LINK_BURST_BYTES = 1_048_576;
// A chunk read this soon after its socket was resumed, or after this thread woke from a stall, was
// queued already (in the kernel's buffers).
const PROMPT_READ_MS = 2;
// This thread checks every HEARTBEAT_MS whether it ran; a beat later than STALL_MS is a stall (the
// machine gave it no CPU), during which a real link would have gone on sending what was queued.
const HEARTBEAT_MS = 5;
const STALL_MS = 10;

/** Options of {@link startThrottledLink}. */
export interface ThrottledLinkOptions {
  /** Where the link leads, e.g. the gateway's `http://127.0.0.1:PORT`. */
  target: string;
  /** Link rate of the client-to-server direction, bits per second (10^6 per Mbit). */
  bitsPerSecond: number;
  /**
   * Bytes that may go at once after an idle time (the link's buffer); default 1 MiB: no stretch of
   * T seconds in which the link had nothing queued carries more than rate x T + burst bytes.
   */
  burstBytes?: number;
}

/**
 * What a link carried: bytes client to server (throttled) and server to client (not throttled), its
 * {@link TokenBucket.idleMs}, and how long its thread stalled (time counted as busy when data waited).
 */
export interface Carried {
  up: number;
  down: number;
  idleMs: number;
  stalledMs: number;
}

/** A link served in this thread: its origin (`http://127.0.0.1:PORT`), the bytes it carried, and how to stop it. */
export interface ThrottledLink {
  url: string;
  readonly carried: Carried;
  close(): Promise<void>;
}

/**
 * Serves, in this thread, a TCP proxy on 127.0.0.1 and a free port in front of `target`. Every
 * connection shares one {@link TokenBucket}: bytes from the clients reach the target at the link
 * rate at most (a chunk is held until its tokens are there, its socket paused meanwhile); answers
 * pass unthrottled. Bytes found queued after this thread was late (a held chunk's timer, a stall
 * its heartbeat notices) count from when they were due, as on a link that never stops; a busy event
 * loop still delays them, so {@link startThrottledLink} runs it in a thread of its own.
 */
export async function serveThrottledLink(options: ThrottledLinkOptions): Promise<ThrottledLink> {
  const target = new URL(options.target);
  const bucket = new TokenBucket(options.bitsPerSecond / 8, options.burstBytes ?? LINK_BURST_BYTES, performance.now());
  const carried = { up: 0, down: 0, stalledMs: 0 };
  const sockets = new Set<Socket>();
  // The next heartbeat's time, and the last stall: when this thread noticed it and since when it lasted.
  let beatMs = performance.now() + HEARTBEAT_MS;
  let stall: { atMs: number; sinceMs: number } | undefined;
  const heartbeat = setInterval(() => {
    const nowMs = performance.now();
    if (nowMs - beatMs > STALL_MS) {
      stall = { atMs: nowMs, sinceMs: beatMs };
      carried.stalledMs += nowMs - beatMs;
    }
    beatMs = nowMs + HEARTBEAT_MS;
  }, HEARTBEAT_MS);
  heartbeat.unref();
  /** Since when a chunk read now was queued: the stall this thread is in (its heartbeat overdue) or just woke from, else now. */
  const queuedSince = (nowMs: number) => {
    if (nowMs - beatMs > STALL_MS) return beatMs;
    return stall && nowMs - stall.atMs <= PROMPT_READ_MS ? stall.sinceMs : nowMs;
  };
  const server = createServer((client) => {
    const upstream = connect({ host: target.hostname, port: Number(target.port) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.on('data', (chunk: Buffer) => {
      carried.down += chunk.length;
      if (!client.write(chunk)) upstream.pause();
    });
    client.on('drain', () => upstream.resume());
    upstream.on('end', () => client.end());
    // Held chunks go in order: the client stays paused while a chunk waits for its tokens or the
    // target is full, and resumes (or the end is passed on) once neither holds.
    let held = 0;
    let ended = false;
    // When the socket was resumed after a held chunk, when that chunk was due to go, and whether
    // bytes were already read into the socket's buffer (then surely queued).
    let resumed: { atMs: number; dueMs: number; buffered: boolean } | undefined;
    const next = (dueMs?: number) => {
      if (held > 0 || upstream.writableNeedDrain) return;
      if (ended) return void upstream.end();
      resumed = dueMs === undefined ? undefined : { atMs: performance.now(), dueMs, buffered: client.readableLength > 0 };
      client.resume();
    };
    const forward = (chunk: Buffer) => {
      carried.up += chunk.length;
      if (!upstream.write(chunk)) client.pause();
    };
    client.on('data', (chunk: Buffer) => {
      const nowMs = performance.now();
      // Read at once after a held chunk went: it was queued behind it, so the link was busy from the
      // held chunk's due time on, however late this thread woke up (a busy machine). Likewise read
      // during or at once after a stall of this thread.
      const afterHeld = resumed && (resumed.buffered || nowMs - resumed.atMs <= PROMPT_READ_MS) ? resumed.dueMs : nowMs;
      const waitingSinceMs = Math.min(afterHeld, queuedSince(nowMs));
      resumed = undefined;
      const waitMs = bucket.take(chunk.length, nowMs, waitingSinceMs);
      if (waitMs <= 0) return forward(chunk);
      held++;
      client.pause();
      const dueMs = nowMs + waitMs;
      setTimeout(() => {
        held--;
        forward(chunk);
        next(dueMs);
      }, waitMs);
    });
    upstream.on('drain', () => next());
    client.on('end', () => {
      ended = true;
      next();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the throttled link has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    get carried() {
      return { ...carried, idleMs: bucket.idleMs };
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(heartbeat);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A link running in a worker thread: its origin, the bytes it carried so far, and how to stop it. */
export interface ThreadedLink {
  url: string;
  carried(): Promise<Carried>;
  close(): Promise<void>;
}

type LinkMessage = { url: string } | { carried: Carried };

/**
 * Starts {@link serveThrottledLink} in a worker thread, so that the pace of the link does not
 * depend on the event loop of the client or the server on either side of it (as with a real link).
 */
export async function startThrottledLink(options: ThrottledLinkOptions): Promise<ThreadedLink> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { throttledLink: options } });
  const answer = <T>(pick: (message: LinkMessage) => T | undefined) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: LinkMessage) => {
        const picked = pick(message);
        if (picked === undefined) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(picked);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const url = await answer((message) => ('url' in message ? message.url : undefined));
  return {
    url,
    carried: () => {
      const carried = answer((message) => ('carried' in message ? message.carried : undefined));
      worker.postMessage('carried');
      return carried;
    },
    close: async () => {
      worker.postMessage('close');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

// The worker side of startThrottledLink.
const linkOptions = (workerData as { throttledLink?: ThrottledLinkOptions } | null)?.throttledLink;
if (!isMainThread && parentPort && linkOptions) {
  const port = parentPort;
  const link = await serveThrottledLink(linkOptions);
  port.on('message', (message: unknown) => {
    if (message === 'carried') port.postMessage({ carried: link.carried });
    if (message === 'close') void link.close().then(() => port.close());
  });
  port.postMessage({ url: link.url });
}
