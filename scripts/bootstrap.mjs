// Entry for `npm start` and `npm test` on a machine with only Node (>= 20) and npm:
// installs the workspace with the pinned pnpm, then runs the named pnpm script, which
// runs on the Node 24 that the `node` devDependency puts first on the PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const script = process.argv[2];
if (!script) {
  console.error('usage: node scripts/bootstrap.mjs <pnpm-script> [args...]');
  process.exit(2);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const pnpm = (args) =>
  spawnSync(npx, ['--yes', packageManager, ...args], { cwd: root, stdio: 'inherit', env: process.env });

const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
const install = pnpm(['install', ...frozen]);
if (install.status !== 0) process.exit(install.status ?? 1);

const run = pnpm(['run', script, ...process.argv.slice(3)]);
process.exit(run.status ?? 1);
