// Small helpers every domain uses: answers, errors, clock, ids. No state of their own.
import { randomUUID } from 'node:crypto';
import { SandboxError } from './types.ts';
import type { SandboxResponse, Store } from './types.ts';

/** The all-zero identifier (spec 000 §9): parentPostId of a top-level post, "no chapter", ... */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** The moment the seeded world describes ("now" for seeded data): seeding never reads the real clock. */
export const SEED_NOW = Date.parse('2026-11-16T09:00:00Z');

/** A 200 JSON answer (or another status). */
export function ok(body: unknown, status = 200): SandboxResponse {
  return { status, body };
}

/** Deep copy of a JSON value, so that what a handler returns never aliases the store. */
export function clone<T>(value: T): T {
  return structuredClone(value);
}

/** 404 with the contract's problem body. */
export function notFound(detail = 'No resource with this id.'): SandboxError {
  return new SandboxError(404, 'Not Found', { detail });
}

/** 403 with the contract's problem body. */
export function forbidden(detail = 'You may not perform this call.'): SandboxError {
  return new SandboxError(403, 'Forbidden', { detail });
}

/** 400 with the contract's problem body. */
export function badRequest(detail: string, errors?: Record<string, string[]>): SandboxError {
  return new SandboxError(400, 'Bad Request', errors ? { detail, errors } : { detail });
}

/** 422 for a request that is well-formed but breaks a rule the schema cannot express (e.g. duplicates). */
export function unprocessable(detail: string, errors?: Record<string, string[]>): SandboxError {
  return new SandboxError(422, 'Unprocessable Entity', errors ? { detail, errors } : { detail });
}

interface SandboxMeta {
  lastTime?: number;
}

/**
 * The sandbox clock: the real time, but strictly increasing across calls (and across restarts with a
 * snapshot), so that a new post always sorts above older ones. ISO string.
 */
export function now(store: Store): string {
  const meta = ((store.__sandbox as SandboxMeta | undefined) ?? (store.__sandbox = {})) as SandboxMeta;
  const last = meta.lastTime ?? 0;
  const time = Math.max(Date.now(), last + 1, SEED_NOW + 1);
  meta.lastTime = time;
  return new Date(time).toISOString();
}

/** A fresh id for an entity created at run time (not seeded, so it may be random). */
export function newId(): string {
  return randomUUID();
}

/** Query parameter as an integer (already validated against the contract), or the fallback. */
export function queryInt(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}

/** Path/query boolean as the contract types it ('true'/'false'). */
export function isTrue(raw: string | null | undefined): boolean {
  return raw === 'true' || raw === '1';
}
