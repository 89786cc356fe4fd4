// Runs Prism over the merged contracts as a supervised child process on a loopback port: when the
// child exits on its own (Prism's multipart parser throws on a malformed part header and takes the
// whole process down), the exit is logged and the child restarted with a growing delay.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildGatewaySpec, gatewaySpecPath } from './build-gateway-spec.ts';

const require = createRequire(import.meta.url);

/** Where the supervised Prism child is: answering, being restarted, or given up on. */
export type PrismState = 'up' | 'restarting' | 'down';

/** The supervisor's report, served in the gateway's health answer. */
export interface PrismHealth {
  prism: PrismState;
  /** How many times the child was restarted since the start. */
  restarts: number;
}

/** Options of {@link startPrism}. */
export interface PrismOptions {
  port?: number;
  host?: string;
  /** Where exits and restarts are logged; default console.error. */
  log?: (line: string) => void;
  /** First restart delay in ms, doubled on each failure in a row up to 8 s; default 250. */
  restartDelayMs?: number;
  /** Restarts in a row without a minute of uptime before the supervisor gives up; default 10. */
  maxRestartsInRow?: number;
}

/** A running, supervised Prism. */
export interface RunningPrism {
  url: string;
  /** The current child process (a new one after each restart). */
  readonly child: ChildProcess;
  health(): PrismHealth;
  close(): Promise<void>;
}

const MAX_DELAY_MS = 8_000;
const STABLE_UPTIME_MS = 60_000;

/** Starts Prism on the port; resolves once it answers. Exits of the child are restarted. */
export async function startPrism({
  port = 4012,
  host = '127.0.0.1',
  log = (line: string) => console.error(line),
  restartDelayMs = 250,
  maxRestartsInRow = 10,
}: PrismOptions = {}): Promise<RunningPrism> {
  const { path } = buildGatewaySpec(gatewaySpecPath.replace(/\.json$/, `-${port}.json`));
  const cli = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');
  const url = `http://${host}:${port}`;
  let output = '';
  let state: PrismState = 'restarting';
  let restarts = 0;
  let inRow = 0;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  const spawnChild = async (): Promise<ChildProcess> => {
    const next = spawn(process.execPath, [cli, 'mock', path, '-h', host, '-p', String(port), '--cors=false', '--errors=false'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    output = '';
    next.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    next.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    const started = Date.now();
    for (;;) {
      if (next.exitCode !== null || next.signalCode !== null) throw new Error(`prism exited (${next.exitCode ?? next.signalCode}):\n${output}`);
      try {
        await fetch(`${url}/__health`);
        return next;
      } catch {
        if (Date.now() - started > 60_000) {
          next.kill('SIGKILL');
          throw new Error(`prism did not start within 60 s:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };

  const supervise = (current: ChildProcess, since: number): void => {
    current.once('exit', (code, signal) => {
      if (closing) return;
      // The last lines of stderr carry Prism's stack trace.
      log(`prism exited (${signal ?? `code ${code}`}); restarting. Last output:\n${output.split('\n').slice(-12).join('\n')}`);
      if (Date.now() - since >= STABLE_UPTIME_MS) inRow = 0;
      scheduleRestart();
    });
  };

  const scheduleRestart = (): void => {
    if (inRow >= maxRestartsInRow) {
      state = 'down';
      log(`prism failed ${inRow} times in a row; not restarting it again`);
      return;
    }
    state = 'restarting';
    const delay = Math.min(restartDelayMs * 2 ** inRow, MAX_DELAY_MS);
    inRow += 1;
    timer = setTimeout(() => {
      timer = undefined;
      spawnChild().then(
        (next) => {
          if (closing) return void next.kill('SIGTERM');
          child = next;
          restarts += 1;
          state = 'up';
          log(`prism restarted (restart ${restarts})`);
          supervise(next, Date.now());
        },
        (error: unknown) => {
          if (closing) return;
          log(`prism restart failed: ${String(error)}`);
          scheduleRestart();
        },
      );
    }, delay);
  };

  let child = await spawnChild();
  state = 'up';
  supervise(child, Date.now());

  return {
    url,
    get child() {
      return child;
    },
    health: () => ({ prism: state, restarts }),
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        if (timer) clearTimeout(timer);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
