// `pnpm bench`: prints figures. Budgets that fail the run: JavaScript loaded for /home (initial
// JavaScript) and the size of each lazy chunk. Targets that are only printed: real-browser vitals
// (LCP, CLS, TBT) of every screen route; SDK per-call overhead against bare openapi-fetch; the
// sandbox's requests per second and p95 latency for a feed read and a post write on loopback; the
// feed's first-page time (p50, p95) through the SDK against the sandbox (`--feed-runs=N`, default 200);
// the throughput of a 100 MB upload to the sandbox over a throttled loopback link, as a ratio of the link rate.
// `--size-only`: the size budgets alone; `--sandbox-only`: the feed first page and the sandbox load test alone;
// `--upload-only`: the upload throughput alone (issue 12): a 100 MB video through the SDK and the one upload
// engine (10 MB blocks, 4 in parallel) to the sandbox over a throttled loopback link (`--link-mbps=N`,
// default 200), printed as a ratio of the link rate (goal >= 0.9); it uses free ports only;
// `--directory-only`: the member directory's figures alone (issue 14, scripts/lib/directory-bench.mjs): a real
// Chromium against the sandbox seeded with 10,000 members: rows rendered max, DOM nodes max, the longest task
// while scrolling to the end, and the type-ahead staleness check (also at the end of a full run; shared ports);
// `--vitals-only`: the vitals alone (`--routes=/home,/assistPage` picks routes, `--runs=N`,
// `--explain` prints what each layout shift moved).
// `--messenger-only`: the messenger's open time alone (issue 18, scripts/lib/messenger-bench.mjs; also in a full run):
// /messenger opened on a member's conversation, `--runs=N` cold loads (default 3) per profile (`--profiles=none,lab`:
// no throttling, the vitals' mobile lab profile), each on a new device and again on the same device: the time to the
// conversation list and to the first message shown, and the JavaScript and wasm bytes fetched (medians and each run).
// The size part prints a messenger line: its lazy JavaScript (page, matrix-client, rust-crypto, other chunks /home
// does not load) and its wasm.
// The vitals start the mocks and vite preview on the shared ports, so run the bench as
// `CI=1 flock /tmp/ports.lock node scripts/bench.mjs`; it stops every server it started.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { root, run } from './lib/run.mjs';
import { VITALS_ROUTES, runVitals } from './lib/vitals.mjs';

const HOME_JS_BUDGET_KB = 150;
// A lazy chunk (route screen, dialog, provider) above this is a sign of a dependency pulled in eagerly.
const LAZY_CHUNK_BUDGET_KB = 60;
// A vendor chunk that is one module no split can shrink has its own budget (by chunk name): Lexical's core,
// the email composer's editor (apps/web/vite.config.ts lexicalChunk), is one minified module of about 62 kB
// gzip, loaded only when an officer opens the composer.
// The messenger's Matrix client (packages/headless features/messenger/client/matrix-client.ts, loadMessengerClient):
// matrix-js-sdk loads whole (its client imports calls, widgets, sliding sync), about 220 kB gzip, fetched only when
// a member opens the messenger; splitting it with manualChunks made it part of the entry (a lazy import turned eager).
const VENDOR_CHUNK_BUDGETS_KB = { lexical: 64, 'matrix-client': 240 };
const SDK_OVERHEAD_TARGET = 1.05;
// Modules the /home route needs besides the entry (lazy route chunks, when there are any).
const HOME_ROUTE_MODULES = ['src/features/communities/home-page.tsx'];

const sizeOnly = process.argv.includes('--size-only');
const sandboxOnly = process.argv.includes('--sandbox-only');
const vitalsOnly = process.argv.includes('--vitals-only');
const uploadOnly = process.argv.includes('--upload-only');
const directoryOnly = process.argv.includes('--directory-only');
const messengerOnly = process.argv.includes('--messenger-only');
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
let failed = false;

const gzipKb = (file) => gzipSync(readFileSync(join(root, 'apps/web/dist', file)), { level: 9 }).length / 1000;

/** gzip size of the JavaScript a browser loads for /home, from Vite's manifest. */
function homeJavaScript() {
  const dist = join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of HOME_ROUTE_MODULES) visit(key);
  const js = [...files].filter((f) => f.endsWith('.js'));
  // A renamed or moved /home module must not drop out of the count unnoticed: it is a chunk of its
  // own (counted above) or bundled into one of the counted files (their source maps name it).
  for (const key of HOME_ROUTE_MODULES.filter((k) => !manifest[k])) {
    // A barrel (index.ts) leaves no code of its own: its folder's modules stand for it.
    const module = key.replace(/index\.tsx?$/, '');
    const sourcesOf = (f) => (existsSync(join(dist, `${f}.map`)) ? JSON.parse(readFileSync(join(dist, `${f}.map`), 'utf8')).sources : []);
    const isBundled = js.some((f) => sourcesOf(f).some((source) => source.includes(module)));
    if (!isBundled) throw new Error(`HOME_ROUTE_MODULES: ${key} is not in the build; point it at the module the /home route loads`);
  }
  const lazy = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js') && !files.has(chunk.file))
    .map((chunk) => ({ file: chunk.file, kb: gzipKb(chunk.file), budget: VENDOR_CHUNK_BUDGETS_KB[chunk.name] ?? LAZY_CHUNK_BUDGET_KB }))
    .sort((a, b) => b.kb - a.kb);
  return { files: js, kb: js.reduce((n, f) => n + gzipKb(f), 0), lazy, manifest };
}

// The messenger's chunks by name (Vite's chunk names): its route screen, then what it loads on connecting.
const MESSENGER_CHUNKS = ['messenger-page', 'matrix-client', 'rust-crypto'];

/** The JavaScript (gzip kB) /messenger loads beyond /home, by chunk, and the wasm it fetches (bytes, gzip bytes). */
function messengerSize({ files, manifest }) {
  const chunks = Object.entries(manifest).filter(([, chunk]) => chunk.file.endsWith('.js'));
  const byName = Object.fromEntries(
    MESSENGER_CHUNKS.map((name) => {
      const found = chunks.find(([, chunk]) => chunk.name === name);
      if (!found) throw new Error(`messenger size: no chunk named ${name} in the build (MESSENGER_CHUNKS)`);
      return [name, found];
    }),
  );
  // Every chunk these import statically (their shared code) that /home has not loaded already.
  const needed = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || needed.has(chunk.file) || files.includes(chunk.file)) return;
    needed.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key] of Object.values(byName)) visit(key);
  const named = Object.fromEntries(MESSENGER_CHUNKS.map((name) => [name, gzipKb(byName[name][1].file)]));
  const totalKb = [...needed].reduce((n, f) => n + gzipKb(f), 0);
  const wasm = readdirSync(join(root, 'apps/web/dist/assets')).filter((name) => name.startsWith('matrix_sdk_crypto_wasm') && name.endsWith('.wasm'));
  if (wasm.length !== 1) throw new Error(`messenger size: expected one crypto wasm in the build, found ${wasm.length}`);
  const bytes = readFileSync(join(root, 'apps/web/dist/assets', wasm[0]));
  return { named, otherKb: totalKb - Object.values(named).reduce((a, b) => a + b, 0), totalKb, wasmBytes: bytes.length, wasmGzipBytes: gzipSync(bytes, { level: 9 }).length };
}

async function sdkOverhead() {
  const require = createRequire(join(root, 'packages/sdk/package.json'));
  const openapiFetch = await import(pathToFileURL(require.resolve('openapi-fetch')).href);
  const createClient = openapiFetch.default?.default ?? openapiFetch.default;
  const { createSdk } = await import(pathToFileURL(join(root, 'packages/sdk/dist/index.js')).href);
  const body = JSON.stringify({ conciergeChat: true });
  const server = createServer((req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  const bare = createClient({ baseUrl, headers: { Authorization: 'Bearer t', 'Ocp-Apim-Subscription-Key': 'k' } });
  const sdk = createSdk({ baseUrl, getAccessToken: async () => 't', subscriptionKey: 'k', getImpersonationId: () => null });
  const bareCall = () => bare.GET('/api/featureFlags');
  const sdkCall = () => sdk.api.GET('/api/featureFlags');
  const once = async (call) => {
    const start = process.hrtime.bigint();
    await call();
    return Number(process.hrtime.bigint() - start) / 1e3;
  };
  // Interleaved single calls, compared by median: robust to noise from other processes.
  const samples = { bare: [], sdk: [] };
  for (let i = 0; i < 4000; i++) {
    const b = await once(bareCall);
    const s = await once(sdkCall);
    if (i >= 500) {
      samples.bare.push(b);
      samples.sdk.push(s);
    }
  }
  server.close();
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { bareUs: median(samples.bare), sdkUs: median(samples.sdk) };
}

/**
 * The feed's first page against the sandbox (issue 11): the mocks on free loopback ports, a persona
 * signed in through the identity provider, the first page (30 posts) of the home and a community feed
 * through the SDK, one call at a time; p50 and p95 of the time the client waits.
 */
async function feedFirstPage() {
  const { benchFeedFirstPage } = await import(pathToFileURL(join(root, 'mocks/src/sandbox/bench.ts')).href);
  const runs = Number(option('feed-runs') ?? 200);
  for (const f of await benchFeedFirstPage({ runs })) {
    console.log(`feed  first page of the ${f.name}: ${f.posts} posts, p50 ${f.p50Ms.toFixed(1)} ms, p95 ${f.p95Ms.toFixed(1)} ms, mean ${f.meanMs.toFixed(1)} ms (${f.runs} calls)`);
  }
}

/** Sandbox load test: in-process sandbox + gateway on a free loopback port, load from a worker thread. */
async function sandboxLoad() {
  // Node 24 runs the mocks' TypeScript directly.
  const { benchSandbox, BENCH_TARGETS } = await import(pathToFileURL(join(root, 'mocks/src/sandbox/bench.ts')).href);
  const figures = await benchSandbox({ durationMs: 3000, maxRequests: 3000, concurrency: 16 });
  for (const f of figures) {
    const isRead = f.name.startsWith('feed read');
    const rateOk = f.requestsPerSecond >= BENCH_TARGETS.requestsPerSecond;
    const at = f.atTargetLoad;
    const p95Ok = at.p95Ms < BENCH_TARGETS.readP95Ms;
    console.log(
      `sandbox ${f.name}: saturated (16 in flight) ${f.requestsPerSecond.toFixed(0)} req/s (target >= ${BENCH_TARGETS.requestsPerSecond}) ${rateOk ? 'on target' : 'below target'}, ` +
        `p50 ${f.p50Ms.toFixed(1)} ms, p95 ${f.p95Ms.toFixed(1)} ms, ${f.failures} failed of ${f.requests}; ` +
        `at ${at.ratePerSecond} req/s: p50 ${at.p50Ms.toFixed(1)} ms, p95 ${at.p95Ms.toFixed(1)} ms, ${at.failures} failed of ${at.requests}` +
        (isRead ? ` (read p95 target < ${BENCH_TARGETS.readP95Ms} ms) ${p95Ok ? 'on target' : 'above target'}` : ''),
    );
  }
}

/** Upload throughput over a throttled loopback link (scripts/lib/upload-bench.mjs); only printed. */
async function uploadThroughput() {
  const { benchUpload, DEFAULT_LINK_MBPS, UPLOAD_RATIO_GOAL } = await import('./lib/upload-bench.mjs');
  const linkMbps = Number(option('link-mbps') ?? DEFAULT_LINK_MBPS);
  if (!(linkMbps > 0)) throw new Error(`--link-mbps: a positive rate in Mbit/s, not ${option('link-mbps')}`);
  const f = await benchUpload({ linkMbps });
  console.log(
    `upload ${(f.bytes / 2 ** 20).toFixed(0)} MB video to the sandbox (${f.blocks} blocks, ${f.parallel} in parallel) over a ${f.linkMbps} Mbit/s loopback link: ` +
      `${f.bytes} bytes in ${f.seconds.toFixed(2)} s, ${f.mbps.toFixed(1)} Mbit/s, ratio ${f.ratio.toFixed(3)} (goal >= ${UPLOAD_RATIO_GOAL}) ${f.ratio >= UPLOAD_RATIO_GOAL ? 'on goal' : 'below goal'}; ` +
      `${f.wireBytes} bytes on the link, link idle ${f.linkIdleMs.toFixed(0)} ms, link thread stalled ${f.linkStalledMs.toFixed(0)} ms, burst ${f.burstBytes / 2 ** 20} MiB (ratio at most ${f.ratioBound.toFixed(3)})`,
  );
}

async function buildApp() {
  const build = await run('npx --yes pnpm@10.34.8 --filter @ypo/web run build', { quiet: true });
  if (build.code !== 0) throw new Error(`app build failed:\n${build.tail}`);
}

/** The member directory's speed with 10,000 members in a real browser (scripts/lib/directory-bench.mjs); only printed, as the machine's load moves the task times. */
async function directorySpeed() {
  const { benchDirectory } = await import('./lib/directory-bench.mjs');
  await benchDirectory();
}

if (uploadOnly) {
  await uploadThroughput();
  process.exit(0);
}

/** The messenger's open time in a real browser (scripts/lib/messenger-bench.mjs); only printed. */
async function messengerOpen() {
  const { benchMessengerOpen } = await import('./lib/messenger-bench.mjs');
  await benchMessengerOpen({ runs: Number(option('runs') ?? 3), ...(option('profiles') ? { profiles: option('profiles').split(',') } : {}) });
}

if (messengerOnly) {
  await buildApp();
  await messengerOpen();
  process.exit(0);
}

if (directoryOnly) {
  await buildApp();
  await directorySpeed();
  process.exit(0);
}

if (!sandboxOnly && !vitalsOnly) {
  // The size-only run (test-all) measures the build it has just made; the full run builds afresh.
  if (!sizeOnly || !existsSync(join(root, 'apps/web/dist/.vite/manifest.json'))) await buildApp();
  const home = homeJavaScript();
  const overBudget = home.kb > HOME_JS_BUDGET_KB;
  failed ||= overBudget;
  console.log(`size  JavaScript for /home: ${home.kb.toFixed(1)} kB gzip (budget ${HOME_JS_BUDGET_KB} kB) ${overBudget ? 'OVER BUDGET' : 'within budget'}  [${home.files.join(', ')}]`);
  for (const chunk of home.lazy) {
    const isOver = chunk.kb > chunk.budget;
    failed ||= isOver;
    console.log(`size  lazy chunk ${chunk.file}: ${chunk.kb.toFixed(1)} kB gzip (budget ${chunk.budget} kB) ${isOver ? 'OVER BUDGET' : 'within budget'}`);
  }
  // WebAssembly fetched on demand (the messenger's Rust crypto, when a member connects): printed, no budget.
  for (const file of readdirSync(join(root, 'apps/web/dist/assets')).filter((name) => name.endsWith('.wasm'))) {
    const bytes = readFileSync(join(root, 'apps/web/dist/assets', file));
    console.log(`size  wasm assets/${file}: ${(bytes.length / 1e6).toFixed(2)} MB, ${(gzipSync(bytes, { level: 9 }).length / 1e6).toFixed(2)} MB gzip (lazy)`);
  }
  const m = messengerSize(home);
  console.log(
    `size  messenger: page ${m.named['messenger-page'].toFixed(1)} kB + matrix-client ${m.named['matrix-client'].toFixed(1)} kB + rust-crypto ${m.named['rust-crypto'].toFixed(1)} kB ` +
      `+ ${m.otherKb.toFixed(1)} kB shared chunks = ${m.totalKb.toFixed(1)} kB gzip JS beyond /home, wasm ${(m.wasmBytes / 1e6).toFixed(2)} MB (${(m.wasmGzipBytes / 1e6).toFixed(2)} MB gzip) (lazy)`,
  );
}

if (vitalsOnly || (!sizeOnly && !sandboxOnly)) {
  if (vitalsOnly) await buildApp();
  const only = option('routes')?.split(',').filter(Boolean);
  const routes = only ? VITALS_ROUTES.filter((route) => only.some((path) => route.path === path || route.path.split('?')[0] === path)) : VITALS_ROUTES;
  if (only && routes.length !== only.length) throw new Error(`--routes: unknown route among ${only.join(', ')}; known: ${VITALS_ROUTES.map((r) => r.path).join(', ')}`);
  // Printed against the goals; CLS above its goal or a touch target under 24 px on any route fails the run.
  const { isClsOnGoal, hasSmallTargets } = await runVitals({ routes, runs: Number(option('runs') ?? 3), explain: process.argv.includes('--explain') });
  failed ||= !isClsOnGoal || hasSmallTargets;
}

if (!sizeOnly && !sandboxOnly && !vitalsOnly) {
  if (!existsSync(join(root, 'packages/sdk/dist/index.js'))) {
    const build = await run('pnpm --filter @ypo/sdk run build', { quiet: true });
    if (build.code !== 0) throw new Error(`sdk build failed:\n${build.tail}`);
  }
  const { bareUs, sdkUs } = await sdkOverhead();
  const ratio = sdkUs / bareUs;
  console.log(
    `sdk   per-call time over loopback: bare openapi-fetch ${bareUs.toFixed(1)} µs, SDK ${sdkUs.toFixed(1)} µs, ratio ${ratio.toFixed(3)} (target <= ${SDK_OVERHEAD_TARGET}) ${ratio <= SDK_OVERHEAD_TARGET ? 'on target' : 'above target'}`,
  );
}
if (!sizeOnly && !vitalsOnly) await feedFirstPage();
if (!sizeOnly && !vitalsOnly) await sandboxLoad();
if (!sizeOnly && !sandboxOnly && !vitalsOnly) await uploadThroughput();
if (!sizeOnly && !sandboxOnly && !vitalsOnly) await directorySpeed();
if (!sizeOnly && !sandboxOnly && !vitalsOnly) await messengerOpen();
process.exit(failed ? 1 : 0);
