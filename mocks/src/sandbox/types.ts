// The sandbox's seams: a domain seeds its slice of the store and answers its operations.
// The core (router, token check, contract validation, faults, snapshots) calls domains only
// through these types, so domains are written and tested apart.
import type { Persona } from '../personas.ts';

/** Deterministic random source (seeded), so the fictional network is the same on every start. */
export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** Deterministic GUID for a kind of entity and its index, e.g. guid('member', 42). */
  guid(kind: string, index: number): string;
}

/** A request as a domain sees it: the operation's path parameters already extracted. */
export interface SandboxRequest {
  method: string;
  /** Path as the contract spells it, e.g. '/posts/api/like/create/{id}/{name}'. */
  operationPath: string;
  operationId: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON, or for multipart a record of fields (files as { name, type, size, data }). */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** What a domain answers; the core validates it against the contract before sending. */
export interface SandboxResponse {
  status: number;
  body?: unknown;
  /** For binary answers: the raw bytes and their media type. */
  binary?: { data: Uint8Array; contentType: string; fileName?: string };
  headers?: Record<string, string>;
}

/** Who is calling: from the verified access token (and the impersonation header). */
export interface Caller {
  /** The persona who signed in. */
  persona: Persona;
  /** Acting person id: the impersonated member while impersonation is active, else the persona's. */
  personId: string;
}

/** The whole sandbox state: JSON-serialisable, so snapshots are `JSON.stringify(store)`. */
export type Store = Record<string, unknown>;

/** Handler of one operation. Throwing a {@link SandboxError} answers with its status and problem. */
export type OperationHandler = (request: SandboxRequest, caller: Caller, store: Store) => SandboxResponse | Promise<SandboxResponse>;

/** A slice of the sandbox: what it seeds and which operations it answers (by operationId). */
export interface SandboxDomain {
  name: string;
  /** Seeds this domain's part of the store; runs after the domains it depends on (listed order). */
  seed(store: Store, rng: Rng): void;
  handlers: Record<string, OperationHandler>;
}

/** An error a handler throws to answer with a status and a problem body (spec texts where they apply). */
export class SandboxError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly errors: Record<string, string[]> | undefined;
  /** Extension members of the problem body (RFC 9457), e.g. `communityType` of a non-member refusal. */
  readonly extra: Record<string, unknown> | undefined;
  constructor(
    status: number,
    message: string,
    options: { detail?: string; errors?: Record<string, string[]>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.status = status;
    this.detail = options.detail;
    this.errors = options.errors;
    this.extra = options.extra;
  }
}
