import type { Page } from '@playwright/test';
import { XSS_PAYLOADS, harmlessTextOf } from '../src/testing/xss-payloads';
import { expect, test } from './fixtures';
import { showFeed } from './feed-helpers';
import { signInAt } from './sign-in';

// Issue 11 security: at least 50 known XSS payloads (OWASP filter evasion cheat sheet, PortSwigger
// list; src/testing/xss-payloads.ts) go the way a post goes: created through the posts service with a
// member's own token, stored by the sandbox, read back by the feed and rendered in the browser under
// the app's Content-Security-Policy. Nothing may run (each payload would call `__xss(id)`), the fixture
// fails on any CSP violation, and the harmless text beside each payload stays on the page.
const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = { communityId: '00000000-0000-4000-8000-00000000c101', path: '/chapter/00000000-0000-4000-8000-00000000c101' };
const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

/** The bearer token and subscription key the signed-in app sends, read off one of its own calls. */
async function memberHeaders(page: Page, open: () => Promise<unknown>): Promise<Record<string, string>> {
  const call = page.waitForRequest((request) => request.url().startsWith(GATEWAY) && request.headers()['authorization'] !== undefined);
  await open();
  const headers = await (await call).allHeaders();
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name === 'authorization' || name.startsWith('ocp-apim-')));
}

/** What is left in the user HTML now in the DOM (SafeHtml marks it): scripts, handlers, scripted addresses. */
async function leftoversIn(page: Page): Promise<string[]> {
  return page.getByRole('feed').evaluate((feed) => {
    const found: string[] = [];
    for (const element of feed.querySelectorAll('[data-user-html], [data-user-html] *')) {
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'BASE', 'META', 'FORM', 'STYLE'].includes(element.tagName)) found.push(element.tagName);
      for (const attribute of element.attributes) {
        if (attribute.name.toLowerCase().startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
        if (/^\s*(javascript|vbscript|data:text\/html)/i.test(attribute.value)) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
    return found;
  });
}

/** Scrolls the windowed feed from top to bottom: every harmless text it showed, and every leftover on the way. */
async function readWholeFeed(page: Page, wanted: number): Promise<{ seen: Set<string>; leftovers: string[] }> {
  const seen = new Set<string>();
  const leftovers: string[] = [];
  const feed = page.getByRole('feed');
  let still = 0;
  for (let step = 0; step < 200 && seen.size < wanted && still < 8; step++) {
    const before = seen.size;
    for (const text of await feed.getByText(/^Harmless text \d+$/).allTextContents()) seen.add(text.trim());
    leftovers.push(...(await leftoversIn(page)));
    still = seen.size === before ? still + 1 : 0;
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  return { seen, leftovers };
}

test(`${XSS_PAYLOADS.length} XSS payloads posted by a member run nowhere in the feed, and their harmless text stays`, async ({ page }) => {
  test.setTimeout(120_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const ran: number[] = [];
  await page.exposeBinding('__xssRan', (_source, id: number) => void ran.push(id));
  await page.addInitScript(() => {
    (window as unknown as { __xss: (id: number) => void }).__xss = (id) => (window as unknown as { __xssRan: (id: number) => void }).__xssRan(id);
  });

  const headers = await memberHeaders(page, () => signInAt(page, HARBOR_CITY.path, 'amara.okafor'));
  for (const payload of XSS_PAYLOADS) {
    const created = await page.request.post(`${GATEWAY}/posts/api/post/create/chapter`, {
      headers,
      data: {
        title: `Payload ${payload.id}`,
        body: `<p>${harmlessTextOf(payload)}</p>${payload.html}`,
        communityId: HARBOR_CITY.communityId,
        parentPostId: EMPTY_GUID,
        canComment: true,
      },
    });
    expect(created.status(), `payload ${payload.id} (${payload.source})`).toBe(200);
  }

  await page.reload();
  await showFeed(page);
  const { seen, leftovers } = await readWholeFeed(page, XSS_PAYLOADS.length);
  const missing = XSS_PAYLOADS.map(harmlessTextOf).filter((text) => !seen.has(text));
  expect(missing, 'harmless texts the feed did not show').toEqual([]);
  expect(leftovers).toEqual([]);
  // Late handlers (image errors, animations, toggles) had their chance.
  await page.waitForTimeout(500);
  expect(ran, 'payloads that ran').toEqual([]);
});
