import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { communities } from '@ypo/msw';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { problem, server, testSdk, startMockServer } from '../testing/mock-server';
import { SdkProvider } from './sdk-context';
import { usePermissions } from './use-permissions';

const result = {
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
  communities: [
    { communityId: 'c1', name: 'Harbor City Chapter', communityType: 'chapter' as const, roles: ['Member'] },
    { communityId: 'h', name: 'Home', communityType: 'home' as const, roles: [] },
  ],
};

function Probe() {
  const { communities, mainMenu, error, isLoading } = usePermissions();
  if (isLoading) return <p>loading</p>;
  if (error) return <p role="alert" data-message={error.message}>{error.code}</p>;
  return (
    <ul aria-label={`menu ${mainMenu.map((s) => s.type).join(',')}`}>
      {communities.map((c) => (
        <li key={c.communityId}>{c.name}</li>
      ))}
    </ul>
  );
}

const PERMISSIONS = '*/communities/api/community/GetUserPermissionsAndCommunities';

function renderWith(handler: RequestHandler) {
  server.use(handler);
  const sdk = testSdk({ getAccessToken: () => 't' });
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <SdkProvider sdk={sdk}>
        <Probe />
      </SdkProvider>
    </SWRConfig>,
  );
}

startMockServer();
afterEach(cleanup);

describe('usePermissions', () => {
  it('loads the permissions result and lists communities in order', async () => {
    renderWith(communities.getGetUserPermissionsAndCommunitiesMockHandler(result));
    const list = await screen.findByRole('list');
    expect(list.getAttribute('aria-label')).toBe('menu home,chapter');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home', 'Harbor City Chapter']);
  });

  it('reports a failed load as an error with a stable code', async () => {
    renderWith(problem('get', PERMISSIONS, 500, 'Internal Server Error'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('server'));
  });

  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a 204', () => new HttpResponse(null, { status: 204 })],
    ['JSON null', () => HttpResponse.json(null)],
    ['an object without permissions', () => HttpResponse.json({})],
    ['permissions without communities', () => HttpResponse.json({ permissions: { hasConnectAccess: true } })],
  ])('fails with the connection text on %s instead of loading forever', async (_, answer) => {
    renderWith(http.get(PERMISSIONS, answer));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.getByRole('alert').dataset['message']).toBe('Unable to connect to the serve');
  });

  it('reports an unreachable server as a network error', async () => {
    renderWith(http.get(PERMISSIONS, () => HttpResponse.error()));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('connection'));
  });
});
