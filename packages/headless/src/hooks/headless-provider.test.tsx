import { cleanup, render, screen, waitFor, act, within } from '@testing-library/react';
import { communities } from '@ypo/msw';
import { atom, createStore, Provider as JotaiProvider, useAtom } from 'jotai';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { SWRConfig, type Middleware } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, server, testSdk, startMockServer } from '../testing/mock-server';
import { HeadlessProvider, useResetAllState } from './headless-provider';
import { PERMISSIONS_KEY, usePermissions } from './use-permissions';
import { useSnackbar } from './use-snackbar';

startMockServer();
afterEach(cleanup);

const impersonationAtom = atom<string | null>(null);
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
  communities: [{ communityId: 'c1', name: 'Harbor City Chapter', communityType: 'chapter' as const, roles: ['Member'] }],
};

let reset: () => Promise<void> = async () => {};
function Probe({ isEnabled }: { isEnabled: boolean }) {
  const { communities } = usePermissions({ isEnabled });
  const [impersonated, setImpersonated] = useAtom(impersonationAtom);
  reset = useResetAllState();
  return (
    <div>
      <p data-testid="communities">{communities.map((c) => c.name).join(',') || 'none'}</p>
      <p data-testid="atom">{impersonated ?? 'unset'}</p>
      <button onClick={() => setImpersonated('p-2')}>impersonate</button>
    </div>
  );
}

describe('HeadlessProvider', () => {
  it('resets the SWR cache and every atom in one call', async () => {
    const requests = recordRequests();
    server.use(communities.getGetUserPermissionsAndCommunitiesMockHandler(result));
    const sdk = testSdk();
    const swr = { provider: () => new Map() };
    render(
      <HeadlessProvider sdk={sdk} swr={swr}>
        <Probe isEnabled />
      </HeadlessProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('communities').textContent).toBe('Harbor City Chapter'));
    act(() => screen.getByRole('button').click());
    expect(screen.getByTestId('atom').textContent).toBe('p-2');

    await act(() => reset());
    expect(screen.getByTestId('communities').textContent).toBe('none');
    expect(screen.getByTestId('atom').textContent).toBe('unset');
    expect(requests).toHaveLength(1);
  });
});

/** The permissions result of a member whose one community is `name`. */
const permissionsWith = (name: string) => ({ ...result, communities: [{ communityId: name, name, communityType: 'chapter' as const, roles: ['Member'] }] });

let resets: Record<string, () => Promise<void>> = {};
function Member({ label }: { label: string }) {
  const { communities, error } = usePermissions();
  const { snackbars, show } = useSnackbar();
  const [impersonated, setImpersonated] = useAtom(impersonationAtom);
  resets[label] = useResetAllState();
  return (
    <section aria-label={label}>
      <p data-testid="communities">{error ? `error: ${error.message}` : communities.map((c) => c.name).join(',') || 'none'}</p>
      <p data-testid="atom">{impersonated ?? 'unset'}</p>
      <p data-testid="snackbars">{snackbars.map((s) => s.message).join(',') || 'none'}</p>
      <button onClick={() => setImpersonated(`${label}-impersonates`)}>impersonate</button>
      <button onClick={() => show(`${label} saved`)}>notify</button>
    </section>
  );
}
const within_ = (label: string) => within(screen.getByRole('region', { name: label }));
const textOf = (label: string, testId: string) => within_(label).getByTestId(testId).textContent;

describe('HeadlessProvider isolation when embedded', () => {
  afterEach(() => {
    resets = {};
  });

  it("ignores the host app's SWRConfig: suspense, isPaused, a global fetcher, middleware and fallback data", async () => {
    const requests = recordRequests();
    server.use(communities.getGetUserPermissionsAndCommunitiesMockHandler(permissionsWith('From our SDK')));
    const hostFetcher = vi.fn(async () => permissionsWith('From the host fetcher'));
    const hostMiddlewareRan = vi.fn();
    const hostMiddleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
      hostMiddlewareRan(key);
      return useSWRNext(key, fetcher, config);
    };
    render(
      <SWRConfig
        value={{
          suspense: true,
          isPaused: () => true,
          fetcher: hostFetcher,
          use: [hostMiddleware],
          fallback: { [PERMISSIONS_KEY]: permissionsWith('From the host fallback') },
          provider: () => new Map(),
        }}
      >
        <Suspense fallback={<p>host suspended</p>}>
          <HeadlessProvider sdk={testSdk()}>
            <Member label="embedded" />
          </HeadlessProvider>
        </Suspense>
      </SWRConfig>,
    );
    expect(screen.queryByText('host suspended')).toBeNull();
    await waitFor(() => expect(textOf('embedded', 'communities')).toBe('From our SDK'));
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/communities/api/community/GetUserPermissionsAndCommunities']);
    expect(hostFetcher).not.toHaveBeenCalled();
    expect(hostMiddlewareRan).not.toHaveBeenCalled();
  });

  it("keeps its atoms out of the host's jotai store, and the host's out of its own", async () => {
    const hostStore = createStore();
    hostStore.set(impersonationAtom, 'host-value');
    render(
      <JotaiProvider store={hostStore}>
        <HeadlessProvider sdk={testSdk()}>
          <Member label="embedded" />
        </HeadlessProvider>
      </JotaiProvider>,
    );
    expect(textOf('embedded', 'atom')).toBe('unset');
    act(() => within_('embedded').getByRole('button', { name: 'impersonate' }).click());
    expect(textOf('embedded', 'atom')).toBe('embedded-impersonates');
    expect(hostStore.get(impersonationAtom)).toBe('host-value');
    await waitFor(() => expect(textOf('embedded', 'communities')).not.toBe('none'));
  });

  it('two providers for two gateways on one page show their own data and share no cache or atoms', async () => {
    server.use(
      http.get('*/communities/api/community/GetUserPermissionsAndCommunities', ({ request }) =>
        HttpResponse.json(permissionsWith(new URL(request.url).host === 'gw-a.test' ? 'Gateway A Chapter' : 'Gateway B Chapter')),
      ),
    );
    render(
      <>
        <HeadlessProvider sdk={testSdk({ baseUrl: 'http://gw-a.test' })}>
          <Member label="a" />
        </HeadlessProvider>
        <HeadlessProvider sdk={testSdk({ baseUrl: 'http://gw-b.test' })}>
          <Member label="b" />
        </HeadlessProvider>
      </>,
    );
    await waitFor(() => expect(textOf('a', 'communities')).toBe('Gateway A Chapter'));
    await waitFor(() => expect(textOf('b', 'communities')).toBe('Gateway B Chapter'));

    act(() => within_('a').getByRole('button', { name: 'impersonate' }).click());
    act(() => within_('a').getByRole('button', { name: 'notify' }).click());
    expect(textOf('a', 'atom')).toBe('a-impersonates');
    expect(textOf('a', 'snackbars')).toBe('a saved');
    expect(textOf('b', 'atom')).toBe('unset');
    expect(textOf('b', 'snackbars')).toBe('none');

    await act(() => resets.a!());
    expect(textOf('a', 'communities')).toBe('none');
    expect(textOf('a', 'atom')).toBe('unset');
    expect(textOf('b', 'communities')).toBe('Gateway B Chapter');
  });

  it('two providers for two members on one SDK each load their own answer: neither cancels nor reads the other', async () => {
    const requests = recordRequests();
    let signedIn = 'first';
    server.use(
      http.get('*/communities/api/community/GetUserPermissionsAndCommunities', async () => {
        const member = signedIn;
        signedIn = 'second';
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json(permissionsWith(`Chapter of the ${member} member`));
      }),
    );
    const sdk = testSdk();
    render(
      <>
        <HeadlessProvider sdk={sdk}>
          <Member label="first" />
        </HeadlessProvider>
        <HeadlessProvider sdk={sdk}>
          <Member label="second" />
        </HeadlessProvider>
      </>,
    );
    await waitFor(() => expect(textOf('first', 'communities')).toBe('Chapter of the first member'));
    await waitFor(() => expect(textOf('second', 'communities')).toBe('Chapter of the second member'));
    expect(requests).toHaveLength(2);
    expect(requests.every((request) => !request.signal.aborted)).toBe(true);
  });
});
