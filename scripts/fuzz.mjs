// `pnpm fuzz` (and a step of `npm test`): a bounded property-based fuzz run of every contract
// against the running mocks, as signed-in personas. Schemathesis (pinned in
// mocks/fuzz/requirements.txt, installed with pip into .venv-fuzz/) generates valid and invalid
// requests for each operation of the merged contracts and checks every answer: no 5xx, the status
// and the body as the contract declares them, and every invalid request refused with 400 or 422
// (mocks/fuzz/schemathesis.toml). The mocks (IdP, Prism, the gateway with the sandbox) run on free
// loopback ports for the run and are stopped at the end. Skipped, with a message, without python3.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildGatewaySpec } from '../mocks/src/build-gateway-spec.ts';
import { HEALTH_PATH } from '../mocks/src/gateway/server.ts';
import { findPersonaByKind } from '../mocks/src/personas.ts';
import { freePort, signInThroughIdp } from '../mocks/src/sandbox/testing.ts';
import { root } from './lib/run.mjs';

/**
 * Who the run signs in as (docs/personas.md), one Schemathesis run each: a member over every phase,
 * then a chapter manager over the examples and fuzzing phases for the administration calls a
 * member is refused. Env FUZZ_PERSONA (a persona kind) runs every phase as that persona alone.
 */
const PASSES = process.env.FUZZ_PERSONA ? [{ kind: process.env.FUZZ_PERSONA }] : [{ kind: 'member' }, { kind: 'chapter-manager', phases: 'examples,fuzzing' }];
/** Longest the Schemathesis run may take (about three minutes on 2 cores; env FUZZ_TIME_LIMIT_SECONDS). */
const TIME_LIMIT_SECONDS = Number(process.env.FUZZ_TIME_LIMIT_SECONDS ?? 600);
const venv = join(root, '.venv-fuzz');
const requirements = join(root, 'mocks/fuzz/requirements.txt');
const config = join(root, 'mocks/fuzz/schemathesis.toml');
const reports = join(root, '.reports/fuzz');
/** The summary test-all reads: operations, examples, failures, seconds (or skipped with the reason). */
const summaryPath = join(root, '.reports/fuzz.json');
const started = Date.now();

const writeSummary = (summary) => {
  mkdirSync(reports, { recursive: true });
  writeFileSync(summaryPath, `${JSON.stringify({ ...summary, seconds: (Date.now() - started) / 1000 }, null, 2)}\n`);
};

/** Runs a command to its end with live output; resolves with the exit code (124 when it passed `timeoutMs` and was stopped). */
const runLive = (command, args, { timeoutMs, ...options } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          }, timeoutMs);
    child.on('error', () => resolve(127));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(timedOut ? 124 : (code ?? 1));
    });
  });

/** True when the venv holds exactly the pinned packages (the requirements file copied in at install). */
function venvIsCurrent() {
  const installed = join(venv, 'requirements.txt');
  return existsSync(join(venv, 'bin/schemathesis')) && existsSync(installed) && readFileSync(installed, 'utf8') === readFileSync(requirements, 'utf8');
}

/** Creates .venv-fuzz/ and installs the pinned Schemathesis unless it is there already. */
async function ensureSchemathesis() {
  if (venvIsCurrent()) return true;
  console.log(`fuzz: installing Schemathesis into ${venv} (pip, ${requirements})`);
  rmSync(venv, { recursive: true, force: true });
  if ((await runLive('python3', ['-m', 'venv', venv])) !== 0) {
    console.error('fuzz: python3 -m venv failed (on Debian: apt-get install python3-venv)');
    return false;
  }
  const pip = ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--no-input', '-r', requirements];
  if ((await runLive(join(venv, 'bin/python'), pip)) !== 0) {
    console.error('fuzz: pip could not install Schemathesis');
    return false;
  }
  writeFileSync(join(venv, 'requirements.txt'), readFileSync(requirements, 'utf8'));
  return true;
}

/** Waits until the gateway answers its health check with Prism up. */
async function waitForMocks(url, mocks, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (mocks.exitCode !== null) throw new Error(`the mocks exited with ${mocks.exitCode} (log: .reports/fuzz/mocks.log)`);
    try {
      const response = await fetch(url);
      if (response.ok && (await response.json()).prism === 'up') return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the mocks did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Stops the mocks' process group: SIGTERM, then SIGKILL after 5 s. */
async function stopMocks(mocks) {
  if (mocks.exitCode !== null || mocks.signalCode !== null) return;
  const exited = new Promise((resolve) => mocks.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-mocks.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Reads Schemathesis's JSON report into the summary. */
function reportSummary(path) {
  if (!existsSync(path)) return undefined;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return {
    operations: report.operations?.tested ?? 0,
    selected: report.operations?.selected ?? 0,
    examples: report.test_cases?.generated ?? 0,
    failures: report.test_cases?.unique_failures ?? 0,
    errors: (report.errors ?? []).reduce((n, e) => n + e.count, 0),
    failureKinds: (report.failures ?? []).map((f) => `${f.title} (${f.count}): ${f.operations.slice(0, 5).join(', ')}${f.operations.length > 5 ? ', ...' : ''}`),
    stopReason: report.stop_reason,
  };
}

/** One Schemathesis run as one persona; its summary (and the sandbox's own contract violations meanwhile). */
async function runPass(pass, { spec, gateway, issuer, deadline }) {
  const persona = findPersonaByKind(pass.kind);
  if (!persona) throw new Error(`no persona of kind ${pass.kind}`);
  const token = await signInThroughIdp(issuer, persona.username, persona.password);
  const dir = join(reports, pass.kind);
  const jsonReport = join(dir, 'report.json');
  console.log(`\nfuzz: as ${persona.username} (${pass.kind})${pass.phases ? `, phases ${pass.phases}` : ''}\n`);
  await fetch(`${gateway}/__sandbox/violations`, { method: 'DELETE' });
  const args = ['--config-file', config, 'run', spec, '--url', gateway, '--no-color', '--report', 'json,junit', '--report-dir', dir, '--report-json-path', jsonReport];
  if (pass.phases) args.push('--phases', pass.phases);
  const timeoutMs = Math.max(deadline - Date.now(), 1_000);
  const code = await runLive(join(venv, 'bin/schemathesis'), args, {
    env: { ...process.env, FUZZ_BEARER_TOKEN: token, FUZZ_SUBSCRIPTION_KEY: 'fuzz-run', NO_COLOR: '1' },
    timeoutMs,
  });
  if (code === 124) console.error(`fuzz: stopped: the run passed its time limit of ${TIME_LIMIT_SECONDS} s (FUZZ_TIME_LIMIT_SECONDS)`);
  const violations = await (await fetch(`${gateway}/__sandbox/violations`)).json();
  if (violations.length > 0) {
    writeFileSync(join(dir, 'violations.json'), JSON.stringify(violations, null, 2));
    console.log(`fuzz: the sandbox recorded ${violations.length} contract violations of its own (.reports/fuzz/${pass.kind}/violations.json)`);
  }
  const summary = reportSummary(jsonReport) ?? { operations: 0, examples: 0, failures: 0, errors: 1, note: 'no Schemathesis report' };
  const failed = code !== 0 || summary.failures > 0 || summary.errors > 0 || violations.length > 0;
  return { persona: `${persona.username} (${pass.kind})`, ...summary, violations: violations.length, exitCode: code, failed };
}

async function main() {
  if (spawnSync('python3', ['--version']).error) {
    const reason = 'python3 is not installed: the contract fuzz run (Schemathesis) is skipped';
    console.log(`fuzz: SKIPPED: ${reason}`);
    writeSummary({ skipped: reason });
    return 0;
  }
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  if (!(await ensureSchemathesis())) {
    writeSummary({ failures: 1, note: 'Schemathesis could not be installed' });
    return 1;
  }
  const { path: spec, operations } = buildGatewaySpec(join(root, 'mocks/.build/gateway-fuzz.json'));
  const [gatewayPort, idpPort, prismPort] = [await freePort(), await freePort(), await freePort()];
  const log = openSync(join(reports, 'mocks.log'), 'w');
  const mocks = spawn(process.execPath, ['--conditions=@ypo/source', 'src/start.ts'], {
    cwd: join(root, 'mocks'),
    env: { ...process.env, GATEWAY_PORT: String(gatewayPort), IDP_PORT: String(idpPort), PRISM_PORT: String(prismPort), SANDBOX_SNAPSHOT: '', MESSENGER: 'off' },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  const deadline = started + TIME_LIMIT_SECONDS * 1000;
  try {
    await waitForMocks(`${gateway}${HEALTH_PATH}`, mocks);
    console.log(`fuzz: ${operations} operations of ${spec} against ${gateway}`);
    const results = [];
    for (const pass of PASSES) {
      // Every pass starts from the seeded network, so that what it finds does not hang on the one before.
      await fetch(`${gateway}/__sandbox/reset`, { method: 'POST' });
      results.push(await runPass(pass, { spec, gateway, issuer: `http://127.0.0.1:${idpPort}`, deadline }));
    }
    const total = {
      operations: Math.max(...results.map((r) => r.operations)),
      examples: results.reduce((n, r) => n + r.examples, 0),
      failures: results.reduce((n, r) => n + r.failures, 0),
      errors: results.reduce((n, r) => n + r.errors, 0),
      violations: results.reduce((n, r) => n + r.violations, 0),
    };
    const failed = results.some((r) => r.failed);
    writeSummary({ ...total, failed, passes: results });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log('\nfuzz: summary');
    for (const r of results) {
      console.log(`  ${r.failed ? 'FAIL' : 'ok  '}  as ${r.persona}: ${r.operations} operations, ${r.examples} examples, ${r.failures} failures, ${r.errors} errors, ${r.violations} sandbox violations`);
      for (const kind of r.failureKinds ?? []) console.log(`          ${kind}`);
    }
    console.log(`fuzz: ${total.operations} operations, ${total.examples} examples, ${total.failures} failures, ${seconds} s`);
    return failed ? 1 : 0;
  } finally {
    await stopMocks(mocks);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`fuzz: ${error instanceof Error ? error.stack : String(error)}`);
    writeSummary({ failures: 1, note: String(error) });
    process.exit(1);
  },
);
