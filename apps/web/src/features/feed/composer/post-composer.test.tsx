import { File as NodeFile, Blob as NodeBlob } from 'node:buffer';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FEATURE_MESSAGES, type Post } from '@ypo/headless';
import { posts as postMocks, profiles as profileMocks, uploads as uploadMocks } from '@ypo/msw';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../../testing/app-harness';
import { EditPostDialog } from './edit-post-dialog';
import { PostComposer } from './post-composer';

// jsdom's FormData, Blob and File are not the ones Node's Request understands; multipart needs Node's.
const NodeFormData = (await new Response('x=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData())
  .constructor as typeof FormData;

startMockServer();

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO = { id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002', firstName: 'Bruno', lastName: 'Lindqvist', preferredName: 'Bruno' };
const CHAPTER = { communityId: '00000000-0000-4000-8000-00000000c101', communityType: 'chapter', name: 'Harbor City Chapter' };
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 1, 1, 1, 1];
const png = (name: string) => new NodeFile([new Uint8Array(PNG)], name, { type: 'image/png' }) as unknown as File;
const text = (name: string) => new NodeFile(['plain text'], name, { type: 'text/plain' }) as unknown as File;

const postOf = (extra: Partial<Post> = {}): Post => ({
  id: '9a000000-0000-4000-8000-000000000042',
  communityId: CHAPTER.communityId,
  body: 'Body',
  dateCreated: '2026-11-20T10:00:00Z',
  canEdit: true,
  canComment: true,
  ...extra,
});

interface Sent {
  uploads: string[][];
  creates: Record<string, unknown>[];
  updates: Record<string, unknown>[];
}
let sent: Sent;

beforeEach(() => {
  stubCssEscape();
  sent = { uploads: [], creates: [], updates: [] };
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  // The preview of a chosen image (jsdom has no object URLs).
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
  server.use(
    profileMocks.getProfilesMemberSearchMockHandler(({ params }) => (String(params['term']).startsWith('Bru') ? [BRUNO] : [])),
    uploadMocks.getUploadsUploadFilesMockHandler(async ({ request }) => {
      const names = [...(await request.formData()).values()].map((value) => (value as File).name);
      sent.uploads.push(names);
      return names.map((name) => ({ pendingBlobStoragePath: `pending/c101/${name}`, name }));
    }),
    postMocks.getCreatePostMockHandler(async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.creates.push(body);
      return postOf({ body: String(body['body']), title: String(body['title'] ?? '') });
    }),
    postMocks.getUpdatePostMockHandler(async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.updates.push(body);
      return postOf({ body: String(body['body']) });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Renders the composer and opens its form, as its 'Start a post' button does. */
function renderComposer(onPosted = vi.fn()) {
  const harness = createAppHarness({ user: userOf(AMARA) });
  const view = render(
    <harness.Providers>
      <PostComposer community={CHAPTER} onPosted={onPosted} />
    </harness.Providers>,
  );
  act(() => screen.getByRole('button', { name: 'Start a post' }).click());
  return { ...view, onPosted };
}

function chooseFiles(files: File[]) {
  // FileTrigger's hidden input.
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

async function mentionBruno() {
  const box = screen.getByRole('combobox', { name: 'Mention a member' });
  act(() => box.focus());
  fireEvent.change(box, { target: { value: 'Bru' } });
  const option = await screen.findByRole('option', { name: 'Bruno Lindqvist' });
  act(() => option.click());
}

describe('PostComposer (spec 001 §3, §4, §8)', () => {
  it('opens from its button with the focus on the title; Cancel closes it and gives the focus back to the button', () => {
    const harness = createAppHarness({ user: userOf(AMARA) });
    render(
      <harness.Providers>
        <PostComposer community={CHAPTER} />
      </harness.Providers>,
    );
    expect(screen.getByRole('heading', { name: `Write a post in ${CHAPTER.name}` })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Post' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Start a post' }).click());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Post' }), { target: { value: 'Draft' } });
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    expect(screen.queryByRole('textbox', { name: 'Post' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start a post' }));
    act(() => screen.getByRole('button', { name: 'Start a post' }).click());
    expect((screen.getByRole('textbox', { name: 'Post' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('posts a title, a body with a mention and two images, uploaded first with their progress', async () => {
    const { onPosted } = renderComposer();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Leadership Summit' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Post' }), { target: { value: 'Who joins' } });
    await mentionBruno();
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Post' }) as HTMLTextAreaElement).value).toBe('Who joins @Bruno Lindqvist '));
    chooseFiles([png('stage.png'), png('hall.png')]);
    const chosen = await screen.findByRole('list', { name: 'Chosen images' });
    expect((await within(chosen).findAllByRole('img')).map((img) => img.getAttribute('alt'))).toEqual(['stage.png', 'hall.png']);
    expect(screen.getByRole('progressbar', { name: 'Upload of stage.png' }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('2 of 6 images (PNG, JPG or GIF)')).toBeDefined();
    expect((screen.getByRole('switch', { name: 'Allow comments' }) as HTMLInputElement).checked).toBe(true);

    act(() => screen.getByRole('button', { name: 'Post' }).click());
    expect(await screen.findByText(FEATURE_MESSAGES.postShared)).toBeDefined();
    expect(sent.uploads).toEqual([['stage.png', 'hall.png']]);
    expect(sent.creates).toHaveLength(1);
    const [created] = sent.creates as { title: string; body: string; canComment: boolean; postImage: { name: string; pendingBlobStoragePath: string }[] }[];
    expect([created?.title, created?.body, created?.canComment]).toEqual(['Leadership Summit', 'Who joins @Bruno Lindqvist ', true]);
    // The post carries the pending uploads the upload answered, in the order chosen.
    expect(created?.postImage.map((image) => image.pendingBlobStoragePath)).toEqual(['pending/c101/stage.png', 'pending/c101/hall.png']);
    expect(onPosted).toHaveBeenCalledTimes(1);
    // Ready for the next post.
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('list', { name: 'Chosen images' })).toBeNull();
  });

  it('sends comments off when the switch is turned off', async () => {
    renderComposer();
    fireEvent.change(screen.getByRole('textbox', { name: 'Post' }), { target: { value: 'Quiet one' } });
    act(() => screen.getByRole('switch', { name: 'Allow comments' }).click());
    act(() => screen.getByRole('button', { name: 'Post' }).click());
    await waitFor(() => expect(sent.creates).toHaveLength(1));
    expect(sent.creates[0]).toMatchObject({ body: 'Quiet one', canComment: false });
  });

  it('refuses files that are not images and a seventh image, with the upload texts', async () => {
    renderComposer();
    chooseFiles([text('notes.txt')]);
    expect(await screen.findByText(`notes.txt: ${FEATURE_MESSAGES.uploadFileTypeNotSupported}`)).toBeDefined();
    chooseFiles(Array.from({ length: 6 }, (_, i) => png(`p${i}.png`)));
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(6));
    expect(screen.getByRole('button', { name: 'Add images' }).hasAttribute('disabled')).toBe(true);
    act(() => screen.getByRole('button', { name: 'Remove p5.png' }).click());
    chooseFiles([png('a.png'), png('b.png')]);
    expect(await screen.findByText(FEATURE_MESSAGES.uploadTooManyFiles)).toBeDefined();
    expect(screen.getAllByRole('progressbar')).toHaveLength(5);
  });

  it('says what an empty post lacks and sends nothing', async () => {
    renderComposer();
    act(() => screen.getByRole('button', { name: 'Post' }).click());
    expect(await screen.findByText(FEATURE_MESSAGES.postBodyRequired)).toBeDefined();
    const body = screen.getByRole('textbox', { name: 'Post' });
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(body.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(FEATURE_MESSAGES.postBodyRequired);
    expect(sent.creates).toEqual([]);
  });

  it('keeps everything typed and chosen when the post fails, with the spec text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/posts/api/post/create/:name', () => HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 })));
    renderComposer();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Summit' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Post' }), { target: { value: 'Who is coming?' } });
    chooseFiles([png('stage.png')]);
    await screen.findByRole('progressbar', { name: 'Upload of stage.png' });
    act(() => screen.getByRole('button', { name: 'Post' }).click());
    const alert = await screen.findByText('There was an issue creating your post. Please try again');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Summit');
    expect((screen.getByRole('textbox', { name: 'Post' }) as HTMLTextAreaElement).value).toBe('Who is coming?');
    expect(screen.getByRole('progressbar', { name: 'Upload of stage.png' }).getAttribute('aria-valuetext')).toBe('Uploaded');
  });

  it('stops an upload under way and keeps the draft', async () => {
    server.use(
      http.post('*/uploads/api/upload/:id/:name', ({ request }) => new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error())))),
    );
    renderComposer();
    fireEvent.change(screen.getByRole('textbox', { name: 'Post' }), { target: { value: 'With a picture' } });
    chooseFiles([png('stage.png')]);
    await screen.findByRole('progressbar', { name: 'Upload of stage.png' });
    act(() => screen.getByRole('button', { name: 'Post' }).click());
    const stop = await screen.findByRole('button', { name: 'Stop upload' });
    act(() => stop.click());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop upload' })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Post' }) as HTMLTextAreaElement).value).toBe('With a picture');
    expect(screen.getByRole('progressbar', { name: 'Upload of stage.png' }).getAttribute('aria-valuetext')).toBe('0%');
    expect(sent.creates).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the author that a post in a moderated community waits for approval', async () => {
    server.use(postMocks.getCreatePostMockHandler(postOf({ body: 'Pending', isPendingModeration: true })));
    renderComposer();
    fireEvent.change(screen.getByRole('textbox', { name: 'Post' }), { target: { value: 'Pending' } });
    act(() => screen.getByRole('button', { name: 'Post' }).click());
    expect(await screen.findByText(FEATURE_MESSAGES.postAwaitingApproval)).toBeDefined();
  });

  it('is axe-clean, with images chosen and the mention list open', async () => {
    const { container } = renderComposer();
    chooseFiles([png('stage.png')]);
    await screen.findByRole('progressbar', { name: 'Upload of stage.png' });
    const box = screen.getByRole('combobox', { name: 'Mention a member' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'Bru' } });
    await screen.findByRole('option', { name: 'Bruno Lindqvist' });
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('EditPostDialog (spec 001 §4)', () => {
  function renderDialog(post: Post, hasPendingChange = false) {
    const onClose = vi.fn();
    const harness = createAppHarness({ user: userOf(AMARA) });
    render(
      <harness.Providers>
        <EditPostDialog post={post} community={CHAPTER} onClose={onClose} hasPendingChange={hasPendingChange} />
      </harness.Providers>,
    );
    return { onClose };
  }

  it('opens with the post, saves the edit and closes', async () => {
    const { onClose } = renderDialog(postOf({ title: 'Retreat', body: 'Board retreat notes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit post' });
    expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Retreat');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Post' }), { target: { value: 'Board retreat notes, updated' } });
    act(() => within(dialog).getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.updates).toEqual([expect.objectContaining({ title: 'Retreat', body: 'Board retreat notes, updated', canComment: true })]);
  });

  it('keeps the dialog and the text when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.put('*/posts/api/post/update/:id', () => HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 })));
    const { onClose } = renderDialog(postOf({ body: 'Board retreat notes' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Post' }), { target: { value: 'Changed' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByText(FEATURE_MESSAGES.createPostFailed)).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Post' }) as HTMLTextAreaElement).value).toBe('Changed');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('blocks the edit while a change to the post is pending', async () => {
    renderDialog(postOf(), true);
    expect(screen.getByText(FEATURE_MESSAGES.postChangePending)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(sent.updates).toEqual([]);
  });

  it('is axe-clean', async () => {
    renderDialog(postOf({ images: [{ url: 'https://media.example/posts/a.png', name: 'a.png' }] }));
    expect(screen.getByText('The post has 1 image(s); new images replace them.')).toBeDefined();
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
