// Real-browser vitals for `pnpm bench`: every screen route of the reference app, loaded cold in
// Chromium under a mobile lab profile (CDP: 4x CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms
// latency, cache off), from the production build served by vite preview against the running
// mocks, signed in as the persona the route needs. Prints the median LCP, CLS and TBT of each
// route beside its goal. Starts its own servers and stops them (process groups) before it returns.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './run.mjs';

/** Goals printed beside each figure (issue 8). */
export const VITALS_GOALS = { lcpMs: 2000, cls: 0.05, tbtMs: 100 };

/** The app under vite preview, and the ports the browser benches start servers on (8008: the mocks' homeserver). */
export const APP = 'http://127.0.0.1:5173';
export const PORTS = [5173, 4010, 4011, 8008];
const PASSWORD = 'Connect-2026!';
const MEMBER = 'amara.okafor';
const CHAPTER_MANAGER = 'bruno.lindqvist';
const SPEAKER = 'hiroshi.tanaka';
const STAFF = 'kwame.asante';
const c = (suffix) => `00000000-0000-4000-8000-00000000${suffix}`;

/**
 * Every screen route, with the persona it is measured as (docs/personas.md) and the element whose
 * presence says the screen has rendered its content (within `readyMs`, default 30 s). `persona: null`: measured signed out.
 */
export const VITALS_ROUTES = [
  { path: '/home', persona: MEMBER, ready: 'main li' },
  { path: `/chapter/${c('c101')}`, persona: MEMBER, ready: 'main h1' },
  { path: `/region/${c('c201')}`, persona: MEMBER, ready: 'main h1' },
  { path: `/network/${c('c401')}`, persona: MEMBER, ready: 'main h1' },
  { path: `/group/${c('c601')}`, persona: MEMBER, ready: 'main h1' },
  { path: `/forum/${c('c301')}`, persona: MEMBER, ready: 'main h1' },
  { path: '/forum/exercise/deep-dive', persona: MEMBER, ready: 'main section li' },
  { path: '/businesses', persona: MEMBER, ready: 'main h1' },
  { path: '/assistPage', persona: MEMBER, ready: 'main h2' },
  { path: '/privacySettings/emailSettings', persona: MEMBER, ready: 'main form' },
  { path: '/privacySettings/notification', persona: MEMBER, ready: 'main form' },
  { path: '/privacySettings/visibility', persona: MEMBER, ready: 'main form' },
  { path: '/loginSecurity', persona: MEMBER, ready: 'main section h2' },
  { path: '/version', persona: MEMBER, ready: 'main h1' },
  { path: '/chapterStudio', persona: CHAPTER_MANAGER, ready: 'main h1' },
  { path: '/resources', persona: MEMBER, ready: 'main h2' },
  { path: '/allNetworksPage', persona: MEMBER, ready: 'main li' },
  { path: `/networkLandingPage/${c('c401')}`, persona: MEMBER, ready: 'main section h2' },
  { path: '/events', persona: MEMBER, ready: 'main article h3' },
  { path: '/manageAnnouncements', persona: CHAPTER_MANAGER, ready: 'main h1' },
  { path: '/createAnnouncement', persona: CHAPTER_MANAGER, ready: 'main form' },
  { path: '/contentDirectoryPage', persona: MEMBER, ready: 'main li a' },
  { path: '/communityDirectoryPage', persona: MEMBER, ready: 'main li a' },
  { path: '/memberConnections', persona: MEMBER, ready: 'main li a' },
  { path: `/chapter-event/${c('c101')}`, persona: CHAPTER_MANAGER, ready: 'main form' },
  { path: `/champs-event/${c('c101')}`, persona: CHAPTER_MANAGER, ready: 'main form' },
  { path: '/eventAttendees/e0000000-0000-4000-8000-000000000001', persona: CHAPTER_MANAGER, ready: 'main li' },
  { path: '/speakerPage/speakerProfile?id=5a000000-0000-4000-8000-000000000001', persona: SPEAKER, ready: 'main h1' },
  { path: '/speakerPage/admin', persona: STAFF, ready: 'main li h2' },
  { path: '/speakerPage/speakerDirectory', persona: MEMBER, ready: 'main article h3' },
  { path: '/speakerPage/searchSpeakers?speakersWhoAre=IsCFFSpeaker', persona: MEMBER, ready: 'main article h3' },
  { path: '/speakerPage/becomeSpeaker', persona: MEMBER, ready: 'main form h2' },
  { path: '/speakerPage/editSpeakerProfile', persona: SPEAKER, ready: 'main form h2' },
  { path: `/waiverForm?communityId=${c('c101')}&leadId=7b000000-0000-4000-8000-000000000001`, persona: CHAPTER_MANAGER, ready: 'main form h2' },
  { path: `/chapterWaiver/${c('c101')}`, persona: CHAPTER_MANAGER, ready: 'main li h2' },
  { path: '/regionalWaiver', persona: 'esperanza.ruiz', ready: 'main li h2' },
  { path: '/peerReviewPanel', persona: 'farid.haddad', ready: 'main li h2' },
  { path: '/peerReviewPanelAdmin', persona: 'greta.novak', ready: 'main li h2' },
  { path: '/ypoSearch?searchTerm=harbor', persona: MEMBER, ready: 'main section li' },
  { path: '/policiesProcedures', persona: MEMBER, ready: 'main nav li a' },
  { path: '/feedback', persona: MEMBER, ready: 'main form' },
  { path: '/memberDirectoryPage', persona: MEMBER, ready: 'main li' },
  { path: '/memberProfile?memberId=5d1f6a2e-3c4b-4f7a-9e21-0a0000000002&name=Bruno%20Lindqvist', persona: MEMBER, ready: 'main h1' },
  // A fresh context per run: a new Matrix device each load (the seeded messages show as undecryptable rows, docs/messenger.md).
  { path: '/messenger?with=5d1f6a2e-3c4b-4f7a-9e21-0a0000000002', persona: MEMBER, ready: 'main [role="log"] li', readyMs: 120_000 },
  { path: '/waiverFormCommon/region?leadId=7b000000-0000-4000-8000-000000000001', persona: 'esperanza.ruiz', ready: 'main section dl dd' },
  { path: '/waiverFormPRPAdmin?leadId=7b000000-0000-4000-8000-000000000001', persona: 'greta.novak', ready: 'main section dl dd' },
  { path: '/errorPage', persona: null, ready: 'main h1' },
  { path: '/login', persona: null, ready: 'main h1' },
  { path: '/forgotusername', persona: null, ready: 'main h1' },
  { path: '/ResetPassword', persona: null, ready: 'main h1' },
  { path: '/pwreset', persona: null, ready: 'main h1' },
  { path: '/logout', persona: null, ready: 'main h1' },
];
// /authConnect/{name} is left out: it leaves the app for an external address at once; so does
// /community/{id}: the sandbox redirects champion communities to their external community (spec 001 §2).

/** Lighthouse's mobile device (Moto G Power): what the lab figures of issue 8 were taken on. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};
/** How the browser benches launch Chromium (the system's, no download). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

// Runs in the page before any script: LCP, CLS (shifts without recent input) and long tasks.
const OBSERVER = () => {
  const vitals = { lcp: 0, cls: 0, longTasks: [], fcp: 0, shifts: [] };
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node?.nodeName ?? '?';
    const label = node.getAttribute('aria-label') ?? node.id;
    const text = (node.textContent ?? '').trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ''}${text ? ` "${text}"` : ''}`;
  };
  window.__vitals = vitals;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks stays at its zero value.
    }
  };
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
    vitals.lcpElement = describe(entry.element);
  });
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    vitals.cls += entry.value;
    vitals.shifts.push({
      at: Math.round(entry.startTime),
      value: entry.value,
      nodes: (entry.sources ?? []).map((s) => `${describe(s.node)} y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)}`),
    });
  });
  observe('longtask', (entry) => vitals.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
};

/** The median of `xs` (the mean of the middle two for an even count). */
export const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Whether something listens on a loopback port. */
export const isPortOpen = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Polls `check` every 250 ms until it is true; throws after `timeoutMs`. */
export async function waitFor(check, what, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Starts a command in its own process group; `stop()` ends the whole group. */
export function startServer(command, cwd, env = {}) {
  const child = spawn(command, { cwd, shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let log = '';
  const keep = (chunk) => (log = (log + chunk).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    log: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000));
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    },
  };
}

/** Signs `username` in through the identity provider's page; returns the app's sessionStorage. */
export async function signIn(browser, username) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    await page.goto(`${APP}/`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.origin === APP && !url.pathname.startsWith('/signin-callback'), { timeout: 30_000 });
    const storage = await page.evaluate(() => Object.fromEntries(Object.entries(window.sessionStorage)));
    if (!Object.keys(storage).some((key) => key.startsWith('oidc.user:'))) throw new Error(`sign-in of ${username} stored no user`);
    return storage;
  } finally {
    await context.close();
  }
}

/** The lab profile's throttling (with the cache off), as the vitals print it. */
export const LAB_PROFILE = 'mobile 412x823, CPU 4x, 1.6 Mbps / 750 kbps, 150 ms';

/** Turns the cache off and, with `throttle`, applies the lab profile's network and CPU throttling to the page of `cdp`. */
export async function coldLoadConditions(cdp, throttle = true) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (!throttle) return;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Puts a signed-in user's sessionStorage (from {@link signIn}) in each new tab of `context` before the app starts. */
export async function addSignedInState(context, storage) {
  await context.addInitScript((entries) => {
    if (window.location.origin !== 'http://127.0.0.1:5173' || window.sessionStorage.getItem('__bench')) return;
    for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
    window.sessionStorage.setItem('__bench', '1');
  }, storage);
}

/** One cold, throttled load of `route`; the vitals once the page has settled (and, with `checkTargets`, touch targets under 24 px). */
async function measure(browser, route, storage, checkTargets = null) {
  const context = await browser.newContext(MOBILE);
  try {
    // A signed-in cold load: the stored user is in sessionStorage before the app starts.
    if (storage) await addSignedInState(context, storage);
    await context.addInitScript(OBSERVER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await coldLoadConditions(cdp);
    await page.goto(`${APP}${route.path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector(route.ready, { timeout: route.readyMs ?? 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    // Late content (banners, lists) lands within this quiet window or counts as not measured.
    await page.waitForTimeout(1500);
    const vitals = await page.evaluate(() => window.__vitals);
    const url = new URL(page.url());
    const tbt = vitals.longTasks.filter((task) => task.start >= vitals.fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    // What arrived when (explain): scripts and calls, by the end of their response.
    const timeline = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'fetch' || entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => `${new URL(entry.name).pathname.split('/').slice(-2).join('/')} ${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)}`),
    );
    let smallTargets = [];
    if (checkTargets) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const { violations } = await new checkTargets({ page }).withRules(['target-size']).analyze();
      smallTargets = violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    }
    return { lcp: vitals.lcp, cls: vitals.cls, tbt, landedOn: url.pathname, shifts: vitals.shifts, fcp: vitals.fcp, lcpElement: vitals.lcpElement, timeline, smallTargets };
  } finally {
    await context.close();
  }
}

/**
 * Starts the mocks (with `mocksEnv`, e.g. SANDBOX_MEMBERS) and vite preview of apps/web/dist on the
 * shared ports, waits until both answer, launches Chromium and runs `work(browser, require)` (the
 * app's require, for Playwright and axe); then stops every server it started, also on a signal.
 */
export async function withAppAndMocks({ mocksEnv = {}, what = 'the vitals bench', flag = '--vitals-only' }, work) {
  for (const port of PORTS) {
    if (await isPortOpen(port)) {
      throw new Error(`port ${port} is in use: run ${what} as \`CI=1 flock /tmp/ports.lock node scripts/bench.mjs ${flag}\``);
    }
  }
  const require = createRequire(join(root, 'apps/web/package.json'));
  const { chromium } = require('@playwright/test');
  const pnpm = 'npx --yes pnpm@10.34.8';
  const servers = [
    startServer(`${pnpm} --filter @ypo/mocks start`, root, mocksEnv),
    startServer(`${pnpm} --filter @ypo/web run preview`, root),
  ];
  let browser;
  const stopAll = async () => {
    await browser?.close().catch(() => {});
    await Promise.all(servers.map((server) => server.stop()));
  };
  const onSignal = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await waitFor(async () => (await fetch('http://127.0.0.1:4010/__gateway/health').catch(() => null))?.ok === true, 'the mocks (4010)').catch(
      (error) => {
        throw new Error(`${error.message}\n${servers[0].log()}`);
      },
    );
    await waitFor(async () => (await fetch(APP).catch(() => null))?.ok === true, 'vite preview (5173)').catch((error) => {
      throw new Error(`${error.message}\n${servers[1].log()}`);
    });
    browser = await chromium.launch(CHROMIUM);
    return await work(browser, require);
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await waitFor(async () => !(await Promise.all(PORTS.map(isPortOpen))).some(Boolean), 'the servers to stop', 15_000).catch(() =>
      console.warn(`${what}: a server port is still open after stopping`),
    );
  }
}

/**
 * Builds nothing: serves apps/web/dist (build it first) with vite preview and the mocks, measures
 * `routes` (`runs` cold loads each) and prints a table; `explain` adds the elements each layout
 * shift of the first run moved. Returns whether every route met CLS <= goal.
 */
export async function runVitals({ routes = VITALS_ROUTES, runs = 3, explain = false } = {}) {
  return withAppAndMocks({}, async (browser, require) => {
    // Lighthouse's target-size audit is axe's rule: checked once per route, after the first run.
    const AxeBuilder = require('@axe-core/playwright').default;
    const storages = new Map();
    const rows = [];
    let hasSmallTargets = false;
    for (const route of routes) {
      if (route.persona && !storages.has(route.persona)) storages.set(route.persona, await signIn(browser, route.persona));
      const samples = [];
      for (let i = 0; i < runs; i++) {
        samples.push(await measure(browser, route, route.persona ? storages.get(route.persona) : null, i === 0 ? AxeBuilder : null));
      }
      const landed = samples[0].landedOn;
      rows.push({
        route: route.path,
        persona: route.persona ?? 'signed out',
        lcp: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
        tbt: median(samples.map((s) => s.tbt)),
        clsRuns: samples.map((s) => s.cls),
        landed: landed === route.path.split('?')[0] ? '' : ` (landed on ${landed})`,
      });
      const row = rows.at(-1);
      const mark = (value, goal) => (value <= goal ? 'ok  ' : 'OVER');
      console.log(
        `vitals ${row.route.padEnd(40)} LCP ${(row.lcp / 1000).toFixed(2)} s ${mark(row.lcp, VITALS_GOALS.lcpMs)}  ` +
          `CLS ${row.cls.toFixed(3)} ${mark(row.cls, VITALS_GOALS.cls)}  TBT ${row.tbt.toFixed(0).padStart(4)} ms ${mark(row.tbt, VITALS_GOALS.tbtMs)}  ` +
          `[${row.persona}; CLS runs ${row.clsRuns.map((x) => x.toFixed(3)).join(' ')}]${row.landed}`,
      );
      const { smallTargets } = samples[0];
      hasSmallTargets ||= smallTargets.length > 0;
      if (smallTargets.length) console.log(`         touch targets under 24 px: ${smallTargets.join('; ')}`);
      if (explain) {
        const first = samples[0];
        console.log(`         FCP ${Math.round(first.fcp)} ms, LCP ${Math.round(first.lcp)} ms on ${first.lcpElement}`);
        console.log(`         loaded: ${first.timeline.join(', ')}`);
        for (const shift of samples[0].shifts) console.log(`         shift ${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.nodes.join('; ')}`);
      }
    }
    console.log(
      `vitals goals: LCP <= ${VITALS_GOALS.lcpMs / 1000} s, CLS <= ${VITALS_GOALS.cls}, TBT <= ${VITALS_GOALS.tbtMs} ms; ` +
        `medians of ${runs} cold loads (${LAB_PROFILE})`,
    );
    return { rows, isClsOnGoal: rows.every((row) => row.cls <= VITALS_GOALS.cls), hasSmallTargets };
  });
}
