import { File as NodeFile, Blob as NodeBlob } from 'node:buffer';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { assistpage } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistTopicsPage, AssistVideosPage, ReleaseMediaPage, ReleaseNotesPage } from '../../core/assist/types';
import { AppError, MESSAGES } from '../../core/messages';
import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { recordRequests, server, testSdk, startMockServer } from '../../testing/mock-server';
import { HeadlessProvider } from '../../hooks/headless-provider';
import { useAssistAdmin } from './use-assist-admin';
import { useAssistTopics } from './use-assist-topics';
import { useReleaseMedia } from './use-release-media';
import { useReleaseNotes } from './use-release-notes';
import { useTourVideos } from './use-tour-videos';

// jsdom's FormData and Blob are not the ones Node's Request understands; multipart needs Node's.
const NodeFormData = (await new Response('x=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData())
  .constructor as typeof FormData;

const qa = (id: string, sortOrder: number, isLastQuestion: boolean) => ({
  id,
  question: `Question ${id}`,
  answer: `<p>Answer ${id}</p>`,
  sortOrder,
  isEditQuestion: false,
  isEditAnswer: false,
  isLastQuestion,
});

function topicsPage(): AssistTopicsPage {
  return {
    canEdit: true,
    topics: [
      { id: 't1', topicName: 'Communities', sortOrder: 1, isEditTopic: false, questionAnswers: [qa('q1', 1, false), qa('q2', 2, true)] },
      { id: 't2', topicName: 'Events', sortOrder: 2, isEditTopic: false, questionAnswers: [qa('q3', 1, true)] },
    ],
  };
}
const videosPage = (): AssistVideosPage => ({
  canEdit: true,
  assistVideos: [
    { id: 'v1', title: 'Welcome to the platform', fileExt: '.mp4', sortOrder: 1, isUpload: true, isEdit: false },
    { id: 'v2', title: 'Finding members and events', fileExt: '.mp4', sortOrder: 2, isUpload: true, isEdit: false },
  ],
});
const mediaPage = (): ReleaseMediaPage => ({
  canEdit: true,
  releaseMedia: [{ id: 'm1', fileType: 'new', fileName: 'whats-new.png', fileUrl: 'https://media.example/assist/whats-new.png' }],
});
const notesPage = (): ReleaseNotesPage => ({ canEdit: true, releaseNote: [{ id: 'n1', version: '10.16.2', notes: '<p>Notes</p>' }] });

const ASSIST = '*/assistpage/api/assist';
let requests: Request[];

function problem(status: number) {
  return HttpResponse.json({ type: 'about:blank', title: 'Error', status }, { status });
}

startMockServer();
beforeEach(() => {
  requests = recordRequests();
  server.use(
    assistpage.getGetTopicArticlesMockHandler(() => topicsPage()),
    assistpage.getListTourSectionVideosMockHandler(() => videosPage()),
    assistpage.getGetReleaseMediaMockHandler(() => mediaPage()),
    assistpage.getGetReleaseNotesMockHandler(() => notesPage()),
    assistpage.getIsAdminUserMockHandler(true),
    // any other assist call is not found unless the test answers it
    http.all(`${ASSIST}/*`, () => problem(404)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  const sdk = testSdk({ getAccessToken: () => 'token' });
  return (
    <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
      {children}
    </HeadlessProvider>
  );
}

describe('useAssistTopics', () => {
  it('loads the topics and puts the refreshed topics of a change in the cache', async () => {
    const { result } = renderHook(() => useAssistTopics(), { wrapper });
    await waitFor(() => expect(result.current.data?.topics).toHaveLength(2));
    const refreshed = topicsPage();
    refreshed.topics.push({ id: 't3', topicName: 'Messenger', sortOrder: 3, isEditTopic: false, questionAnswers: [qa('q9', 1, true)] });
    server.use(assistpage.getCreateTopicArticlesMockHandler(refreshed));
    const body = { topicName: 'Messenger', newQuestion: 'How?', newAnswer: 'Like this.' };
    await act(() => result.current.createTopic(body));
    expect(result.current.data?.topics.map((t) => t.topicName)).toEqual(['Communities', 'Events', 'Messenger']);
    const sent = requests.at(-1)!;
    expect(sent.headers.get('Authorization')).toBe('Bearer token');
    expect(await sent.json()).toEqual(body);
  });

  it('rejects a failed change with the catalogue text and keeps the topics', async () => {
    server.use(
      http.put(`${ASSIST}/update-make-connect-Topic`, () => problem(500)),
      http.delete(`${ASSIST}/delete-make-connect-topic/t1`, () => problem(403)),
    );
    const { result } = renderHook(() => useAssistTopics(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const failed = result.current.updateTopic({ id: 't1', topicName: 'X' });
    await expect(failed).rejects.toBeInstanceOf(AppError);
    await expect(failed).rejects.toThrow(MESSAGES.errorOccurredTryLater);
    await expect(result.current.deleteTopic('t1')).rejects.toThrow(MESSAGES.accessDenied);
    expect(result.current.data?.topics[0]?.topicName).toBe('Communities');
  });

  it('reports an unreachable server with the connection text', async () => {
    server.use(http.get(`${ASSIST}/get-topic-articles`, () => HttpResponse.error()));
    const { result } = renderHook(() => useAssistTopics(), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe(MESSAGES.unableToConnect));
  });

  it('moves a topic at once, sends the positions, and rolls back when the call fails', async () => {
    let release: (r: Response) => void = () => {};
    server.use(http.post(`${ASSIST}/reorder-topic-articles`, () => new Promise<Response>((resolve) => (release = resolve))));
    const { result } = renderHook(() => useAssistTopics(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    let move: Promise<void> = Promise.resolve();
    act(() => {
      move = result.current.moveTopic('t2', 'up');
    });
    await waitFor(() => expect(result.current.data?.topics.map((t) => t.id)).toEqual(['t2', 't1']));
    await waitFor(() => expect(requests.at(-1)?.url).toContain('reorder-topic-articles'));
    expect(await requests.at(-1)!.json()).toEqual([
      { id: 't2', sortOrder: 1 },
      { id: 't1', sortOrder: 2 },
    ]);
    release(problem(500));
    await act(async () => {
      await expect(move).rejects.toThrow(MESSAGES.errorOccurredTryLater);
    });
    expect(result.current.data?.topics.map((t) => t.id)).toEqual(['t1', 't2']);
  });

  it('moves a question within its topic', async () => {
    server.use(
      assistpage.getReorderTopicArticlesMockHandler(async ({ request }) => {
        const page = topicsPage();
        const orders = (await request.json()) as { id: string; sortOrder: number }[];
        for (const qaItem of page.topics[0]!.questionAnswers) qaItem.sortOrder = orders.find((o) => o.id === qaItem.id)!.sortOrder;
        return page;
      }),
    );
    const { result } = renderHook(() => useAssistTopics(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    await act(() => result.current.moveQuestion('t1', 'q2', 'up'));
    expect(await requests.at(-1)!.json()).toEqual([
      { id: 'q2', sortOrder: 1 },
      { id: 'q1', sortOrder: 2 },
    ]);
    expect(result.current.data?.topics[0]?.questionAnswers.find((q) => q.id === 'q2')?.sortOrder).toBe(1);
  });
});

describe('useTourVideos', () => {
  it('uploads a new video as multipart fields file0, title and fileExt', async () => {
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    server.use(assistpage.getCreateTourVideoMockHandler(videosPage()));
    const { result } = renderHook(() => useTourVideos(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    // the upload engine reads the file's first bytes: an MP4 starts with an 'ftyp' box
    const file = new NodeFile([new Uint8Array([0, 0, 0, 32, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d])], 'studio.mp4', { type: 'video/mp4' }) as unknown as File;
    await act(() => result.current.createTourVideo({ file, title: 'Chapter studio', fileExt: '.mp4' }));
    const form = await requests.at(-1)!.formData();
    expect((form.get('file0') as File).name).toBe('studio.mp4');
    expect(form.get('title')).toBe('Chapter studio');
    expect(form.get('fileExt')).toBe('.mp4');
  });

  it('downloads a video under its title with fileExt appended', async () => {
    server.use(
      http.post(`${ASSIST}/download-tour-video/v1`, () =>
        HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer, { headers: { 'Content-Type': 'application/octet-stream' } }),
      ),
    );
    const { result } = renderHook(() => useTourVideos(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const download = await result.current.downloadTourVideo(result.current.data!.assistVideos[0]!);
    expect(download.fileName).toBe('Welcome to the platform.mp4');
    expect(download.blob.size).toBe(3);
  });

  it('moves and renames videos', async () => {
    server.use(
      assistpage.getReorderTourvideosMockHandler(() => {
        const page = videosPage();
        page.assistVideos.reverse().forEach((v, i) => (v.sortOrder = i + 1));
        return page;
      }),
      http.put(`${ASSIST}/update-tour-video`, () => problem(422)),
    );
    const { result } = renderHook(() => useTourVideos(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    await act(() => result.current.moveTourVideo('v1', 'down'));
    expect(result.current.data?.assistVideos.map((v) => v.id)).toEqual(['v2', 'v1']);
    await expect(result.current.updateTourVideo({ id: 'v1', title: 'X' })).rejects.toThrow(MESSAGES.errorOccurred);
  });
});

describe('release media, release notes and the is-admin check', () => {
  it('replaces a media file with a multipart upload to its slot', async () => {
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    server.use(http.post(`${ASSIST}/update-new-comingsoon-file/comingsoon`, () => HttpResponse.json(mediaPage())));
    const { result } = renderHook(() => useReleaseMedia(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const file = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'soon.png', { type: 'image/png' }) as unknown as File;
    await act(() => result.current.replaceMediaFile('comingsoon', file));
    const form = await requests.at(-1)!.formData();
    expect((form.get('file0') as File).name).toBe('soon.png');
  });

  it('refuses a renamed file before sending it (the upload engine reads its first bytes)', async () => {
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    const { result } = renderHook(() => useReleaseMedia(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const sent = requests.length;
    const renamed = new NodeFile([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'soon.png', { type: 'image/png' }) as unknown as File;
    await expect(result.current.replaceMediaFile('comingsoon', renamed)).rejects.toThrow(FEATURE_MESSAGES.assistMediaFileType);
    expect(requests).toHaveLength(sent);
  });

  it('shows the first release note and saves an edit', async () => {
    const saved = notesPage();
    saved.releaseNote[0]!.notes = '<p>Edited</p>';
    server.use(assistpage.getUpdateReleaseNotesMockHandler(saved));
    const { result } = renderHook(() => useReleaseNotes(), { wrapper });
    await waitFor(() => expect(result.current.releaseNote?.notes).toBe('<p>Notes</p>'));
    await act(() => result.current.updateReleaseNote({ id: 'n1', version: '10.16.2', notes: '<p>Edited</p>' }));
    expect(result.current.releaseNote?.notes).toBe('<p>Edited</p>');
  });

  it('reads the is-admin check', async () => {
    const { result } = renderHook(() => useAssistAdmin(), { wrapper });
    await waitFor(() => expect(result.current.isAdmin).toBe(true));
  });
});
