import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetPersonMockHandler, getGetPersonResponseMock } from './generated/profiles/profiles.msw';
import { problem } from './index';
import { installMockServer, recordRequests, setupMockServer } from './node';

const server = setupMockServer();
installMockServer(server, { beforeAll, beforeEach, afterEach, afterAll });

const PERSON = 'http://127.0.0.1:4010/profiles/api/persons/5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

describe('@ypo/msw/node', () => {
  it('answers from the generated handlers, seeded per test', async () => {
    const first = await (await fetch(PERSON)).json();
    expect(first).toMatchObject({ personId: expect.any(String), email: expect.stringContaining('@') });
  });

  it('lets a test override one operation, and records what was sent', async () => {
    const requests = recordRequests(server);
    server.use(getGetPersonMockHandler(getGetPersonResponseMock({ preferredName: 'Amara' })));
    expect(await (await fetch(PERSON, { headers: { Authorization: 'Bearer t' } })).json()).toMatchObject({ preferredName: 'Amara' });
    expect(requests.map((r) => [r.method, new URL(r.url).pathname, r.headers.get('Authorization')])).toEqual([
      ['GET', '/profiles/api/persons/5d1f6a2e-3c4b-4f7a-9e21-0a0000000001', 'Bearer t'],
    ]);
  });

  it('answers a problem with its status', async () => {
    server.use(problem('get', '*/profiles/api/persons/:id', 404, 'Not Found', { detail: 'No such person.' }));
    const response = await fetch(PERSON);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ title: 'Not Found', status: 404, detail: 'No such person.' });
  });

  it('drops the overrides of the previous test', async () => {
    expect((await fetch(PERSON)).status).toBe(200);
  });
});
