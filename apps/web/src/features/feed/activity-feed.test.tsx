import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { Post } from '@ypo/headless';
import { communities as communityMocks, posts as postMocks, problem } from '@ypo/msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppHarness, permissionsOf, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { ActivityFeed, type ActivityFeedProps } from './index';

startMockServer();
beforeAll(stubCssEscape);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const LUCIA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000011';
const COMMUNITY = '00000000-0000-4000-8000-00000000c401';
const NETWORK = { communityId: COMMUNITY, name: 'Family Business Network', communityType: 'network' as const, isModerated: true };
const TARGET = { communityId: COMMUNITY, communityName: 'network' };

const idOf = (n: number) => `9a000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const postOf = (n: number, fields: Partial<Post> = {}): Post => ({
  id: idOf(n),
  parentPostId: '00000000-0000-0000-0000-000000000000',
  communityId: COMMUNITY,
  author: { personId: '7c3b0f52-1d2e-4a6b-8f90-00000000a0e1', name: `Author ${n}`, profileImageUrl: `https://media.example/people/${n}.jpg` },
  title: '',
  images: [],
  body: `<p>Post number ${n}</p>`,
  mentions: [],
  likeCount: 0,
  userHasLiked: false,
  canComment: true,
  canEdit: false,
  isPendingModeration: false,
  hasBeenMarkedInappropriate: false,
  isConfirmedInappropriate: false,
  dateCreated: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  ...fields,
});

/** A community feed of `posts`, paged as the sandbox pages it; every request is recorded. */
function serveFeed(posts: Post[]) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(`${request.method} ${new URL(request.url).pathname}`));
  server.use(
    postMocks.getListPostsByCommunityMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      const size = Number(query.get('pageSize'));
      const page = Number(query.get('pageNumber'));
      return posts.slice(page * size, page * size + size);
    }),
    communityMocks.getGetUserPermissionsAndCommunitiesMockHandler(
      permissionsOf({}, [{ communityId: COMMUNITY, name: 'Family Business Network', communityType: 'network', roles: ['Member'] }]),
    ),
  );
  return seen;
}

function renderFeed(props: Partial<ActivityFeedProps> = {}, personId = AMARA) {
  const { Providers } = createAppHarness({ user: userOf(personId) });
  return render(
    <Providers>
      <ActivityFeed target={TARGET} community={NETWORK} adminView={false} {...props} />
    </Providers>,
  );
}

const articles = () => screen.queryAllByRole('article');

async function openMenuOf(article: HTMLElement) {
  act(() => within(article).getByRole('button', { name: /^Actions for/ }).click());
  return screen.findByRole('menu');
}

describe('ActivityFeed (spec 001 §1-§4, §8, §9)', () => {
  it('shows each post with its author, time, title, sanitised body and likes', async () => {
    serveFeed([postOf(1, { title: 'Spring workshop', body: '<p>Hello <img src=x onerror="alert(1)">members</p>', likeCount: 2 })]);
    renderFeed();
    const post = await screen.findByRole('article', { name: 'Author 1 Spring workshop' });
    expect(within(post).getByText('2 hours ago')).toBeTruthy();
    expect(post.textContent).toContain('Hello members');
    expect(post.querySelector('[onerror]')).toBeNull();
    expect(within(post).getByRole('button', { name: /^2 likes/ })).toBeTruthy();
  });

  it('likes a post at once (count and pressed state) and sends the like with the community type', async () => {
    const seen = serveFeed([postOf(1, { likeCount: 2 })]);
    server.use(postMocks.getCreatePostLikeMockHandler(true));
    renderFeed();
    const like = await screen.findByRole('button', { name: 'Like the post of Author 1' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    act(() => like.click());
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: /^3 likes/ })).toBeTruthy();
    await waitFor(() => expect(seen).toContain(`POST /posts/api/like/create/${idOf(1)}/network`));
  });

  it('keeps the DOM bounded for a feed of 1,000 posts, and windows by the scroll position', async () => {
    const all = Array.from({ length: 1000 }, (_, n) => postOf(n + 1));
    serveFeed(all);
    renderFeed();
    await screen.findAllByRole('article');
    for (let page = 1; page < 34; page++) {
      const more = await screen.findByRole('button', { name: 'Show more posts' });
      act(() => more.click());
      await waitFor(() => expect(screen.getByRole('feed').getAttribute('aria-busy')).toBe('false'));
    }
    await waitFor(() => expect(articles()[0]?.getAttribute('aria-setsize')).toBe('1000'));
    expect(articles().length).toBeLessThanOrEqual(20);
    // The updates the last page scheduled run first: the window stays at the top until the page scrolls.
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(articles()[0]?.getAttribute('aria-posinset')).toBe('1');

    const feed = screen.getByRole('feed');
    vi.spyOn(feed, 'getBoundingClientRect').mockReturnValue({ top: -92_000, bottom: 0, left: 0, right: 0, width: 800, height: 184_000, x: 0, y: -92_000, toJSON: () => ({}) });
    await act(async () => {
      // On the document, where the feed listens (captured, for a layout element that scrolls): an event on
      // window never reaches it, and the window moved only if a later update happened to read the new rect.
      document.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    await waitFor(() => expect(Number(articles()[0]?.getAttribute('aria-posinset'))).toBeGreaterThan(400));
    expect(articles().length).toBeLessThanOrEqual(20);
    expect(screen.getByText('Post number 500')).toBeTruthy();
    // 34 pages rendered one after another: slow on a loaded machine, so more time than the project's 20 s.
  }, 60_000);

  it('shows the actions a member may take on a post of someone else, and hides a post with an undo', async () => {
    const seen = serveFeed([postOf(1), postOf(2)]);
    server.use(postMocks.getHidePostMockHandler(true), postMocks.getUnhidePostMockHandler(true));
    renderFeed();
    const [first] = await screen.findAllByRole('article');
    const menu = await openMenuOf(first as HTMLElement);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy link', 'Hide', 'Report as inappropriate']);
    act(() => within(menu).getByRole('menuitem', { name: 'Hide' }).click());
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('Post hidden.');
    await waitFor(() => expect(seen).toContain(`POST /posts/api/post/hide/${idOf(1)}`));
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    await waitFor(() => expect(articles()).toHaveLength(2));
    await waitFor(() => expect(seen).toContain(`POST /posts/api/post/unhide/${idOf(1)}`));
  });

  it("gives admins of moderated communities 'All Post' and 'Pending Moderation'; approving moves the post", async () => {
    const seen = serveFeed([postOf(1, { isPendingModeration: true, body: '<p>Waiting</p>' }), postOf(2)]);
    server.use(postMocks.getMarkModeratedPostAsReviwedMockHandler(true));
    renderFeed({ adminView: true }, LUCIA);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All Post', 'Pending Moderation']);
    await waitFor(() => expect(articles()).toHaveLength(1));
    act(() => (tabs[1] as HTMLElement).click());
    await waitFor(() => expect(screen.getByText('Waiting')).toBeTruthy());
    expect(within(articles()[0] as HTMLElement).getByText('Pending moderation')).toBeTruthy();
    const menu = await openMenuOf(articles()[0] as HTMLElement);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Hide', 'Delete', 'Approve']);
    act(() => within(menu).getByRole('menuitem', { name: 'Approve' }).click());
    await waitFor(() => expect(screen.getByText('No posts are waiting for moderation.')).toBeTruthy());
    expect(seen).toContain(`PUT /posts/api/post/markModeratedPostAsReviwed/${idOf(1)}`);
    act(() => (screen.getAllByRole('tab')[0] as HTMLElement).click());
    await waitFor(() => expect(articles()).toHaveLength(2));
  });

  it('gives a member of a moderated community no Pending Moderation list', async () => {
    serveFeed([postOf(1, { isPendingModeration: true }), postOf(2)]);
    renderFeed();
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('asks before deleting, then deletes', async () => {
    const seen = serveFeed([postOf(1, { canEdit: true }), postOf(2)]);
    server.use(postMocks.getDeletePostMockHandler(true));
    renderFeed();
    const [first] = await screen.findAllByRole('article');
    const menu = await openMenuOf(first as HTMLElement);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy link', 'Hide', 'Delete', 'Turn off comments']);
    act(() => within(menu).getByRole('menuitem', { name: 'Delete' }).click());
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    act(() => within(dialog).getByRole('button', { name: 'Delete' }).click());
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(seen).toContain(`DELETE /posts/api/post/delete/${idOf(1)}`);
  });

  it("confirms a report as an admin: the post leaves the feed", async () => {
    const seen = serveFeed([postOf(1, { hasBeenMarkedInappropriate: true }), postOf(2)]);
    server.use(postMocks.getMarkInappropriateReportsAsReviewedMockHandler(true));
    renderFeed({ adminView: true, community: { ...NETWORK, isModerated: false } }, LUCIA);
    const [first] = await screen.findAllByRole('article');
    expect(within(first as HTMLElement).getByText('Reported as inappropriate')).toBeTruthy();
    const menu = await openMenuOf(first as HTMLElement);
    act(() => within(menu).getByRole('menuitem', { name: 'Confirm report' }).click());
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the report?' });
    act(() => within(dialog).getByRole('button', { name: 'Confirm report' }).click());
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(seen).toContain(`PUT /posts/api/post/markInappropriateReportsAsReviewed/${COMMUNITY}/${idOf(1)}/true`);
  });

  it('shows who liked a post', async () => {
    serveFeed([postOf(1, { likeCount: 1 })]);
    server.use(postMocks.getListPostLikersMockHandler([{ id: LUCIA, firstName: 'Lucia', lastName: 'Ferreira', preferredName: 'Lucia' }]));
    renderFeed();
    act(() => void screen.findByRole('button', { name: /^1 like:/ }).then((button) => button.click()));
    const dialog = await screen.findByRole('dialog', { name: 'Liked by' });
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Members who liked the post' }).textContent).toContain('Lucia Ferreira'));
  });

  it('shows the text of a failed load and no posts (spec 001 §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveFeed([postOf(1)]);
    server.use(problem('get', '*/posts/api/post/list/by-community/:id/:name', 500, 'Internal Server Error'));
    renderFeed();
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    expect(articles()).toHaveLength(0);
  });

  it('opens the single post of a content-search link with the text highlighted', async () => {
    serveFeed([]);
    server.use(postMocks.getGetPostAllActivityFeedMockHandler([postOf(7, { body: '<p>Notes on Succession planning and more succession</p>' })]));
    renderFeed({ single: { postId: idOf(7), highlightText: 'succession' } });
    await screen.findAllByRole('article');
    await waitFor(() => expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Succession', 'succession']));
  });

  it('lists the reported posts and replies for an admin to review, and loads them again after a review', async () => {
    const seen = serveFeed([postOf(1)]);
    const reply = postOf(9, { parentPostId: idOf(1), body: '<p>Spam reply</p>', hasBeenMarkedInappropriate: true });
    let reports = [postOf(1, { inappropriateChildren: [reply] })];
    server.use(
      postMocks.getListInappropriatePostsByCommunityMockHandler(() => reports),
      postMocks.getMarkInappropriateReportsAsReviewedMockHandler(() => {
        reports = [];
        return true;
      }),
    );
    renderFeed({ adminView: true, community: { ...NETWORK, isModerated: false } }, LUCIA);
    const section = await screen.findByRole('region', { name: 'Reported (1)' });
    expect(section.textContent).toContain('Spam reply');
    act(() => within(section).getByRole('button', { name: /^Actions for the reply of/ }).click());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy link', 'Hide', 'Delete', 'Report as inappropriate', 'Confirm report', 'Reject report']);
    act(() => within(menu).getByRole('menuitem', { name: 'Reject report' }).click());
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Reported/ })).toBeNull());
    expect(seen).toContain(`PUT /posts/api/post/markInappropriateReportsAsReviewed/${COMMUNITY}/${idOf(9)}/false`);
  });

  it('shows no reports to a member', async () => {
    const seen = serveFeed([postOf(1, { hasBeenMarkedInappropriate: true })]);
    renderFeed();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: /^Reported/ })).toBeNull();
    expect(screen.queryByText('Reported as inappropriate')).toBeNull();
    expect(seen.some((call) => call.includes('inappropriate-list'))).toBe(false);
  });

  it('shows who takes part in a post', async () => {
    serveFeed([postOf(1, { totalCommentedUsers: 2, commentCount: 3 })]);
    server.use(postMocks.getListUsersByPostMockHandler([
      { id: LUCIA, firstName: 'Lucia', lastName: 'Ferreira' },
      { id: AMARA, firstName: 'Amara', lastName: 'Okafor', preferredName: 'Amara' },
    ]));
    renderFeed();
    act(() => void screen.findByRole('button', { name: /^2 members replied:/ }).then((button) => button.click()));
    const dialog = await screen.findByRole('dialog', { name: 'Taking part' });
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Members taking part in the post' }).textContent).toContain('Amara Okafor'));
  });
});
