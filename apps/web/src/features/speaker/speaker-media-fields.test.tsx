import { File as NodeFile, Blob as NodeBlob } from 'node:buffer';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSpeakerVideo, type PresentationVideoUpload } from '@ypo/headless/speaker';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape } from '../../testing/app-harness';
import { mp4File, pngFile, toFile } from '../../../e2e/support/media-files';
import { SpeakerPhotoField, SpeakerVideoField } from './speaker-media-fields';

// jsdom's FormData and Blob are not the ones Node's Request understands; multipart needs Node's.
const NodeFormData = (await new Response('x=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;

startMockServer();
beforeEach(() => {
  // After vi.unstubAllGlobals: react-aria's modal reads CSS.escape.
  stubCssEscape();
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AXE = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
const choose = (group: HTMLElement, file: File) => fireEvent.change(group.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });

function PhotoForm({ onChange, size }: { onChange: (value: string) => void; size: number }) {
  const [value, setValue] = useState<string | null>('https://media.example/speakers/amelie.jpg');
  return (
    <SpeakerPhotoField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      readSize={() => Promise.resolve({ width: size, height: size })}
    />
  );
}

function VideoForm({ onChange }: { onChange: (value: PresentationVideoUpload) => void }) {
  const existingVideo = { name: 'Keynote 2025.mp4', url: 'http://127.0.0.1:4010/__sandbox/media/media/speakers/keynote.mp4' };
  const video = useSpeakerVideo({ existingVideo, onChange });
  return <SpeakerVideoField video={video} existingVideo={existingVideo} />;
}

describe('SpeakerPhotoField', () => {
  it('refuses a 600x600 photo with the spec text and keeps it named; axe-clean', async () => {
    const onChange = vi.fn();
    const { Providers } = createAppHarness({ user: null });
    render(<Providers><PhotoForm onChange={onChange} size={600} /></Providers>);
    const group = screen.getByRole('group', { name: 'Photo' });
    expect(within(group).getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe('https://media.example/speakers/amelie.jpg');
    choose(group, toFile(pngFile(8, 8, 'wide.png')));
    expect(await within(group).findByRole('alert')).toHaveProperty('textContent', 'File does not meet requirements');
    expect(group.textContent).toContain('Chosen file: wide.png');
    expect(onChange).not.toHaveBeenCalled();
    expect((await axe.run(group, AXE)).violations).toEqual([]);
  });

  it('uploads an accepted photo and gives the form its pending path; the preview shows it', async () => {
    server.use(http.post('*/speaker/api/speaker/upload-speaker-profile-image', () => HttpResponse.json({ pendingBlobStoragePath: 'pending/speakers/me.png', name: 'me.png' })));
    const onChange = vi.fn();
    const { Providers } = createAppHarness({ user: null });
    render(<Providers><PhotoForm onChange={onChange} size={500} /></Providers>);
    const group = screen.getByRole('group', { name: 'Photo' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    choose(group, toFile(pngFile(8, 8, 'me.png')));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('pending/speakers/me.png'));
    expect(within(group).getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe('blob:preview');
    expect(within(group).queryByRole('alert')).toBeNull();
  });
});

describe('SpeakerVideoField', () => {
  it('shows the stored video; a new one asks to confirm replacing it, then uploads with progress and the wait message; axe-clean', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/uploads/api/upload/speakerProfile/:community', async () => {
        await held;
        return HttpResponse.json([{ pendingBlobStoragePath: 'pending/new.mp4', name: 'New talk.mp4' }]);
      }),
    );
    const onChange = vi.fn();
    const { Providers } = createAppHarness({ user: null });
    render(<Providers><VideoForm onChange={onChange} /></Providers>);
    const group = screen.getByRole('group', { name: 'Presentation video' });
    expect(group.textContent).toContain('Current video: Keynote 2025.mp4');
    expect(group.querySelector('video')?.getAttribute('aria-label')).toBe('Keynote 2025.mp4');
    expect((await axe.run(group, AXE)).violations).toEqual([]);

    choose(group, toFile(mp4File(64, 'New talk.mp4')));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the video?' });
    expect(dialog.textContent).toContain('Uploading a new video will delete the existing video. Do you want to continue?');
    expect((await axe.run(dialog, AXE)).violations).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace video' }));

    const progress = await within(group).findByRole('progressbar', { name: 'Video upload progress' });
    expect(progress).toBeTruthy();
    expect(within(group).getByRole('status').textContent).toBe('Saving your speaker profile may take 3 to 5 minutes. Please stay on this page: refreshing it loses your progress.');
    expect((await axe.run(group, AXE)).violations).toEqual([]);
    await act(async () => release());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ name: 'New talk.mp4', pendingBlobStoragePaths: ['pending/new.mp4'] }));
    expect(await within(group).findByText('Uploaded: saved with your profile.')).toBeTruthy();
  });

  it("refuses a file that is not MP4 or MOV with the spec text, without asking", async () => {
    const { Providers } = createAppHarness({ user: null });
    render(<Providers><VideoForm onChange={vi.fn()} /></Providers>);
    const group = screen.getByRole('group', { name: 'Presentation video' });
    choose(group, toFile(mp4File(64, 'talk.avi')));
    expect(await within(group).findByRole('alert')).toHaveProperty('textContent', 'File must be MP4 or MOV');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
