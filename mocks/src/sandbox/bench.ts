// Loopback load test of the sandbox behind the gateway (used by scripts/bench.mjs): a feed read and a
// post write, each bounded by a time and a request budget, with a fixed number of requests in flight.
// The load comes from a worker thread, so that the client's own HTTP work does not share the
// sandbox's event loop (as with a real client in another process).
import { Worker } from 'node:worker_threads';
import { AUTHORIZATION_HEADER, BEARER_SCHEME, createSdk, SUBSCRIPTION_KEY_HEADER } from '@ypo/sdk';
import { startMocks } from '../stack.ts';
import { FEED_PAGE_SIZE } from './domains/feed.ts';
import { freePort, signInThroughIdp, startTestSandbox } from './testing.ts';

/** Targets of the issue: requests per second and p95 latency of the feed read. */
export const BENCH_TARGETS = { requestsPerSecond: 500, readP95Ms: 20 };

/** Options of {@link benchSandbox}. */
export interface BenchOptions {
  /** Longest run of each scenario, ms; default 3000. */
  durationMs?: number;
  /** Most requests of each scenario; default 3000. */
  maxRequests?: number;
  /** Requests in flight; default 16. */
  concurrency?: number;
}

/** Figures of one scenario. */
export interface BenchFigures {
  name: string;
  requests: number;
  failures: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** Latency at the target load (open loop at `ratePerSecond`), the figure the p95 target is about. */
  atTargetLoad?: { ratePerSecond: number; requests: number; failures: number; p50Ms: number; p95Ms: number };
}

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';

interface LoadPlan {
  origin: string;
  headers: Record<string, string>;
  method: string;
  /** Path with `{i}` replaced by the request number mod 4 times 30 (feed offsets). */
  path: string;
  /** Body with `{i}` replaced by the request number. */
  body?: string;
  durationMs: number;
  maxRequests: number;
  concurrency: number;
  /** Open loop: issue this many requests per second whatever the answers (latency at a given load). */
  ratePerSecond?: number;
}

// Plain JavaScript run in the worker: keep-alive HTTP client, `concurrency` loops, latencies back.
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const plan = workerData;
const url = new URL(plan.origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: plan.ratePerSecond ? 64 : plan.concurrency });
const once = (i) => new Promise((resolve) => {
  const path = plan.path.replace('{i}', String((i % 4) * 30));
  const body = plan.body === undefined ? undefined : plan.body.replace('{i}', String(i));
  const request = http.request({ host: url.hostname, port: url.port, method: plan.method, path, headers: plan.headers, agent }, (answer) => {
    answer.resume();
    answer.on('end', () => resolve(answer.statusCode));
  });
  request.on('error', () => resolve(0));
  request.end(body);
});
(async () => {
  for (let i = 0; i < 50; i++) await once(i);
  const latencies = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  const loop = async () => {
    while (issued < plan.maxRequests && performance.now() - started < plan.durationMs) {
      const i = issued++;
      const t0 = performance.now();
      const status = await once(i);
      latencies.push(performance.now() - t0);
      if (status !== 200) failures++;
    }
  };
  const paced = async () => {
    const pending = [];
    const interval = 1000 / plan.ratePerSecond;
    while (issued < plan.maxRequests && performance.now() - started < plan.durationMs) {
      const i = issued++;
      const due = started + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const t0 = performance.now();
      pending.push(once(i).then((status) => {
        latencies.push(performance.now() - t0);
        if (status !== 200) failures++;
      }));
    }
    await Promise.all(pending);
  };
  if (plan.ratePerSecond) await paced();
  else await Promise.all(Array.from({ length: plan.concurrency }, loop));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage({ latencies, failures, seconds });
})();
`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function load(name: string, plan: LoadPlan): Promise<BenchFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: plan });
    worker.once('error', reject);
    worker.once('message', (result: { latencies: number[]; failures: number; seconds: number }) => {
      void worker.terminate();
      const latencies = result.latencies.sort((a, b) => a - b);
      resolve({
        name,
        requests: latencies.length,
        failures: result.failures,
        seconds: result.seconds,
        requestsPerSecond: latencies.length / result.seconds,
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
      });
    });
  });
}

/** Starts a sandbox and gateway on a free loopback port, runs both scenarios, stops them. */
export async function benchSandbox(options: BenchOptions = {}): Promise<BenchFigures[]> {
  const running = await startTestSandbox();
  running.sandbox.warm();
  const token = await running.issuer.sign('amara.okafor');
  const common = {
    origin: running.url,
    headers: { [AUTHORIZATION_HEADER]: `${BEARER_SCHEME} ${token}`, [SUBSCRIPTION_KEY_HEADER]: 'bench', 'Content-Type': 'application/json' },
    durationMs: options.durationMs ?? 3000,
    maxRequests: options.maxRequests ?? 3000,
    concurrency: options.concurrency ?? 16,
  };
  try {
    const scenario = async (name: string, plan: Omit<LoadPlan, keyof typeof common>): Promise<BenchFigures> => {
      const saturated = await load(name, { ...common, ...plan });
      const paced = await load(name, { ...common, ...plan, ratePerSecond: BENCH_TARGETS.requestsPerSecond });
      return {
        ...saturated,
        atTargetLoad: {
          ratePerSecond: BENCH_TARGETS.requestsPerSecond,
          requests: paced.requests,
          failures: paced.failures,
          p50Ms: paced.p50Ms,
          p95Ms: paced.p95Ms,
        },
      };
    };
    const read = await scenario('feed read (getFollowedPostsList, 30 posts)', {
      method: 'GET',
      path: '/posts/api/post/getFollowedPostsList?skipNumber={i}&takeSize=30',
    });
    const write = await scenario('post write (createPost)', {
      method: 'POST',
      path: '/posts/api/post/create/chapter',
      body: JSON.stringify({ title: '', body: 'Bench post {i}', communityId: HARBOR_CITY, canComment: true }),
    });
    const violations = running.sandbox.violations.length;
    if (violations > 0) throw new Error(`the sandbox recorded ${violations} contract violation(s) during the bench`);
    return [read, write];
  } finally {
    await running.close();
  }
}

// --- the feed's first page, as the app asks for it (issue 11: `pnpm bench` prints it) -------------------

/** Options of {@link benchFeedFirstPage}. */
export interface FirstPageOptions {
  /** Measured calls of each feed (after {@link FIRST_PAGE_WARM_UP} unmeasured ones); default 200. */
  runs?: number;
  /** Persona who signs in; default amara.okafor (a member of Harbor City Chapter and two networks). */
  username?: string;
}

/** Figures of one feed's first page: client-side time of each call through the SDK, one call at a time. */
export interface FirstPageFigures {
  name: string;
  runs: number;
  /** Posts on the page (at most the feed step of 30). */
  posts: number;
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
}

/** Calls before measuring (validators compiled, connections open, JIT warm). */
export const FIRST_PAGE_WARM_UP = 20;

/**
 * Starts the mocks (identity provider and gateway with the sandbox; no Prism) on free loopback ports,
 * signs a persona in through the identity provider as the app does, and times the first page (30
 * posts) of the home feed (getFollowedPostsList) and of a community feed (listPostsByCommunity,
 * Harbor City Chapter) through the SDK, one call after another. Stops everything it started.
 */
export async function benchFeedFirstPage(options: FirstPageOptions = {}): Promise<FirstPageFigures[]> {
  const runs = options.runs ?? 200;
  const mocks = await startMocks({ gatewayPort: await freePort(), idpPort: await freePort(), prismPort: false, log: () => {} });
  try {
    mocks.sandbox.warm();
    const token = await signInThroughIdp(mocks.idpUrl, options.username ?? 'amara.okafor');
    const sdk = createSdk({ baseUrl: mocks.gatewayUrl, getAccessToken: async () => token, subscriptionKey: 'bench', getImpersonationId: () => null });
    const query = { skipNumber: 0, takeSize: FEED_PAGE_SIZE };
    const feeds: [string, () => Promise<{ ok: boolean; status: unknown; data?: unknown }>][] = [
      ['home feed (getFollowedPostsList)', () => sdk.posts.GET('/posts/api/post/getFollowedPostsList', { params: { query } })],
      [
        'community feed (listPostsByCommunity, Harbor City Chapter)',
        () => sdk.posts.GET('/posts/api/post/list/by-community/{id}/{name}', { params: { path: { id: HARBOR_CITY, name: 'chapter' }, query: { pageNumber: 0, pageSize: FEED_PAGE_SIZE } } }),
      ],
    ];
    const figures: FirstPageFigures[] = [];
    for (const [name, call] of feeds) {
      let posts = 0;
      const latencies: number[] = [];
      for (let i = 0; i < FIRST_PAGE_WARM_UP + runs; i++) {
        const started = performance.now();
        const result = await call();
        const elapsed = performance.now() - started;
        if (!result.ok) throw new Error(`${name}: answered ${String(result.status)}`);
        posts = Array.isArray(result.data) ? result.data.length : 0;
        if (i >= FIRST_PAGE_WARM_UP) latencies.push(elapsed);
      }
      latencies.sort((a, b) => a - b);
      const meanMs = latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length;
      figures.push({ name, runs, posts, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), meanMs });
    }
    const violations = mocks.sandbox.violations.length;
    if (violations > 0) throw new Error(`the sandbox recorded ${violations} contract violation(s) during the bench`);
    return figures;
  } finally {
    await mocks.close();
  }
}
