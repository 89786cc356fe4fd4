// Runs Prism over the merged contracts as a child process on a loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildGatewaySpec, gatewaySpecPath } from './build-gateway-spec.ts';

const require = createRequire(import.meta.url);

/** Starts Prism on the port; resolves once it answers. */
export async function startPrism({ port = 4012, host = '127.0.0.1' } = {}): Promise<{ url: string; child: ChildProcess; close(): Promise<void> }> {
  const { path } = buildGatewaySpec(gatewaySpecPath.replace(/\.json$/, `-${port}.json`));
  const cli = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');
  const child = spawn(process.execPath, [cli, 'mock', path, '-h', host, '-p', String(port), '--cors=false', '--errors=false'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://${host}:${port}`;
  let log = '';
  child.stdout?.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  child.stderr?.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited (${child.exitCode}):\n${log}`);
    try {
      await fetch(`${url}/__health`);
      break;
    } catch {
      if (Date.now() - started > 60_000) throw new Error(`prism did not start within 60 s:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    child,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
