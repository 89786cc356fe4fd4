// The per-file set-up of the sandbox tests that call the gateway as personas (vitest only: it
// registers hooks, so the bench and other non-test code use testing.ts directly).
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { apiClient, startTestSandbox } from './testing.ts';
import type { ApiClient, RunningSandbox } from './testing.ts';

/** What {@link sandboxForTests} gives a test file once its sandbox runs. */
export interface TestSandbox<K extends string> {
  running: RunningSandbox;
  /** A client per persona, by the names the file gave them. */
  as: Record<K, ApiClient>;
}

/**
 * Registers, for the tests of one file, a sandbox behind a gateway (startTestSandbox): started before
 * them with a client per persona (`{ amara: 'amara.okafor' }`), reseeded before each test, and after
 * them checked for contract violations (there must be none) and stopped.
 */
export function sandboxForTests<K extends string>(usernames: Record<K, string>): TestSandbox<K> {
  const env = {} as TestSandbox<K>;
  beforeAll(async () => {
    env.running = await startTestSandbox();
    env.as = {} as Record<K, ApiClient>;
    for (const [key, username] of Object.entries(usernames) as [K, string][]) env.as[key] = await apiClient(env.running, username);
  });
  afterAll(async () => {
    // Every answer in the file's tests passed contract validation.
    expect(env.running.sandbox.violations).toEqual([]);
    await env.running.close();
  });
  beforeEach(() => env.running.sandbox.reset());
  return env;
}
