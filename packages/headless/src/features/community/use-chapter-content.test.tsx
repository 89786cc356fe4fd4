import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities as mocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuickLinkGroup } from '../../core/community/quick-links-list';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useChairMessage } from './use-chair-message';
import { useChapterQuickLinks } from './use-chapter-quick-links';
import { useChapterWelcomeMessage } from './use-chapter-welcome-message';
import { useCommunityAbout } from './use-community-about';
import { useCommunityAwards } from './use-community-awards';
import { useCommunitySponsors } from './use-community-sponsors';
import { useQuickLinksEditor } from './use-quick-links-editor';
import { useTransactionHub, useTransactionHubAcknowledgement } from './use-transaction-hub';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ID = '00000000-0000-4000-8000-00000000c101';
const CHAPTER = { communityId: ID, communityType: 'chapter' } as const;
const C = '*/communities/api';

const bodies = async (requests: Request[], method: string, path: string) =>
  Promise.all(requests.filter((r) => r.method === method && new URL(r.url).pathname === path).map((r) => r.clone().json() as Promise<unknown>));
const paths = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);

describe('useCommunityAbout', () => {
  it('reads the about section and updates an existing one with PUT', async () => {
    const about = { communityId: ID, communityType: 'chapter' as const, description: '<p>Harbor City</p>', images: ['https://media.ypo.test/a.jpg'] };
    const requests = recordRequests();
    const wrapper = wrapperFor(mocks.getGetCommunityAboutMockHandler(about), mocks.getUpdateCommunityAboutMockHandler({ ...about, description: 'New' }));
    const { result } = renderHook(() => useCommunityAbout(CHAPTER), { wrapper });
    await waitFor(() => expect(result.current.about?.description).toBe('<p>Harbor City</p>'));
    let saved: Awaited<ReturnType<typeof result.current.save>>;
    await act(async () => {
      saved = await result.current.save({ description: 'New', images: about.images });
    });
    expect(saved!).toMatchObject({ ok: true, message: 'The about section is saved.' });
    expect(result.current.about?.description).toBe('New');
    expect(await bodies(requests, 'PUT', '/communities/api/communities/community-about/chapter')).toEqual([
      { description: 'New', images: about.images, communityId: ID, communityType: 'chapter' },
    ]);
  });

  it('creates the first about section with POST', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(mocks.getGetCommunityAboutMockHandler({ communityId: ID, description: '', images: [] }));
    const { result } = renderHook(() => useCommunityAbout(CHAPTER), { wrapper });
    await waitFor(() => expect(result.current.about).toBeDefined());
    await act(() => result.current.save({ description: 'First' }));
    expect(paths(requests)).toContain('POST /communities/api/communities/community-about/chapter');
  });
});

describe('useChairMessage (spec 001 §5, §8)', () => {
  it('saves the message with the trimmed short text', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(mocks.getGetChairMessagesMockHandler({ communityId: ID, message: 'Old' }), mocks.getSaveChairMessagesMockHandler({ communityId: ID, message: 'New', shortText: 'Hi' }));
    const { result } = renderHook(() => useChairMessage(CHAPTER), { wrapper });
    await waitFor(() => expect(result.current.chairMessage?.message).toBe('Old'));
    const saved = await act(() => result.current.save({ message: 'New', shortText: ' Hi ' }));
    expect(saved).toMatchObject({ ok: true, message: 'The chair message is saved.' });
    expect(result.current.chairMessage?.message).toBe('New');
    expect(await bodies(requests, 'POST', `/communities/api/communities/${ID}/chair-messages/chapter`)).toEqual([
      { message: 'New', shortText: 'Hi', communityId: ID, communityType: 'chapter' },
    ]);
  });

  it("fails with 'Failed to save Chapter/Network Message, try again.', logs, and keeps the message shown", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(
      mocks.getGetChairMessagesMockHandler({ communityId: ID, message: 'Old' }),
      problem('post', `${C}/communities/:id/chair-messages/:name`, 500, 'Server error'),
    );
    const { result } = renderHook(() => useChairMessage(CHAPTER), { wrapper });
    await waitFor(() => expect(result.current.chairMessage?.message).toBe('Old'));
    const saved = await act(() => result.current.save({ message: 'New' }));
    expect(saved).toMatchObject({ ok: false, error: { message: 'Failed to save Chapter/Network Message, try again.' } });
    expect(result.current.saveError?.message).toBe('Failed to save Chapter/Network Message, try again.');
    expect(result.current.chairMessage?.message).toBe('Old');
    expect(log).toHaveBeenCalled();
  });
});

describe('welcome message, awards, sponsors', () => {
  it('saves the welcome message with its membership requirements', async () => {
    const requests = recordRequests();
    const welcome = { communityId: ID, message: 'Welcome', annualRevenue: 20000000, employees: 80, publicEquityValue: null };
    const wrapper = wrapperFor(mocks.getGetChapterWelcomeMessageMockHandler({ communityId: ID, message: 'Old' }), mocks.getSaveChapterWelcomeMessageMockHandler(welcome));
    const { result } = renderHook(() => useChapterWelcomeMessage(ID), { wrapper });
    await waitFor(() => expect(result.current.welcomeMessage?.message).toBe('Old'));
    expect(await act(() => result.current.save(welcome))).toMatchObject({ ok: true, message: 'The welcome message is saved.' });
    expect(result.current.welcomeMessage).toEqual(welcome);
    expect(await bodies(requests, 'POST', '/communities/api/communities/saveChapterWelcomeMessage')).toEqual([welcome]);
  });

  it('lists the awards', async () => {
    const award = { id: 'a1000000-0000-4000-8000-000000000001', title: 'Chapter Excellence Award 2026' };
    const wrapper = wrapperFor(mocks.getListAwardsByCommunityMockHandler([award]));
    const { result } = renderHook(() => useCommunityAwards({ communityId: ID, communityName: 'chapter' }), { wrapper });
    await waitFor(() => expect(result.current.awards).toEqual([award]));
  });

  it("gives the server's canEdit and saves sponsors in the given order", async () => {
    const requests = recordRequests();
    const first = { id: 'a2000000-0000-4000-8000-000000000001', name: 'Northlight Capital', order: 1 };
    const second = { id: 'a2000000-0000-4000-8000-000000000002', name: 'Atlas Logistics', order: 2 };
    const wrapper = wrapperFor(
      mocks.getGetCommunitySponsorsMockHandler({ sponsors: [first, second], canEdit: true }),
      mocks.getSaveCommunitySponsorsMockHandler({ sponsors: [{ ...second, order: 1 }, { ...first, order: 2 }], canEdit: true }),
    );
    const { result } = renderHook(() => useCommunitySponsors(ID), { wrapper });
    await waitFor(() => expect(result.current.canEdit).toBe(true));
    expect(await act(() => result.current.save([second, first]))).toMatchObject({ ok: true, message: 'The sponsors are saved.' });
    expect(result.current.sponsors?.map((s) => s.name)).toEqual(['Atlas Logistics', 'Northlight Capital']);
    expect(await bodies(requests, 'POST', `/communities/api/communities/${ID}/sponsors`)).toEqual([{ sponsors: [{ ...second, order: 1 }, { ...first, order: 2 }] }]);
  });
});

describe('useTransactionHub (spec 001 §7, §9)', () => {
  it('gives null, not an error, for a community without a hub, and upserts one', async () => {
    const requests = recordRequests();
    const hub = { id: 'aa000000-0000-4000-8000-000000000001', communityId: ID, title: 'Deal Room', url: 'https://deals.ypo.test' };
    const wrapper = wrapperFor(problem('get', `${C}/transactionhub/:id`, 404, 'Not found'), mocks.getUpsertTransactionHubMockHandler(hub));
    const { result } = renderHook(() => useTransactionHub(ID), { wrapper });
    await waitFor(() => expect(result.current.hub).toBeNull());
    expect(result.current.error).toBeUndefined();
    expect(await act(() => result.current.save({ title: 'Deal Room', url: 'https://deals.ypo.test', isActive: true }))).toMatchObject({
      ok: true,
      message: 'The transaction hub is saved.',
    });
    expect(result.current.hub).toEqual(hub);
    expect(await bodies(requests, 'POST', '/communities/api/transactionhub/upsert')).toEqual([{ title: 'Deal Room', url: 'https://deals.ypo.test', isActive: true, communityId: ID }]);
  });

  it('shows a failed load as an error', async () => {
    const wrapper = wrapperFor(problem('get', `${C}/transactionhub/:id`, 500, 'Server error'));
    const { result } = renderHook(() => useTransactionHub(ID), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('An error has occurred. Please try again later.'));
    expect(result.current.hub).toBeUndefined();
  });

  it('sets the TransactionHubAcknowledgement cookie for the given days', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    const { result } = renderHook(() => useTransactionHubAcknowledgement(30));
    expect(result.current.isAcknowledged).toBe(false);
    act(() => result.current.acknowledge());
    expect(result.current.isAcknowledged).toBe(true);
    expect(set).toHaveBeenCalledWith(expect.stringMatching(/^TransactionHubAcknowledgement=true; path=\/; SameSite=Lax; Secure; expires=/));
  });

  it('reads an earlier acknowledgement', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('theme=dark; TransactionHubAcknowledgement=true');
    const { result } = renderHook(() => useTransactionHubAcknowledgement(30));
    expect(result.current.isAcknowledged).toBe(true);
  });
});

const link = (n: number, label = `Link ${n}`) => ({ id: `a3000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`, label, navigationUrl: `https://connect.ypo.test/${n}` });
const GROUPS: QuickLinkGroup[] = [
  { key: 'events', displayName: 'Chapter Events', iconOrder: 1, links: [link(1)] },
  { key: 'files', displayName: 'Chapter Files', iconOrder: 2, links: [link(2)] },
];

function quickLinks(...handlers: Parameters<typeof wrapperFor>) {
  const requests = recordRequests();
  const wrapper = wrapperFor(mocks.getGetChapterQuickLinksMockHandler(GROUPS), ...handlers);
  const hook = renderHook(
    () => {
      const links = useChapterQuickLinks(ID);
      return { links, editor: useQuickLinksEditor(links.items) };
    },
    { wrapper },
  );
  return { ...hook, requests };
}

describe('useChapterQuickLinks with useQuickLinksEditor (spec 001 §5, §7, §8)', () => {
  it('saves a reorder with the display order call and shows the spec success text', async () => {
    const { result, requests } = quickLinks(mocks.getSaveChapterQuickLinksDisplayOrderMockHandler({ success: true }));
    await waitFor(() => expect(result.current.editor.items).toHaveLength(2));
    act(() => result.current.editor.move(1, -1));
    expect(result.current.editor.isDirty).toBe(true);
    const saved = await act(() => result.current.links.save(result.current.editor.items));
    expect(saved).toMatchObject({ ok: true, message: 'You successfully changed your My Quick Links settings.' });
    expect(await bodies(requests, 'POST', '/communities/api/communities/saveChapterQuickLinksDisplayOrder')).toEqual([
      { communityId: ID, quickLinks: [{ key: 'files', iconOrder: 1 }, { key: 'events', iconOrder: 2 }] },
    ]);
    expect(paths(requests)).not.toContain('POST /communities/api/communities/saveChapterQuickLinks');
    expect(result.current.editor.items.map((i) => i.label)).toEqual(['Link 2', 'Link 1']);
    expect(result.current.editor.isDirty).toBe(false);
  });

  it('saves an added link with every group', async () => {
    const { result, requests } = quickLinks(mocks.getSaveChapterQuickLinksMockHandler({ success: true }));
    await waitFor(() => expect(result.current.editor.items).toHaveLength(2));
    act(() => result.current.editor.add(link(3, 'Deal room')));
    await act(() => result.current.links.save(result.current.editor.items));
    expect(await bodies(requests, 'POST', '/communities/api/communities/saveChapterQuickLinks')).toEqual([
      { communityId: ID, quickLinks: [...GROUPS, { key: link(3).id, displayName: 'Deal room', iconOrder: 3, links: [link(3, 'Deal room')] }] },
    ]);
  });

  it.each([
    ['a failed call', problem('post', `${C}/communities/saveChapterQuickLinks`, 500, 'Server error')],
    ['an answer without success', mocks.getSaveChapterQuickLinksMockHandler({ success: false })],
  ])("keeps the editor's list after %s and shows the spec failure text", async (_name, handler) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = quickLinks(handler);
    await waitFor(() => expect(result.current.editor.items).toHaveLength(2));
    act(() => result.current.editor.remove(link(1).id));
    const saved = await act(() => result.current.links.save(result.current.editor.items));
    expect(saved).toMatchObject({
      ok: false,
      error: { message: 'Due to technical issues, we are currently unable to change your My Quick Links settings. Please try again later.' },
    });
    expect(result.current.editor.items.map((i) => i.label)).toEqual(['Link 2']);
    expect(result.current.links.items?.map((i) => i.label)).toEqual(['Link 1', 'Link 2']);
  });

  it('shows the maximum-reached message at 24 and adds no more', async () => {
    const { result } = quickLinks();
    await waitFor(() => expect(result.current.editor.items).toHaveLength(2));
    act(() => {
      for (let n = 3; n <= 30; n += 1) result.current.editor.add(link(n));
    });
    expect(result.current.editor.items).toHaveLength(24);
    expect(result.current.editor.canAdd).toBe(false);
    expect(result.current.editor.limitMessage).toBe('You have reached the maximum of 24 quick links.');
  });
});
