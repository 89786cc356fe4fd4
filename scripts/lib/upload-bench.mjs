// Upload throughput (issue 12, `pnpm bench`): a 100 MB video sent to a community's files and media in
// the sandbox through the SDK and the one upload engine (10 MB blocks, 4 in parallel, one upload id),
// over a throttled loopback link in front of the gateway; the figure is file bytes over the time until
// the last block's answer (the sandbox has then listed the file; checked after), as a ratio of the link rate.
import { registerHooks } from 'node:module';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './run.mjs';

// The headless package's source imports its modules without an extension (bundler resolution);
// Node finds them with `.ts` or `/index.ts` added. Only relative imports that fail otherwise are touched.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\.\.?\//.test(specifier) || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
      for (const suffix of ['.ts', '/index.ts']) {
        try {
          return nextResolve(`${specifier}${suffix}`, context);
        } catch {
          // the next suffix
        }
      }
      throw error;
    }
  },
});

const source = (path) => import(pathToFileURL(join(root, path)).href);

/** Goal of the issue: file bytes per second over the link rate. */
export const UPLOAD_RATIO_GOAL = 0.9;
/** Default link rate, Mbit/s (10^6 bits). */
export const DEFAULT_LINK_MBPS = 200;
/** The file: 100 MB (binary megabytes, so exactly ten 10 MB blocks of 10485760 bytes). */
export const UPLOAD_BENCH_BYTES = 100 * 1024 * 1024;

// Bruno Lindqvist administers Harbor City Chapter's files and media (docs/personas.md).
const OFFICER = 'bruno.lindqvist';
const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';

/** `bytes` of a generated MP4: an 'ftyp' box first (the engine checks the signature), then a pattern. */
function generatedVideo(name, bytes) {
  const data = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i++) data[i] = (i * 2_654_435_761) >>> 24;
  data.set([0, 0, 0, 24, ...new TextEncoder().encode('ftypisom')], 0);
  return new File([data], name, { type: 'video/mp4' });
}

// The sandbox and gateway in a thread of their own, as a server is apart from its client: the
// client's sending and the server's reading do not wait for each other's turn on one event loop.
const SANDBOX_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { startTestSandbox } = await import(workerData.testing);
  const running = await startTestSandbox();
  const token = await running.issuer.sign(workerData.username);
  parentPort.on('message', async () => {
    const violations = running.sandbox.violations.length;
    await running.close();
    parentPort.postMessage({ violations });
    parentPort.close();
  });
  parentPort.postMessage({ url: running.url, token });
})().catch((error) => { throw error; });
`;

/** Starts the sandbox thread; resolves to its gateway's origin, a token of `username`, and `close()` (answers the contract violations). */
function startSandboxThread(username) {
  const worker = new Worker(SANDBOX_THREAD, { eval: true, workerData: { testing: pathToFileURL(join(root, 'mocks/src/sandbox/testing.ts')).href, username } });
  const nextMessage = () =>
    new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  return nextMessage().then(({ url, token }) => ({
    url,
    token,
    close: async () => {
      const closed = nextMessage();
      worker.postMessage('close');
      const { violations } = await closed;
      await new Promise((resolve) => worker.once('exit', resolve));
      return violations;
    },
  }));
}

/**
 * Starts the sandbox behind the gateway and a throttled link on free loopback ports, uploads a
 * generated video of `bytes` as the files screen does (`filesAndMediaTransport` + `uploadFiles` with
 * the files-and-media limits), timed until the last block's answer (the sandbox adds the file to the
 * folder before it answers), checks that the folder lists it with its size, and stops everything.
 */
export async function benchUpload({ linkMbps = DEFAULT_LINK_MBPS, bytes = UPLOAD_BENCH_BYTES } = {}) {
  const { LINK_BURST_BYTES, startThrottledLink } = await source('mocks/src/throttled-link.ts');
  const { createSdk } = await source('packages/sdk/src/index.ts');
  const { FILES_AND_MEDIA_LIMITS, ROOT_FOLDER_ID, UPLOAD_PARALLEL_BLOCKS, filesAndMediaTransport, unwrap, uploadFiles } = await source('packages/headless/src/core/index.ts');

  const sandbox = await startSandboxThread(OFFICER);
  const link = await startThrottledLink({ target: sandbox.url, bitsPerSecond: linkMbps * 1e6 });
  let isClosed = false;
  try {
    const { token } = sandbox;
    const sdk = createSdk({ baseUrl: link.url, getAccessToken: async () => token, subscriptionKey: 'bench', getImpersonationId: () => null });
    const target = { communityId: HARBOR_CITY, communityName: 'chapter', folderId: ROOT_FOLDER_ID };
    const list = () =>
      unwrap(sdk.communities.GET('/communities/api/get-all-media-files/{communityId}/{page}/{size}', { params: { path: { communityId: HARBOR_CITY, page: 0, size: 1000 } } })).then(
        (answer) => answer.filesAndMediaList,
      );
    // As on the files screen: the folder's names (already listed there) are the duplicates to refuse.
    // Resolves at the last block's answer, the time the sandbox has added the file to the folder.
    const upload = async (file, existingNames) => {
      const files = [file];
      const limits = { ...FILES_AND_MEDIA_LIMITS, existingNames };
      const outcome = await uploadFiles(files, filesAndMediaTransport(sdk, target, files), { limits });
      if (outcome.status !== 'done') throw new Error(`the upload ended ${outcome.status}: ${String(outcome.problems?.[0]?.message ?? outcome.error ?? '')}`);
      return outcome.blocks.length;
    };
    const checkListed = async (file) => {
      const listed = (await list()).find((item) => item.name === file.name);
      if (listed?.fileSize !== file.size) throw new Error(`the sandbox does not list ${file.name} with ${file.size} bytes`);
    };
    // Warm-up: validators compiled, connections open.
    const warmUp = generatedVideo('bench-warm-up.mp4', 1024 * 1024);
    await upload(warmUp, []);
    await checkListed(warmUp);
    const video = generatedVideo('bench-upload.mp4', bytes);
    const existingNames = (await list()).map((item) => item.name);
    const before = await link.carried();
    const started = performance.now();
    const blocks = await upload(video, existingNames);
    const seconds = (performance.now() - started) / 1000;
    const after = await link.carried();
    await checkListed(video);
    await link.close();
    isClosed = true;
    const violations = await sandbox.close();
    if (violations > 0) throw new Error(`the sandbox recorded ${violations} contract violation(s) during the upload bench`);
    const mbps = (bytes * 8) / seconds / 1e6;
    // No stretch of T seconds carries more than rate x T + burst: the ratio's ceiling.
    const ratioBound = 1 + LINK_BURST_BYTES / ((linkMbps * 1e6) / 8) / seconds;
    return {
      bytes,
      blocks,
      parallel: UPLOAD_PARALLEL_BLOCKS,
      seconds,
      mbps,
      linkMbps,
      ratio: mbps / linkMbps,
      ratioBound,
      burstBytes: LINK_BURST_BYTES,
      wireBytes: after.up - before.up,
      linkIdleMs: after.idleMs - before.idleMs,
      linkStalledMs: after.stalledMs - before.stalledMs,
    };
  } finally {
    if (!isClosed) await Promise.all([link.close(), sandbox.close()]);
  }
}
