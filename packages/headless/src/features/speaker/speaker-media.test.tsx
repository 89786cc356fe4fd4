import { File as NodeFile } from 'node:buffer';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMockServer, wrapperFor } from '../../testing/mock-server';
import { withNodeMultipart } from '../../testing/node-multipart';
import { useSpeakerPhoto } from './use-speaker-photo';
import { useSpeakerVideo } from './use-speaker-video';

startMockServer();
withNodeMultipart();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const MB = 1024 * 1024;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const FTYP_HEAD = [0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d];
const fileOf = (name: string, head: number[], size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new NodeFile([bytes], name) as unknown as File;
};
const sized = (width: number, height: number) => () => Promise.resolve({ width, height });
const PHOTO_PATH = '*/speaker/api/speaker/upload-speaker-profile-image';
const VIDEO_PATH = '*/uploads/api/upload/speakerProfile/:community';

describe('useSpeakerPhoto (spec 002 §5, §8, §9)', () => {
  it('checks, then sends the photo as file0 and gives its pending path', async () => {
    const names: string[] = [];
    const wrapper = wrapperFor(
      http.post(PHOTO_PATH, async ({ request }) => {
        names.push(((await request.formData()).get('file0') as File).name);
        return HttpResponse.json({ pendingBlobStoragePath: 'pending/speakers/me.png', name: 'me.png' });
      }),
    );
    const { result } = renderHook(() => useSpeakerPhoto({ readSize: sized(400, 400) }), { wrapper });
    let answer: Awaited<ReturnType<typeof result.current.choose>>;
    await act(async () => {
      answer = await result.current.choose([fileOf('me.png', PNG_HEAD)]);
    });
    expect(answer!).toEqual({ ok: true, data: { pendingBlobStoragePath: 'pending/speakers/me.png', name: 'me.png' } });
    expect(names).toEqual(['me.png']);
    expect(result.current.upload?.pendingBlobStoragePath).toBe('pending/speakers/me.png');
    expect(result.current.previewUrl).toBe('blob:preview');
  });

  it("refuses a 600x600 image, a 3MB one and two images before sending; what was chosen stays shown", async () => {
    const calls = vi.fn();
    const wrapper = wrapperFor(http.post(PHOTO_PATH, () => (calls(), HttpResponse.json({ pendingBlobStoragePath: 'x', name: 'x' }))));
    const { result } = renderHook(() => useSpeakerPhoto({ readSize: sized(600, 600) }), { wrapper });
    await act(async () => {
      await result.current.choose([fileOf('wide.png', PNG_HEAD)]);
    });
    expect(result.current.error?.message).toBe('File does not meet requirements');
    expect(result.current.file?.name).toBe('wide.png');
    await act(async () => {
      await result.current.choose([fileOf('big.png', PNG_HEAD, 3 * MB)]);
    });
    expect(result.current.error?.message).toBe('File does not meet requirements');
    await act(async () => {
      await result.current.choose([fileOf('a.png', PNG_HEAD), fileOf('b.png', PNG_HEAD)]);
    });
    expect(result.current.error?.message).toBe('Select only one image');
    expect(calls).not.toHaveBeenCalled();
  });

  it("retries a failed upload once after 10 seconds, then shows 'blob_error_profileImage'; a refused file (4xx) is not retried", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    let status = 500;
    const wrapper = wrapperFor(http.post(PHOTO_PATH, () => (calls++, HttpResponse.json({ title: 'File does not meet requirements', detail: 'File does not meet requirements', status }, { status }))));
    const { result } = renderHook(() => useSpeakerPhoto({ readSize: sized(10, 10) }), { wrapper });
    let done: Promise<unknown> | undefined;
    act(() => {
      done = result.current.choose([fileOf('me.png', PNG_HEAD)]);
    });
    await waitFor(() => expect(calls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(calls).toBe(2));
    await expect(done).resolves.toMatchObject({ ok: false, error: { message: 'blob_error_profileImage' } });

    status = 422;
    calls = 0;
    await act(async () => {
      await result.current.choose([fileOf('me.png', PNG_HEAD)]);
    });
    expect(calls).toBe(1);
    expect(result.current.error?.message).toBe('File does not meet requirements');
  });
});

describe('useSpeakerVideo (spec 002 §5, §8, §9)', () => {
  it('sends a 12 MB MP4 as two 10 MB blocks to speakerProfile/presentation and gives the presentationVideo for the save', async () => {
    const seen: { community: string; size: number }[] = [];
    const onChange = vi.fn();
    const wrapper = wrapperFor(
      http.post(VIDEO_PATH, async ({ request, params }) => {
        const part = (await request.formData()).get('file0') as File;
        seen.push({ community: String(params.community), size: part.size });
        return HttpResponse.json([{ pendingBlobStoragePath: `pending/block-${part.size}`, name: part.name }]);
      }),
    );
    const { result } = renderHook(() => useSpeakerVideo({ onChange }), { wrapper });
    await act(async () => {
      await result.current.choose([fileOf('Keynote.mp4', FTYP_HEAD, 12 * MB)]);
      await result.current.settled();
    });
    expect(seen.map((s) => s.community)).toEqual(['presentation', 'presentation']);
    expect(seen.map((s) => s.size).sort((a, b) => a - b)).toEqual([12 * MB - 10_485_760, 10_485_760]);
    const value = { name: 'Keynote.mp4', pendingBlobStoragePaths: ['pending/block-10485760', `pending/block-${12 * MB - 10_485_760}`] };
    expect(result.current.value).toEqual(value);
    expect(onChange).toHaveBeenCalledWith(value);
    expect(result.current.status).toBe('done');
    expect(result.current.progress?.shownPercentage).toBe(90);
    await expect(result.current.settled()).resolves.toEqual({ status: 'done', value });
  });

  it("refuses another type and more than 500MB with the spec's texts", async () => {
    const { result } = renderHook(() => useSpeakerVideo(), { wrapper: wrapperFor() });
    await act(async () => {
      await result.current.choose([fileOf('talk.avi', FTYP_HEAD)]);
    });
    expect(result.current.status).toBe('invalid');
    expect(result.current.problems.map((p) => p.message)).toEqual(['File must be MP4 or MOV']);
    expect(result.current.file?.name).toBe('talk.avi');
  });

  it('asks to confirm replacing the existing video; cancelling keeps it, confirming uploads', async () => {
    const calls = vi.fn();
    const wrapper = wrapperFor(http.post(VIDEO_PATH, () => (calls(), HttpResponse.json([{ pendingBlobStoragePath: 'pending/new', name: 'new.mov' }]))));
    const { result } = renderHook(() => useSpeakerVideo({ existingVideo: { name: 'old.mp4', url: 'https://media.example/old.mp4' } }), { wrapper });
    const mov = fileOf('new.mov', [0, 0, 0, 20, 0x66, 0x74, 0x79, 0x70, 0x71, 0x74, 0x20, 0x20]);
    await act(async () => {
      await result.current.choose([mov]);
    });
    expect(result.current.status).toBe('confirming');
    act(() => result.current.cancelReplace());
    expect(result.current.status).toBe('idle');
    expect(calls).not.toHaveBeenCalled();
    await expect(result.current.settled()).resolves.toEqual({ status: 'none' });

    await act(async () => {
      await result.current.choose([mov]);
    });
    await act(async () => {
      result.current.confirmReplace();
      await result.current.settled();
    });
    expect(calls).toHaveBeenCalledTimes(1);
    expect(result.current.value).toEqual({ name: 'new.mov', pendingBlobStoragePaths: ['pending/new'] });

    // The video uploaded in this form is the one a next choice would replace; not confirming keeps it.
    await act(async () => {
      await result.current.choose([fileOf('other.mp4', FTYP_HEAD)]);
    });
    expect(result.current.status).toBe('confirming');
    act(() => result.current.cancelReplace());
    expect(result.current.status).toBe('done');
    expect(result.current.file?.name).toBe('new.mov');
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('retries a failed block once after 40 seconds, then fails with retryCount 1', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const wrapper = wrapperFor(http.post(VIDEO_PATH, () => (calls++, HttpResponse.json({ title: 'Server Error' }, { status: 500 }))));
    const { result } = renderHook(() => useSpeakerVideo(), { wrapper });
    await act(async () => {
      await result.current.choose([fileOf('Keynote.mp4', FTYP_HEAD)]);
    });
    await waitFor(() => expect(calls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(39_000));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(calls).toBe(2));
    await expect(result.current.settled()).resolves.toMatchObject({ status: 'failed', retryCount: 1 });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.failure?.retryCount).toBe(1);
    expect(result.current.value).toBeUndefined();
  });
});
