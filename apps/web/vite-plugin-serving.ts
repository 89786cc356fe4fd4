// How the built app is served: security headers and precompressed brotli, for `vite preview` (what the
// end-to-end tests and the bench load) and, through dist/_headers and the .br files, for deployments
// (docs/deploy.md). Dev (`vite`) is left alone: its hot reload injects inline scripts.
import { createReadStream, type Stats } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompress, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { loadEnv, type Plugin } from 'vite';
import { securityHeaders } from './src/config/content-security-policy';
import { readEnv } from './src/config/read-env';

const compress = promisify(brotliCompress);

/** Types worth compressing, with the Content-Type a precompressed copy is served with. */
const COMPRESSIBLE: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  // The messenger's Rust crypto (7.8 MB raw, about 1.7 MB brotli): the largest file of the build (issue 29).
  '.wasm': 'application/wasm',
};
/** Above this size brotli's quality 11 takes seconds per file at build time; quality 9 is within a few per cent of it. */
const LARGE_BYTES = 1_000_000;
/** Below this size the encoding overhead outweighs the saving (the same threshold nginx and CDNs use). */
const MIN_BYTES = 1024;

/** Whether an Accept-Encoding header accepts brotli (`br` listed without `q=0`). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    return coding?.trim() === 'br' && !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
  });
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` beside every compressible file of the build that brotli makes smaller (quality 11; 9 for a large one). */
async function precompress(outDir: string): Promise<void> {
  const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE[path.extname(file)]);
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.byteLength < MIN_BYTES) return;
      const compressed = await compress(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: source.byteLength > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
        },
      });
      if (compressed.byteLength < source.byteLength) await writeFile(`${file}.br`, compressed);
    }),
  );
}

/** The static-host headers file (Netlify, Cloudflare Pages format) for every path. */
function headersFile(headers: Readonly<Record<string, string>>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    return await stat(file);
  } catch {
    return undefined;
  }
}

/** Serves `<path>.br` when the browser accepts brotli and the build has one; otherwise leaves the request to Vite. */
async function serveBrotli(outDir: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsBrotli(req.headers['accept-encoding'])) return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return false;
  }
  const file = path.join(outDir, pathname);
  const type = COMPRESSIBLE[path.extname(file)];
  if (!type || !file.startsWith(outDir + path.sep)) return false;
  const compressed = await fileStats(`${file}.br`);
  if (!compressed?.isFile()) return false;
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Encoding', 'br');
  res.setHeader('Content-Length', compressed.size);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.method === 'HEAD') res.end();
  else createReadStream(`${file}.br`).pipe(res);
  return true;
}

/**
 * The serving plugin: at build, precompresses the output and writes dist/_headers; in `vite preview`,
 * sends the security headers (built from the same `VITE_*` configuration as the bundle) on every
 * response and the brotli copies to browsers that accept them.
 */
export function hardenedServing(): Plugin {
  let headers: Readonly<Record<string, string>> = {};
  let outDir = '';
  return {
    name: 'ypo:hardened-serving',
    configResolved(config) {
      const vars = loadEnv(config.mode, config.envDir === false ? config.root : config.envDir, 'VITE_');
      headers = securityHeaders(readEnv(vars));
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await writeFile(path.join(outDir, '_headers'), headersFile(headers));
      await precompress(outDir);
    },
    configurePreviewServer(server) {
      // Before Vite's own compression and static middlewares, so a brotli answer is final.
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        serveBrotli(outDir, req, res).then((isServed) => isServed || next(), next);
      });
    },
  };
}
