import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { FEATURE_MESSAGES, MESSAGES, paths } from '@ypo/headless';
import { communities } from '@ypo/msw';
import { problem } from '@ypo/msw';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useHref, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppHarness, permissionsOf, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { CommunityPage, type CommunityPageProps } from './community-page';
import type { CommunitySlotContext } from './slots';

startMockServer();
beforeAll(stubCssEscape);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const HARBOR = '00000000-0000-4000-8000-00000000c101';
const ATLANTIC = '00000000-0000-4000-8000-00000000c201';
const BLUE_HERON = '00000000-0000-4000-8000-00000000c301';
const FAMILY = '00000000-0000-4000-8000-00000000c401';
const MENTORING = '00000000-0000-4000-8000-00000000c601';
const SUSTAINABILITY = '00000000-0000-4000-8000-00000000c501';
const BUSINESSES = '00000000-0000-4000-8000-00000000c701';
const POST = '9a000000-0000-4000-8000-000000000001';

const community = (communityId: string, name: string, communityType: string, extra: object = {}) =>
  ({ communityId, name, communityType, isAdmin: false, health: null, salesforceId: '001HC', isActivityModerated: false, isPrimary: false, ...extra }) as never;

/** This test's answers, before no redirected type and no product-team member (a later `server.use` overrides these). */
function answer(...handlers: Parameters<typeof server.use>) {
  server.use(communities.getGetCommunityRedirectsMockHandler([]), communities.getIsPmTeamMemberMockHandler(false), ...handlers);
}

function renderPage(path: string, pattern: string, props: CommunityPageProps, roles: string[] = ['Member']) {
  const { Providers } = createAppHarness({
    user: userOf(AMARA),
    answers: { '/communities/api/community/GetUserPermissionsAndCommunities': () => Response.json(permissionsOf({ userRoles: roles })) },
  });
  function Routed({ children }: { children: ReactNode }) {
    const navigate = useNavigate();
    return (
      <RouterProvider navigate={navigate} useHref={useHref}>
        {children}
        <Location />
        <button type="button" onClick={() => void navigate(-1)}>
          Browser back
        </button>
      </RouterProvider>
    );
  }
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routed>
          <Routes>
            <Route path={pattern} element={<CommunityPage {...props} />} />
          </Routes>
        </Routed>
      </MemoryRouter>
    </Providers>,
  );
}

/** A slot that shows what the page gave it. */
const probe = (name: string) => (context: CommunitySlotContext) => (
  <p data-testid={name}>
    {name}: {context.community.name} {context.community.communityType} adminView={String(context.adminView)} moderated={String(context.community.isModerated)} single=
    {context.single ? `${context.single.postId}/${context.single.highlightText ?? ''}` : 'none'}
  </p>
);
/** A probe in every slot of the page. */
const probes = {
  feed: probe('feed'),
  featured: probe('featured'),
  about: probe('about'),
  directory: probe('directory'),
  files: probe('files'),
  adminTools: probe('adminTools'),
} satisfies Partial<CommunityPageProps>;
const sectionOfLabel: Record<string, string> = { Feed: 'feed', Featured: 'featured', About: 'about', 'Business directory': 'directory', Files: 'files', 'Admin tools': 'admin' };

/** Where the router is (path and query). */
function Location() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

describe('CommunityPage (spec 001 §2)', () => {
  it('shows the header and gives the slots the community in Member View; an admin switches to Admin View and back', async () => {
    answer(communities.getGetCommunityMockHandler(community(HARBOR, 'Harbor City Chapter', 'chapter', { isAdmin: true, isActivityModerated: true })));
    renderPage(`/chapter/${HARBOR}`, '/chapter/:communityId?', { type: 'chapter', ...probes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor City Chapter' })).toBeTruthy();
    expect(screen.getByTestId('feed').textContent).toBe(`feed: Harbor City Chapter chapter adminView=false moderated=true single=none`);

    const group = screen.getByRole('radiogroup', { name: 'Community view' });
    const admin = within(group).getByRole('radio', { name: 'Admin View' });
    expect(within(group).getByRole('radio', { name: 'Member View' }).getAttribute('aria-checked')).toBe('true');
    act(() => admin.click());
    await waitFor(() => expect(screen.getByTestId('feed').textContent).toContain('adminView=true'));
    expect(admin.getAttribute('aria-checked')).toBe('true');
    act(() => within(group).getByRole('radio', { name: 'Member View' }).click());
    await waitFor(() => expect(screen.getByTestId('feed').textContent).toContain('adminView=false'));
  });

  it.each([
    ['chapter', HARBOR, ['Feed', 'Featured', 'About', 'Files']],
    ['region', ATLANTIC, ['Feed', 'Featured', 'About', 'Files']],
    ['network', FAMILY, ['Feed', 'Featured', 'About', 'Files']],
    ['group', MENTORING, ['Feed', 'Featured', 'About', 'Files']],
    ['forum', BLUE_HERON, ['Feed', 'Featured', 'About', 'Files']],
    ['businesses', BUSINESSES, ['Business directory', 'Feed', 'Featured', 'About', 'Files']],
    ['champion', SUSTAINABILITY, ['Feed', 'Featured', 'About', 'Files']],
  ] as const)('shows a member the sections of a %s page, the default first and selected, each tab a link to its address', async (type, id, labels) => {
    answer(communities.getGetCommunityMockHandler(community(id, 'The community', type)));
    const route = type === 'champion' ? 'community' : type;
    renderPage(`/${route}/${id}`, `/${route}/:communityId?`, { type, ...probes });
    const tabs = within(await screen.findByRole('tablist', { name: 'Community sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(labels);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(
      labels.map((label, at) => (at === 0 ? `/${route}/${id}` : `/${route}/${id}?section=${sectionOfLabel[label]}`)),
    );
    // The feed opens first; /businesses opens on its business directory (around me).
    const shown = type === 'businesses' ? 'directory' : 'feed';
    expect(screen.getByTestId(shown)).toBeTruthy();
    for (const other of ['feed', 'featured', 'about', 'directory', 'files', 'adminTools']) if (other !== shown) expect(screen.queryByTestId(other)).toBeNull();
  });

  it('opens a single-post link on /businesses on the feed, the business directory a tab away', async () => {
    answer(communities.getGetCommunityMockHandler(community(BUSINESSES, 'Businesses', 'businesses')));
    renderPage(`/businesses/${BUSINESSES}?postId=${POST}&showAllActivityFeedCommunity=true`, '/businesses/:communityId?', { type: 'businesses', ...probes });
    await waitFor(() => expect(screen.getByTestId('feed').textContent).toContain(`single=${POST}/`));
    expect(screen.queryByTestId('directory')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Business directory' }).getAttribute('href')).toBe(
      `/businesses/${BUSINESSES}?postId=${POST}&showAllActivityFeedCommunity=true&section=directory`,
    );
    expect(screen.getByRole('link', { name: 'Show all posts' }).getAttribute('href')).toBe(`${paths.communityPage('businesses', BUSINESSES)}?section=feed`);
  });

  it('opens the section of its address (a deep link), keeping the other query parameters in the tabs\' addresses', async () => {
    answer(communities.getGetCommunityMockHandler(community(HARBOR, 'Harbor City Chapter', 'chapter')));
    renderPage(`/chapter/${HARBOR}?section=about&refId=42`, '/chapter/:communityId?', { type: 'chapter', ...probes });
    expect(await screen.findByTestId('about')).toBeTruthy();
    const tablist = screen.getByRole('tablist', { name: 'Community sections' });
    expect(within(tablist).getByRole('tab', { name: 'About' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'About' }).contains(screen.getByTestId('about'))).toBe(true);
    expect(screen.queryByTestId('feed')).toBeNull();
    expect(within(tablist).getByRole('tab', { name: 'Feed' }).getAttribute('href')).toBe(`/chapter/${HARBOR}?refId=42`);
    expect(within(tablist).getByRole('tab', { name: 'Files' }).getAttribute('href')).toBe(`/chapter/${HARBOR}?section=files&refId=42`);
  });

  it('goes to a section when its tab is pressed, and back to the feed with the back button', async () => {
    answer(communities.getGetCommunityMockHandler(community(HARBOR, 'Harbor City Chapter', 'chapter')));
    renderPage(`/chapter/${HARBOR}`, '/chapter/:communityId?', { type: 'chapter', ...probes });
    const tablist = await screen.findByRole('tablist', { name: 'Community sections' });
    act(() => within(tablist).getByRole('tab', { name: 'Files' }).click());
    expect(await screen.findByTestId('files')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/chapter/${HARBOR}?section=files`);
    expect(screen.queryByTestId('feed')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Browser back' }).click());
    expect(await screen.findByTestId('feed')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/chapter/${HARBOR}`);
  });

  it('shows the Admin tools section in Admin View only; its address in Member View shows the feed', async () => {
    answer(communities.getGetCommunityMockHandler(community(HARBOR, 'Harbor City Chapter', 'chapter', { isAdmin: true })));
    renderPage(`/chapter/${HARBOR}?section=admin`, '/chapter/:communityId?', { type: 'chapter', ...probes });
    const tablist = await screen.findByRole('tablist', { name: 'Community sections' });
    expect(within(tablist).queryByRole('tab', { name: 'Admin tools' })).toBeNull();
    expect(screen.getByTestId('feed')).toBeTruthy();
    expect(screen.queryByTestId('adminTools')).toBeNull();

    act(() => screen.getByRole('radio', { name: 'Admin View' }).click());
    const tab = await within(tablist).findByRole('tab', { name: 'Admin tools' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.getAttribute('href')).toBe(`/chapter/${HARBOR}?section=admin`);
    expect(screen.getByTestId('adminTools').textContent).toContain('adminView=true');
    expect(screen.queryByTestId('feed')).toBeNull();

    act(() => screen.getByRole('radio', { name: 'Member View' }).click());
    await waitFor(() => expect(within(tablist).queryByRole('tab', { name: 'Admin tools' })).toBeNull());
    expect(screen.getByTestId('feed')).toBeTruthy();
    expect(screen.queryByTestId('adminTools')).toBeNull();
  });

  it('gives a member no view switch and no team tools', async () => {
    answer(communities.getGetCommunityMockHandler(community(HARBOR, 'Harbor City Chapter', 'chapter')));
    renderPage(`/chapter/${HARBOR}?section=admin`, '/chapter/:communityId?', { type: 'chapter', ...probes });
    await screen.findByRole('heading', { level: 1, name: 'Harbor City Chapter' });
    expect(screen.queryByRole('radiogroup', { name: 'Community view' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Admin tools' })).toBeNull();
    expect(screen.getByTestId('feed')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Product team tools' })).toBeNull();
  });

  it('shows the team-only tools to a product-team member', async () => {
    answer(communities.getGetCommunityMockHandler(community(HARBOR, 'Harbor City Chapter', 'chapter')));
    server.use(communities.getIsPmTeamMemberMockHandler(true));
    renderPage(`/chapter/${HARBOR}?section=admin`, '/chapter/:communityId?', { type: 'chapter', ...probes });
    // No Admin View to switch to (no admin of the chapter): the team-only tools have the Admin tools section.
    const tools = await screen.findByRole('region', { name: 'Product team tools' });
    expect(screen.getByRole('tab', { name: 'Admin tools' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('adminTools')).toBeNull();
    expect(tools.textContent).toContain(HARBOR);
    expect(tools.textContent).toContain('001HC');
  });

  it('passes the single post of a content-search link to the slots, with a way back to the whole feed', async () => {
    answer(communities.getGetCommunityMockHandler(community(HARBOR, 'Harbor City Chapter', 'chapter')));
    renderPage(`/chapter/${HARBOR}?postId=${POST}&highlightText=Summit&showAllActivityFeedCommunity=true`, '/chapter/:communityId?', { type: 'chapter', feed: probe('feed') });
    await waitFor(() => expect(screen.getByTestId('feed').textContent).toContain(`single=${POST}/Summit`));
    const feed = screen.getByRole('tabpanel', { name: 'Feed' });
    expect(within(feed).getByText('You are viewing one post.')).toBeTruthy();
    expect(within(feed).getByRole('link', { name: 'Show all posts' }).getAttribute('href')).toBe(`/chapter/${HARBOR}`);
    expect(screen.getByRole('tab', { name: 'About' }).getAttribute('href')).toBe(
      `/chapter/${HARBOR}?postId=${POST}&highlightText=Summit&showAllActivityFeedCommunity=true&section=about`,
    );
  });

  it("lists a region's chapters with their chapter types, and the other regions", async () => {
    answer(
      communities.getGetCommunityMockHandler(community(ATLANTIC, 'Atlantic Region', 'region')),
      communities.getGetCommunitiesByRegionMockHandler([community(HARBOR, 'Harbor City Chapter', 'chapter')]),
      communities.getGetAllChaptersMockHandler([{ communityId: HARBOR, name: 'Harbor City Chapter', chapterType: 'YPO Chapter' }]),
      communities.getGetCommunityRegionsMockHandler([community(ATLANTIC, 'Atlantic Region', 'region'), community('00000000-0000-4000-8000-00000000c202', 'Pacific Region', 'region')]),
    );
    renderPage(`/region/${ATLANTIC}?section=about`, '/region/:communityId?', { type: 'region' });
    const chapters = await screen.findByRole('list', { name: 'Chapters in Atlantic Region' });
    const link = within(chapters).getByRole('link', { name: 'Harbor City Chapter' });
    expect(link.getAttribute('href')).toBe(`/chapter/${HARBOR}`);
    await waitFor(() => expect(chapters.textContent).toContain('YPO Chapter'));
    expect(within(await screen.findByRole('list', { name: 'Other regions' })).getByRole('link', { name: 'Pacific Region' })).toBeTruthy();
  });

  it("shows a network's page content (sanitised), related files and subnetworks", async () => {
    answer(
      communities.getGetCommunityMockHandler(community(FAMILY, 'Family Business Network', 'network')),
      communities.getGetNetworkPageContentMockHandler({
        communityId: FAMILY,
        content: [{ communityId: FAMILY, title: 'About the network', content: '<p>Family <strong>businesses</strong></p><img src=x onerror="alert(1)">', displayOrder: 1 }],
        relatedContent: [{ communityId: FAMILY, title: 'Network charter', url: 'https://media.example/charter.pdf', fileName: 'charter.pdf', displayOrder: 1 }],
      }),
      communities.getGetSubnetworksMockHandler([{ communityId: MENTORING, name: 'Next Generation', networkType: 'FAMILY' }]),
    );
    renderPage(`/network/${FAMILY}?section=about`, '/network/:communityId?', { type: 'network' });
    const about = await screen.findByRole('region', { name: 'About the network' });
    expect(about.textContent).toContain('Family businesses');
    expect(about.querySelector('img[onerror]')).toBeNull();
    expect(within(await screen.findByRole('list', { name: 'Related content' })).getByRole('link', { name: 'Network charter' })).toBeTruthy();
    expect(within(await screen.findByRole('list', { name: 'Subnetworks' })).getByRole('link', { name: 'Next Generation' }).getAttribute('href')).toBe(`/network/${MENTORING}`);
  });

  it("shows a group's description and admins", async () => {
    answer(
      communities.getGetCommunityMockHandler(community(MENTORING, 'Mentoring Group', 'group')),
      communities.getGetGroupMockHandler({ communityId: MENTORING, name: 'Mentoring Group', description: 'Members mentoring members.', communityFocus: ['Mentoring'], canEditGroup: false }),
      communities.getListGroupAdminsMockHandler([{ personId: AMARA, firstName: 'Amara', lastName: 'Okafor', isAdmin: true }] as never),
    );
    renderPage(`/group/${MENTORING}?section=about`, '/group/:communityId?', { type: 'group' });
    expect(await screen.findByText('Members mentoring members.')).toBeTruthy();
    expect(within(await screen.findByRole('list', { name: 'Group admins' })).getByRole('link', { name: 'Amara Okafor' })).toBeTruthy();
  });

  it('gives a Group Super Administrator the admin view on /group without an id', async () => {
    answer(
      communities.getGetGroupRequestsPendinListMockHandler({
        groupApplicationList: [{ groupId: MENTORING, name: 'Harbor City Sailing Group', description: 'Sailing.', requestedByName: 'Amara Okafor', requestedDate: '2026-10-20T16:00:00Z' }],
        canApprove: true,
      }),
    );
    renderPage('/group', '/group/:communityId?', { type: 'group' }, ['Group Super Admin']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups administration' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Pending group requests' });
    expect(list.textContent).toContain('Harbor City Sailing Group');
    expect(list.textContent).toContain('Requested by Amara Okafor · Oct 20, 2026');
  });

  it('offers a member in no group the group request form on /group', async () => {
    answer(communities.getListCommunitiesByUserMockHandler([community(HARBOR, 'Harbor City Chapter', 'chapter')]));
    renderPage('/group', '/group/:communityId?', { type: 'group', groupRequest: <p>group request form</p> });
    expect(await screen.findByText('This community is not one of your communities.')).toBeTruthy();
    expect(screen.getByText('group request form')).toBeTruthy();
  });

  it('lets a Group Super Administrator approve or reject a request, which leaves the list; a failed review shows its text', async () => {
    const SAILING = 'd1000000-0000-4000-8000-000000000001';
    const ROWING = 'd1000000-0000-4000-8000-000000000002';
    const request = (groupId: string, name: string) => ({ groupId, name, requestedByName: 'Amara Okafor' });
    answer(
      communities.getGetGroupRequestsPendinListMockHandler({ groupApplicationList: [request(SAILING, 'Harbor City Sailing Group'), request(ROWING, 'Harbor Rowing Group')], canApprove: true }),
      problem('post', '*/communities/api/group/reviewcreaterequest', 500, 'Internal Server Error'),
    );
    renderPage('/group', '/group/:communityId?', { type: 'group' }, ['Group Super Admin']);
    const list = await screen.findByRole('list', { name: 'Pending group requests' });
    act(() => within(list).getByRole('button', { name: 'Reject Harbor Rowing Group' }).click());
    expect(await screen.findByText(FEATURE_MESSAGES.approveFailed)).toBeTruthy();
    expect(list.textContent).toContain('Harbor Rowing Group');
    server.use(communities.getReviewGroupCreateRequestMockHandler());
    act(() => within(list).getByRole('button', { name: 'Approve Harbor City Sailing Group' }).click());
    await waitFor(() => expect(list.textContent).not.toContain('Harbor City Sailing Group'));
    expect(list.textContent).toContain('Harbor Rowing Group');
  });

  it('shows the forum frame with its announcement panels', async () => {
    answer(
      communities.getGetCommunityMockHandler(community(BLUE_HERON, 'Forum Blue Heron', 'forum')),
      communities.getGetLeftPaneAnnouncementMockHandler({ communityId: BLUE_HERON, title: 'Coming up in Forum Blue Heron', body: 'Next events.', eventList: [], profileList: [] }),
      communities.getGetConnectAnnouncementMockHandler({
        communityId: BLUE_HERON,
        title: 'Connect with Forum Blue Heron',
        eventList: [],
        profileList: [{ personId: AMARA, firstName: 'Amara', lastName: 'Okafor' }],
      }),
    );
    renderPage(`/forum/${BLUE_HERON}?section=about`, '/forum/:communityId?', { type: 'forum' });
    expect(await screen.findByRole('heading', { name: 'Coming up in Forum Blue Heron' })).toBeTruthy();
    const connect = await screen.findByRole('region', { name: 'Connect with Forum Blue Heron' });
    expect(within(connect).getByRole('link', { name: 'Amara Okafor' })).toBeTruthy();
  });

  it('shows the forum non-member message on a 403', async () => {
    answer(problem('get', '*/communities/api/getCommunity/:id', 403, 'Forbidden', { communityType: 'forum' }));
    renderPage(`/forum/${BLUE_HERON}`, '/forum/:communityId?', { type: 'forum', feed: probe('feed') });
    expect((await screen.findByRole('alert')).textContent).toBe(FEATURE_MESSAGES.forumNonMember);
    expect(screen.queryByTestId('feed')).toBeNull();
  });

  it('shows the all-communities non-member message with the type on another 403', async () => {
    answer(problem('get', '*/communities/api/getCommunity/:id', 403, 'Forbidden'));
    renderPage(`/chapter/${HARBOR}`, '/chapter/:communityId?', { type: 'chapter' });
    expect((await screen.findByRole('alert')).textContent).toBe(FEATURE_MESSAGES.communityNonMember.replace('{type}', 'Chapter'));
  });

  it('shows the error of a failed load, and loads again on request', async () => {
    answer(problem('get', '*/communities/api/getCommunity/:id', 500, 'Internal Server Error'));
    renderPage(`/chapter/${HARBOR}`, '/chapter/:communityId?', { type: 'chapter' });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.errorOccurredTryLater);
    server.use(communities.getGetCommunityMockHandler(community(HARBOR, 'Harbor City Chapter', 'chapter')));
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor City Chapter' })).toBeTruthy();
  });

  it('goes to the external community of a redirected type', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answer();
    server.use(communities.getGetCommunityRedirectsMockHandler(['champion']));
    renderPage(`/community/${HARBOR}`, '/community/:communityId?', { type: 'champion' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`https://connectplus.test.example/community/champion/${HARBOR}`));
    expect(screen.getByRole('status').textContent).toContain('This community opens on its own site.');
  });
});
