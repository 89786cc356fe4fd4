// `pnpm dev`: the mocks (identity provider 4011, gateway 4010) and the app (5173) together;
// prints the address and a persona to sign in with. `--mocks-only` (= `pnpm mocks`) leaves the app out.
import { spawn } from 'node:child_process';
import { findPersonaByKind, PERSONA_PASSWORD } from '../mocks/src/personas.ts';
import { root } from './lib/run.mjs';

const mocksOnly = process.argv.includes('--mocks-only');
const children = [];

function start(name, command, readyUrl) {
  const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (stream) => (chunk) =>
    stream.write(
      String(chunk)
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${name}] ${line}\n`)
        .join(''),
    );
  child.stdout.on('data', prefix(process.stdout));
  child.stderr.on('data', prefix(process.stderr));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with ${code}; stopping`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return waitFor(readyUrl);
}

async function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

await start('mocks', 'pnpm --filter @ypo/mocks start', 'http://127.0.0.1:4010/__gateway/health');
if (!mocksOnly) await start('app', 'pnpm --filter @ypo/web dev', 'http://127.0.0.1:5173');

const member = findPersonaByKind('member');
// The mocks start the homeserver before the gateway answers: it is up now, or off (the [mocks] log says why).
const homeserver = 'http://127.0.0.1:8008';
const isMessengerOn = await fetch(`${homeserver}/_matrix/client/versions`).then(
  (response) => response.ok,
  () => false,
);
console.log(`
  Ready.
  ${mocksOnly ? '' : 'App:                http://127.0.0.1:5173\n  '}API gateway:        http://127.0.0.1:4010   (every service prefix)
  Identity provider:  http://127.0.0.1:4011
  Messenger server:   ${isMessengerOn ? `${homeserver}   (Synapse, docs/messenger.md)` : 'off (needs Python 3; the [mocks] log says why)'}
  Sign in as:         ${member?.username} / ${PERSONA_PASSWORD}   (${member?.description ?? 'member'})
  Other personas:     docs/personas.md

  Press Ctrl+C to stop.
`);
