// Playwright fixtures for an app built on the packages: the whole local stack (identity provider and
// the gateway with the stateful sandbox) started once per worker, a persona to sign in as, and
// `signIn` through the identity provider's own form, as a member does it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { DEFAULT_SECURITY_ANSWER, findPersonaByUsername, personas, PERSONA_PASSWORD, type Persona } from '@ypo/mocks/personas';
import { startMocks, type MocksOptions, type RunningMocks } from '@ypo/mocks/stack';

export { DEFAULT_SECURITY_ANSWER, findPersonaByUsername, personas, PERSONA_PASSWORD };
export type { Persona, RunningMocks };

/** Who signs in: a persona's username and password (any persona of docs/personas.md). */
export interface Credentials {
  /** Login name on the identity provider's sign-in form. */
  username: string;
  /** The persona's password ({@link PERSONA_PASSWORD} for every sandbox persona). */
  password: string;
}

/** Fixtures of one test. */
export interface SandboxFixtures {
  /** Who {@link SandboxFixtures.signIn} signs in; default `amara.okafor` (a member). Set with `test.use({ persona })`. */
  persona: Credentials;
  /** Opens `path` (default `/`) in `page`, signs `persona` in at the identity provider and waits until the app has the user back. */
  signIn: (options?: { page?: Page; persona?: Credentials; path?: string }) => Promise<void>;
}

/** Fixtures of one worker. */
export interface SandboxWorkerFixtures {
  /** How the stack is started (ports, Prism); default the addresses the apps are built with, without Prism. */
  mocksOptions: MocksOptions;
  /** The running stack; started before the worker's first test, stopped after its last. */
  mocks: RunningMocks;
}

/** The default persona: a member of Harbor City Chapter. */
export const MEMBER: Credentials = { username: 'amara.okafor', password: PERSONA_PASSWORD };

/**
 * Signs `persona` in through the identity provider's sign-in form: `page` is on the form (the app sent
 * it there); resolves once the browser is back on an origin other than the identity provider's.
 */
export async function signInAtIdentityProvider(page: Page, persona: Credentials, idpUrl: string): Promise<void> {
  const idp = new URL(idpUrl).origin;
  await page.waitForURL((url) => url.origin === idp);
  await page.getByLabel('Username').fill(persona.username);
  await page.getByLabel('Password').fill(persona.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin !== idp);
}

/**
 * Asserts that axe-core finds no violation on the page as it is now. Playwright injects axe through
 * DevTools, which a Content-Security-Policy's script-src does not govern, so it runs under the app's policy.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * `test` with the sandbox fixtures: `mocks` (worker-scoped, started automatically), `persona` and
 * `signIn`. Run under `CI=1 flock /tmp/ports.lock` where other checkouts share the ports.
 */
export const test = base.extend<SandboxFixtures, SandboxWorkerFixtures>({
  mocksOptions: [{ prismPort: false, log: () => {} }, { scope: 'worker', option: true }],
  mocks: [
    async ({ mocksOptions }, provide) => {
      const mocks = await startMocks(mocksOptions);
      try {
        await provide(mocks);
      } finally {
        await mocks.close();
      }
    },
    { scope: 'worker', auto: true },
  ],
  persona: [MEMBER, { option: true }],
  signIn: async ({ page, persona, mocks }, provide) => {
    await provide(async ({ page: target = page, persona: who = persona, path = '/' } = {}) => {
      await target.goto(path);
      await signInAtIdentityProvider(target, who, mocks.idpUrl);
    });
  },
});

export { expect };
