// `pnpm gallery` (issue 28: a look at every screen): each screen route of the bench's list (scripts/lib/vitals.mjs,
// every screen route with the persona it is opened as and what says it has drawn its content) at a phone's width
// (390 x 844) and a laptop's (1280 x 900), as that persona, the first screen as a person meets it. The pictures go to
// gallery/ at the repository's root (GALLERY_DIR), named after the route, with index.md listing them.
import { test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInAt } from '../e2e/sign-in';
import { pastTheRightEdge } from '../e2e/support/fits-screen';
import { trackRequests } from '../e2e/support/requests';
// @ts-expect-error -- an untyped .mjs module of the bench scripts
import { VITALS_ROUTES } from '../../../scripts/lib/vitals.mjs';

interface GalleryRoute {
  readonly path: string;
  readonly persona: string | null;
  readonly ready: string;
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const OUT = resolve(process.env.GALLERY_DIR ?? join(ROOT, 'gallery'));
const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 900 },
] as const;
/** How long a screen may take to draw its content before the picture is taken anyway (and the index says so). */
const READY_MS = 20_000;

/** A file name for a route: its path and query in letters, digits and dashes ('/chapter/…c101' -> 'chapter-c101'). */
export const fileNameOf = (path: string) =>
  path
    .replace(/00000000-0000-4000-8000-00000000/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'root';

/**
 * Until no request has run for a moment (a screen's lazy parts load after its first content) and nothing on the page
 * says it is still loading (the skeletons: aria-busy), at most `maxMs`.
 */
async function settled(page: Page, requests: ReturnType<typeof trackRequests>, maxMs = 5_000) {
  const started = Date.now();
  while (!requests.isQuiet(400) && Date.now() - started < maxMs) await page.waitForTimeout(100);
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: maxMs })
    .catch(() => undefined);
  // Images and fonts of the first screen.
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: maxMs })
    .catch(() => undefined);
}

const routes = VITALS_ROUTES as GalleryRoute[];
const lines: string[] = [];

test.describe.configure({ mode: 'serial' });

test.afterAll(() => {
  writeFileSync(
    join(OUT, 'index.md'),
    [
      '# Gallery',
      '',
      `Every screen route at 390 x 844 and 1280 x 900, as the persona it is opened as (\`pnpm gallery\`, ${new Date().toISOString().slice(0, 10)}).`,
      '',
      '| route | persona | 390 | 1280 |',
      '|---|---|---|---|',
      ...lines,
      '',
    ].join('\n'),
  );
});

for (const route of routes) {
  test(`${route.path} as ${route.persona ?? 'signed out'}`, async ({ page }) => {
    mkdirSync(OUT, { recursive: true });
    const cells: string[] = [];
    const requests = trackRequests(page);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (route.persona) await signInAt(page, route.path, route.persona);
      else await page.goto(route.path);
      const isReady = await page
        .locator(route.ready)
        .first()
        .waitFor({ timeout: READY_MS })
        .then(() => true)
        .catch(() => false);
      await settled(page, requests);
      const file = join(OUT, `${fileNameOf(route.path)}-${size.name}.png`);
      await page.screenshot({ path: file, animations: 'disabled' });
      // What a person would see cut off: a part of the page reaching past the screen's right edge.
      const isTooWide = (await pastTheRightEdge(page)).length > 0;
      if (isTooWide) console.log(`${route.path} at ${size.name} px: wider than the screen`);
      const notes = [isReady ? '' : ' (not drawn yet)', isTooWide ? ' (wider than the screen)' : ''].join('');
      cells.push(`![${route.path} at ${size.name} px](${relative(OUT, file)})${notes}`);
    }
    lines.push(`| \`${route.path}\` | ${route.persona ?? 'signed out'} | ${cells.join(' | ')} |`);
  });
}
