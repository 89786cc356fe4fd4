// The sandbox core: a gateway handler that answers the operations the domains implement from an
// embedded store, after the token check, faults on demand and contract validation of the request;
// it validates each answer against the contract too. What no domain implements goes on to Prism.
import { existsSync, renameSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUTHORIZATION_HEADER, IMPERSONATION_HEADER, SUBSCRIPTION_KEY_HEADER } from '@ypo/sdk';
import { mergeContracts } from '../contracts.ts';
import type { GatewayHandler } from '../gateway/server.ts';
import { personaAccounts } from '../idp/accounts.ts';
import type { AccountStore } from '../idp/accounts.ts';
import { permissionsWith } from '../personas.ts';
import type { Persona } from '../personas.ts';
import { createTokenVerifier } from './auth.ts';
import type { TokenVerificationOptions, TokenVerifier } from './auth.ts';
import { BodyError, fileBuffersOf, parseBody, readBody } from './body.ts';
import { verifySignIn } from './domains/identity.ts';
import { canImpersonateOf } from './domains/impersonation.ts';
import { sandboxDomains } from './domains/index.ts';
import { readSearchTracking } from './domains/integrated-search.ts';
import { readMedia } from './domains/uploads.ts';
import { EMPTY_GUID, readOutbox, SEED_NOW } from './helpers.ts';
import { EnvelopeError, MONITORING_ENVELOPE_PATH, MonitoringRecorder } from './monitoring.ts';
import { createRng } from './rng.ts';
import { OperationIndex } from './router.ts';
import type { OpenApiDocument, Operation } from './router.ts';
import { createSnapshotWriter, readSnapshot } from './snapshot.ts';
import type { SnapshotWriter } from './snapshot.ts';
import { SandboxError } from './types.ts';
import type { Caller, OperationHandler, SandboxDomain, SandboxRequest, SandboxResponse, Store } from './types.ts';
import { ContractValidator } from './validate.ts';

/** Fault on demand: answer with this status (400-599) and a problem body. */
export const FAULT_STATUS_HEADER = 'x-mock-status';
/** Fault on demand: answer after this many milliseconds (0-60000). */
export const FAULT_DELAY_HEADER = 'x-mock-delay';
/** Fault on demand: the `Retry-After` of the fault's answer (seconds or an HTTP date), with X-Mock-Status. */
export const FAULT_RETRY_AFTER_HEADER = 'x-mock-retry-after';
/** Query-parameter forms of the fault headers (removed before validation and before Prism). */
export const FAULT_STATUS_QUERY = '__status';
export const FAULT_DELAY_QUERY = '__delay';
export const FAULT_RETRY_AFTER_QUERY = '__retryAfter';
/** Longest delay a fault may ask for. */
export const MAX_FAULT_DELAY_MS = 60_000;
/** Control endpoints of the sandbox (tests): violations, reset, operations, outbox, the monitoring intake. */
export const CONTROL_PREFIX = '/__sandbox/';
/** Seed of the fictional network unless one is given. */
export const DEFAULT_SEED = 'ypo-connect-sandbox';
/** Version of the store layout; a snapshot of another version is not loaded. */
export const STORE_VERSION = 1;

/** A contract violation of the sandbox itself (a domain's answer that does not match the contract). */
export interface Violation {
  at: string;
  kind: 'response' | 'handler';
  operationId: string;
  method: string;
  path: string;
  status: number;
  errors: string[];
}

/** Options of {@link createSandbox}. */
export interface SandboxOptions {
  /** Token checks: issuer, audience and jwksUri (the IdP) or key (tests); or a ready checker. */
  auth: TokenVerificationOptions | TokenVerifier;
  /** Domains in seed order; default the registry of domains/index.ts. */
  domains?: readonly SandboxDomain[];
  /** Seed of the fictional network; default {@link DEFAULT_SEED}. */
  seed?: string;
  /** Snapshot file: loaded at start when it exists, written after changes and at close. Default env SANDBOX_SNAPSHOT. */
  snapshotPath?: string | undefined;
  /** Debounce of snapshot writes in ms; default 1000. */
  snapshotDebounceMs?: number;
  /** The merged contracts; default mergeContracts() of contracts.ts. */
  contracts?: OpenApiDocument;
  /** Log lines (start, snapshot); default console.log. */
  log?: (line: string) => void;
}

/** A request given to {@link Sandbox.handle} in-process (tests, bench). */
export interface InProcessRequest {
  method: string;
  /** Path and query, e.g. '/posts/api/post/getFollowedPostsList?skipNumber=0&takeSize=30'. */
  url: string;
  headers?: Record<string, string | undefined>;
  /** JSON value (sent as application/json), or raw bytes/text with a content-type header. */
  body?: unknown;
}

/** The sandbox's answer to an in-process request; `passed` when it would go on to Prism. */
export type InProcessResponse =
  | { passed: true; url: string }
  | { passed: false; status: number; headers: Record<string, string>; body: unknown };

/** A running sandbox. */
export interface Sandbox {
  /** The gateway handler (mocks/src/gateway/server.ts `handlers`). */
  handler: GatewayHandler;
  /** The current store (replaced by reset). */
  readonly store: Store;
  /** Contract violations recorded so far. */
  readonly violations: readonly Violation[];
  /** operationIds the domains implement. */
  readonly implemented: readonly string[];
  /** The operation index of the merged contracts. */
  readonly operations: OperationIndex;
  /**
   * The identity provider's account store: the identity domain's accounts of the current store (the
   * personas when the identity domain is left out). Give it to `startIdp` (src/start.ts).
   */
  readonly accounts: AccountStore;
  /** Answers a request without HTTP. */
  handle(request: InProcessRequest): Promise<InProcessResponse>;
  /** Reseeds the store from scratch. */
  reset(): void;
  /** Compiles the validators of the implemented operations now. */
  warm(): void;
  /** The same, one operation per event-loop turn, so that calls are served meanwhile. */
  warmInBackground(): Promise<void>;
  /** Writes the snapshot now (if one is configured and something changed). */
  flush(): Promise<void>;
  /** Final snapshot write. */
  close(): Promise<void>;
}

/** The caller of operations that need no bearer token (account recovery before sign-in). */
export const ANONYMOUS_PERSONA: Persona = {
  kind: 'anonymous',
  description: 'Not signed in (operations that need only the subscription key)',
  username: '',
  password: '',
  personId: EMPTY_GUID,
  speakerId: null,
  givenName: '',
  familyName: '',
  email: '',
  permissionsResult: {
    permissions: permissionsWith({ hasConnectAccess: false }),
    communities: [],
  },
  speakerRegistrationStatus: null,
  prpRole: { isAdmin: false, isMember: false },
  waiverRoles: [],
  adminCommunityIds: [],
  expectedLanding: '/',
};

interface SandboxMeta {
  version: number;
  seed: string;
  domains: string[];
  /** The moment the seeded feed is dated back from (ms). */
  seededAt?: number;
  lastTime?: number;
}

type Outcome =
  | { passed: true; url: string }
  | { passed: false; status: number; headers: Record<string, string>; payload: string | Uint8Array; json?: unknown };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

/** RFC 9457 problem body, as openapi/shared/components.yaml `Problem`. */
export function problemBody(status: number, detail: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail, ...extra };
}

function problem(status: number, detail: string, extra: Record<string, unknown> = {}): Outcome {
  const json = problemBody(status, detail, extra);
  return { passed: false, status, headers: { ...JSON_HEADERS }, payload: JSON.stringify(json), json };
}

type Headers = Record<string, string | string[] | undefined>;

/** A request header by name, whatever its case (Node gives them in lower case). */
const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

let mergedContracts: OpenApiDocument | undefined;
/** The merged contracts of openapi/ (read once per process; treat as read-only). */
export function defaultContracts(): OpenApiDocument {
  mergedContracts ??= mergeContracts() as OpenApiDocument;
  return mergedContracts;
}

/**
 * Seeds a fresh store: every domain in order, each with its own random stream. `seededAt` is the moment
 * the seeded feed is dated back from (helpers.ts seededAt): the fixed SEED_NOW unless given, so that a
 * store seeded twice is the same; the running sandbox gives its start (or reset) time.
 */
export function seedStore(domains: readonly SandboxDomain[], seed: string = DEFAULT_SEED, seededAt: number = SEED_NOW): Store {
  const meta: SandboxMeta = { version: STORE_VERSION, seed, domains: domains.map((d) => d.name), seededAt };
  const store: Store = { __sandbox: meta };
  const rng = createRng(seed);
  for (const domain of domains) domain.seed(store, rng.fork(domain.name));
  store.__sandbox = meta;
  return store;
}

/** What the steps of one sandbox share: its contracts, its handlers, its store and what it records. */
interface SandboxContext {
  readonly seed: string;
  readonly operations: OperationIndex;
  readonly validator: ContractValidator;
  readonly verify: TokenVerifier;
  readonly handlers: ReadonlyMap<string, OperationHandler>;
  readonly violations: Violation[];
  /** What the app's monitoring library sent (spec 000 §1). */
  readonly monitoring: MonitoringRecorder;
  store: Store;
  readonly writer: SnapshotWriter | undefined;
}

/** The handler of each operationId the domains implement; every one must be a contract operation, answered once. */
function handlersOf(domains: readonly SandboxDomain[], operations: OperationIndex): Map<string, OperationHandler> {
  const handlers = new Map<string, OperationHandler>();
  for (const domain of domains) {
    for (const [operationId, handler] of Object.entries(domain.handlers)) {
      if (!operations.byId.has(operationId)) throw new Error(`domain ${domain.name}: no operation ${operationId} in the contracts`);
      if (handlers.has(operationId)) throw new Error(`domain ${domain.name}: ${operationId} is already implemented by another domain`);
      handlers.set(operationId, handler);
    }
  }
  return handlers;
}

/** Moves a snapshot file out of the way (never overwritten) and says why. */
function setSnapshotAside(path: string, suffix: string, reason: string, log: (line: string) => void): void {
  const aside = `${path}.${suffix}-${Date.now()}`;
  renameSync(path, aside);
  log(`[sandbox] ${path} ${reason}; moved to ${aside}, seeding afresh`);
}

/** Seeds, in a loaded store, the domains added since its snapshot was written. */
function seedNewDomains(store: Store, meta: SandboxMeta, domains: readonly SandboxDomain[]): void {
  const rng = createRng(meta.seed);
  for (const domain of domains) {
    if (meta.domains.includes(domain.name)) continue;
    domain.seed(store, rng.fork(domain.name));
    meta.domains.push(domain.name);
  }
}

/** The store of the snapshot file when it holds this store version, else a freshly seeded one. */
function loadOrSeedStore(snapshotPath: string | undefined, domains: readonly SandboxDomain[], seed: string, log: (line: string) => void): Store {
  if (!snapshotPath) return seedStore(domains, seed, Date.now());
  let loaded: Store | undefined;
  try {
    loaded = readSnapshot(snapshotPath);
  } catch (error) {
    setSnapshotAside(snapshotPath, 'unreadable', `could not be read (${error instanceof Error ? error.message : String(error)})`, log);
  }
  const meta = loaded?.__sandbox as SandboxMeta | undefined;
  if (loaded && meta?.version === STORE_VERSION) {
    seedNewDomains(loaded, meta, domains);
    log(`[sandbox] store loaded from ${snapshotPath}`);
    return loaded;
  }
  if (loaded) setSnapshotAside(snapshotPath, `version-${String(meta?.version)}`, 'holds another store version', log);
  return seedStore(domains, seed, Date.now());
}

/**
 * Faults on demand (header or query): a delay, then a status. Answers the fault or a refusal of an
 * invalid value; undefined when the call goes on. The query forms never reach validation or Prism.
 */
async function applyFaults(url: URL, headers: Headers): Promise<Outcome | undefined> {
  const statusFault = header(headers, FAULT_STATUS_HEADER) ?? url.searchParams.get(FAULT_STATUS_QUERY) ?? undefined;
  const delayFault = header(headers, FAULT_DELAY_HEADER) ?? url.searchParams.get(FAULT_DELAY_QUERY) ?? undefined;
  const retryAfterFault = header(headers, FAULT_RETRY_AFTER_HEADER) ?? url.searchParams.get(FAULT_RETRY_AFTER_QUERY) ?? undefined;
  url.searchParams.delete(FAULT_STATUS_QUERY);
  url.searchParams.delete(FAULT_DELAY_QUERY);
  url.searchParams.delete(FAULT_RETRY_AFTER_QUERY);
  if (delayFault !== undefined) {
    const ms = Number(delayFault);
    if (!/^\d+$/.test(delayFault.trim()) || ms > MAX_FAULT_DELAY_MS) {
      return problem(400, `X-Mock-Delay (or ${FAULT_DELAY_QUERY}) must be a whole number of milliseconds from 0 to ${MAX_FAULT_DELAY_MS}.`);
    }
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }
  if (statusFault === undefined) return undefined;
  const status = Number(statusFault);
  if (!/^\d{3}$/.test(statusFault.trim()) || status < 400 || status > 599) {
    return problem(400, `X-Mock-Status (or ${FAULT_STATUS_QUERY}) must be a status code from 400 to 599.`);
  }
  const fault = problem(status, `Fault injected on request (${FAULT_STATUS_HEADER} / ${FAULT_STATUS_QUERY}).`, {
    message: 'An error has occurred. Please try again later.',
  });
  if (retryAfterFault === undefined || fault.passed) return fault;
  // RFC 9110 §10.2.3: delay-seconds or an HTTP date.
  if (!/^\d+$/.test(retryAfterFault.trim()) && Number.isNaN(Date.parse(retryAfterFault))) {
    return problem(400, `X-Mock-Retry-After (or ${FAULT_RETRY_AFTER_QUERY}) must be a whole number of seconds or an HTTP date.`);
  }
  return { ...fault, headers: { ...fault.headers, 'Retry-After': retryAfterFault.trim() } };
}

/** The persona behind the bearer token, or why the operation's `security` refuses the call (no alternative is met). */
async function authenticate(operation: Operation, headers: Headers, verify: TokenVerifier): Promise<{ persona: Persona } | { refusal: string }> {
  const authorization = header(headers, AUTHORIZATION_HEADER);
  const hasKey = !!header(headers, SUBSCRIPTION_KEY_HEADER)?.trim();
  const wantsBearer = operation.security.some((alternative) => 'bearerAuth' in alternative);
  const checked = wantsBearer || authorization ? await verify(authorization) : undefined;
  const failure = (alternative: Record<string, string[]>): string | undefined => {
    for (const scheme of Object.keys(alternative)) {
      if (scheme === 'subscriptionKey' && !hasKey) return `The subscription key header ${SUBSCRIPTION_KEY_HEADER} is missing.`;
      if (scheme === 'bearerAuth' && !checked?.ok) return checked && !checked.ok ? checked.detail : 'The access token is missing or has expired.';
      if (scheme !== 'subscriptionKey' && scheme !== 'bearerAuth') return `Security scheme ${scheme} is not supported by the sandbox.`;
    }
    return undefined;
  };
  if (operation.security.length > 0) {
    const failures = operation.security.map(failure);
    if (failures.every((f) => f !== undefined)) return { refusal: failures[0] as string };
  }
  return { persona: checked?.ok ? checked.persona : ANONYMOUS_PERSONA };
}

/** Who the call acts as: the impersonated member, for personas allowed to impersonate (spec 000 §6), else the persona. */
function callerOf(persona: Persona, headers: Headers, store: Store): Caller {
  const impersonated = header(headers, IMPERSONATION_HEADER)?.trim();
  // The stored flag: a group super admin may have allowed or disallowed it since (domains/impersonation.ts).
  const impersonates = !!impersonated && GUID.test(impersonated) && canImpersonateOf(store, persona.personId);
  return { persona, personId: impersonates ? impersonated.toLowerCase() : persona.personId };
}

/** Keeps a contract violation of the sandbox itself (the last 1000). */
function recordViolation(
  violations: Violation[],
  kind: Violation['kind'],
  operation: Operation,
  method: string,
  status: number,
  errors: string[],
): void {
  violations.push({ at: new Date().toISOString(), kind, operationId: operation.operationId, method, path: operation.path, status, errors });
  if (violations.length > 1000) violations.shift();
}

/** The sandbox's own refusal of a call (401, 422, 400), checked against the contract like any answer. */
function refusal(ctx: SandboxContext, operation: Operation, method: string, status: number, detail: string, extra: Record<string, unknown> = {}): Outcome {
  const outcome = problem(status, detail, extra);
  if (!outcome.passed && status !== 413) {
    const found = ctx.validator.validateResponse(operation, status, { body: outcome.json });
    if (found.length > 0) recordViolation(ctx.violations, 'response', operation, method.toUpperCase(), status, found);
  }
  return outcome;
}

/** The answer of a handler; a thrown {@link SandboxError} becomes its problem answer. Other errors throw on. */
async function runHandler(handler: OperationHandler, request: SandboxRequest, caller: Caller, store: Store): Promise<SandboxResponse> {
  try {
    return await handler(request, caller, store);
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    const json = problemBody(error.status, error.detail ?? error.message, {
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.extra ?? {}),
    });
    return { status: error.status, body: json };
  }
}

/**
 * The Content-Disposition of a download (RFC 6266): a quoted ASCII `filename` for every client, and
 * the exact name as UTF-8 in `filename*` (RFC 8187) when it is not plain ASCII. Any name makes a
 * valid header (a control character or a lone surrogate would make Node throw).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const wellFormed = fileName.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  const encoded = encodeURIComponent(wellFormed).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A domain's answer as it leaves: binary with its file name, or JSON. */
function outcomeOf(response: SandboxResponse): Outcome {
  if (response.binary) {
    const fileName = response.binary.fileName;
    return {
      passed: false,
      status: response.status,
      headers: {
        'Content-Type': response.binary.contentType,
        ...(fileName ? { 'Content-Disposition': attachmentDisposition(fileName) } : {}),
        ...response.headers,
      },
      payload: response.binary.data,
    };
  }
  const payload = response.body === undefined ? '' : JSON.stringify(response.body);
  return { passed: false, status: response.status, headers: { ...JSON_HEADERS, ...response.headers }, payload };
}

/** Runs the operation's handler; the answer must match the contract, or it does not leave (500, recorded). */
async function invoke(ctx: SandboxContext, operation: Operation, handler: OperationHandler, request: SandboxRequest, caller: Caller): Promise<Outcome> {
  let response: SandboxResponse;
  try {
    response = await runHandler(handler, request, caller, ctx.store);
  } catch (error) {
    recordViolation(ctx.violations, 'handler', operation, request.method, 500, [error instanceof Error ? (error.stack ?? error.message) : String(error)]);
    return problem(500, `The sandbox failed on ${operation.operationId}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const found = ctx.validator.validateResponse(
    operation,
    response.status,
    response.binary ? { binaryType: response.binary.contentType } : { body: response.body },
  );
  if (found.length > 0) {
    recordViolation(ctx.violations, 'response', operation, request.method, response.status, found);
    return problem(500, `The sandbox answer of ${operation.operationId} (${response.status}) does not match the contract: ${found.join('; ')}`);
  }
  if (request.method !== 'GET' && response.status < 300) ctx.writer?.markDirty();
  return outcomeOf(response);
}

/** The monitoring intake: records a posted envelope (a body that cannot be read is answered 400 or 413). */
async function receiveMonitoring(ctx: SandboxContext, project: string, query: URLSearchParams, headers: Headers, read: () => Promise<Buffer>): Promise<Outcome> {
  try {
    ctx.monitoring.record(project, query.get('sentry_key'), await read(), header(headers, 'content-encoding'));
  } catch (error) {
    if (error instanceof BodyError) return problem(error.status, error.message);
    if (error instanceof EnvelopeError) return problem(400, `The envelope could not be read: ${error.message}`);
    throw error;
  }
  return { passed: false, status: 200, headers: { ...JSON_HEADERS }, payload: '{}', json: {} };
}

/**
 * A media file (`GET /__sandbox/media/<path>`): an uploaded post image or a seeded picture, for `<img>`
 * of any origin (no token: a browser sends none for an image). Served as what it is, never sniffed or run.
 */
function media(store: Store, encodedPath: string): Outcome {
  let path: string;
  try {
    path = encodedPath.split('/').map((segment) => decodeURIComponent(segment)).join('/');
  } catch {
    return problem(404, 'No media file at this path.');
  }
  const file = readMedia(store, path);
  if (!file) return problem(404, 'No media file at this path.');
  return {
    passed: false,
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.length),
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
    payload: file.data,
  };
}

/** The control endpoints of {@link CONTROL_PREFIX}: violations (read, clear), reset, operations, outbox, search tracking, media, monitoring (post, read, clear). */
async function control(
  ctx: SandboxContext,
  reset: () => void,
  request: { method: string; name: string; query: URLSearchParams; headers: Headers; read: () => Promise<Buffer> },
): Promise<Outcome> {
  const { method, name, query } = request;
  const answer = (json: unknown, status = 200): Outcome => ({ passed: false, status, headers: { ...JSON_HEADERS }, payload: JSON.stringify(json), json });
  if (name === 'violations' && method === 'GET') return answer(ctx.violations);
  if (name === 'violations' && method === 'DELETE') {
    ctx.violations.length = 0;
    return answer(ctx.violations);
  }
  if (name === 'reset' && method === 'POST') {
    reset();
    return answer({ reset: true, seed: ctx.seed });
  }
  if (name === 'outbox' && method === 'GET') return answer(readOutbox(ctx.store, query.get('to')));
  if (name === 'search-tracking' && method === 'GET') return answer(readSearchTracking(ctx.store));
  if (name.startsWith('media/') && method === 'GET') return media(ctx.store, name.slice('media/'.length));
  const envelope = MONITORING_ENVELOPE_PATH.exec(name);
  if (envelope && method === 'POST') return receiveMonitoring(ctx, envelope[1] ?? '', query, request.headers, request.read);
  if (name === 'monitoring' && method === 'GET') return answer(ctx.monitoring.list(query.get('type')));
  if (name === 'monitoring' && method === 'DELETE') {
    ctx.monitoring.clear();
    return answer([]);
  }
  if (name === 'operations' && method === 'GET') {
    return answer({
      implemented: [...ctx.handlers.keys()].sort(),
      prism: ctx.operations.operationIds().filter((id) => !ctx.handlers.has(id)).sort(),
    });
  }
  return problem(404, `No sandbox control endpoint ${method} ${CONTROL_PREFIX}${name}.`);
}

/**
 * One call through the sandbox: control endpoints, faults, route, security, impersonation, request
 * validation, then the domain's handler. What no domain implements passes on (to Prism).
 */
async function dispatch(ctx: SandboxContext, reset: () => void, method: string, rawUrl: string, headers: Headers, read: () => Promise<Buffer>): Promise<Outcome> {
  const url = new URL(rawUrl, 'http://sandbox.local');
  if (url.pathname.startsWith(CONTROL_PREFIX)) {
    return control(ctx, reset, { method, name: url.pathname.slice(CONTROL_PREFIX.length), query: url.searchParams, headers, read });
  }
  const hadFaultQuery = [FAULT_STATUS_QUERY, FAULT_DELAY_QUERY, FAULT_RETRY_AFTER_QUERY].some((name) => url.searchParams.has(name));
  const fault = await applyFaults(url, headers);
  if (fault) return fault;
  const forwardUrl = hadFaultQuery ? `${url.pathname}${url.search}` : rawUrl;

  const match = ctx.operations.match(method, url.pathname);
  if (!match) return { passed: true, url: forwardUrl };
  const { operation, params } = match;
  const refuse = (status: number, detail: string, extra?: Record<string, unknown>) => refusal(ctx, operation, method, status, detail, extra);

  const authenticated = await authenticate(operation, headers, ctx.verify);
  if ('refusal' in authenticated) return refuse(401, authenticated.refusal);
  const caller = callerOf(authenticated.persona, headers, ctx.store);

  // Parameters first (no body needed); the body only for operations the sandbox answers.
  const query = url.searchParams;
  const paramErrors = ctx.validator.validateParameters(operation, { params, query, headers });
  if (Object.keys(paramErrors).length > 0) return refuse(422, 'The request does not match the contract.', { errors: paramErrors });
  const handler = ctx.handlers.get(operation.operationId);
  if (!handler) return { passed: true, url: forwardUrl };

  let body: unknown;
  const contentType = header(headers, 'content-type');
  try {
    body = parseBody(await read(), contentType);
  } catch (error) {
    if (error instanceof BodyError) return refuse(error.status, error.message, { message: 'An error has occurred.' });
    throw error;
  }
  const checkedBody = ctx.validator.validateBody(operation, { contentType, body });
  if (Object.keys(checkedBody.errors).length > 0) return refuse(422, 'The request does not match the contract.', { errors: checkedBody.errors });

  const request: SandboxRequest = {
    method: method.toUpperCase(),
    operationPath: operation.path,
    operationId: operation.operationId,
    params,
    query,
    // The handler gets a copy of its own; the bytes of uploaded files (10 MB blocks) are moved, not copied.
    body: checkedBody.body === undefined ? undefined : structuredClone(checkedBody.body, { transfer: fileBuffersOf(checkedBody.body) }),
    headers,
  };
  return invoke(ctx, operation, handler, request, caller);
}

/** The request of {@link Sandbox.handle} as dispatch reads it: lower-case header names and the raw body. */
function rawRequestOf(request: InProcessRequest): { headers: Record<string, string | undefined>; raw: Buffer } {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  if (request.body === undefined) return { headers, raw: Buffer.alloc(0) };
  if (typeof request.body === 'string' || request.body instanceof Uint8Array) return { headers, raw: Buffer.from(request.body as string | Uint8Array) };
  headers['content-type'] ??= 'application/json';
  return { headers, raw: Buffer.from(JSON.stringify(request.body)) };
}

/** An outcome as {@link Sandbox.handle} answers it: JSON parsed. */
function inProcessResponseOf(outcome: Outcome): InProcessResponse {
  if (outcome.passed) return { passed: true, url: outcome.url };
  const isJson = (outcome.headers['Content-Type'] ?? '').includes('json');
  const body = isJson ? (outcome.payload === '' ? undefined : JSON.parse(String(outcome.payload))) : outcome.payload;
  return { passed: false, status: outcome.status, headers: outcome.headers, body };
}

/** How long after a seeding a reset copies that seeded store instead of seeding anew (ms). */
export const RESEED_AFTER_MS = 10 * 60_000;

/** Creates the sandbox (seeding or loading the snapshot); token keys are fetched lazily. */
export function createSandbox(options: SandboxOptions): Sandbox {
  const log = options.log ?? ((line: string) => console.log(line));
  const domains = options.domains ?? sandboxDomains;
  const seed = options.seed ?? DEFAULT_SEED;
  const doc = options.contracts ?? defaultContracts();
  const operations = new OperationIndex(doc);
  const snapshotPath = 'snapshotPath' in options ? options.snapshotPath : process.env.SANDBOX_SNAPSHOT || undefined;
  const ctx: SandboxContext = {
    seed,
    operations,
    validator: new ContractValidator(doc),
    verify: typeof options.auth === 'function' ? options.auth : createTokenVerifier(options.auth),
    handlers: handlersOf(domains, operations),
    violations: [],
    monitoring: new MonitoringRecorder(),
    store: loadOrSeedStore(snapshotPath, domains, seed, log),
    writer: snapshotPath ? createSnapshotWriter(snapshotPath, () => ctx.store, options.snapshotDebounceMs ?? 1000) : undefined,
  };
  // A reset gives the seeded world of the moment. Seeding takes about half a second; a copy of the last seeded
  // store takes a fifth of that, so a reset within RESEED_AFTER_MS of the last seeding copies it (the end-to-end
  // tests reset before and after each test): its posts are then at most that much older than a new seed's.
  let pristine: { store: Store; at: number } | undefined;
  const reset = () => {
    const at = Date.now();
    if (pristine && at - pristine.at < RESEED_AFTER_MS) {
      ctx.store = structuredClone(pristine.store);
    } else {
      ctx.store = seedStore(domains, seed, at);
      pristine = { store: structuredClone(ctx.store), at };
    }
    ctx.writer?.markDirty();
  };
  const implemented = [...ctx.handlers.keys()];

  const handler: GatewayHandler = async (req: IncomingMessage, res: ServerResponse) => {
    const outcome = await dispatch(ctx, reset, req.method ?? 'GET', req.url ?? '/', req.headers, () => readBody(req));
    if (outcome.passed) {
      req.url = outcome.url;
      return false;
    }
    res.writeHead(outcome.status, outcome.headers);
    res.end(outcome.payload);
    return true;
  };

  // A new snapshot file is written once the store is seeded.
  if (snapshotPath && !existsSync(snapshotPath)) ctx.writer?.markDirty();
  return {
    handler,
    get store() {
      return ctx.store;
    },
    violations: ctx.violations,
    implemented: [...implemented].sort(),
    operations,
    accounts: {
      verify: (username, password) =>
        ctx.store.identity === undefined ? personaAccounts.verify(username, password) : verifySignIn(ctx.store, username, password),
    },
    async handle(request) {
      const { headers, raw } = rawRequestOf(request);
      return inProcessResponseOf(await dispatch(ctx, reset, request.method, request.url, headers, async () => raw));
    },
    reset,
    warm() {
      ctx.validator.warm(implemented.map((id) => operations.byId.get(id) as Operation));
    },
    async warmInBackground() {
      for (const id of implemented) {
        await new Promise((resolve) => setImmediate(resolve));
        ctx.validator.warm([operations.byId.get(id) as Operation]);
      }
    },
    flush: () => ctx.writer?.flush() ?? Promise.resolve(),
    close: () => ctx.writer?.close() ?? Promise.resolve(),
  };
}
