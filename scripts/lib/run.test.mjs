// The test command's step runner: a step that ends, by its time limit or by itself, leaves no process behind.
import { createServer, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isRunning as alive, run } from './run.mjs';

/** A free loopback port. */
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Whether something accepts connections on the port. */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });


/**
 * A shell command that starts a server on `port` the way Playwright starts its web servers (a detached child in
 * a process group and session of its own), prints its pid, then waits `thenSeconds` (or for ever) before exiting.
 */
function serverStep(port, { ignoreTerm = false, thenSeconds } = {}) {
  const server = `${ignoreTerm ? "process.on('SIGTERM', () => {});" : ''} require('node:net').createServer().listen(${port}, '127.0.0.1')`;
  const launcher = [
    "const { spawn } = require('node:child_process');",
    `const child = spawn(process.execPath, ['-e', ${JSON.stringify(server)}], { detached: true, stdio: 'ignore' });`,
    'child.unref();',
    "console.log('server-pid', child.pid);",
    thenSeconds === undefined ? 'setInterval(() => {}, 1000);' : `setTimeout(() => process.exit(0), ${thenSeconds * 1000});`,
  ].join(' ');
  return `node -e ${JSON.stringify(launcher)}`;
}

async function waitFor(check, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('run (a step of the test command)', () => {
  it('cut at its time limit, stops the servers it started, detached ones included, and says it timed out', async () => {
    const port = await freePort();
    const pending = run(serverStep(port), { timeoutMs: 2_500, quiet: true, graceMs: 1_000 });
    expect(await waitFor(() => listening(port))).toBe(true);
    const result = await pending;
    const pid = Number(/server-pid (\d+)/.exec(result.tail)?.[1]);
    expect(result.timedOut).toBe(true);
    expect(result.code).not.toBe(0);
    expect(result.tail).toContain('[timed out after 3 s');
    expect(alive(pid)).toBe(false);
    expect(await listening(port)).toBe(false);
  });

  it('ending by itself, stops a server it left running (even one whose parent has exited)', async () => {
    const port = await freePort();
    const result = await run(serverStep(port, { thenSeconds: 1 }), { quiet: true, graceMs: 1_000 });
    const pid = Number(/server-pid (\d+)/.exec(result.tail)?.[1]);
    expect(result.code).toBe(0);
    expect(result.timedOut).toBe(false);
    expect(result.stopped).toBeGreaterThanOrEqual(1);
    expect(alive(pid)).toBe(false);
    expect(await listening(port)).toBe(false);
  });

  it('kills a server that ignores SIGTERM once the grace time is over', async () => {
    const port = await freePort();
    const result = await run(serverStep(port, { ignoreTerm: true }), { timeoutMs: 2_000, quiet: true, graceMs: 500 });
    const pid = Number(/server-pid (\d+)/.exec(result.tail)?.[1]);
    expect(result.timedOut).toBe(true);
    expect(alive(pid)).toBe(false);
    expect(await listening(port)).toBe(false);
  });

  it('a step that starts nothing in the background ends with its own code and stops nothing', async () => {
    const result = await run('exit 3', { quiet: true });
    expect(result).toMatchObject({ code: 3, timedOut: false, stopped: 0 });
  });
});

describe('run inside run (a step that runs its own steps, as the consumer fixtures do)', () => {
  it('the outer step still finds and stops what an inner step left running', async () => {
    const port = await freePort();
    const inner = `node --input-type=module -e ${JSON.stringify(
      `import { spawn } from 'node:child_process'; const c = spawn('sh', ['-c', ${JSON.stringify(serverStep(port))}], { detached: true, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, YPO_STEP_ID: process.env.YPO_STEP_ID + ' inner' } }); c.unref(); setInterval(() => {}, 1000);`,
    )}`;
    const result = await run(inner, { timeoutMs: 2_500, quiet: true, graceMs: 500 });
    const pid = Number(/server-pid (\d+)/.exec(result.tail)?.[1]);
    expect(result.timedOut).toBe(true);
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
    expect(await listening(port)).toBe(false);
  });
});
