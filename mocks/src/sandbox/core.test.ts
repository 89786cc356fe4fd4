/** The sandbox core over HTTP: routing, token checks, faults, contract validation, control endpoints, snapshots. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPersonaByUsername } from '../personas.ts';
import { ANONYMOUS_PERSONA, createSandbox, defaultContracts, RESEED_AFTER_MS } from './core.ts';
import type { Violation } from './core.ts';
import { chatDomain } from './domains/chat.ts';
import type { FeedState } from './domains/feed.ts';
import { deliver } from './helpers.ts';
import { OperationIndex } from './router.ts';
import { apiClient, createLocalIssuer, startTestSandbox } from './testing.ts';
import type { ApiClient, RunningSandbox } from './testing.ts';

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const FEED = '/posts/api/post/getFollowedPostsList';
const PERMISSIONS = '/communities/api/community/GetUserPermissionsAndCommunities';

let running: RunningSandbox;
let amara: ApiClient;

beforeAll(async () => {
  running = await startTestSandbox();
  amara = await apiClient(running, 'amara.okafor');
});

afterAll(async () => {
  await running?.close();
});

beforeEach(() => {
  running.sandbox.reset();
});

const call = (path: string, init: RequestInit = {}) => fetch(`${running.url}${path}`, init);
const withKey = (headers: Record<string, string> = {}) => ({ 'Ocp-Apim-Subscription-Key': 'k', ...headers });

describe('routing', () => {
  const index = new OperationIndex(defaultContracts());

  it('prefers a literal segment over a parameter where two templates differ', () => {
    expect(index.match('DELETE', '/posts/api/featuredPost/9a000000-0000-4000-8000-000000000001/chapter')?.operation.operationId).toBe('deleteChapterFeaturedPost');
    expect(index.match('DELETE', '/posts/api/featuredPost/9a000000-0000-4000-8000-000000000001/network')?.operation.operationId).toBe('deleteFeaturedPost');
    expect(index.match('GET', '/communities/api/communities/communitiesByRegion/prospects')?.operation.operationId).toBe('getCommunitiesByRegion');
    expect(index.match('GET', `/communities/api/communities/${HARBOR_CITY}/prospects`)?.operation.operationId).toBe('getCommunityProspects');
  });

  it('extracts and decodes path parameters, and matches by method', () => {
    const match = index.match('POST', '/posts/api/like/create/abc/chapter%20one');
    expect(match?.operation.operationId).toBe('createPostLike');
    expect(match?.params).toEqual({ id: 'abc', name: 'chapter one' });
    expect(index.match('GET', '/posts/api/like/create/abc/chapter')).toBeUndefined();
    expect(index.match('GET', '/no/such/path')).toBeUndefined();
  });
});

describe('token and subscription key', () => {
  it('answers 401 without a token', async () => {
    const response = await call(FEED, { headers: withKey() });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 401, title: 'Unauthorized', detail: 'The access token is missing or has expired.' });
  });

  it('answers 401 for a token signed with another key', async () => {
    const token = await running.issuer.sign('amara.okafor', { key: await running.issuer.otherKey() });
    const response = await call(FEED, { headers: withKey({ Authorization: `Bearer ${token}` }) });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/signature/);
  });

  it('answers 401 for another audience or issuer', async () => {
    for (const bad of [{ audience: 'http://127.0.0.1:9999' }, { issuer: 'http://evil.example' }]) {
      const token = await running.issuer.sign('amara.okafor', bad);
      const response = await call(FEED, { headers: withKey({ Authorization: `Bearer ${token}` }) });
      expect(response.status).toBe(401);
    }
  });

  it('answers 401 for an expired token', async () => {
    const token = await running.issuer.sign('amara.okafor', { expiresIn: -120 });
    const response = await call(FEED, { headers: withKey({ Authorization: `Bearer ${token}` }) });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { detail: string }).detail).toBe('The access token is missing or has expired.');
  });

  it('answers 401 without the subscription key, 200 with a valid token and the key', async () => {
    const token = amara.token;
    expect((await call(FEED, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await call(FEED, { headers: withKey({ Authorization: `Bearer ${token}` }) })).status).toBe(200);
  });

  it('lets recovery calls made before sign-in through with the subscription key only', async () => {
    // Whatever answers them (a domain, or Prism: here an upstream that is down, 502), it is not the token check.
    const recovery = await call('/api/v1/authn/recovery/token', {
      method: 'POST',
      headers: withKey({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({ recoveryToken: 'abc' }),
    });
    expect(recovery.status).not.toBe(401);
    const personName = await call('/identities/api/identities/amara.okafor%40harborcity.example/recovery/personname', { headers: withKey() });
    expect(personName.status).not.toBe(401);
    const noKey = await call('/api/v1/authn/recovery/token', { method: 'POST', body: '{}' });
    expect(noKey.status).toBe(401);
  });

  it('checks tokens against a JWKS address', async () => {
    const issuer = await createLocalIssuer();
    const jwk = { ...(await exportJWK(issuer.publicKey)), kid: 'local', alg: 'RS256', use: 'sig' };
    const jwks = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const jwksUri = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
    const sandbox = createSandbox({ auth: { issuer: issuer.issuer, audience: issuer.audience, jwksUri }, snapshotPath: undefined, log: () => {} });
    const headers = { Authorization: `Bearer ${await issuer.sign('amara.okafor')}`, 'Ocp-Apim-Subscription-Key': 'k' };
    const answer = await sandbox.handle({ method: 'GET', url: PERMISSIONS, headers });
    jwks.close();
    expect(answer.passed).toBe(false);
    if (!answer.passed) expect(answer.status).toBe(200);
  });
});

describe('impersonation', () => {
  const daniel = findPersonaByUsername('daniel.okafor');

  it('acts as the impersonated member only for personas that may impersonate', async () => {
    const priya = await apiClient(running, 'priya.raman');
    const impersonated = await priya.get<{ communities: { communityId: string }[] }>(PERMISSIONS, { 'X-Impersonation-Id': daniel?.personId ?? '' });
    expect(impersonated.status).toBe(200);
    expect(impersonated.body.communities.map((c) => c.communityId)).toContain(HARBOR_CITY);

    const ignored = await amara.get<{ permissions: { userRoles: string[] } }>(PERMISSIONS, { 'X-Impersonation-Id': daniel?.personId ?? '' });
    expect(ignored.body.permissions.userRoles).toEqual(['Member']);
  });
});

describe('faults on demand', () => {
  it('answers the status of X-Mock-Status with a problem body', async () => {
    const answer = await amara.get(FEED, { 'X-Mock-Status': '503' });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ status: 503, title: 'Service Unavailable' });
  });

  it('takes the query form __status and leaves the store alone', async () => {
    const before = JSON.stringify(running.sandbox.store);
    const answer = await amara.post(`/posts/api/post/create/chapter?__status=500`, { body: 'never stored', communityId: HARBOR_CITY });
    expect(answer.status).toBe(500);
    expect(JSON.stringify(running.sandbox.store)).toBe(before);
  });

  it('delays by X-Mock-Delay or __delay, then answers normally', async () => {
    for (const [path, headers] of [
      [FEED, { 'X-Mock-Delay': '150' }],
      [`${FEED}?__delay=150&takeSize=1`, {}],
    ] as const) {
      const started = Date.now();
      const answer = await amara.get<unknown[]>(path, headers);
      expect(answer.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    }
  });

  it('sends X-Mock-Retry-After or __retryAfter as the Retry-After of the fault, in seconds or as an HTTP date', async () => {
    const date = 'Wed, 21 Oct 2037 07:28:00 GMT';
    expect((await amara.get(FEED, { 'X-Mock-Status': '503', 'X-Mock-Retry-After': '2' })).headers.get('retry-after')).toBe('2');
    const byQuery = await amara.get(`${FEED}?__status=429&__retryAfter=${encodeURIComponent(date)}`);
    expect([byQuery.status, byQuery.headers.get('retry-after')]).toEqual([429, date]);
    expect((await amara.get(FEED, { 'X-Mock-Status': '503', 'X-Mock-Retry-After': 'later' })).status).toBe(400);
  });

  it('refuses a fault value that is not a status or a delay', async () => {
    expect((await amara.get(FEED, { 'X-Mock-Status': '200' })).status).toBe(400);
    expect((await amara.get(FEED, { 'X-Mock-Delay': 'soon' })).status).toBe(400);
  });

  it('applies faults to calls that go on to Prism too', async () => {
    expect((await amara.get('/api/featureFlags', { 'X-Mock-Status': '418' })).status).toBe(418);
  });
});

describe('contract validation of requests', () => {
  it('answers 422 with the errors by field and changes nothing', async () => {
    const before = JSON.stringify(running.sandbox.store);
    const answer = await amara.post<{ status: number; errors: Record<string, string[]> }>('/posts/api/post/create/chapter', {
      title: 7,
      communityId: 'not-a-guid',
      postImage: Array.from({ length: 7 }, (_, i) => ({ pendingBlobStoragePath: `p/${i}`, name: `${i}.png` })),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      body: ['is required'],
      title: ['must be string'],
      communityId: ['must match format "uuid"'],
      postImage: ['must NOT have more than 6 items'],
    });
    expect(JSON.stringify(running.sandbox.store)).toBe(before);
  });

  it('answers 422 for bad query and path parameters', async () => {
    const query = await amara.get<{ errors: Record<string, string[]> }>(`${FEED}?takeSize=0&skipNumber=abc`);
    expect(query.status).toBe(422);
    expect(Object.keys(query.body.errors).sort()).toEqual(['skipNumber', 'takeSize']);
    const path = await amara.get<{ errors: Record<string, string[]> }>('/posts/api/post/list/by-community/harbor/chapter');
    expect(path.status).toBe(422);
    expect(path.body.errors.id).toEqual(['must match format "uuid"']);
  });

  it('answers 422 for a text part where the contract names a file (format binary), before any permission check', async () => {
    const form = new FormData();
    form.set('title', 'Harbor City regatta');
    form.set('recordTypeName', 'Warning');
    form.set('files', '{}');
    const answer = await call('/communities/api/saveChapterStudioAnnouncement', { method: 'POST', headers: withKey({ Authorization: `Bearer ${amara.token}` }), body: form });
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({ files: ['must be a file'] });
  });

  it('answers 422 for a JSON-encoded part that is JSON of the wrong type (no coercion of JSON)', async () => {
    const form = new FormData();
    form.set('title', 'Harbor City regatta');
    form.set('recordTypeName', 'Warning');
    form.set('sponsorRegionsList', new Blob(['null'], { type: 'application/json' }));
    const answer = await call('/communities/api/saveChapterStudioAnnouncement', { method: 'POST', headers: withKey({ Authorization: `Bearer ${amara.token}` }), body: form });
    expect(answer.status).toBe(422);
    expect(Object.keys(((await answer.json()) as { errors: Record<string, string[]> }).errors)).toContain('sponsorRegionsList');
  });

  it('answers 400 for a body that is not JSON, 422 for a missing body', async () => {
    expect((await amara.post('/posts/api/post/create/chapter', '{"body": ')).status).toBe(400);
    const missing = await amara.post<{ errors: Record<string, string[]> }>('/posts/api/post/create/chapter');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ body: ['is required'] });
  });
});

describe('downloads', () => {
  const DOWNLOAD = '/posts/api/post/postFileDownload';

  it('name any file in a valid Content-Disposition: ASCII in filename, the exact name in filename*', async () => {
    const plain = await amara.post(DOWNLOAD, { url: 'https://media.example/posts/agenda.pdf', fileName: 'agenda.pdf' });
    expect(plain.headers.get('content-disposition')).toBe('attachment; filename="agenda.pdf"');
    const odd = await amara.post(DOWNLOAD, { url: 'https://media.example/x', fileName: 'Résumé "Q4"\u0007\ud83d.pdf' });
    expect(odd.status).toBe(200);
    expect(odd.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _Q4___.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22Q4%22%07%EF%BF%BD.pdf`,
    );
  });

  it('name the file after the last segment of its address, escapes decoded where they are valid', async () => {
    const disposition = async (url: string) => (await amara.post(DOWNLOAD, { url })).headers.get('content-disposition');
    expect(await disposition('https://media.example/posts/summit%20agenda.pdf')).toBe('attachment; filename="summit agenda.pdf"');
    expect(await disposition('https://media.example/posts/a%e9.pdf')).toBe('attachment; filename="a%e9.pdf"');
    expect(await disposition('https://media.example/')).toBe('attachment; filename="file"');
  });
});

describe('answers that do not match the contract', () => {
  it('are refused with 500 and recorded, and the store keeps what it had', async () => {
    const issuer = await createLocalIssuer();
    const broken = createSandbox({
      auth: { issuer: issuer.issuer, audience: issuer.audience, key: issuer.publicKey },
      snapshotPath: undefined,
      log: () => {},
      domains: [{ name: 'broken', seed: (store) => void (store.count = 1), handlers: { getFeatureFlags: () => ({ status: 200, body: { conciergeChat: 'yes' } }) } }],
    });
    const headers = { Authorization: `Bearer ${await issuer.sign('amara.okafor')}`, 'Ocp-Apim-Subscription-Key': 'k' };
    const answer = await broken.handle({ method: 'GET', url: '/api/featureFlags', headers });
    expect(answer).toMatchObject({ passed: false, status: 500 });
    if (!answer.passed) expect((answer.body as { detail: string }).detail).toMatch(/conciergeChat must be boolean/);
    expect(broken.violations).toHaveLength(1);
    expect(broken.violations[0]).toMatchObject({ kind: 'response', operationId: 'getFeatureFlags', status: 200 });
    expect(broken.store.count).toBe(1);
  });

  it('passes operations no domain implements on to Prism (the examples)', async () => {
    // Every operation has a domain now: a sandbox with the chat domain alone passes the others on.
    const issuer = await createLocalIssuer();
    const chatOnly = createSandbox({
      auth: { issuer: issuer.issuer, audience: issuer.audience, key: issuer.publicKey },
      snapshotPath: undefined,
      log: () => {},
      domains: [chatDomain],
    });
    const answer = await chatOnly.handle({
      method: 'GET',
      url: '/api/featureFlags?__delay=0',
      headers: { Authorization: `Bearer ${await issuer.sign('amara.okafor')}`, 'Ocp-Apim-Subscription-Key': 'k' },
    });
    expect(answer).toEqual({ passed: true, url: '/api/featureFlags' });
  });
});

describe('control endpoints', () => {
  it('lists violations, resets the store and names the implemented operations', async () => {
    const violations = await call('/__sandbox/violations');
    expect(violations.status).toBe(200);
    expect(await violations.json()).toEqual([]);

    await amara.post('/posts/api/post/create/chapter', { body: 'Before the reset', communityId: HARBOR_CITY });
    const posts = () => Object.keys((running.sandbox.store.feed as FeedState).posts).length;
    const grown = posts();
    const reset = await call('/__sandbox/reset', { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(posts()).toBe(grown - 1);

    const operations = (await (await call('/__sandbox/operations')).json()) as { implemented: string[]; prism: string[] };
    expect(operations.implemented).toContain('getFollowedPostsList');
    expect(operations.implemented).toEqual(expect.arrayContaining(['getFeatureFlags', 'getOpenResourcesUrls', 'savePersonTermsAndConditions', 'getPersonRenewalStatus']));
    expect(operations.implemented).toContain('getFeedbackQuestions');
    // The messenger's chat users come from the network's members (domains/chat.ts): Prism answers nothing.
    expect(operations.implemented).toContain('getChatUsers');
    expect(operations.prism).toEqual([]);
  });

  it('a reset soon after a seeding copies that seeded world; one after RESEED_AFTER_MS seeds it anew around the moment', () => {
    const sandbox = createSandbox({ snapshotPath: undefined, log: () => {}, auth: async () => ({ ok: false, status: 401, detail: 'none' }) as never });
    const seededAt = () => (sandbox.store.__sandbox as { seededAt: number }).seededAt;
    const started = Date.now();
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: started });
      sandbox.reset();
      const first = seededAt();
      (sandbox.store.feed as FeedState).posts = {};
      vi.setSystemTime(started + RESEED_AFTER_MS - 1_000);
      sandbox.reset();
      // The copy: the same seeded moment, and nothing of what was changed before the reset.
      expect(seededAt()).toBe(first);
      expect(Object.keys((sandbox.store.feed as FeedState).posts).length).toBeGreaterThan(100);
      vi.setSystemTime(started + RESEED_AFTER_MS + 1_000);
      sandbox.reset();
      expect(seededAt()).toBe(started + RESEED_AFTER_MS + 1_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists what the sandbox sent in the outbox, newest first, filtered by recipient', async () => {
    await call('/__sandbox/reset', { method: 'POST' });
    expect(await (await call('/__sandbox/outbox')).json()).toEqual([]);
    const store = running.sandbox.store;
    deliver(store, { channel: 'sms', to: '15550100101', text: 'Your reset code is 482913.', code: '482913' });
    deliver(store, { channel: 'email', to: 'amara.okafor@harborcity.example', text: 'Your activation code is 007311.', code: '007311' });
    deliver(store, { channel: 'sms', to: '5550100102', text: 'Your activation code is 551200.', code: '551200' });
    const all = (await (await call('/__sandbox/outbox')).json()) as { to: string; code: string; channel: string; at: string; id: string }[];
    expect(all.map((m) => m.code)).toEqual(['551200', '007311', '482913']);
    expect(all[0]).toMatchObject({ channel: 'sms', to: '5550100102', text: 'Your activation code is 551200.' });
    // A phone number with or without its country code, an email in any case.
    expect(((await (await call('/__sandbox/outbox?to=5550100101')).json()) as { code: string }[]).map((m) => m.code)).toEqual(['482913']);
    expect(((await (await call('/__sandbox/outbox?to=Amara.Okafor@HarborCity.example')).json()) as { code: string }[]).map((m) => m.code)).toEqual(['007311']);
    expect(await (await call('/__sandbox/outbox?to=nobody@example.com')).json()).toEqual([]);
    await call('/__sandbox/reset', { method: 'POST' });
    expect(await (await call('/__sandbox/outbox')).json()).toEqual([]);
  });
});

describe('snapshots', () => {
  it('keep the store across restarts, and an unreadable file is set aside', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-snapshot-'));
    const path = join(dir, 'store.json');
    const issuer = await createLocalIssuer();
    const auth = { issuer: issuer.issuer, audience: issuer.audience, key: issuer.publicKey };
    const headers = { Authorization: `Bearer ${await issuer.sign('amara.okafor')}`, 'Ocp-Apim-Subscription-Key': 'k', 'content-type': 'application/json' };

    const first = createSandbox({ auth, snapshotPath: path, log: () => {} });
    const created = await first.handle({ method: 'POST', url: '/posts/api/post/create/chapter', headers, body: { body: 'Kept across restarts', communityId: HARBOR_CITY } });
    expect(created).toMatchObject({ passed: false, status: 200 });
    await first.close();
    const id = !created.passed ? (created.body as { id: string }).id : '';

    const second = createSandbox({ auth, snapshotPath: path, log: () => {} });
    expect((second.store.feed as FeedState).posts[id]?.body).toBe('Kept across restarts');

    writeFileSync(path, '{ not json');
    const third = createSandbox({ auth, snapshotPath: path, log: () => {} });
    expect((third.store.feed as FeedState).posts[id]).toBeUndefined();
    expect(readdirSync(dir).some((name) => name.startsWith('store.json.unreadable-'))).toBe(true);
    await third.close();
    expect(JSON.parse(readFileSync(path, 'utf8')).__sandbox.version).toBe(1);
  });
});

describe('anonymous caller', () => {
  it('has no communities and no access', () => {
    expect(ANONYMOUS_PERSONA.permissionsResult.communities).toEqual([]);
    expect(ANONYMOUS_PERSONA.permissionsResult.permissions.hasConnectAccess).toBe(false);
  });
});

afterAll(() => {
  // Every answer of these tests matched the contract.
  const violations: readonly Violation[] = running?.sandbox.violations ?? [];
  expect(violations).toEqual([]);
});
