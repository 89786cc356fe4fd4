import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { acceptByOperation } from './generated/accept.ts';
import { createSdk, IMPERSONATION_HEADER, SUBSCRIPTION_KEY_HEADER, type Problem } from './index.ts';

const permissions = {
  permissions: {
    isProspect: false,
    isPendingResignation: false,
    hasConnectAccess: true,
    isNonMemberSpeaker: false,
    canImpersonate: false,
    userRoles: ['Member'],
    canViewChapterStudioPage: false,
    canManageChapterStudio: false,
    isChaptersAndRegionsTeamMember: false,
    isYngMember: false,
  },
  communities: [],
};

function recordingFetch(status = 200, body: unknown = permissions) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch, requests };
}

describe('createSdk', () => {
  it('sends the bearer token and subscription key on every service', async () => {
    const { fetch, requests } = recordingFetch();
    const sdk = createSdk({ baseUrl: 'http://gw.test/', getAccessToken: () => 'tok-1', subscriptionKey: 'key-1', fetch });
    await sdk.communities.GET('/communities/api/community/GetUserPermissionsAndCommunities');
    await sdk.api.GET('/api/featureFlags');
    expect(requests.map((r) => r.url)).toEqual([
      'http://gw.test/communities/api/community/GetUserPermissionsAndCommunities',
      'http://gw.test/api/featureFlags',
    ]);
    for (const request of requests) {
      expect(request.headers.get('Authorization')).toBe('Bearer tok-1');
      expect(request.headers.get(SUBSCRIPTION_KEY_HEADER)).toBe('key-1');
      expect(request.headers.has(IMPERSONATION_HEADER)).toBe(false);
    }
  });

  it('asks for JSON on every call whose success is JSON, whatever the method', async () => {
    const { fetch, requests } = recordingFetch();
    const sdk = createSdk({ baseUrl: 'http://gw.test', fetch });
    await sdk.communities.GET('/communities/api/community/GetUserPermissionsAndCommunities');
    await sdk.api.GET('/api/featureFlags');
    await sdk.assistpage.DELETE('/assistpage/api/assist/delete-tour-video/{id}', { params: { path: { id: 'v1' } } });
    expect(requests.map((r) => r.headers.get('Accept'))).toEqual(['application/json', 'application/json', 'application/json']);
  });

  it("asks a download for its contract's media types, and JSON for its problem body", async () => {
    const { fetch, requests } = recordingFetch();
    const sdk = createSdk({ baseUrl: 'http://gw.test', fetch });
    await sdk.assistpage.POST('/assistpage/api/assist/download-tour-video/{id}', { params: { path: { id: 'v1' } }, parseAs: 'blob' });
    await sdk.profiles.GET('/profiles/api/managecontact/{id}', { params: { path: { id: 'm1' } }, parseAs: 'blob' });
    expect(requests.map((r) => r.headers.get('Accept'))).toEqual(['application/octet-stream, application/json;q=0.9', 'text/vcard, application/json;q=0.9']);
  });

  it('asks a download the contract answers with JSON for JSON', async () => {
    const { fetch, requests } = recordingFetch();
    const sdk = createSdk({ baseUrl: 'http://gw.test', fetch });
    await sdk.api.GET('/api/featureFlags', { parseAs: 'blob' });
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('lists only the operations whose success is not JSON alone, from the contracts', () => {
    expect(acceptByOperation['POST /assistpage/api/assist/download-tour-video/{id}']).toBe('application/octet-stream');
    expect(acceptByOperation['GET /communities/api/community/GetUserPermissionsAndCommunities']).toBeUndefined();
    expect(Object.values(acceptByOperation).every((types) => types !== 'application/json')).toBe(true);
  });

  it("keeps an Accept the caller sets", async () => {
    const { fetch, requests } = recordingFetch();
    const sdk = createSdk({ baseUrl: 'http://gw.test', fetch });
    await sdk.api.GET('/api/featureFlags', { headers: { Accept: 'text/plain' } });
    expect(requests[0]?.headers.get('Accept')).toBe('text/plain');
  });

  it('awaits the token provider before each call, so a session can refresh first', async () => {
    const { fetch, requests } = recordingFetch();
    let n = 0;
    const sdk = createSdk({
      baseUrl: 'http://gw.test',
      getAccessToken: async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return `tok-${++n}`;
      },
      fetch,
    });
    await sdk.api.GET('/api/featureFlags');
    await sdk.api.GET('/api/featureFlags');
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('sends the impersonation header only while one is set', async () => {
    const { fetch, requests } = recordingFetch();
    let impersonated: string | undefined = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
    const sdk = createSdk({ baseUrl: 'http://gw.test', getImpersonationId: () => impersonated, fetch });
    await sdk.api.GET('/api/featureFlags');
    impersonated = undefined;
    await sdk.api.GET('/api/featureFlags');
    expect(requests[0]?.headers.get(IMPERSONATION_HEADER)).toBe('5d1f6a2e-3c4b-4f7a-9e21-0a0000000002');
    expect(requests[1]?.headers.has(IMPERSONATION_HEADER)).toBe(false);
    expect(requests[1]?.headers.has('Authorization')).toBe(false);
  });

  it('returns errors as values instead of throwing on an HTTP status', async () => {
    const problem = { type: 'about:blank', title: 'Internal Server Error', status: 500 };
    const { fetch } = recordingFetch(500, problem);
    const sdk = createSdk({ baseUrl: 'http://gw.test', fetch });
    const result = await sdk.profiles.GET('/profiles/api/persons/{id}', {
      params: { path: { id: '00000000-0000-0000-0000-000000000000' } },
    });
    expect(result.data).toBeUndefined();
    expect(result).toMatchObject({ ok: false, status: 500, error: problem });
    expect(result.response?.status).toBe(500);
  });

  it('routes a service to its own origin when one is given', async () => {
    const { fetch, requests } = recordingFetch();
    const sdk = createSdk({ baseUrl: 'http://gw.test', baseUrls: { api: 'http://flags.test' }, fetch });
    await sdk.api.GET('/api/featureFlags');
    expect(requests[0]?.url).toBe('http://flags.test/api/featureFlags');
  });

  it('hands a binary download over as a Blob with its type and bytes when asked with parseAs blob', async () => {
    const spreadsheet = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    const requests: Request[] = [];
    const fetch = vi.fn(async (request: Request) => {
      requests.push(request);
      return new Response(bytes, { status: 200, headers: { 'Content-Type': spreadsheet } });
    });
    const sdk = createSdk({ baseUrl: 'http://gw.test', fetch });
    const { data, error } = await sdk.events.GET('/events/api/downloadEventAttendees/{id}', {
      params: { path: { id: 'e0000000-0000-4000-8000-000000000001' } },
      parseAs: 'blob',
    });
    expectTypeOf(data).toEqualTypeOf<Blob | undefined>();
    expect(error).toBeUndefined();
    expect(data).toBeInstanceOf(Blob);
    expect(data?.type).toBe(spreadsheet);
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(bytes);
    expect(requests[0]?.url).toBe('http://gw.test/events/api/downloadEventAttendees/e0000000-0000-4000-8000-000000000001');
  });

  it('returns a 422 problem as a typed error with the messages per field, without throwing', async () => {
    const problem: Problem = {
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'The request does not match the contract.',
      errors: { email: ['Please enter valid email address'] },
    };
    const { fetch } = recordingFetch(422, problem);
    const sdk = createSdk({ baseUrl: 'http://gw.test', fetch });
    const result = await sdk.chat.POST('/chat/api/chat/get-chat-users', { body: { userIds: ['not-a-person'] } });
    expect(result.data).toBeUndefined();
    expect(result.status).toBe(422);
    if (result.status !== 422) return;
    expectTypeOf(result.error).toEqualTypeOf<Problem>();
    expect(result.response.status).toBe(422);
    expect(result.error).toEqual(problem);
    expect(result.error.errors?.email).toEqual(['Please enter valid email address']);
  });
});
