import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_MESSAGES } from '../feature-messages';
import { UPLOAD_BLOCK_BYTES, type UploadBlock } from './blocks';
import { BLOCK_RETRY, NO_RETRY, PRESENTATION_RETRY, PROFILE_IMAGE_RETRY, uploadFiles, type UploadTransport } from './engine';
import { FILES_AND_MEDIA_LIMITS } from './limits';

const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MP4_HEAD = [0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d];

/** A file of `size` bytes starting with `head`, the rest a running pattern (so misplaced bytes show). */
function fileOf(name: string, size: number, head: readonly number[] = []): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = i < head.length ? head[i]! : (i * 31 + 7) % 251;
  return new File([bytes], name);
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** A server that stores each block's bytes by file and range. */
function server() {
  const received = new Map<string, Uint8Array>();
  const accept = async (block: UploadBlock) => {
    for (const part of block.parts) received.set(`${part.fileIndex}:${part.start}`, await bytesOf(part.data));
    return block.index;
  };
  const reassemble = (fileIndex: number) => {
    const pieces = [...received].filter(([key]) => key.startsWith(`${fileIndex}:`)).sort(([a], [b]) => Number(a.split(':')[1]) - Number(b.split(':')[1]));
    const out = new Uint8Array(pieces.reduce((sum, [, piece]) => sum + piece.length, 0));
    let offset = 0;
    for (const [, piece] of pieces) {
      out.set(piece, offset);
      offset += piece.length;
    }
    return out;
  };
  return { accept, reassemble, received };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('uploadFiles: blocks (spec 001 §7/§9, 002 §5: images whole, other files in 10 MB blocks, 4 in parallel)', () => {
  it('delivers a file intact although 20 % of its blocks fail once', async () => {
    const video = fileOf('tour.mp4', 10 * 1000 + 123, MP4_HEAD);
    const { accept, reassemble } = server();
    const tries = new Map<number, number>();
    const transport: UploadTransport<number> = async (block) => {
      const attempt = (tries.get(block.index) ?? 0) + 1;
      tries.set(block.index, attempt);
      // every fifth block (20 %) fails on its first try
      if (block.index % 5 === 0 && attempt === 1) throw new Error('network');
      return accept(block);
    };
    const outcome = await uploadFiles([video], transport, { blockBytes: 1000 });
    expect(outcome.status).toBe('done');
    expect([...tries.values()].filter((count) => count === 2)).toHaveLength(3);
    expect(tries.size).toBe(11);
    expect(reassemble(0)).toEqual(await bytesOf(video));
    if (outcome.status === 'done') expect(outcome.results).toEqual([...Array(11).keys()]);
  });

  it('sends a video in 10485760-byte blocks as field file0 each, and images whole together as file0, file1', async () => {
    const video = fileOf('tour.mp4', 2 * UPLOAD_BLOCK_BYTES + 5, MP4_HEAD);
    const photo = fileOf('photo.png', 300, PNG_HEAD);
    const blocks: UploadBlock[] = [];
    const outcome = await uploadFiles([photo, video, photo], async (block) => void blocks.push(block));
    expect(outcome.status).toBe('done');
    const sorted = blocks.sort((a, b) => a.index - b.index);
    expect(Object.keys(sorted[0]!.fields)).toEqual(['file0', 'file1']);
    expect(sorted.slice(1).map((block) => block.size)).toEqual([UPLOAD_BLOCK_BYTES, UPLOAD_BLOCK_BYTES, 5]);
    expect(sorted.slice(1).every((block) => Object.keys(block.fields).join() === 'file0' && block.fields.file0 instanceof Blob)).toBe(true);
    expect((sorted[1]!.fields.file0 as File).name).toBe('tour.mp4');
  });

  it('never has more than 4 blocks in flight', async () => {
    const video = fileOf('tour.mp4', 20 * 100, MP4_HEAD);
    let inFlight = 0;
    let most = 0;
    const outcome = await uploadFiles(
      [video],
      async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
      },
      { blockBytes: 100 },
    );
    expect(outcome.status).toBe('done');
    expect(most).toBe(4);
  });
});

describe('uploadFiles: checks before sending (spec 001 §5/§8)', () => {
  const send = vi.fn(async () => 'sent');

  it.each([
    ['a type not allowed', [fileOf('setup.exe', 10)], FEATURE_MESSAGES.uploadFileTypeNotSupported],
    ['a renamed file whose bytes are not a pdf', [fileOf('minutes.pdf', 64, PNG_HEAD)], FEATURE_MESSAGES.uploadFileTypeNotSupported],
    ['a 41-character name', [fileOf(`${'a'.repeat(37)}.pdf`, 64, PDF_HEAD)], FEATURE_MESSAGES.uploadFileNameTooLong],
    ['the same name twice', [fileOf('Bylaws.pdf', 64, PDF_HEAD), fileOf('bylaws.PDF', 64, PDF_HEAD)], FEATURE_MESSAGES.uploadFileDuplicate],
  ])('refuses %s with the spec text and sends nothing', async (_, files, text) => {
    send.mockClear();
    const outcome = await uploadFiles(files, send, { limits: FILES_AND_MEDIA_LIMITS });
    expect(outcome).toMatchObject({ status: 'invalid', problems: [{ message: text }] });
    expect(send).not.toHaveBeenCalled();
  });

  it('texts match the spec word for word', () => {
    expect(FEATURE_MESSAGES.uploadFileTypeNotSupported).toBe('File type not supported');
    expect(FEATURE_MESSAGES.uploadFileNameTooLong).toBe('Maximum filename length is 40 characters');
  });

  it('accepts a 40-character name, a name new to the folder, and types without a signature', async () => {
    send.mockClear();
    const files = [fileOf(`${'a'.repeat(36)}.pdf`, 64, PDF_HEAD), fileOf('notes.txt', 5), fileOf('list.csv', 5)];
    const outcome = await uploadFiles(files, send, { limits: { ...FILES_AND_MEDIA_LIMITS, existingNames: ['other.pdf'] } });
    expect(outcome.status).toBe('done');
  });

  it('refuses a name already in the folder', async () => {
    const outcome = await uploadFiles([fileOf('notes.txt', 5)], send, { limits: { ...FILES_AND_MEDIA_LIMITS, existingNames: ['Notes.txt'] } });
    expect(outcome).toMatchObject({ status: 'invalid', problems: [{ code: 'duplicate', fileName: 'notes.txt' }] });
  });
});

describe('uploadFiles: progress (spec 001 §9: real percentage minus 10 when above 10)', () => {
  it('reports the shown percentage after each block, one block at a time', async () => {
    const shown: number[] = [];
    const real: number[] = [];
    const outcome = await uploadFiles([fileOf('tour.mp4', 400, MP4_HEAD)], async () => undefined, {
      blockBytes: 100,
      parallel: 1,
      onProgress: (progress) => {
        shown.push(progress.shownPercentage);
        real.push(progress.percentage);
      },
    });
    expect(outcome.status).toBe('done');
    expect(real).toEqual([0, 25, 50, 75, 100]);
    expect(shown).toEqual([0, 15, 40, 65, 90]);
  });

  it('takes finer progress from the transport and drops a failed try', async () => {
    const shown: number[] = [];
    let tries = 0;
    await uploadFiles(
      [fileOf('tour.mp4', 100, MP4_HEAD)],
      async (_, { onBytesSent }) => {
        onBytesSent(8);
        onBytesSent(50);
        if (tries++ === 0) throw new Error('network');
      },
      { onProgress: (progress) => shown.push(progress.shownPercentage) },
    );
    expect(shown).toEqual([0, 8, 40, 8, 40, 90]);
  });
});

describe('uploadFiles: cancel', () => {
  it('aborts the blocks in flight, starts no other and ends cancelled', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const aborted: number[] = [];
    const outcome = uploadFiles(
      [fileOf('tour.mp4', 1000, MP4_HEAD)],
      (block, { signal }) => {
        started.push(block.index);
        if (started.length === 4) queueMicrotask(() => controller.abort());
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => {
            aborted.push(block.index);
            reject(new DOMException('aborted', 'AbortError'));
          }),
        );
      },
      { blockBytes: 100, signal: controller.signal },
    );
    expect(await outcome).toEqual({ status: 'cancelled' });
    expect(started).toEqual([0, 1, 2, 3]);
    expect(aborted).toEqual([0, 1, 2, 3]);
  });

  it('does not start when already cancelled', async () => {
    const transport = vi.fn(async () => undefined);
    expect(await uploadFiles([fileOf('a.txt', 3)], transport, { signal: AbortSignal.abort() })).toEqual({ status: 'cancelled' });
    expect(transport).not.toHaveBeenCalled();
  });

  it('cancels a retry that is still waiting', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const transport = vi.fn(async () => Promise.reject(new Error('blob')));
    const outcome = uploadFiles([fileOf('me.png', 10, PNG_HEAD)], transport, { retry: PROFILE_IMAGE_RETRY, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(5000);
    controller.abort();
    expect(await outcome).toEqual({ status: 'cancelled' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport).toHaveBeenCalledTimes(1);
  });
});

describe('uploadFiles: retries (spec 002 §8: profile image once after 10 s, presentation once after 40 s)', () => {
  it.each([
    ['profile image', PROFILE_IMAGE_RETRY, 10_000, fileOf('me.png', 10, PNG_HEAD)],
    ['presentation', PRESENTATION_RETRY, 40_000, fileOf('deck.pdf', 10, PDF_HEAD)],
  ])('retries the %s once after the wait, then returns the error with retryCount 1', async (_, retry, waitMs, file) => {
    vi.useFakeTimers();
    const failure = new Error('blob_error');
    const transport = vi.fn(async () => Promise.reject(failure));
    const outcome = uploadFiles([file], transport, { retry });
    await vi.advanceTimersByTimeAsync(0);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(waitMs - 1);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport).toHaveBeenCalledTimes(2);
    expect(await outcome).toMatchObject({ status: 'failed', error: failure, retryCount: 1 });
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('succeeds on the retry', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const outcome = uploadFiles([fileOf('me.png', 10, PNG_HEAD)], async () => (calls++ === 0 ? Promise.reject(new Error('blob')) : 'url'), {
      retry: PROFILE_IMAGE_RETRY,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toMatchObject({ status: 'done', results: ['url'] });
  });

  it('stops the other blocks when one fails for good; no retry when the policy or the error says so', async () => {
    const signals: AbortSignal[] = [];
    const outcome = await uploadFiles(
      [fileOf('tour.mp4', 400, MP4_HEAD)],
      (block, { signal }) => {
        signals.push(signal);
        return block.index === 1 ? Promise.reject(new Error('refused')) : new Promise(() => undefined);
      },
      { blockBytes: 100, retry: NO_RETRY },
    );
    expect(outcome).toMatchObject({ status: 'failed', retryCount: 0, block: { index: 1 } });
    expect(signals.every((signal) => signal.aborted)).toBe(true);

    const transport = vi.fn(async () => Promise.reject(new Error('422')));
    const final = await uploadFiles([fileOf('a.txt', 3)], transport, { retry: BLOCK_RETRY, isRetryable: () => false });
    expect(final).toMatchObject({ status: 'failed', retryCount: 0 });
    expect(transport).toHaveBeenCalledTimes(1);
  });
});
