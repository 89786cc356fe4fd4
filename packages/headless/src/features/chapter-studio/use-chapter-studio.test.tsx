import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAnnouncement, type AnnouncementValues } from '../../core/chapter-studio';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useChapterStudio, useDeleteStudioAnnouncement, useSaveStudioAnnouncement, type ChapterStudioData } from './use-chapter-studio';

startMockServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom's FormData and Blob are not the ones Node's Request understands; multipart needs Node's.
const NodeFormData = (await new Response('x=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;

const HARBOR = '00000000-0000-4000-8000-00000000c101';
const HANDBOOK = 'a8000000-0000-4000-8000-000000000002';
const studio: ChapterStudioData = {
  resources: [{ id: 'a8000000-0000-4000-8000-000000000001', categoryName: 'Chapter Operations', resourceItems: [{ resourceId: HANDBOOK, resourceName: 'Officer Handbook', isFavorite: false }] }],
  chapterList: [{ communityId: HARBOR, name: 'Harbor City Chapter' }],
  announcements: [],
};
const isFavourite = (data: ChapterStudioData | undefined) => data?.resources[0]?.resourceItems[0]?.isFavorite;

const values: AnnouncementValues = {
  ...emptyAnnouncement('Image'),
  title: 'Harbor gala',
  shortDescription: 'Join the Harbor City gala.',
  displayStartDate: '2026-12-01T18:00:00.000Z',
  displayEndDate: '2026-12-02T18:00:00.000Z',
  sponsorRegionsList: ['Atlantic Region'],
  visibleToObject: [{ label: 'All Members', value: 'AllMembers' }],
  ctaLink: 'https://connect.example/events/gala',
};

describe('useChapterStudio (spec 001 §3, §4)', () => {
  it('toggles a favourite by resourceId and keeps it on error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrapper = wrapperFor(
      communities.getGetChapterStudioCategoriesAndResourcesMockHandler(studio),
      problem('post', '*/communities/api/saveChapterStudioPersonFavorite', 500, 'Internal Server Error'),
    );
    const requests = recordRequests();
    const { result } = renderHook(() => useChapterStudio(HARBOR), { wrapper });
    await waitFor(() => expect(result.current.studio).toBeDefined());
    expect(isFavourite(result.current.studio)).toBe(false);
    await act(() => result.current.toggleFavourite(HANDBOOK, true));
    expect(isFavourite(result.current.studio)).toBe(true);
    const sent = requests.find((r) => r.url.endsWith('/saveChapterStudioPersonFavorite'));
    expect(await sent?.clone().json()).toEqual({ resourceId: HANDBOOK, isFavorite: true });
  });

  it('rethrows a failed load to the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrapper = wrapperFor(problem('get', '*/communities/api/getChapterStudioCategoriesAndResources/:id', 403, 'Forbidden'));
    const { result } = renderHook(() => useChapterStudio(HARBOR), { wrapper });
    await waitFor(() => expect(result.current.error?.code).toBe('forbidden'));
  });
});

describe('useSaveStudioAnnouncement (spec 001 §7, §8)', () => {
  it('sends the multipart form with the image and the lists as JSON', async () => {
    const wrapper = wrapperFor(communities.getSaveChapterStudioAnnouncementMockHandler({ id: 'a6000000-0000-4000-8000-000000000009', title: 'Harbor gala', recordTypeName: 'Image', isActive: true, isPublished: true }));
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    const requests = recordRequests();
    const { result } = renderHook(() => useSaveStudioAnnouncement(), { wrapper });
    const image = new NodeFile([new Uint8Array([0x89, 0x50])], 'gala.png', { type: 'image/png' }) as unknown as File;
    let saved: Awaited<ReturnType<typeof result.current.save>>;
    await act(async () => {
      saved = await result.current.save(values, 'publish', image);
    });
    expect(saved!).toMatchObject({ ok: true, data: { id: 'a6000000-0000-4000-8000-000000000009' } });
    const sent = requests.find((r) => r.url.endsWith('/saveChapterStudioAnnouncement'));
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await sent!.clone().formData();
    expect(form.get('isPublished')).toBe('true');
    expect(JSON.parse(String(form.get('sponsorRegionsList')))).toEqual(['Atlantic Region']);
    expect((form.get('backgroundImage') as File).name).toBe('gala.png');
  });

  it("fails with 'Something went wrong, please try again later.' and the server's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('FormData', NodeFormData);
    const withDetail = wrapperFor(problem('post', '*/communities/api/saveChapterStudioAnnouncement', 422, 'Unprocessable', { detail: 'The end date must be after the start date.' }));
    const first = renderHook(() => useSaveStudioAnnouncement(), { wrapper: withDetail });
    let answer: Awaited<ReturnType<typeof first.result.current.save>>;
    await act(async () => {
      answer = await first.result.current.save(values, 'draft');
    });
    expect(answer!).toMatchObject({ ok: false });
    expect(answer?.ok === false && answer.error.message).toBe('Something went wrong, please try again later.');
    expect(answer?.ok === false && answer.error.serverMessage).toBe('The end date must be after the start date.');
    cleanup();
    const bare = wrapperFor(problem('post', '*/communities/api/saveChapterStudioAnnouncement', 500, 'Internal Server Error'));
    const second = renderHook(() => useSaveStudioAnnouncement(), { wrapper: bare });
    await act(async () => {
      answer = await second.result.current.save(values, 'draft');
    });
    expect(answer?.ok === false && answer.error.message).toBe('Something went wrong, please try again later.');
  });
});

describe('useDeleteStudioAnnouncement (spec 001 §7, §8)', () => {
  const DRAFT = 'a6000000-0000-4000-8000-000000000002';
  it('deletes by id with the managed chapter', async () => {
    const wrapper = wrapperFor(communities.getDeleteCommunityAnnouncementMockHandler({ success: true, message: 'Deleted.' }));
    const requests = recordRequests();
    const { result } = renderHook(() => useDeleteStudioAnnouncement(HARBOR), { wrapper });
    await act(async () => {
      await result.current.remove(DRAFT);
    });
    const sent = requests.find((r) => r.url.endsWith('/delete-announcement'));
    expect(await sent?.clone().json()).toEqual({ id: DRAFT, communityId: HARBOR });
    expect(result.current.deleteError).toBeUndefined();
  });

  it("fails with 'Error, Delete Failed!'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrapper = wrapperFor(problem('put', '*/communities/api/delete-announcement', 404, 'Not Found'));
    const { result } = renderHook(() => useDeleteStudioAnnouncement(HARBOR), { wrapper });
    await act(async () => {
      await result.current.remove(DRAFT);
    });
    await waitFor(() => expect(result.current.deleteError?.message).toBe('Error, Delete Failed!'));
  });
});
