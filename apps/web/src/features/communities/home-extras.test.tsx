import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterLinks, createAppHarness, permissionsOf, startMockServer, userOf } from '../../testing/app-harness';
import { ExploreLinks } from './home-extras';

startMockServer();
afterEach(cleanup);

const ESPERANZA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000005';
const PRP_ROLE = '/waiver/api/waivers/get-prp-role';
const REGIONAL_LIST = '/waiver/api/waivers/get-requests/regionalMemberOfficer';
const forbidden = () => Response.json({ title: 'Forbidden', status: 403 }, { status: 403 });

function renderExplore(answers: Record<string, () => Response>) {
  const { Providers } = createAppHarness({ user: userOf(ESPERANZA, 'Esperanza Ruiz'), answers });
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <RouterLinks>
        <Providers>
          <ExploreLinks />
        </Providers>
      </RouterLinks>
    </MemoryRouter>,
  );
}

const hrefOf = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');

describe('ExploreLinks (/home, issue 28: every screen reachable by links)', () => {
  it('links every member to the directories, events, speakers, resources, help and version', async () => {
    renderExplore({
      '/communities/api/community/GetUserPermissionsAndCommunities': () => Response.json(permissionsOf()),
      [PRP_ROLE]: () => Response.json({ isMember: false, isAdmin: false, isActive: false }),
      [REGIONAL_LIST]: forbidden,
    });
    const explore = await screen.findByRole('navigation', { name: 'Explore' });
    expect(within(explore).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/events',
      '/memberDirectoryPage',
      '/communityDirectoryPage',
      '/contentDirectoryPage',
      '/memberConnections',
      '/allNetworksPage',
      '/speakerPage/speakerDirectory',
      '/speakerPage/searchSpeakers?speakersWhoAre=IsCFFSpeaker',
      '/resources',
      '/assistPage',
      '/version',
    ]);
    // No role: no tools, whatever the refused calls said.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Your tools' })).toBeNull();
  });

  it("offers a person's tools only by what the server answers: Chapter Studio, the panel's lists, the regional waivers", async () => {
    renderExplore({
      '/communities/api/community/GetUserPermissionsAndCommunities': () => Response.json(permissionsOf({ canViewChapterStudioPage: true })),
      [PRP_ROLE]: () => Response.json({ isMember: true, isAdmin: true, isActive: true }),
      [REGIONAL_LIST]: () => Response.json([]),
    });
    expect(await hrefOf('Regional waivers')).toBe('/regionalWaiver');
    expect(await hrefOf('Chapter Studio')).toBe('/chapterStudio');
    expect(await hrefOf('Peer Review Panel')).toBe('/peerReviewPanel');
    expect(await hrefOf('Peer Review Panel Admin')).toBe('/peerReviewPanelAdmin');
  });
});
