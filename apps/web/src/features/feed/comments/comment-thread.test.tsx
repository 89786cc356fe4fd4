import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Post } from '@ypo/headless';
import { useFeed } from '@ypo/headless/feed';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHarness, permissionsOf, startMockServer, stubCssEscape, userOf, type GatewayAnswers } from '../../../testing/app-harness';
import { CommentThread } from './comment-thread';

startMockServer();
beforeAll(() => stubCssEscape());

const COMMUNITY = { communityId: '00000000-0000-4000-8000-00000000c101', name: 'Harbor City Chapter', communityType: 'chapter' };
const PARENT = '9a000000-0000-4000-8000-000000000001';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const reply = (n: number, name: string, fields: Partial<Post> = {}): Post => ({
  id: `9b000000-0000-4000-8000-00000000000${n}`,
  parentPostId: PARENT,
  communityId: COMMUNITY.communityId,
  author: { personId: `5d1f6a2e-3c4b-4f7a-9e21-0a000000010${n}`, name },
  body: `<p>Reply ${n}</p>`,
  dateCreated: ago((10 - n) * HOUR),
  likeCount: 0,
  userHasLiked: false,
  ...fields,
});

let replies: Post[];
let parent: Post;

beforeEach(() => {
  replies = [
    reply(1, 'Chen Wei'),
    reply(2, 'Lucia Ferreira', { body: '<p>Safe words</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>' }),
    reply(3, 'Tobias Hale'),
    reply(4, 'Dana Brooks', { likeCount: 1 }),
  ];
  parent = {
    id: PARENT,
    communityId: COMMUNITY.communityId,
    body: 'Who is joining the Leadership Summit?',
    dateCreated: ago(24 * HOUR),
    commentCount: 4,
    canComment: true,
    featuredComments: [
      { id: replies[2]!.id, authorFirstName: 'Tobias', authorLastName: 'Hale', body: '<p>Reply 3</p>', dateCreated: ago(7 * HOUR) },
      { id: replies[3]!.id, authorFirstName: 'Dana', authorLastName: 'Brooks', body: '<p>Reply 4</p>', dateCreated: ago(6 * HOUR) },
    ],
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) => Response.json(body, { status });

function FeedWithThread({ renderActions, adminView }: { renderActions?: (reply: Post) => React.ReactNode; adminView: boolean }) {
  const feed = useFeed({ communityId: COMMUNITY.communityId, communityName: 'chapter' });
  const post = feed.posts[0];
  return post ? <CommentThread post={post} community={COMMUNITY} adminView={adminView} renderActions={renderActions} /> : null;
}

function renderThread(answers: GatewayAnswers = {}, renderActions?: (reply: Post) => React.ReactNode, adminView = false) {
  const harness = createAppHarness({
    user: userOf(BRUNO, 'Bruno Lindqvist'),
    answers: {
      '/communities/api/community/GetUserPermissionsAndCommunities': () => json(permissionsOf({}, [{ ...COMMUNITY, communityType: 'chapter', roles: ['Member'] }])),
      [`/posts/api/post/list/by-community/${COMMUNITY.communityId}/chapter`]: () => json([parent]),
      [`/posts/api/post/list/by-comments/${PARENT}/0/chapter`]: () => json(replies),
      '/posts/api/post/create/chapter': async () => json(reply(5, 'Bruno Lindqvist', { body: 'See you there', dateCreated: new Date().toISOString() })),
      ...answers,
    },
  });
  harness.calls.length = 0;
  render(
    <harness.Providers>
      <FeedWithThread adminView={adminView} {...(renderActions ? { renderActions } : {})} />
    </harness.Providers>,
  );
  return harness;
}

const comments = () => screen.getByRole('group', { name: /Comments \(\d+\)/ });
const items = () => within(comments()).getAllByRole('listitem');

describe('CommentThread (spec 001 §3, §4, §8, §9)', () => {
  it('shows the featured comments with their authors, all comments on request, and show less keeps the last 2', async () => {
    const harness = renderThread();
    const featured = await screen.findByRole('list', { name: 'Latest comments' });
    expect(within(featured).getByText('Tobias Hale')).toBeDefined();
    expect(within(featured).getByText('Dana Brooks')).toBeDefined();
    expect(within(featured).getByText('6 hours ago')).toBeDefined();
    expect(harness.calls.some((call) => call.path.includes('by-comments'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'show all comments (4)' }));
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(items().map((item) => within(item).getByText(/^Reply \d$|Safe words/).textContent)).toEqual(['Reply 1', 'Safe words', 'Reply 3', 'Reply 4']);
    expect(within(items()[0]!).getByText('Chen Wei')).toBeDefined();
    expect(within(items()[0]!).getByText('9 hours ago')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'show less' }));
    expect(items().map((item) => within(item).getByText(/Tobias Hale|Dana Brooks/).textContent)).toEqual(['Tobias Hale', 'Dana Brooks']);
    expect(screen.getByRole('button', { name: 'show all comments (4)' })).toBeDefined();
  });

  it('renders comment bodies only through the sanitiser', async () => {
    renderThread();
    fireEvent.click(await screen.findByRole('button', { name: 'show all comments (4)' }));
    const safe = await screen.findByText('Safe words');
    const item = safe.closest('li')!;
    expect(item.querySelector('script')).toBeNull();
    expect(item.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('posts a comment on the post, which then shows with its author and counts', async () => {
    const harness = renderThread();
    const field = await screen.findByRole('textbox', { name: 'Write a comment' });
    fireEvent.change(field, { target: { value: 'See you there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const featured = screen.getByRole('list', { name: 'Latest comments' });
    await waitFor(() => expect(within(featured).getByText('Bruno Lindqvist')).toBeDefined());
    expect(within(featured).getByText('See you there')).toBeDefined();
    expect(within(featured).queryByText('Tobias Hale')).toBeNull();
    expect(screen.getByRole('group', { name: 'Comments (5)' })).toBeDefined();
    expect((field as HTMLTextAreaElement).value).toBe('');
    const create = harness.calls.find((call) => call.path === '/posts/api/post/create/chapter');
    expect(create?.method).toBe('POST');
  });

  it("keeps the text and shows the spec's text when the comment fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderThread({ '/posts/api/post/create/chapter': () => json({ title: 'Internal Server Error', status: 500 }, 500) });
    const field = await screen.findByRole('textbox', { name: 'Write a comment' });
    fireEvent.change(field, { target: { value: 'See you there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('There was an issue creating your post. Please try again')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('There was an issue creating your post. Please try again');
    expect((field as HTMLTextAreaElement).value).toBe('See you there');
    expect(screen.getByRole('group', { name: 'Comments (4)' })).toBeDefined();
  });

  it('has no reply field when comments are off', async () => {
    parent = { ...parent, canComment: false };
    renderThread();
    expect(await screen.findByText('Comments are turned off for this post.')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
  });

  it('likes a comment at once and keeps the like', async () => {
    const harness = renderThread({ [`/posts/api/like/create/${replies[3]!.id}/chapter`]: () => json(true) });
    fireEvent.click(await screen.findByRole('button', { name: 'show all comments (4)' }));
    await waitFor(() => expect(items()).toHaveLength(4));
    const last = items()[3]!;
    expect(within(last).getByText('1 like')).toBeDefined();
    const like = within(last).getByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(like);
    });
    await waitFor(() => expect(within(items()[3]!).getByText('2 likes')).toBeDefined());
    expect(within(items()[3]!).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true');
    expect(harness.calls.some((call) => call.path === `/posts/api/like/create/${replies[3]!.id}/chapter` && call.method === 'POST')).toBe(true);
  });

  it('puts the actions menu of each reply in the slot', async () => {
    renderThread({}, (each) => <button type="button">Actions for {each.author?.name}</button>);
    fireEvent.click(await screen.findByRole('button', { name: 'show all comments (4)' }));
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Actions for Chen Wei' })).toBeDefined();
    expect(screen.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(4);
  });

  it('marks the reported replies in the Admin View only', async () => {
    const reported = `/posts/api/post/list/by-comments/inappropriate/${PARENT}/0/chapter`;
    const admin = renderThread({ [reported]: () => json([replies[1]]) }, undefined, true);
    fireEvent.click(await screen.findByRole('button', { name: 'show all comments (4)' }));
    await waitFor(() => expect(within(items()[1]!).getByText('Reported as inappropriate')).toBeDefined());
    expect(screen.getAllByText('Reported as inappropriate')).toHaveLength(1);
    expect(admin.calls.some((call) => call.path === reported)).toBe(true);
    cleanup();

    const member = renderThread({ [reported]: () => json([replies[1]]) });
    fireEvent.click(await screen.findByRole('button', { name: 'show all comments (4)' }));
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(screen.queryByText('Reported as inappropriate')).toBeNull();
    expect(member.calls.some((call) => call.path === reported)).toBe(false);
  });
});
