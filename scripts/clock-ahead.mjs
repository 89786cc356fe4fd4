// `pnpm test:clock-ahead [days]`: the whole test command with every clock of the machine moved ahead (default a
// year): Node, the sandbox and the identity provider, Synapse, Vite and Chromium all read the moved time through
// libfaketime (Debian's `faketime`, installed with apt when it is missing, as the test command does with Chromium).
// It proves that no test depends on the date it runs and that the sandbox, seeded around the moment it starts,
// does not look dead in a year (docs/testing.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/run.mjs';

const days = Number(process.argv[2] ?? 365);
if (!Number.isInteger(days) || days < 1) {
  console.error('usage: node scripts/clock-ahead.mjs [days ahead, default 365]');
  process.exit(2);
}

const FAKETIME = '/usr/bin/faketime';
if (!existsSync(FAKETIME)) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log('faketime is missing: installing it with apt');
  const install = spawnSync('sh', ['-c', `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime`], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const now = spawnSync(FAKETIME, ['-f', `+${days}d`, 'date', '-u', '+%Y-%m-%dT%H:%M:%SZ'], { encoding: 'utf8' }).stdout.trim();
console.log(`The test command with the clock moved ${days} days ahead: every process starts at ${now}.`);
// -f: the offset is relative to the real clock, so time keeps running (timeouts, token lifetimes, long polls).
const result = spawnSync(FAKETIME, ['-f', `+${days}d`, process.execPath, join(root, 'scripts/test-all.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CI: process.env.CI ?? '1', YPO_CLOCK_AHEAD_DAYS: String(days) },
});
process.exit(result.status ?? 1);
