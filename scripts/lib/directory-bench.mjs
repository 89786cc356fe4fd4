// The member directory's speed figures for `pnpm bench` (issue 14): the production build under vite
// preview, the mocks with a sandbox seeded with 10,000 members (SANDBOX_MEMBERS, docs/sandbox.md),
// and a real Chromium (headless, desktop size, no throttling). Amara Okafor opens /memberDirectoryPage
// and scrolls the virtualised list to the end (every page of 50 loaded); meanwhile every animation
// frame samples the rows rendered and the page's DOM nodes, and a PerformanceObserver records long
// tasks. Then the type-ahead staleness check: the search box is typed key by key while the answers
// to every text but the last are held back, so older answers arrive after newer ones; each render is
// checked against the newest keystroke. Starts its own servers on the shared ports (run under
// `CI=1 flock /tmp/ports.lock`) and stops them before it returns.
import { availableParallelism, loadavg } from 'node:os';
import { APP, signIn, withAppAndMocks } from './vitals.mjs';

/** Goals printed beside the figures (issue 14). */
export const DIRECTORY_GOALS = { rows: 60, domNodes: 1400, longTaskMs: 50, members: 10_000 };

const MEMBER = 'amara.okafor';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
// The text typed for the staleness check, and how long the answers to the older texts are held.
const TYPED = 'Lindq';
const HOLD_MS = 400;
// The second pass: a fast flick back up through the loaded rows.
const FLICK = { step: 120, ms: 10_000 };

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

/**
 * In the page: scrolls the loaded list back up as a member would flick through it, `step` px per
 * frame (120 px a frame is about 7,000 px/s at 60 frames a second) for `ms`; no page arrives meanwhile.
 */
const SCROLL_BACK = async ({ step, ms }) => {
  const scroller = document.querySelector('[data-testid="directory-scroller"]');
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const started = performance.now();
  let maxRows = 0;
  let maxNodes = 0;
  let frames = 0;
  const from = scroller.scrollTop;
  while (scroller.scrollTop > 0 && performance.now() - started < ms) {
    scroller.scrollTop -= step;
    await frame();
    frames += 1;
    maxRows = Math.max(maxRows, scroller.querySelectorAll('li').length);
    maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
  }
  return { started, ended: performance.now(), frames, maxRows, maxNodes, rowsPassed: Math.round((from - scroller.scrollTop) / 72) };
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
  return withAppAndMocks({ mocksEnv: { SANDBOX_MEMBERS: String(DIRECTORY_GOALS.members) }, what: 'the directory bench', flag: '--directory-only' }, async (browser) => {
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
    const tasksBetween = ({ started, ended }) => page.evaluate(({ from, to }) => window.__longTasks.filter((t) => t.start >= from && t.start <= to), { from: started, to: ended });
    const tasks = await tasksBetween(scroll);
    const longest = tasks.reduce((max, t) => Math.max(max, t.duration), 0);
    // Back to the top through the 10,000 loaded rows: scrolling alone, no page arriving.
    const back = await page.evaluate(SCROLL_BACK, FLICK);
    const backTasks = await tasksBetween(back);
    const backLongest = backTasks.reduce((max, t) => Math.max(max, t.duration), 0);
    const load = loadavg()[0];

    // Staleness: every answer but the newest text's is held back, so older answers arrive last.
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

    const figures = { ...scroll, maxRows: Math.max(scroll.maxRows, back.maxRows), maxNodes: Math.max(scroll.maxNodes, back.maxNodes), backFrames: back.frames, backRows: back.rowsPassed, backSeconds: (back.ended - back.started) / 1000, backLongTasks: backTasks.length, backLongestMs: backLongest, load, longTasks: tasks.length, longestTaskMs: longest, staleRenders: staleness.stale.length, renders: staleness.renders, held, finalMatches, shownForTyped: shown.length };
    const goals = DIRECTORY_GOALS;
    const mark = (isOk) => (isOk ? 'on goal' : 'OFF GOAL');
    const rowsOk = figures.maxRows <= goals.rows;
    const nodesOk = figures.maxNodes < goals.domNodes;
    const tasksOk = Math.max(figures.longestTaskMs, figures.backLongestMs) <= goals.longTaskMs;
    const ms = (x) => (x ? `${x.toFixed(0)} ms` : 'none over 50 ms');
    const staleOk = figures.staleRenders === 0 && finalMatches;
    const loadedAll = figures.lastRow === figures.total;
    console.log(
      `directory ${figures.total.toLocaleString('en-US')} members (sandbox SANDBOX_MEMBERS=${goals.members}), Chromium ${DESKTOP.viewport.width}x${DESKTOP.viewport.height}, ` +
        `scrolled to row ${figures.lastRow.toLocaleString('en-US')} of ${figures.total.toLocaleString('en-US')} in ${((figures.ended - figures.started) / 1000).toFixed(1)} s (${figures.frames} frames)${loadedAll ? '' : ' NOT ALL LOADED'}: ` +
        `rows rendered max ${figures.maxRows} (goal <= ${goals.rows}) ${mark(rowsOk)}; DOM nodes max ${figures.maxNodes} (goal < ${goals.domNodes}) ${mark(nodesOk)}; ` +
        `longest task while scrolling ${ms(figures.longestTaskMs)} with pages of 50 arriving (${figures.longTasks} long tasks), ${ms(figures.backLongestMs)} flicking back up through the loaded rows ` +
        `(${FLICK.step} px a frame: ${figures.backRows} rows in ${figures.backFrames} frames, ${figures.backSeconds.toFixed(1)} s, ${figures.backLongTasks} long tasks) (goal <= ${goals.longTaskMs} ms) ${mark(tasksOk)}; machine load average ${figures.load.toFixed(1)} on ${availableParallelism()} CPUs`,
    );
    console.log(
      `directory type-ahead staleness: typed '${TYPED}' key by key (60 ms apart), ${figures.held} answers to older texts held ${HOLD_MS} ms so they land last; ` +
        `${figures.renders} renders checked, ${figures.staleRenders} showed an answer older than the newest keystroke (goal 0); ` +
        `final list: ${figures.shownForTyped} rows, all matching '${TYPED}': ${finalMatches ? 'yes' : 'NO'} ${mark(staleOk)}`,
    );
    if (staleness.stale.length) console.log(`         stale renders: ${staleness.stale.slice(0, 5).map((s) => `'${s.shown}' while '${s.typed}' was typed`).join('; ')}`);
    return { ...figures, ok: rowsOk && nodesOk && tasksOk && staleOk && loadedAll };
  });
}
