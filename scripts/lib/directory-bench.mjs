// The member directory's speed figures for `pnpm bench` (issue 14): the production build under vite
// preview, the mocks with a sandbox seeded with 10,000 members (SANDBOX_MEMBERS, docs/sandbox.md),
// and a real Chromium (headless, desktop size, no throttling). Amara Okafor opens /memberDirectoryPage
// and scrolls the virtualised list to the end (every page of 50 loaded); meanwhile every animation
// frame samples the rows rendered and the page's DOM nodes, and a PerformanceObserver records long
// tasks. Then the type-ahead staleness check: the search box is typed key by key while the answers
// to every text but the last are held back, so older answers arrive after newer ones; each render is
// checked against the newest keystroke. Starts its own servers on the shared ports (run under
// `CI=1 flock /tmp/ports.lock`) and stops them before it returns.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './run.mjs';
import { APP, CHROMIUM, PORTS, isPortOpen, signIn, startServer, waitFor } from './vitals.mjs';

/** Goals printed beside the figures (issue 14). */
export const DIRECTORY_GOALS = { rows: 60, domNodes: 1400, longTaskMs: 50, members: 10_000 };

const MEMBER = 'amara.okafor';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
// The text typed for the staleness check, and how long the answers to the older texts are held.
const TYPED = 'Lindq';
const HOLD_MS = 400;

// Runs in the page before any script: long tasks, kept with their start.
const LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** In the page: scrolls the list to its end, a screenful per frame, sampling rows and DOM nodes each frame. */
const SCROLL_TO_END = async ({ timeoutMs }) => {
  const scroller = document.querySelector('[data-testid="directory-scroller"]');
  const status = () => Number((document.querySelector('main [role="status"]')?.textContent ?? '').replace(/[^\d]/g, ''));
  const rows = () => scroller.querySelectorAll('li').length;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const started = performance.now();
  let maxRows = 0;
  let maxNodes = 0;
  let frames = 0;
  const total = status();
  const loaded = () => scroller.querySelector('ul')?.getBoundingClientRect().height ?? 0;
  while (performance.now() - started < timeoutMs) {
    scroller.scrollTop += scroller.clientHeight;
    await frame();
    frames += 1;
    maxRows = Math.max(maxRows, rows());
    maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
    const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
    const last = scroller.querySelector('li:last-child')?.getAttribute('aria-posinset');
    if (atEnd && Number(last) >= total) break;
  }
  const lastRow = Number(scroller.querySelector('li:last-child')?.getAttribute('aria-posinset') ?? 0);
  return { total, lastRow, maxRows, maxNodes, frames, started, ended: performance.now(), listHeight: loaded() };
};

/** In the page: records, at every change of the results list, whether it shows an answer older than the search box. */
const WATCH_STALENESS = () => {
  const input = document.querySelector('input[type="search"]');
  const searchTextOf = (typed) => (typed.trim().length > 1 ? typed.trim() : '');
  const state = { renders: 0, stale: [], answers: new Set() };
  window.__staleness = state;
  const check = () => {
    const list = document.querySelector('[data-testid="directory-scroller"] ul');
    if (!list || list.querySelectorAll('li').length === 0) return;
    const answered = list.getAttribute('data-answer-for') ?? '';
    const newest = searchTextOf(input.value);
    state.renders += 1;
    state.answers.add(answered);
    if (answered !== newest) state.stale.push({ shown: answered, typed: input.value });
  };
  // After each commit of the page (React applies a render's changes at once, then the observer runs).
  new MutationObserver(check).observe(document.querySelector('main'), { subtree: true, childList: true, attributes: true, attributeFilter: ['data-answer-for'] });
};

/**
 * Serves apps/web/dist (build it first) and the mocks with 10,000 members, measures, prints and
 * returns the figures; `ok` says whether every goal was met.
 */
export async function benchDirectory() {
  for (const port of PORTS) {
    if (await isPortOpen(port)) throw new Error(`port ${port} is in use: run the bench as \`CI=1 flock /tmp/ports.lock node scripts/bench.mjs --directory-only\``);
  }
  const require = createRequire(join(root, 'apps/web/package.json'));
  const { chromium } = require('@playwright/test');
  const pnpm = 'npx --yes pnpm@10.34.8';
  const servers = [startServer(`SANDBOX_MEMBERS=${DIRECTORY_GOALS.members} ${pnpm} --filter @ypo/mocks start`, root), startServer(`${pnpm} --filter @ypo/web run preview`, root)];
  let browser;
  const stopAll = async () => {
    await browser?.close().catch(() => {});
    await Promise.all(servers.map((server) => server.stop()));
  };
  const onSignal = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await waitFor(async () => (await fetch('http://127.0.0.1:4010/__gateway/health').catch(() => null))?.ok === true, 'the mocks (4010)').catch((error) => {
      throw new Error(`${error.message}\n${servers[0].log()}`);
    });
    await waitFor(async () => (await fetch(APP).catch(() => null))?.ok === true, 'vite preview (5173)').catch((error) => {
      throw new Error(`${error.message}\n${servers[1].log()}`);
    });
    browser = await chromium.launch(CHROMIUM);
    const storage = await signIn(browser, MEMBER);
    const context = await browser.newContext(DESKTOP);
    await context.addInitScript((entries) => {
      if (window.location.origin !== 'http://127.0.0.1:5173' || window.sessionStorage.getItem('__bench')) return;
      for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem('__bench', '1');
    }, storage);
    await context.addInitScript(LONG_TASKS);
    const page = await context.newPage();
    await page.goto(`${APP}/memberDirectoryPage`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector('[data-testid="directory-scroller"] li', { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});

    const scroll = await page.evaluate(SCROLL_TO_END, { timeoutMs: 240_000 });
    const tasks = await page.evaluate(({ from, to }) => window.__longTasks.filter((t) => t.start >= from && t.start <= to), { from: scroll.started, to: scroll.ended });
    const longest = tasks.reduce((max, t) => Math.max(max, t.duration), 0);

    // Staleness: every answer but the newest text's is held back, so older answers arrive last.
    await page.evaluate(() => {
      const scroller = document.querySelector('[data-testid="directory-scroller"]');
      scroller.scrollTop = 0;
    });
    let held = 0;
    await page.route('**/profiles/api/memberdirectory', async (route) => {
      const search = route.request().postDataJSON()?.search ?? '';
      if (search !== TYPED) {
        held += 1;
        await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      }
      await route.continue().catch(() => {});
    });
    await page.evaluate(WATCH_STALENESS);
    const box = page.getByRole('searchbox', { name: 'Search members' });
    await box.click();
    await page.keyboard.type(TYPED, { delay: 60 });
    await page.waitForFunction((typed) => document.querySelector('[data-testid="directory-scroller"] ul')?.getAttribute('data-answer-for') === typed, TYPED, { timeout: 30_000 });
    // The held answers land after this; any render of one would be recorded.
    await page.waitForTimeout(HOLD_MS * 2);
    const staleness = await page.evaluate(() => ({ renders: window.__staleness.renders, stale: window.__staleness.stale, answers: [...window.__staleness.answers] }));
    const shown = await page.locator('[data-testid="directory-scroller"] li a').allTextContents();
    const finalMatches = shown.length > 0 && shown.every((name) => name.toLowerCase().includes(TYPED.toLowerCase()));

    const figures = { ...scroll, longTasks: tasks.length, longestTaskMs: longest, staleRenders: staleness.stale.length, renders: staleness.renders, held, finalMatches, shownForTyped: shown.length };
    const goals = DIRECTORY_GOALS;
    const mark = (isOk) => (isOk ? 'on goal' : 'OFF GOAL');
    const rowsOk = figures.maxRows <= goals.rows;
    const nodesOk = figures.maxNodes < goals.domNodes;
    const tasksOk = figures.longestTaskMs <= goals.longTaskMs;
    const staleOk = figures.staleRenders === 0 && finalMatches;
    const loadedAll = figures.lastRow === figures.total;
    console.log(
      `directory ${figures.total.toLocaleString('en-US')} members (sandbox SANDBOX_MEMBERS=${goals.members}), Chromium ${DESKTOP.viewport.width}x${DESKTOP.viewport.height}, ` +
        `scrolled to row ${figures.lastRow.toLocaleString('en-US')} of ${figures.total.toLocaleString('en-US')} in ${((figures.ended - figures.started) / 1000).toFixed(1)} s (${figures.frames} frames)${loadedAll ? '' : ' NOT ALL LOADED'}: ` +
        `rows rendered max ${figures.maxRows} (goal <= ${goals.rows}) ${mark(rowsOk)}; DOM nodes max ${figures.maxNodes} (goal < ${goals.domNodes}) ${mark(nodesOk)}; ` +
        `longest task while scrolling ${figures.longestTaskMs ? `${figures.longestTaskMs.toFixed(0)} ms` : 'none over 50 ms'} (goal <= ${goals.longTaskMs} ms; ${figures.longTasks} long tasks) ${mark(tasksOk)}`,
    );
    console.log(
      `directory type-ahead staleness: typed '${TYPED}' key by key (60 ms apart), ${figures.held} answers to older texts held ${HOLD_MS} ms so they land last; ` +
        `${figures.renders} renders checked, ${figures.staleRenders} showed an answer older than the newest keystroke (goal 0); ` +
        `final list: ${figures.shownForTyped} rows, all matching '${TYPED}': ${finalMatches ? 'yes' : 'NO'} ${mark(staleOk)}`,
    );
    if (staleness.stale.length) console.log(`         stale renders: ${staleness.stale.slice(0, 5).map((s) => `'${s.shown}' while '${s.typed}' was typed`).join('; ')}`);
    return { ...figures, ok: rowsOk && nodesOk && tasksOk && staleOk && loadedAll };
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await waitFor(async () => !(await Promise.all(PORTS.map(isPortOpen))).some(Boolean), 'the servers to stop', 15_000).catch(() =>
      console.warn('directory bench: a server port is still open after stopping'),
    );
  }
}
