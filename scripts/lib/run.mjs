// Small helpers shared by the root scripts: run a command with live output, time it.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a shell command from the root; resolves with its exit code and captured tail. */
export function run(command, { cwd = root, env = {}, timeoutMs = 20 * 60_000, quiet = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { cwd, shell: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let tail = '';
    const onData = (stream) => (chunk) => {
      tail = (tail + chunk).slice(-20_000);
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    const timer = setTimeout(() => {
      tail += `\n[timed out after ${timeoutMs / 1000} s]`;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, tail, seconds: (Date.now() - started) / 1000 });
    });
  });
}
