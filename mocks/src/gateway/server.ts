// The API gateway on one origin (default http://127.0.0.1:4010) that serves every service
// prefix: handlers first (the sandbox plugs in here), everything else proxied to Prism.
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTHORIZATION_HEADER, IMPERSONATION_HEADER, SUBSCRIPTION_KEY_HEADER } from '@ypo/sdk';
import { prismReadableMultipart } from './prism-multipart.ts';

/** A handler answers a request itself (returns true) or passes it on (returns false). */
export type GatewayHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean;

/** Options of {@link startGateway}. */
export interface GatewayOptions {
  port?: number;
  host?: string;
  /** Origin of the Prism mock server that answers what no handler takes. */
  upstream: string;
  /** Browser origins allowed to call the gateway (the app). */
  allowedOrigins?: readonly string[];
  handlers?: readonly GatewayHandler[];
  /** What the health answer reports besides `status` (the Prism supervisor's state). */
  health?: () => object;
}

/** Headers a browser app may send cross-origin. */
export const ALLOWED_REQUEST_HEADERS = [
  AUTHORIZATION_HEADER,
  'Content-Type',
  'Accept',
  SUBSCRIPTION_KEY_HEADER,
  IMPERSONATION_HEADER,
  'X-Mock-Status',
  'X-Mock-Delay',
  'X-Mock-Retry-After',
  'Prefer',
];

/** Answered by the gateway itself once it (and so everything behind it) is up. */
export const HEALTH_PATH = '/__gateway/health';

export const DEFAULT_ALLOWED_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://127.0.0.1:5174'];

/**
 * Largest request bodies the gateway lets through: JSON (and any other text) bodies are small
 * (the longest free text a contract allows is 10,000 characters), multipart bodies carry the
 * uploads (10 MB blocks, email attachments up to 25 MB each, spec 001 §5).
 */
export const REQUEST_BODY_LIMITS = { json: 1024 * 1024, upload: 64 * 1024 * 1024 } as const;

/** The body limit for a request's content type: the upload limit for multipart (the contracts' only upload type). */
export function requestBodyLimit(contentType: string | undefined): number {
  return (contentType ?? '').toLowerCase().startsWith('multipart/') ? REQUEST_BODY_LIMITS.upload : REQUEST_BODY_LIMITS.json;
}

/** The shared problem body (openapi/shared/components.yaml `Problem`), with the media type the contracts declare for it. */
function problem(res: ServerResponse, status: number, title: string, detail: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify({ type: 'about:blank', title, status, detail }));
}

function tooLarge(req: IncomingMessage, res: ServerResponse, limit: number): void {
  // The rest of the body is read and dropped so the client gets to read the answer; then the
  // connection closes.
  req.resume();
  problem(res, 413, 'Content Too Large', `The request body is larger than ${limit} bytes.`, { Connection: 'close' });
}

function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): void {
  const origin = req.headers.origin;
  if (origin && allowed.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, Content-Type, Retry-After');
  }
}

/** Reads a whole body, or undefined when it passes the limit (the rest is read and dropped, so the client reads the answer). */
async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? undefined : Buffer.concat(chunks);
}

/** True for a JSON media type (application/json, application/problem+json, ...). */
const isJson = (contentType: string) => /^[^;]*[/+]json\s*(;|$)/i.test(contentType);

/** Why Prism cannot take this body (it dies on some multipart part headers, and never answers a JSON body that does not parse), or the body it can take. */
function prismReadable(raw: Buffer, contentType: string): { body: Buffer } | { unreadable: string } {
  if (contentType.toLowerCase().startsWith('multipart/')) {
    const readable = prismReadableMultipart(raw, contentType);
    return 'unreadable' in readable ? { unreadable: `The multipart body could not be read: ${readable.unreadable}` } : readable;
  }
  if (raw.length > 0 && isJson(contentType)) {
    try {
      JSON.parse(raw.toString('utf8'));
    } catch {
      return { unreadable: 'The request body could not be read: it is not valid JSON.' };
    }
  }
  return { body: raw };
}

/** Passes a request on to Prism, its body read first (up to the limit) and refused with 400 when Prism could not take it. */
function proxy(req: IncomingMessage, res: ServerResponse, upstream: URL): void {
  const contentType = req.headers['content-type'] ?? '';
  const limit = requestBodyLimit(contentType);
  readLimited(req, limit).then(
    (raw) => {
      if (raw === undefined) return tooLarge(req, res, limit);
      const readable = prismReadable(raw, contentType);
      if ('unreadable' in readable) return problem(res, 400, 'Bad Request', readable.unreadable);
      forward(req, res, upstream, readable.body);
    },
    (error: unknown) => {
      if (!res.headersSent) problem(res, 400, 'Bad Request', `The request body could not be read: ${String(error)}`);
    },
  );
}

function forward(req: IncomingMessage, res: ServerResponse, upstream: URL, body: Buffer): void {
  const headers = { ...req.headers, host: upstream.host };
  delete headers.origin;
  delete headers['transfer-encoding'];
  headers['content-length'] = String(body.length);
  const outgoing = httpRequest(
    { hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
    (answer) => {
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined || name.toLowerCase().startsWith('access-control-')) continue;
        res.setHeader(name, value);
      }
      res.writeHead(answer.statusCode ?? 502);
      answer.pipe(res);
    },
  );
  outgoing.on('error', (error) => {
    if (res.writableEnded) return;
    if (res.headersSent) return res.destroy(error);
    problem(res, 502, 'Bad Gateway', error.message);
  });
  outgoing.end(body);
}

/** Starts the gateway; resolves once it listens. */
export async function startGateway(options: GatewayOptions): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const upstream = new URL(options.upstream);
  const allowed = options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS;
  const handlers = options.handlers ?? [];
  const server = createServer(async (req, res) => {
    applyCors(req, res, allowed);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, PATCH, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS.join(', '));
      res.setHeader('Access-Control-Max-Age', '600');
      res.writeHead(204).end();
      return;
    }
    if (req.url === HEALTH_PATH) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'ok', ...options.health?.() }));
      return;
    }
    const limit = requestBodyLimit(req.headers['content-type']);
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      tooLarge(req, res, limit);
      return;
    }
    try {
      for (const handler of handlers) if (await handler(req, res)) return;
      proxy(req, res, upstream);
    } catch (error) {
      if (res.headersSent) res.end();
      else problem(res, 500, 'Internal Server Error', String(error));
    }
  });
  // Node closes an idle keep-alive socket after 5 s; a client (Playwright's request context) that
  // sends on it at that moment gets ECONNRESET. Idle sockets stay open longer than any test waits.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
