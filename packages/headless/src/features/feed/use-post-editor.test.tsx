import { File as NodeFile, Blob as NodeBlob } from 'node:buffer';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { posts as postMocks, uploads as uploadMocks } from '@ypo/msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '../../core/feed/post-actions';
import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { holdRequests, problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useFeed } from './use-feed';
import { usePostEditor, type PostEditorOptions } from './use-post-editor';

// jsdom's FormData, Blob and File are not the ones Node's Request understands; multipart needs Node's.
const NodeFormData = (await new Response('x=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData())
  .constructor as typeof FormData;

startMockServer();
beforeEach(() => {
  // The feed and the upload; a test's own handlers (server.use) come before these.
  feedPosts = [EXISTING];
  server.use(
    postMocks.getListPostsByCommunityMockHandler(() => feedPosts),
    uploadMocks.getUploadsUploadFilesMockHandler(async ({ request }) => {
      const form = await request.formData();
      return [...form.entries()].map(([, value]) => ({ pendingBlobStoragePath: `pending/c101/${(value as File).name}`, name: (value as File).name }));
    }),
  );
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const COMMUNITY = { communityId: '00000000-0000-4000-8000-00000000c101', communityType: 'chapter' };
const FEED = { communityId: COMMUNITY.communityId, communityName: 'chapter' };
const UPLOAD = '*/uploads/api/upload/:id/:name';
const CREATE = '*/posts/api/post/create/:name';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];

const fileOf = (parts: (string | Uint8Array)[], name: string, type: string) => new NodeFile(parts, name, { type }) as unknown as File;
const png = (name: string, extra = 20) => fileOf([new Uint8Array([...PNG, ...new Array<number>(extra).fill(1)])], name, 'image/png');
const post = (id: string, body: string, extra: Partial<Post> = {}): Post => ({
  id: `9a000000-0000-4000-8000-${id.padStart(12, '0')}`,
  communityId: COMMUNITY.communityId,
  body,
  dateCreated: '2026-11-01T10:00:00Z',
  canEdit: true,
  ...extra,
});
const EXISTING = post('1', 'Board retreat notes');
/** What the community feed answers (the upload answers each file as a pending upload, in field order). */
let feedPosts: Post[] = [];

function setup(options: Partial<PostEditorOptions> = {}) {
  const requests = recordRequests();
  const wrapper = wrapperFor();
  const hook = renderHook((props: Partial<PostEditorOptions>) => ({ feed: useFeed(FEED), editor: usePostEditor({ community: COMMUNITY, ...options, ...props }) }), {
    wrapper,
    initialProps: {},
  });
  const calls = () => requests.map((r) => `${r.method} ${decodeURIComponent(new URL(r.url).pathname)}`);
  const bodies = async (path: string) =>
    Promise.all(requests.filter((r) => new URL(r.url).pathname.includes(path)).map(async (r) => (await r.clone().json()) as Record<string, unknown>));
  return { ...hook, calls, bodies, requests };
}

describe('usePostEditor: a new post (spec 001 §3, §7, §8)', () => {
  it('uploads the images first, in one request, then creates the post with them; the feed shows it first', async () => {
    const created = post('2', 'Who joins @Amara Okafor at the Summit?', { title: 'Summit' });
    server.use(
      postMocks.getCreatePostMockHandler(() => {
        feedPosts = [created, ...feedPosts];
        return created;
      }),
    );
    const { result, calls, bodies, requests } = setup();
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(1));
    act(() => {
      result.current.editor.setTitle(' Summit ');
      result.current.editor.setBody('Who joins @Amara Okafor at the Summit?');
    });
    await act(async () => void (await result.current.editor.addImages([png('stage.png'), png('hall.png')])));
    expect(result.current.editor.images.map((image) => [image.name, image.percentage])).toEqual([
      ['stage.png', 0],
      ['hall.png', 0],
    ]);
    let outcome: Awaited<ReturnType<typeof result.current.editor.submit>>;
    await act(async () => void (outcome = await result.current.editor.submit()));
    expect(outcome!).toEqual({ ok: true, data: created });

    expect(calls().filter((call) => !call.startsWith('GET'))).toEqual([`POST /uploads/api/upload/${COMMUNITY.communityId}/chapter`, 'POST /posts/api/post/create/chapter']);
    const form = await requests.find((r) => r.url.includes('/uploads/'))!.clone().formData();
    expect([...form.keys()]).toEqual(['file0', 'file1']);
    expect(await bodies('/post/create/')).toEqual([
      {
        communityId: COMMUNITY.communityId,
        title: 'Summit',
        body: 'Who joins @Amara Okafor at the Summit?',
        parentPostId: '00000000-0000-0000-0000-000000000000',
        canComment: true,
        postImage: [
          { pendingBlobStoragePath: 'pending/c101/stage.png', name: 'stage.png' },
          { pendingBlobStoragePath: 'pending/c101/hall.png', name: 'hall.png' },
        ],
      },
    ]);
    expect(result.current.feed.posts.map((p) => p.id)).toEqual([created.id, EXISTING.id]);
    // The draft is empty again for the next post.
    expect(result.current.editor).toMatchObject({ title: '', body: '', canComment: true, images: [], error: undefined });
  });

  it('sends canComment false when comments are turned off, and no images when none were chosen', async () => {
    server.use(postMocks.getCreatePostMockHandler(post('3', 'Quiet post', { canComment: false })));
    const { result, calls, bodies } = setup();
    act(() => {
      result.current.editor.setBody('Quiet post');
      result.current.editor.setCanComment(false);
    });
    await act(async () => void (await result.current.editor.submit()));
    expect(calls()).not.toContain(`POST /uploads/api/upload/${COMMUNITY.communityId}/chapter`);
    expect((await bodies('/post/create/'))[0]).toMatchObject({ body: 'Quiet post', canComment: false });
    expect((await bodies('/post/create/'))[0]).not.toHaveProperty('postImage');
  });

  it('sends nothing for an empty draft and says what it lacks', async () => {
    const { result, calls } = setup();
    let outcome: Awaited<ReturnType<typeof result.current.editor.submit>>;
    await act(async () => void (outcome = await result.current.editor.submit()));
    expect(outcome!).toMatchObject({ ok: false, error: { code: 'validation', message: FEATURE_MESSAGES.postBodyRequired } });
    expect(result.current.editor.validationErrors).toEqual([FEATURE_MESSAGES.postBodyRequired]);
    expect(calls().filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it('checks chosen files: at most 6, images only, not too large, content as named', async () => {
    const { result } = setup();
    const six = Array.from({ length: 6 }, (_, i) => png(`p${i}.png`));
    await act(async () => void (await result.current.editor.addImages(six)));
    expect(result.current.editor.images).toHaveLength(6);
    await act(async () => void (await result.current.editor.addImages([png('seventh.png')])));
    expect(result.current.editor.images).toHaveLength(6);
    expect(result.current.editor.problems.map((p) => p.message)).toEqual([FEATURE_MESSAGES.uploadTooManyFiles]);

    for (const image of result.current.editor.images.slice(3)) act(() => result.current.editor.removeImage(image.key));
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 26_214_401 });
    const renamed = fileOf(['plain text'], 'notes.png', 'image/png');
    const text = fileOf(['plain text'], 'notes.txt', 'text/plain');
    await act(async () => void (await result.current.editor.addImages([text, huge, renamed])));
    expect(result.current.editor.problems.map((p) => [p.fileName, p.message])).toEqual([
      ['notes.txt', FEATURE_MESSAGES.uploadFileTypeNotSupported],
      ['huge.png', FEATURE_MESSAGES.uploadFileTooLarge],
      ['notes.png', FEATURE_MESSAGES.uploadFileTypeNotSupported],
    ]);
    await act(async () => void (await result.current.editor.addImages([png('ok.png')])));
    expect(result.current.editor.problems).toEqual([]);
    expect(result.current.editor.images.map((image) => image.name)).toEqual(['p0.png', 'p1.png', 'p2.png', 'ok.png']);
  });

  it('shows each image uploading, then done', async () => {
    const { result } = setup();
    const held = holdRequests('post', UPLOAD);
    server.use(postMocks.getCreatePostMockHandler(post('4', 'With a picture')));
    act(() => result.current.editor.setBody('With a picture'));
    await act(async () => void (await result.current.editor.addImages([png('stage.png')])));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.editor.submit();
    });
    await waitFor(() => expect(held).toHaveLength(1));
    expect(result.current.editor).toMatchObject({ isUploading: true, isSaving: true });
    expect(result.current.editor.images[0]).toMatchObject({ isUploading: true, percentage: 0 });
    held[0]?.answer([{ pendingBlobStoragePath: 'pending/c101/stage.png', name: 'stage.png' }]);
    await act(() => done);
    expect(result.current.editor.isSaving).toBe(false);
  });

  it('keeps everything typed and chosen when the post fails, logs it, clears the list, and does not upload again on retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(problem('post', CREATE, 500, 'Internal Server Error'));
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(1));
    act(() => {
      result.current.editor.setTitle('Summit');
      result.current.editor.setBody('Who is coming?');
    });
    await act(async () => void (await result.current.editor.addImages([png('stage.png')])));
    let outcome: Awaited<ReturnType<typeof result.current.editor.submit>>;
    await act(async () => void (outcome = await result.current.editor.submit()));
    expect(outcome!).toMatchObject({ ok: false, error: { message: 'There was an issue creating your post. Please try again' } });
    expect(result.current.editor.error?.message).toBe(FEATURE_MESSAGES.createPostFailed);
    expect(result.current.editor).toMatchObject({ title: 'Summit', body: 'Who is coming?' });
    expect(result.current.editor.images.map((image) => [image.name, image.percentage])).toEqual([['stage.png', 100]]);
    expect(log).toHaveBeenCalled();
    // spec 001 §8: post attempts clear the list on failure.
    await waitFor(() => expect(result.current.feed.posts).toEqual([]));

    server.use(postMocks.getCreatePostMockHandler(post('5', 'Who is coming?')));
    await act(async () => void (outcome = await result.current.editor.submit()));
    expect(outcome!).toMatchObject({ ok: true });
    expect(calls().filter((call) => call.startsWith('POST /uploads'))).toHaveLength(1);
    expect(calls().filter((call) => call.startsWith('POST /posts'))).toHaveLength(2);
  });

  it('fails the post with its text when the upload fails, and creates nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(problem('post', UPLOAD, 500, 'Internal Server Error'));
    const { result, calls } = setup();
    act(() => result.current.editor.setBody('Picture'));
    await act(async () => void (await result.current.editor.addImages([png('stage.png')])));
    await act(async () => void (await result.current.editor.submit()));
    expect(result.current.editor.error?.message).toBe(FEATURE_MESSAGES.createPostFailed);
    expect(result.current.editor.images[0]?.uploaded).toBeUndefined();
    expect(calls()).not.toContain('POST /posts/api/post/create/chapter');
  });

  it('fails the post when the upload answers without a pending upload (nothing the draft could carry)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(uploadMocks.getUploadsUploadFilesMockHandler([{ bytes: 'iVBORw0K', fileName: 'stage.png', fileType: 'image/png' }]));
    const { result, calls } = setup();
    act(() => result.current.editor.setBody('Picture'));
    await act(async () => void (await result.current.editor.addImages([png('stage.png')])));
    await act(async () => void (await result.current.editor.submit()));
    expect(result.current.editor.error?.message).toBe(FEATURE_MESSAGES.createPostFailed);
    expect(calls()).not.toContain('POST /posts/api/post/create/chapter');
  });
});

describe('usePostEditor: editing (spec 001 §4)', () => {
  it('starts from the post, sends the edit with PUT and shows it in the feed', async () => {
    const edited = { ...EXISTING, body: 'Board retreat notes, updated', canComment: false };
    server.use(postMocks.getUpdatePostMockHandler(edited));
    const { result, calls, bodies } = setup({ post: { ...EXISTING, title: 'Retreat', canComment: true } });
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(1));
    expect(result.current.editor).toMatchObject({ isEdit: true, title: 'Retreat', body: 'Board retreat notes', canComment: true, isBlocked: false });
    act(() => {
      result.current.editor.setBody('Board retreat notes, updated');
      result.current.editor.setCanComment(false);
    });
    await act(async () => void (await result.current.editor.submit()));
    expect(calls()).toContain(`PUT /posts/api/post/update/${EXISTING.id}`);
    expect((await bodies('/post/update/'))[0]).toMatchObject({ title: 'Retreat', body: 'Board retreat notes, updated', canComment: false });
    expect(result.current.feed.posts[0]?.body).toBe('Board retreat notes, updated');
  });

  it('keeps the images of the post unless new ones are chosen, which replace them', async () => {
    const withImage = { ...EXISTING, images: [{ url: 'https://media.example/pending/c101/old.png', name: 'old.png' }] };
    server.use(postMocks.getUpdatePostMockHandler(withImage));
    const { result, bodies } = setup({ post: withImage });
    expect(result.current.editor.currentImages.map((image) => image.name)).toEqual(['old.png']);
    await act(async () => void (await result.current.editor.submit()));
    expect((await bodies('/post/update/'))[0]).not.toHaveProperty('postImage');
    await act(async () => void (await result.current.editor.addImages([png('new.png')])));
    await act(async () => void (await result.current.editor.submit()));
    expect((await bodies('/post/update/'))[1]?.['postImage']).toEqual([{ pendingBlobStoragePath: 'pending/c101/new.png', name: 'new.png' }]);
  });

  it('is blocked while a change to the post is pending, and for a post the viewer may not edit', async () => {
    const { result, calls, rerender } = setup({ post: EXISTING, hasPendingChange: true });
    expect(result.current.editor.isBlocked).toBe(true);
    await act(async () => expect(await result.current.editor.submit()).toBeUndefined());
    rerender({ post: { ...EXISTING, canEdit: false }, hasPendingChange: false });
    expect(result.current.editor.isBlocked).toBe(true);
    await act(async () => expect(await result.current.editor.submit()).toBeUndefined());
    expect(calls().filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it('keeps the edit as typed when it fails, and the feed as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(problem('put', '*/posts/api/post/update/:id', 500, 'Internal Server Error'));
    const { result } = setup({ post: EXISTING });
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(1));
    act(() => result.current.editor.setBody('Changed'));
    await act(async () => void (await result.current.editor.submit()));
    expect(result.current.editor).toMatchObject({ body: 'Changed', error: { message: FEATURE_MESSAGES.createPostFailed } });
    expect(result.current.feed.posts.map((p) => p.body)).toEqual(['Board retreat notes']);
  });
});
