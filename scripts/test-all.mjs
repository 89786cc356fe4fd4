// `npm test` / `pnpm test`: every check of the project, in order, then one summary line
// `N passed, N failed` (each test counts, and each check that is not a test runner counts once).
// Each step has a time limit: at the limit it is stopped with every process it started (scripts/lib/run.mjs),
// and the summary names it as timed out. The summary prints each step's time against its limit and the
// whole command's time against its own (20 minutes); a step above half of its limit is marked, so a slow
// step is seen long before it is cut (docs/testing.md).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib/run.mjs';

const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** The whole command's limit: what this machine (2 cores) must finish it in. */
const TOTAL_LIMIT_S = 20 * 60;
const MINUTE = 60_000;
const started = Date.now();

const results = [];
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** The first line of an error text, without colours, short enough for the summary. */
const firstLine = (text = '') => String(text).replace(ANSI_COLOUR, '').trim().split('\n')[0].slice(0, 240);
/** A step's outcome; `outcome` is what `run` resolved with (time, limit, whether it was cut, what it left running). */
const record = (name, passed, failed, outcome, note = '', failures = []) => {
  const { seconds, limitMs, timedOut = false, stopped = 0 } = outcome;
  const notes = [note, timedOut ? `(TIMED OUT at its limit of ${limitMs / 1000} s: stopped with every process it started)` : '', !timedOut && stopped ? `(left ${stopped} process(es) running: stopped)` : '']
    .filter(Boolean)
    .join(' ');
  const failedCount = failed || (timedOut ? 1 : 0);
  results.push({ name, passed, failed: failedCount, seconds, limitMs, timedOut, note: notes, failures });
  console.log(`\n=== ${name}: ${failedCount ? 'FAILED' : 'ok'} (${passed} passed, ${failedCount} failed, ${seconds.toFixed(1)} s of ${limitMs / 1000} s) ${notes}\n`);
};
/** Runs one step with its limit (minutes). */
const step = (command, limitMinutes, options = {}) =>
  run(command, { ...options, timeoutMs: limitMinutes * MINUTE }).then((outcome) => {
    // A step that ran beside another (quiet) shows its output when it ends: the last part of it, in one piece.
    if (options.quiet) console.log(`\n--- output of: ${command} (it ran beside another step; its last part)\n${outcome.tail.slice(-6_000)}`);
    return { ...outcome, limitMs: limitMinutes * MINUTE };
  });
const check = async (name, command, limitMinutes, options = {}) => {
  console.log(`\n=== ${name}: ${options.quiet ? '(beside another step) ' : ''}${command}\n`);
  const outcome = await step(command, limitMinutes, options);
  record(name, outcome.code === 0 ? 1 : 0, outcome.code === 0 ? 0 : 1, outcome);
  return outcome.code === 0;
};

function hashTree(dir) {
  const hash = createHash('sha256');
  if (!existsSync(dir)) return 'missing';
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

async function ensureChromium() {
  if (process.env.CHROMIUM_PATH) return true;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const install = (packages) => `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`;
  if (!existsSync('/usr/bin/chromium')) return check('install Chromium (apt)', install('chromium chromium-headless-shell'), 8);
  // The headless shell runs the end-to-end tests in about a tenth less time (apps/web/e2e/support/chromium.ts); without it
  // they run in Chromium itself, so a failed install is only noted.
  if (!existsSync('/usr/bin/chromium-headless-shell')) {
    const outcome = await step(install('chromium-headless-shell'), 4, { quiet: true });
    if (outcome.code !== 0) console.log('Chromium headless shell not installed (apt failed): the end-to-end runs use Chromium.');
  }
  return true;
}

await ensureChromium();
await check('contracts lint (redocly, zero problems)', 'pnpm exec redocly lint openapi/*.yaml --format stylish', 2);

{
  // the SDK types, the MSW handlers and zod schemas, and the API reference are all generated from openapi/ by `pnpm generate`
  const generated = [join(root, 'packages/sdk/src/generated'), join(root, 'packages/msw/src/generated'), join(root, 'docs/api')];
  const hashAll = () => generated.map(hashTree).join(' ');
  const before = hashAll();
  console.log('\n=== generated-code drift: pnpm generate\n');
  const outcome = await step('pnpm generate', 2);
  const after = hashAll();
  const drift = outcome.code !== 0 || before !== after;
  record('generated-code drift', drift ? 0 : 1, drift ? 1 : 0, outcome, drift ? '(regenerating changed packages/sdk/src/generated, packages/msw/src/generated or docs/api: run pnpm generate and commit)' : '');
}

// Side by side (two lanes): the work of one step leaves the other core partly idle. The unit tests keep the two
// cores about three quarters busy and Schemathesis is one thread, so the contract fuzz run goes beside them (its own
// mocks on free ports); the packages' build and checks go beside the app's production build and the first part of the
// end-to-end run further on (docs/testing.md).
// After the fuzz run, in the same lane: the dev-stack smoke and link crawl (apps/web/e2e-dev/: the stack exactly as
// `npm start` starts it, four personas following links from /home). The end-to-end parts further on use the same
// ports, so it must be over before them; the fuzz run's mocks use free ports of their own.
const fuzzLane = fuzzStep({ quiet: true }).then(() => devStackStep({ quiet: true }));
{
  console.log('\n=== unit tests (vitest)\n');
  const out = join(reports, 'vitest.json');
  // Twelve minutes: it shares the machine with the contract fuzz run and the dev-stack crawl (above): 280 to 300 s there.
  const outcome = await step(`pnpm exec vitest run --reporter=default --reporter=json --outputFile=${out}`, 12);
  const { code } = outcome;
  let passed = 0;
  let failed = code === 0 ? 0 : 1;
  const failures = [];
  if (existsSync(out)) {
    const json = JSON.parse(readFileSync(out, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
    for (const file of json.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) failures.push(`${file.name.replace(`${root}/`, '')} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      // A file that fails before its tests run (a syntax error, a failing import) has no failed test of its own.
      if (file.status === 'failed' && failedTests.length === 0) failures.push(`${file.name.replace(`${root}/`, '')}: ${firstLine(file.message) || 'the file failed to run'}`);
    }
  }
  record('unit tests (vitest)', passed, failed, outcome, '', failures);
}

await fuzzLane;

/**
 * The app as a newcomer meets it after `npm start` (issue 28): the Vite dev server, the mocks and the homeserver
 * (scripts/dev.mjs), four personas each reaching every screen route it may open by links from /home, every page
 * checked for the error overlay, 5xx answers, uncaught and console errors, broken images and a two-row header.
 */
function devStackStep(options) {
  return playwrightStep('dev-stack smoke and link crawl (Playwright)', 'pnpm --filter @ypo/web run e2e:dev', 'playwright-dev.json', 10, {}, options);
}

/** Every contract fuzzed against its own mocks as signed-in personas (scripts/fuzz.mjs, Schemathesis). */
async function fuzzStep(options) {
  console.log('\n=== contract fuzz run (Schemathesis) (beside the unit tests)\n');
  const out = join(reports, 'fuzz.json');
  const outcome = await step('pnpm run fuzz', 6, options);
  const { code, seconds } = outcome;
  const summary = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
  if (summary.skipped) {
    record('contract fuzz run (Schemathesis)', 0, 0, outcome, `(SKIPPED: ${summary.skipped})`);
  } else {
    const failed = code === 0 ? 0 : Math.max(1, (summary.failures ?? 0) + (summary.errors ?? 0) + (summary.violations ?? 0));
    const note = `(${summary.operations ?? 0} operations, ${summary.examples ?? 0} examples, ${summary.failures ?? 0} failures, ${(summary.seconds ?? seconds).toFixed(1)} s)`;
    const failures = (summary.passes ?? []).flatMap((pass) => (pass.failureKinds ?? []).map((kind) => `as ${pass.persona}: ${kind}`));
    record('contract fuzz run (Schemathesis)', code === 0 ? 1 : 0, failed, outcome, note, failures);
  }
}

/** The packages as they would be published: built, then checked (one lane, beside the app's build and the first end-to-end part below). */
async function packagesLane() {
  const quiet = { quiet: true };
  // The four packages build side by side (two at a time: the machine's cores); then each is checked as it would be published.
  // Eight minutes: it shares the machine with the app's build and the first end-to-end part (about 175 s then).
  await check('packages: build (tsup)', 'pnpm -r --workspace-concurrency=2 --filter "./packages/*" run build', 8, quiet);
  for (const pkg of ['packages/sdk', 'packages/headless', 'packages/msw', 'packages/testing']) {
    await check(`package ${pkg}: publint`, 'pnpm exec publint --strict', 1, { ...quiet, cwd: join(root, pkg) });
    await check(`package ${pkg}: are the types wrong`, 'pnpm exec attw --pack . --profile esm-only', 2, { ...quiet, cwd: join(root, pkg) });
  }
  // size-limit (.size-limit.mjs): a gzip budget per published entry point, on the dist/ just built;
  // the framework-free entries also fail on any byte of React, SWR or jotai.
  await check('package sizes (size-limit)', 'pnpm exec size-limit', 2, quiet);
  // fixtures/consumers: the packed packages installed outside the workspace (React 18.0.0 and 19.0.0),
  // run from Node ESM and a server-side render, type-checked (node16, bundler) and built with Vite.
  await check('consumer fixtures (packed packages)', 'node scripts/consumers.mjs', 4, quiet);
  // The public API of @ypo/sdk, @ypo/headless and @ypo/testing against the committed reports (packages/*/api/), on the dist just built.
  await check('API report (API Extractor, every entry point; update: pnpm api:report)', 'node scripts/api-report.mjs --check', 4, quiet);
  // TypeDoc into docs/reference/ (git-ignored) and every relative link of README.md and docs/*.md.
  await check('API reference (TypeDoc) and doc links', 'node scripts/docs-reference.mjs', 3, quiet);
}

/** A Playwright run as one step: its tests counted from the JSON report it writes to `.reports/<reportFile>`. */
async function playwrightStep(name, command, reportFile, limitMinutes, env = {}, options = {}) {
  console.log(`\n=== ${name}\n`);
  const out = join(reports, reportFile);
  const outcome = await step(command, limitMinutes, { ...options, env: { CI: process.env.CI ?? '1', ...env } });
  const { code } = outcome;
  let passed = 0;
  let failed = code === 0 ? 0 : 1;
  const failures = [];
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const { stats } = report;
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
    // Which tests failed and why, so the summary (the part of the log that is kept) names them.
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
          const failedRun = t.results?.find((r) => r.status !== 'passed' && r.status !== 'skipped');
          const label = t.status === 'flaky' ? '(flaky: passed on retry) ' : '';
          failures.push(`${label}${spec.file}:${spec.line} ${spec.title}: ${firstLine(failedRun?.error?.message ?? failedRun?.status)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    for (const e of report.errors ?? []) failures.push(`(outside a test) ${firstLine(e.message)}`);
  }
  record(name, passed, failed, outcome, '', failures);
}

// The end-to-end run in two parts (Playwright's shards: every spec file in one of them), each its own step with its
// own servers, each well within its limit (13 minutes: the first shares the machine with the packages' lane, about
// 335 s then, 265 s alone); E2E_PREBUILT: the preview serves the build just made (playwright.config.ts).
const e2ePart = (shard) =>
  playwrightStep(`end-to-end (Playwright), part ${shard} of 2`, `pnpm --filter @ypo/web run e2e --shard=${shard}/2`, `playwright-${shard}.json`, 13, {
    E2E_PREBUILT: '1',
    E2E_REPORT: join(reports, `playwright-${shard}.json`),
  });
{
  const packages = packagesLane();
  // One production build of the app: the size budget measures it and the end-to-end run serves it (with the
  // sandbox's monitoring intake as its endpoint: apps/web/e2e/build-env.json).
  const e2eBuildEnv = JSON.parse(readFileSync(join(root, 'apps/web/e2e/build-env.json'), 'utf8'));
  await check('app build + size budget', 'pnpm --filter @ypo/web run build && node scripts/bench.mjs --size-only', 5, { env: e2eBuildEnv });
  // The first part beside the rest of the packages' lane (which serves nothing and keeps the cores about 70 % busy).
  await e2ePart(1);
  await packages;
}
// Lint and typecheck beside the second end-to-end part: one Playwright worker, the preview and the sandbox leave the
// cores partly idle, and these two need nothing the run serves (docs/testing.md, "Where the time goes").
const staticLane = (async () => {
  await check('lint (eslint, layer rule)', 'pnpm exec eslint . --max-warnings 0', 3, { quiet: true });
  // Two projects at a time: the machine's two cores (each tsc is one thread).
  // Six minutes: beside the end-to-end part it takes about 150 s (about 75 s alone).
  await check('typecheck', 'pnpm -r --workspace-concurrency=2 run typecheck', 6, { quiet: true });
})();
await e2ePart(2);
await staticLane;
// The second app (apps/embed-example) on the dist of the packages built above; its own Playwright
// run, the stack started in the worker by the fixtures of @ypo/testing/playwright.
await playwrightStep('embed example end-to-end (Playwright)', 'pnpm --filter @ypo/embed-example exec playwright test', 'playwright-embed-example.json', 4, {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=@ypo/source`.trim(),
});

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const totalSeconds = (Date.now() - started) / 1000;
console.log('\n=== Summary (time of each step against its limit; * above half of it)');
for (const r of results) {
  const overHalf = r.seconds > r.limitMs / 2000 ? ' *' : '';
  console.log(`${r.failed ? 'FAIL' : 'ok  '}  ${r.name}  (${r.passed} passed, ${r.failed} failed, ${r.seconds.toFixed(1)} s of ${r.limitMs / 1000} s${overHalf})${r.note ? ` ${r.note}` : ''}`);
  for (const f of r.failures ?? []) console.log(`        - ${f}`);
}
const overall = totalSeconds > TOTAL_LIMIT_S ? ` (OVER the limit of ${TOTAL_LIMIT_S} s)` : '';
console.log(`\ntotal ${totalSeconds.toFixed(0)} s of ${TOTAL_LIMIT_S} s${overall}; steps above half of their limit: ${results.filter((r) => r.seconds > r.limitMs / 2000).map((r) => r.name).join(', ') || 'none'}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
