import { cleanup, render, screen, waitFor, act } from '@testing-library/react';
import { communities } from '@ypo/msw';
import { atom, useAtom } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRequests, server, testSdk, startMockServer } from '../testing/mock-server';
import { HeadlessProvider, useResetAllState } from './headless-provider';
import { usePermissions } from './use-permissions';

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
