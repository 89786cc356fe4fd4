// `npm test` / `pnpm test`: every check of the project, in order, then one summary line
// `N passed, N failed` (each test counts, and each check that is not a test runner counts once).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib/run.mjs';

const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** The first line of an error text, without colours, short enough for the summary. */
const firstLine = (text = '') => String(text).replace(ANSI_COLOUR, '').trim().split('\n')[0].slice(0, 240);
const record = (name, passed, failed, seconds, note = '', failures = []) => {
  results.push({ name, passed, failed, seconds, note, failures });
  console.log(`\n=== ${name}: ${failed ? 'FAILED' : 'ok'} (${passed} passed, ${failed} failed, ${seconds.toFixed(1)} s) ${note}\n`);
};
const check = async (name, command, options) => {
  console.log(`\n=== ${name}: ${command}\n`);
  const { code, seconds } = await run(command, options);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, seconds);
  return code === 0;
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
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return true;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  return check('install Chromium (apt)', `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
}

await ensureChromium();
await check('lint (eslint, layer rule)', 'pnpm exec eslint . --max-warnings 0');
await check('contracts lint (redocly, zero problems)', 'pnpm exec redocly lint openapi/*.yaml --format stylish');
await check('typecheck', 'pnpm -r --workspace-concurrency=1 run typecheck');

{
  // the SDK types, the MSW handlers and zod schemas, and the API reference are all generated from openapi/ by `pnpm generate`
  const generated = [join(root, 'packages/sdk/src/generated'), join(root, 'packages/msw/src/generated'), join(root, 'docs/api')];
  const hashAll = () => generated.map(hashTree).join(' ');
  const before = hashAll();
  console.log('\n=== generated-code drift: pnpm generate\n');
  const { code, seconds } = await run('pnpm generate');
  const after = hashAll();
  const drift = code !== 0 || before !== after;
  record('generated-code drift', drift ? 0 : 1, drift ? 1 : 0, seconds, drift ? '(regenerating changed packages/sdk/src/generated, packages/msw/src/generated or docs/api: run pnpm generate and commit)' : '');
}

{
  console.log('\n=== unit tests (vitest)\n');
  const out = join(reports, 'vitest.json');
  const { code, seconds } = await run(`pnpm exec vitest run --reporter=default --reporter=json --outputFile=${out}`);
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
  record('unit tests (vitest)', passed, failed, seconds, '', failures);
}

{
  // Every contract fuzzed against the running mocks as signed-in personas (scripts/fuzz.mjs, Schemathesis).
  console.log('\n=== contract fuzz run (Schemathesis)\n');
  const out = join(reports, 'fuzz.json');
  const { code, seconds } = await run('pnpm run fuzz');
  const summary = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
  if (summary.skipped) {
    record('contract fuzz run (Schemathesis)', 0, 0, seconds, `(SKIPPED: ${summary.skipped})`);
  } else {
    const failed = code === 0 ? 0 : Math.max(1, (summary.failures ?? 0) + (summary.errors ?? 0) + (summary.violations ?? 0));
    const note = `(${summary.operations ?? 0} operations, ${summary.examples ?? 0} examples, ${summary.failures ?? 0} failures, ${(summary.seconds ?? seconds).toFixed(1)} s)`;
    const failures = (summary.passes ?? []).flatMap((pass) => (pass.failureKinds ?? []).map((kind) => `as ${pass.persona}: ${kind}`));
    record('contract fuzz run (Schemathesis)', code === 0 ? 1 : 0, failed, seconds, note, failures);
  }
}

for (const pkg of ['packages/sdk', 'packages/headless', 'packages/msw', 'packages/testing']) {
  await check(`package ${pkg}: build (tsup)`, 'pnpm run build', { cwd: join(root, pkg) });
  await check(`package ${pkg}: publint`, 'pnpm exec publint --strict', { cwd: join(root, pkg) });
  await check(`package ${pkg}: are the types wrong`, 'pnpm exec attw --pack . --profile esm-only', { cwd: join(root, pkg) });
}

// size-limit (.size-limit.mjs): a gzip budget per published entry point, on the dist/ just built;
// the framework-free entries also fail on any byte of React, SWR or jotai.
await check('package sizes (size-limit)', 'pnpm exec size-limit');

// fixtures/consumers: the packed packages installed outside the workspace (React 18.0.0 and 19.0.0),
// run from Node ESM and a server-side render, type-checked (node16, bundler) and built with Vite.
await check('consumer fixtures (packed packages)', 'node scripts/consumers.mjs');

// The public API of @ypo/sdk, @ypo/headless and @ypo/testing against the committed reports (packages/*/api/), on the dist just built.
await check('API report (API Extractor, every entry point; update: pnpm api:report)', 'node scripts/api-report.mjs --check');
// TypeDoc into docs/reference/ (git-ignored) and every relative link of README.md and docs/*.md.
await check('API reference (TypeDoc) and doc links', 'node scripts/docs-reference.mjs');

await check('app build + size budget', 'pnpm --filter @ypo/web run build && node scripts/bench.mjs --size-only');

/** A Playwright run as one step: its tests counted from the JSON report it writes to `.reports/<reportFile>`. */
async function playwrightStep(name, command, reportFile, env = {}) {
  console.log(`\n=== ${name}\n`);
  const out = join(reports, reportFile);
  const { code, seconds } = await run(command, { env: { CI: process.env.CI ?? '1', ...env } });
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
  record(name, passed, failed, seconds, '', failures);
}

await playwrightStep('end-to-end (Playwright)', 'pnpm --filter @ypo/web run e2e', 'playwright.json');
// The second app (apps/embed-example) on the dist of the packages built above; its own Playwright
// run, the stack started in the worker by the fixtures of @ypo/testing/playwright.
await playwrightStep('embed example end-to-end (Playwright)', 'pnpm --filter @ypo/embed-example exec playwright test', 'playwright-embed-example.json', {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=@ypo/source`.trim(),
});

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\n=== Summary');
for (const r of results) {
  console.log(`${r.failed ? 'FAIL' : 'ok  '}  ${r.name}  (${r.passed} passed, ${r.failed} failed, ${r.seconds.toFixed(1)} s)`);
  for (const f of r.failures ?? []) console.log(`        - ${f}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
