// The messenger's open time for `pnpm bench` (issue 18): the production build under vite preview, the mocks with the
// sandbox's Synapse (seeded conversations, docs/messenger.md) and a real Chromium. Amara Okafor signs in once; then
// each run opens /messenger?with=Bruno (their seeded direct conversation) in a fresh browser context, twice:
// - "new device": the context's first load: Matrix login makes a new device, the Rust crypto (wasm) creates its keys
//   in IndexedDB, then the first sync; the seeded messages were encrypted before this device existed, so they show as
//   rows saying 'This message cannot be shown on this device.' (a row is a row: the time is the same);
// - "same device": a fresh tab of the same context: the device id (localStorage) and the crypto store (IndexedDB) are
//   reused, the sync store is in memory, so the first sync runs again.
// Each load has the cache off; the profiles: `none` (no throttling) and `lab` (the vitals' mobile lab profile).
// Printed, not asserted: the median and each run of the time from navigation start to the first conversation of the
// list and to the first message row (`main [role="log"] li`), and the JavaScript and wasm bytes the page fetched
// (on the wire, and decoded). A message that never shows fails the bench. Starts its own servers on the shared ports
// (run under `CI=1 flock /tmp/ports.lock`) and stops them before it returns.
import { LAB_PROFILE, MOBILE, addSignedInState, coldLoadConditions, median, signIn, withAppAndMocks, APP } from './vitals.mjs';

const MEMBER = 'amara.okafor';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
/** The route measured: Amara opens her conversation with Bruno (the list turns `with` into `room`). */
export const MESSENGER_ROUTE = `/messenger?with=${BRUNO}`;
const HOMESERVER = 'http://127.0.0.1:8008';
const LIST = 'main nav li';
const MESSAGE = 'main [role="log"] li';
/** The profiles: whether the lab profile's throttling applies. */
export const MESSENGER_PROFILES = { none: { throttle: false, label: 'no throttling, cache off, mobile 412x823' }, lab: { throttle: true, label: `${LAB_PROFILE}, cache off` } };
const UNDECRYPTABLE = 'This message cannot be shown on this device.';

// Runs in the page before any script: when (ms after navigation start) the list's first conversation and the first message row appear.
const MARKS = ({ list, message }) => {
  const marks = {};
  window.__messengerMarks = marks;
  const check = () => {
    if (marks.list === undefined && document.querySelector(list)) marks.list = performance.now();
    if (marks.message === undefined && document.querySelector(message)) marks.message = performance.now();
    return marks.list !== undefined && marks.message !== undefined;
  };
  const observer = new MutationObserver(() => check() && observer.disconnect());
  observer.observe(document, { childList: true, subtree: true });
};

/** One load of the route in a new tab of `context`: the two times and the bytes of JavaScript and wasm fetched. */
async function openOnce(context, { throttle, timeoutMs }) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    const bytes = { js: { wire: 0, decoded: 0 }, wasm: { wire: 0, decoded: 0 } };
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const { pathname } = new URL(response.url);
      const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.wasm') ? 'wasm' : null;
      if (kind) requests.set(requestId, { kind, decoded: 0 });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const request = requests.get(requestId);
      if (request) request.decoded += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (!request) return;
      bytes[request.kind].wire += encodedDataLength;
      bytes[request.kind].decoded += request.decoded;
    });
    await coldLoadConditions(cdp, throttle);
    await page.goto(`${APP}${MESSENGER_ROUTE}`, { waitUntil: 'commit', timeout: 60_000 });
    try {
      await page.waitForSelector(MESSAGE, { timeout: timeoutMs });
    } catch (error) {
      const shown = await page.evaluate(() => document.querySelector('main')?.innerText ?? document.body.innerText).catch(() => '?');
      throw new Error(`messenger bench: no message shown on ${MESSENGER_ROUTE} within ${timeoutMs / 1000} s (${error.message.split('\n')[0]}); the page said:\n${shown}`);
    }
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    const marks = await page.evaluate(() => window.__messengerMarks);
    const first = await page.locator(MESSAGE).first().innerText();
    return { listMs: marks.list ?? Number.NaN, messageMs: marks.message, bytes, undecryptable: first.includes(UNDECRYPTABLE), landedOn: new URL(page.url()).search };
  } finally {
    await page.close();
  }
}

const kb = (n) => `${(n / 1000).toFixed(0)} kB`;
const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Opens the messenger `runs` times per profile (a new device, then the same device) and prints the figures. */
export async function benchMessengerOpen({ runs = 3, profiles = Object.keys(MESSENGER_PROFILES) } = {}) {
  return withAppAndMocks({ what: 'the messenger bench', flag: '--messenger-only' }, async (browser) => {
    const versions = await fetch(`${HOMESERVER}/_matrix/client/versions`).catch(() => null);
    if (!versions?.ok) throw new Error(`messenger bench: the mocks started no homeserver on ${HOMESERVER} (Python 3 and Synapse, docs/messenger.md)`);
    const storage = await signIn(browser, MEMBER);
    const rows = [];
    for (const name of profiles) {
      const profile = MESSENGER_PROFILES[name];
      if (!profile) throw new Error(`--profiles: unknown profile ${name}; known: ${Object.keys(MESSENGER_PROFILES).join(', ')}`);
      const samples = { 'new device': [], 'same device': [] };
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext(MOBILE);
        try {
          await addSignedInState(context, storage);
          await context.addInitScript(MARKS, { list: LIST, message: MESSAGE });
          const options = { throttle: profile.throttle, timeoutMs: profile.throttle ? 180_000 : 60_000 };
          samples['new device'].push(await openOnce(context, options));
          samples['same device'].push(await openOnce(context, options));
        } finally {
          await context.close();
        }
      }
      for (const [device, loads] of Object.entries(samples)) {
        const each = (pick, format) => loads.map((load) => format(pick(load))).join(' ');
        const row = {
          profile: name,
          device,
          listMs: median(loads.map((l) => l.listMs)),
          messageMs: median(loads.map((l) => l.messageMs)),
          jsWire: median(loads.map((l) => l.bytes.js.wire)),
          jsDecoded: median(loads.map((l) => l.bytes.js.decoded)),
          wasmWire: median(loads.map((l) => l.bytes.wasm.wire)),
          wasmDecoded: median(loads.map((l) => l.bytes.wasm.decoded)),
        };
        rows.push(row);
        console.log(
          `messenger open ${MESSENGER_ROUTE} [${name}: ${profile.label}; ${device}]: list ${seconds(row.listMs)}, first message ${seconds(row.messageMs)} (median of ${loads.length}; ` +
            `runs list ${each((l) => l.listMs, seconds)}, message ${each((l) => l.messageMs, seconds)}); ` +
            `fetched JS ${kb(row.jsWire)} on the wire (${kb(row.jsDecoded)} decoded), wasm ${mb(row.wasmWire)} on the wire (${mb(row.wasmDecoded)} decoded); ` +
            `first message ${loads.every((l) => l.undecryptable) ? 'undecryptable on this device' : loads.some((l) => l.undecryptable) ? 'undecryptable in some runs' : 'decrypted'}`,
        );
      }
    }
    return rows;
  });
}
