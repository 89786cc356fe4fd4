// spec 000 §1 monitoring against the sandbox's intake (docs/sandbox.md, "Monitoring"): the end-to-end
// build points VITE_MONITORING_URL at the sandbox and records every session's replay
// (playwright.config.ts); what the library sends is read back from `GET /__sandbox/monitoring`.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const IDP = 'http://127.0.0.1:4011';
const MONITORING = 'http://127.0.0.1:4010/__sandbox/monitoring';
const PASSWORD = 'Connect-2026!';
// Typed into the app and never to be found in what monitoring sends.
const TYPED_PASSWORD = 'Harbor-Lantern-7319!';
const TYPED_TEXT = 'quiet_heron_5821';

interface Item {
  readonly type: string;
  readonly payload: unknown;
}
interface Envelope {
  readonly key: string | null;
  readonly items: readonly Item[];
}

async function recorded(request: APIRequestContext): Promise<Envelope[]> {
  const response = await request.get(MONITORING);
  expect(response.ok(), 'GET /__sandbox/monitoring').toBe(true);
  return (await response.json()) as Envelope[];
}

const itemsOf = (envelopes: readonly Envelope[], type: string) => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.type === type));

/** rrweb's incremental input events (type 3, source 5) of the recordings: what the replay saw typed. */
const inputEvents = (envelopes: readonly Envelope[]) =>
  itemsOf(envelopes, 'replay_recording')
    .flatMap((item) => (item.payload as { events: { type: number; data?: { source?: number; text?: string } }[] }).events)
    .filter((event) => event.type === 3 && event.data?.source === 5);

async function signIn(page: Page, username: string) {
  await page.goto('/home');
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/home');
}

test('a session and a masked replay reach the monitoring endpoint, with no typed password or text in them', async ({ page, request }) => {
  test.setTimeout(90_000);
  expect((await request.delete(MONITORING)).ok()).toBe(true);
  await signIn(page, 'chen.weiling');
  const memberId = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { profile?: { sub?: string } }).profile?.sub;
  });
  expect(memberId).toBeTruthy();
  // The library loads when the page is idle; its first replay segment shows the recording has begun.
  await expect.poll(async () => itemsOf(await recorded(request), 'replay_event').length, { timeout: 30_000, intervals: [1000] }).toBeGreaterThan(0);

  // A password field (change password) and a text field (change username), typed into and left.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const password = page.getByRole('dialog', { name: 'Change password' });
  await password.getByLabel('Current password').pressSequentially(TYPED_PASSWORD);
  await password.getByLabel('New password', { exact: true }).pressSequentially(TYPED_PASSWORD);
  await password.getByRole('button', { name: 'Cancel' }).click();
  await expect(password).toBeHidden();
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Change username' }).click();
  const username = page.getByRole('dialog', { name: 'Change username' });
  await username.getByLabel('New username').pressSequentially(TYPED_TEXT);
  await username.getByRole('button', { name: 'Cancel' }).click();
  await expect(username).toBeHidden();
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Emails and notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy and notification settings' })).toBeVisible();

  // The session (with the member id), and the typing in the replay as masked input events.
  await expect
    .poll(async () => {
      const envelopes = await recorded(request);
      return {
        session: itemsOf(envelopes, 'session').some((item) => (item.payload as { did?: string }).did === memberId),
        navigated: itemsOf(envelopes, 'replay_event').some((item) => JSON.stringify(item.payload).includes('/privacySettings/')),
        typed: inputEvents(envelopes).some((event) => event.data?.text === '*'.repeat(TYPED_TEXT.length)),
      };
    }, { timeout: 45_000, intervals: [1000] })
    .toEqual({ session: true, navigated: true, typed: true });

  const envelopes = await recorded(request);
  expect(envelopes.every((envelope) => envelope.key === 'e2e')).toBe(true);
  const everything = JSON.stringify(envelopes);
  expect(everything).not.toContain(TYPED_PASSWORD);
  expect(everything).not.toContain(TYPED_TEXT);
  expect(everything).not.toContain(PASSWORD);
  // The member is known by member id alone.
  expect(everything).not.toContain('chen.weiling@northwind.example');
  expect(everything).not.toContain('Wei-Ling');
});
