import type { Browser, APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 4 acceptance: two personas act on the stateful sandbox through the gateway, each with
// the access token the app obtained by signing in through the identity provider's login page.
const GATEWAY = 'http://127.0.0.1:4010';
const PASSWORD = 'Connect-2026!';
const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';

interface Session {
  personId: string;
  page: Page;
  call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T>;
  /** A call that may be refused: its status and body. */
  attempt(method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ status: number; body: unknown }>;
  /** A multipart POST (fields file0, file1, ...), as the upload engine sends it. */
  upload<T>(path: string, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<T>;
  close(): Promise<void>;
}

async function signIn(browser: Browser, request: APIRequestContext, username: string): Promise<Session> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === 'http://127.0.0.1:5173' && !url.pathname.startsWith('/signin-callback'));
  const user = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token: string; profile: { sub: string } }) : null;
  });
  expect(user?.access_token, `${username} has an access token`).toBeTruthy();
  const headers = { Authorization: `Bearer ${user!.access_token}`, 'Ocp-Apim-Subscription-Key': 'e2e' };
  return {
    personId: user!.profile.sub,
    page,
    async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) {
      const response = await request.fetch(GATEWAY + path, { method, headers, ...(data === undefined ? {} : { data }) });
      expect(response.status(), `${method} ${path} as ${username}: ${await response.text()}`).toBe(200);
      return (await response.json()) as T;
    },
    async attempt(method: 'GET' | 'POST', path: string, data?: unknown) {
      const response = await request.fetch(GATEWAY + path, { method, headers, ...(data === undefined ? {} : { data }) });
      return { status: response.status(), body: (await response.json()) as unknown };
    },
    async upload<T>(path: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
      const multipart = Object.fromEntries(files.map((file, i) => [`file${i}`, file]));
      const response = await request.fetch(GATEWAY + path, { method: 'POST', headers, multipart });
      expect(response.status(), `POST ${path} as ${username}: ${await response.text()}`).toBe(200);
      return (await response.json()) as T;
    },
    close: () => context.close(),
  };
}

interface Post {
  id: string;
  body: string;
  likeCount: number;
  userHasLiked: boolean;
  lastLiker?: string | null;
}
interface Waiver {
  id: string;
  leadId: string;
  communityId?: string;
  waiverFlowStatus: string;
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  // Every answer the sandbox gave in the test passed contract validation.
  const violations = await (await request.get(`${GATEWAY}/__sandbox/violations`)).json();
  expect(violations).toEqual([]);
});

test("a member's uploaded post image and picture display for another member, under the app's policy", async ({ browser, request }) => {
  const amara = await signIn(browser, request, 'amara.okafor');
  const bruno = await signIn(browser, request, 'bruno.lindqvist');
  // A picture the sandbox draws (a real PNG), uploaded as a post image.
  const png = await (await request.get(`${GATEWAY}/__sandbox/media/seed/posts/e2e/1-1.png`)).body();
  const postImage = await amara.upload<{ pendingBlobStoragePath: string; name: string }[]>(`/uploads/api/upload/${HARBOR_CITY}/chapter`, [
    { name: 'harbour.png', mimeType: 'image/png', buffer: png },
  ]);
  const created = await amara.call<Post>('POST', '/posts/api/post/create/chapter', { body: 'The harbour this morning', communityId: HARBOR_CITY, postImage });
  const seen = (await bruno.call<(Post & { images: { url: string }[]; author: { profileImageUrl: string } })[]>('GET', '/posts/api/post/getFollowedPostsList?skipNumber=0&takeSize=30')).find(
    (p) => p.id === created.id,
  );
  expect(seen?.images).toHaveLength(1);
  // Loaded in the app's page, under its Content-Security-Policy (the fixture fails the test on a violation).
  const widthOf = (src: string) =>
    bruno.page.evaluate(
      (url) =>
        new Promise<number>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth);
          image.onerror = () => resolve(0);
          image.src = url;
        }),
      src,
    );
  expect(await widthOf(seen?.images[0]?.url ?? '')).toBe(480);
  // The sandbox draws each member's picture (192 px, their initials; mocks/src/sandbox/artwork.ts).
  expect(await widthOf(seen?.author.profileImageUrl ?? '')).toBe(192);
  await amara.close();
  await bruno.close();
});

test('the renewal banner offers each action to someone: renew now, continue, view invoice', async ({ browser, request }) => {
  // docs/personas.md, "Renewal status": Bruno's renewal is due, Amara's incomplete, Wei-Ling's complete.
  for (const [username, action] of [
    ['bruno.lindqvist', 'Renew now'],
    ['amara.okafor', 'Continue'],
    ['chen.weiling', 'View invoice'],
  ] as const) {
    const session = await signIn(browser, request, username);
    const banner = session.page.getByRole('region', { name: 'Membership renewal' });
    await expect(banner.getByRole('link'), username).toHaveText(action);
    await session.close();
  }
});

test('one member posts in a chapter feed, another sees it and likes it, the first sees the like', async ({ browser, request }) => {
  const amara = await signIn(browser, request, 'amara.okafor');
  const bruno = await signIn(browser, request, 'bruno.lindqvist');
  const body = `Who is joining the Leadership Summit? (${Date.now()})`;

  const created = await amara.call<Post>('POST', '/posts/api/post/create/chapter', { body, communityId: HARBOR_CITY, canComment: true });
  expect(created.body).toBe(body);

  const feedOf = (session: Session) => session.call<Post[]>('GET', '/posts/api/post/getFollowedPostsList?skipNumber=0&takeSize=30');
  const seen = (await feedOf(bruno)).find((p) => p.id === created.id);
  expect(seen, 'the post is in the other member’s home feed').toMatchObject({ body, likeCount: 0, userHasLiked: false });

  await bruno.call('POST', `/posts/api/like/create/${created.id}/chapter`);
  const liked = (await feedOf(amara)).find((p) => p.id === created.id);
  expect(liked).toMatchObject({ likeCount: 1, userHasLiked: false });
  expect(liked?.lastLiker).toContain('Bruno');
  expect((await feedOf(bruno)).find((p) => p.id === created.id)).toMatchObject({ likeCount: 1, userHasLiked: true });

  await Promise.all([amara.close(), bruno.close()]);
});

test('a PRP member sees a waiver only after the regional officer sent it to the panel', async ({ browser, request }) => {
  const esperanza = await signIn(browser, request, 'esperanza.ruiz');
  const farid = await signIn(browser, request, 'farid.haddad');
  const allPages = async (session: Session, viewType: string) => {
    const all: Waiver[] = [];
    for (let page = 1; ; page++) {
      const items = await session.call<Waiver[]>('GET', `/waiver/api/waivers/get-requests/${viewType}?pageNumber=${page}`);
      all.push(...items);
      if (items.length < 20) return all; // spec 002 §4: fewer than 20 means the last page
    }
  };

  const submitted = (await allPages(esperanza, 'regional')).find((w) => w.waiverFlowStatus === 'Submit');
  expect(submitted, 'the regional officer has a waiver the chapter submitted').toBeTruthy();
  expect((await allPages(farid, 'prpmember')).some((w) => w.id === submitted!.id)).toBe(false);

  await esperanza.call('POST', '/waiver/api/waivers/send-to-prp', {
    id: submitted!.id,
    leadId: submitted!.leadId,
    ...(submitted!.communityId ? { communityId: submitted!.communityId } : {}),
    reviewMembers: [farid.personId],
  });
  const atPanel = (await allPages(farid, 'prpmember')).find((w) => w.id === submitted!.id);
  expect(atPanel).toMatchObject({ waiverFlowStatus: 'Send_to_PRP' });

  // The sandbox enforces the waiver machine (docs/waivers.md): a panel member may not send it back (403,
  // the machine's message in the problem body); the details carry the history of each step.
  const sendBack = await farid.attempt('POST', '/waiver/api/waivers/send-back-to-chapter', { id: submitted!.id, leadId: submitted!.leadId, reason: 'Not mine to send back.' });
  expect(sendBack).toMatchObject({ status: 403, body: { detail: 'Only PRP Admin may send the waiver back to the chapter now.' } });
  const details = await farid.call<{ history: { action: string; personName: string }[] }>('GET', `/waiver/api/waivers/get-details/${submitted!.leadId}/prpmember`);
  expect(details.history.map((h) => h.action)).toEqual(['submit', 'sendToPrp']);
  expect(details.history.at(-1)?.personName).toBe('Esperanza Ruiz');

  await Promise.all([esperanza.close(), farid.close()]);
});
