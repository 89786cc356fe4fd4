// Every end-to-end test runs with this `test`: it records each Content-Security-Policy violation (blocked
// script, style, connection, Trusted Types sink...) in every page of every browser context the test opens,
// and fails the test when there was one. The preview server sends the policy (vite-plugin-serving.ts).
import { expect, test as base, type Browser, type BrowserContext } from '@playwright/test';

/** One violation as the page saw it. */
export interface CspViolation {
  readonly page: string;
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
  readonly sample: string;
}

const BINDING = '__reportCspViolation';

/** Forwards each `securitypolicyviolation` event of every page in `context` to `violations`. */
async function watch(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => void violations.push(violation));
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: CspViolation) => void>)[binding];
      report?.({
        page: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        sample: event.sample,
      });
    });
  }, BINDING);
}

/** Waits until every open page has delivered what it reported (a round trip after the last event). */
async function settle(contexts: readonly BrowserContext[]): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages()).filter((page) => !page.isClosed());
  await Promise.all(pages.map((page) => page.evaluate(() => undefined).catch(() => undefined)));
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: CspViolation[] = [];
      const contexts = [context];
      await watch(context, violations);
      // Contexts a test opens itself (two personas side by side) are watched too.
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const opened = await newContext.apply(browser, args);
        await watch(opened, violations);
        contexts.push(opened);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      await settle(contexts);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
