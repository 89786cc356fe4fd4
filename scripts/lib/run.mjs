// Small helpers shared by the root scripts: run a command with live output, time it, and stop every
// process it started when it ends (however it ends: exit, failure or its time limit).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The environment variable every process of a step inherits: how its processes are found again. */
export const STEP_MARKER = 'YPO_STEP_ID';

/** Pid and parent pid of every process on the machine (Linux /proc; empty elsewhere). */
function processTable() {
  const table = [];
  let entries = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return table;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // A zombie has ended; only its parent's wait is missing (PID 1 of a container may never reap it).
      if (state !== 'Z') table.push({ pid: Number(name), ppid: Number(ppid) });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** Whether a process's environment carries the step's id in `STEP_MARKER` (a step inside a step adds its own id). */
function carriesMarker(pid, id) {
  try {
    const entry = readFileSync(`/proc/${pid}/environ`, 'latin1')
      .split('\0')
      .find((line) => line.startsWith(`${STEP_MARKER}=`));
    return entry !== undefined && entry.slice(STEP_MARKER.length + 1).split(' ').includes(id);
  } catch {
    return false;
  }
}

/**
 * Every live process of a step: the descendants of its first process (those that left its process group, as
 * Playwright's web servers do, included) and every process carrying the step's marker (those whose parent
 * exited and left them to init).
 */
export function stepProcesses(rootPid, id) {
  const table = processTable();
  const found = new Set();
  if (rootPid) {
    const children = new Map();
    for (const { pid, ppid } of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    const queue = [rootPid];
    while (queue.length) {
      const pid = queue.shift();
      if (found.has(pid)) continue;
      if (table.some((p) => p.pid === pid)) found.add(pid);
      queue.push(...(children.get(pid) ?? []));
    }
  }
  for (const { pid } of table) if (pid !== process.pid && carriesMarker(pid, id)) found.add(pid);
  found.delete(process.pid);
  return [...found];
}

/** Whether this machine has /proc (Linux); elsewhere a signal 0 is the only check. */
const hasProc = (() => {
  try {
    readdirSync('/proc/self');
    return true;
  } catch {
    return false;
  }
})();

/** Whether a process still runs (a zombie does not: it has ended and waits only to be reaped). */
export function isRunning(pid) {
  if (hasProc) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops every process of a step: SIGTERM first (Playwright and the mocks stop their servers on it), then
 * SIGKILL for what is left after `graceMs`. Resolves with the number of processes it had to stop.
 */
export async function stopStep(rootPid, id, graceMs = 5_000) {
  const first = stepProcesses(rootPid, id);
  if (first.length === 0) return 0;
  try {
    if (rootPid) process.kill(-rootPid, 'SIGTERM');
  } catch {
    // the group is gone
  }
  for (const pid of first) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && first.some(isRunning)) await sleep(100);
  // Collect again: a process may have started children while stopping.
  const left = new Set([...first.filter(isRunning), ...stepProcesses(rootPid, id)]);
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  // A killed process takes a moment to go: the step ends once none of them runs (its ports are free then).
  const killedBy = Date.now() + 2_000;
  while (Date.now() < killedBy && [...left].some(isRunning)) await sleep(20);
  return first.length;
}

/**
 * Runs a shell command from the root; resolves with its exit code, captured tail, time, whether it hit its
 * time limit, and how many processes it left behind (stopped here). Every process the command starts carries
 * the step's marker in its environment; when the command ends, or `timeoutMs` passes, all of them are stopped,
 * so no server of a step outlives it.
 */
export function run(command, { cwd = root, env = {}, timeoutMs = 20 * 60_000, quiet = false, graceMs = 5_000 } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const id = randomUUID();
    const child = spawn(command, {
      cwd,
      shell: true,
      env: { ...process.env, ...env, [STEP_MARKER]: [process.env[STEP_MARKER], id].filter(Boolean).join(' ') },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let tail = '';
    let timedOut = false;
    let stopping;
    const onData = (stream) => (chunk) => {
      tail = (tail + chunk).slice(-20_000);
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    const timer = setTimeout(() => {
      timedOut = true;
      const note = `\n[timed out after ${Math.round(timeoutMs / 1000)} s: stopping every process of the step]\n`;
      tail += note;
      if (!quiet) process.stderr.write(note);
      stopping = stopStep(child.pid, id, graceMs);
    }, timeoutMs);
    // 'exit' comes when the shell ends; a process it left behind may still hold its output open, so the step is
    // swept for them before waiting (at most a few seconds) for the output to close.
    const closed = new Promise((done) => child.on('close', done));
    child.on('exit', async (code, signal) => {
      clearTimeout(timer);
      const stoppedAtLimit = (await stopping) ?? 0;
      const leftBehind = await stopStep(undefined, id, graceMs);
      await Promise.race([closed, sleep(2_000)]);
      child.stdout.destroy();
      child.stderr.destroy();
      const exitCode = timedOut ? code || 124 : (code ?? (signal ? 128 : 1));
      resolve({ code: exitCode, tail, seconds: (Date.now() - started) / 1000, timedOut, stopped: stoppedAtLimit + leftBehind });
    });
  });
}
