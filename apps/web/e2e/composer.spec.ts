import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 11, writing posts: a member posts in a chapter with two images and a mention through the
// composer (images uploaded first through the upload engine, then the post); another member sees the
// post with its author, its images and the mention as a link to the mentioned member's profile.
const GATEWAY = 'http://127.0.0.1:4010';
const PASSWORD = 'Connect-2026!';
const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
// A 1x1 PNG: the upload engine checks the first bytes against the extension.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==', 'base64');

interface Session {
  page: Page;
  call<T>(path: string): Promise<T>;
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
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
  });
  expect(token, `${username} has an access token`).toBeTruthy();
  return {
    page,
    async call<T>(path: string) {
      const response = await request.get(GATEWAY + path, { headers: { Authorization: `Bearer ${token}`, 'Ocp-Apim-Subscription-Key': 'e2e' } });
      expect(response.status(), `GET ${path} as ${username}`).toBe(200);
      return (await response.json()) as T;
    },
    close: () => context.close(),
  };
}

interface Post {
  title?: string;
  body: string;
  author?: { personId: string; name: string };
  images?: { url: string; name: string }[];
  mentions?: { id: string }[];
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  // Every answer the sandbox gave in the test passed contract validation.
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
});

test('a member posts with two images and a mention in a chapter; another member sees the author, the images and the mention link', async ({ browser, request }) => {
  const title = `Harbor City Summit ${Date.now()}`;
  const amara = await signIn(browser, request, 'amara.okafor');
  await amara.page.goto(`/chapter/${HARBOR_CITY}`);
  const composer = amara.page.getByRole('region', { name: 'Write a post in Harbor City Chapter' });
  await composer.getByRole('textbox', { name: 'Title' }).fill(title);
  await composer.getByRole('textbox', { name: 'Post' }).fill('Who joins the summit with');

  // The mention type-ahead over the chapter's members.
  await composer.getByRole('combobox', { name: 'Mention a member' }).pressSequentially('Lindq');
  await amara.page.getByRole('option', { name: 'Bruno Lindqvist' }).click();
  await expect(composer.getByRole('textbox', { name: 'Post' })).toHaveValue('Who joins the summit with @Bruno Lindqvist ');

  // Two images, checked when chosen, each with its upload progress.
  await composer.locator('input[type="file"]').setInputFiles([
    { name: 'stage.png', mimeType: 'image/png', buffer: PNG },
    { name: 'hall.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(composer.getByRole('progressbar')).toHaveCount(2);
  await expect(composer.getByRole('switch', { name: 'Allow comments' })).toBeChecked();

  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(composer.getByText('Your post is shared.')).toBeVisible();
  await expect(composer.getByRole('textbox', { name: 'Title' })).toHaveValue('');

  // Bruno, another member of the chapter: the post as the sandbox gives it to him...
  const bruno = await signIn(browser, request, 'bruno.lindqvist');
  const feed = await bruno.call<Post[]>(`/posts/api/post/list/by-community/${HARBOR_CITY}/chapter?pageNumber=0&pageSize=30`);
  const post = feed.find((each) => each.title === title);
  expect(post?.author?.name).toBe('Amara Okafor');
  expect(post?.images?.map((image) => image.name)).toEqual(['stage.png', 'hall.png']);
  expect(post?.mentions?.map((person) => person.id.toLowerCase())).toEqual([BRUNO]);

  // ...and on his chapter page: the author, the images and the mention as a link to his profile.
  await bruno.page.goto(`/chapter/${HARBOR_CITY}`);
  const card = bruno.page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Amara Okafor');
  await expect(card.getByRole('img', { name: 'stage.png' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'hall.png' })).toBeVisible();
  await expect(card.getByRole('link', { name: '@Bruno Lindqvist' })).toHaveAttribute('href', new RegExp(`^/memberProfile\\?memberId=${BRUNO}`));

  await bruno.close();
  await amara.close();
});
