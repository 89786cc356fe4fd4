import { describe, expect, it, vi } from 'vitest';
import { createSdk, IMPERSONATION_HEADER, SUBSCRIPTION_KEY_HEADER } from './index';

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
    expect(result.error).toEqual(problem);
    expect(result.response.status).toBe(500);
  });

  it('routes a service to its own origin when one is given', async () => {
    const { fetch, requests } = recordingFetch();
    const sdk = createSdk({ baseUrl: 'http://gw.test', baseUrls: { api: 'http://flags.test' }, fetch });
    await sdk.api.GET('/api/featureFlags');
    expect(requests[0]?.url).toBe('http://flags.test/api/featureFlags');
  });
});
