import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from '../core/feature-messages';
import type { BlockContext } from '../core/upload/engine';
import { FILES_AND_MEDIA_LIMITS } from '../core/upload/limits';
import { useUpload } from './use-upload';

afterEach(cleanup);

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};

/** A transport whose calls wait until the test settles them. */
function heldTransport() {
  const calls: { context: BlockContext; resolve: (value: string) => void }[] = [];
  const transport = (_: unknown, context: BlockContext) => new Promise<string>((resolve) => calls.push({ context, resolve }));
  return { calls, transport };
}

describe('useUpload', () => {
  it('shows uploading with the shown progress, then done with the results', async () => {
    const { result } = renderHook(() => useUpload({ limits: FILES_AND_MEDIA_LIMITS }));
    const held = heldTransport();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => void (outcome = result.current.start([png('photo.png')], held.transport)));
    expect(result.current.status).toBe('uploading');
    expect(result.current.isUploading).toBe(true);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      held.calls[0]!.context.onBytesSent(32);
    });
    expect(result.current.progress).toMatchObject({ percentage: 50, shownPercentage: 40 });
    await act(async () => {
      held.calls[0]!.resolve('stored');
      await outcome;
    });
    expect(await outcome).toMatchObject({ status: 'done', results: ['stored'] });
    expect(result.current.status).toBe('done');
    expect(result.current.progress?.shownPercentage).toBe(90);
  });

  it('gives the refusals of the checks, read from the file content too', async () => {
    const { result } = renderHook(() => useUpload({ limits: FILES_AND_MEDIA_LIMITS }));
    const renamed = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'photo.png');
    await act(async () => void (await result.current.start([renamed], async () => 'never')));
    expect(result.current.status).toBe('invalid');
    expect(result.current.problems).toEqual([{ code: 'type', message: FEATURE_MESSAGES.uploadFileTypeNotSupported, fileName: 'photo.png' }]);
  });

  it('cancels on request and when the component goes away', async () => {
    const { result, unmount } = renderHook(() => useUpload());
    const held = heldTransport();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => void (outcome = result.current.start([png('a.png')], held.transport)));
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 10))));
    act(() => result.current.cancel());
    await act(async () => void (await outcome));
    expect(await outcome).toEqual({ status: 'cancelled' });
    expect(held.calls[0]!.context.signal.aborted).toBe(true);
    expect(result.current.status).toBe('cancelled');

    act(() => void (outcome = result.current.start([png('b.png')], held.transport)));
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 10))));
    unmount();
    expect(held.calls[1]!.context.signal.aborted).toBe(true);
    expect(await outcome).toEqual({ status: 'cancelled' });
  });
});
