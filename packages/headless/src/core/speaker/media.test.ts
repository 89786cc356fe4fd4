import { describe, expect, it } from 'vitest';
import { planBlocks } from '../upload/blocks';
import { AppError } from '../messages';
import {
  checkSpeakerPhoto,
  checkSpeakerVideo,
  needsReplaceConfirm,
  presentationVideoOf,
  SPEAKER_PHOTO_UPLOAD,
  SPEAKER_VIDEO_UPLOAD,
  type ImageSizeReader,
} from './media';

const MB = 1024 * 1024;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const FTYP_HEAD = [0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d];

/** A file of `size` bytes starting with `head`. */
function fileOf(name: string, head: number[], size = 64, type = ''): File {
  const data = new Uint8Array(size);
  data.set(head);
  return new File([data], name, { type });
}

const sized = (width: number, height: number): ImageSizeReader => () => Promise.resolve({ width, height });

describe('checkSpeakerPhoto', () => {
  it('passes one PNG of at most 500x500 under 2MB', async () => {
    expect(await checkSpeakerPhoto([fileOf('me.png', PNG_HEAD)], sized(500, 500))).toEqual([]);
  });

  it("refuses with 'File does not meet requirements': over 500 pixels, 2MB or more, undecodable, not an image by content or extension", async () => {
    const text = 'File does not meet requirements';
    expect(await checkSpeakerPhoto([fileOf('wide.png', PNG_HEAD)], sized(600, 600))).toEqual([{ code: 'tooLarge', message: text, fileName: 'wide.png' }]);
    expect(await checkSpeakerPhoto([fileOf('tall.png', PNG_HEAD)], sized(100, 501))).toMatchObject([{ message: text }]);
    expect(await checkSpeakerPhoto([fileOf('big.png', PNG_HEAD, 3 * MB)], sized(10, 10))).toMatchObject([{ code: 'tooLarge', message: text }]);
    expect(await checkSpeakerPhoto([fileOf('broken.png', PNG_HEAD)], () => Promise.reject(new Error('no image')))).toMatchObject([{ code: 'type', message: text }]);
    expect(await checkSpeakerPhoto([fileOf('renamed.png', FTYP_HEAD)], sized(10, 10))).toMatchObject([{ code: 'type', message: text }]);
    expect(await checkSpeakerPhoto([fileOf('me.webp', PNG_HEAD)], sized(10, 10))).toMatchObject([{ code: 'type', message: text }]);
  });

  it("refuses more than one image with 'Select only one image' without decoding", async () => {
    let decoded = 0;
    const reader: ImageSizeReader = () => {
      decoded++;
      return Promise.resolve({ width: 1, height: 1 });
    };
    expect(await checkSpeakerPhoto([fileOf('a.png', PNG_HEAD), fileOf('b.png', PNG_HEAD)], reader)).toEqual([{ code: 'tooMany', message: 'Select only one image' }]);
    expect(decoded).toBe(0);
  });
});

describe('checkSpeakerVideo', () => {
  it('passes a 12 MB MP4 (an ftyp box, then filler), which goes as two 10 MB blocks', async () => {
    const video = fileOf('Keynote.mp4', FTYP_HEAD, 12 * MB);
    expect(await checkSpeakerVideo([video])).toEqual([]);
    const blocks = planBlocks([video], SPEAKER_VIDEO_UPLOAD.blocks, SPEAKER_VIDEO_UPLOAD.blockBytes);
    expect(blocks.map((b) => b.size)).toEqual([10_485_760, 12 * MB - 10_485_760]);
  });

  it("refuses another type with 'File must be MP4 or MOV' and more than 500MB with 'Video size is more than 500MB'", async () => {
    expect(await checkSpeakerVideo([fileOf('talk.avi', FTYP_HEAD)])).toMatchObject([{ message: 'File must be MP4 or MOV' }]);
    expect(await checkSpeakerVideo([fileOf('renamed.mp4', PNG_HEAD)])).toMatchObject([{ message: 'File must be MP4 or MOV' }]);
    // A sparse Blob stand-in: the size check needs no bytes.
    const huge = Object.assign(new Blob([new Uint8Array(FTYP_HEAD)]), { name: 'long.mov' });
    Object.defineProperty(huge, 'size', { value: 500 * MB + 1 });
    expect(await checkSpeakerVideo([huge])).toMatchObject([{ message: 'Video size is more than 500MB' }]);
  });
});

describe('needsReplaceConfirm', () => {
  it('asks only when a video exists and a new one was chosen', () => {
    const file = fileOf('new.mp4', FTYP_HEAD);
    expect(needsReplaceConfirm({ name: 'old.mp4', url: 'https://media.example/old.mp4' }, file)).toBe(true);
    expect(needsReplaceConfirm(null, file)).toBe(false);
    expect(needsReplaceConfirm(undefined, file)).toBe(false);
    expect(needsReplaceConfirm({ name: 'old.mp4' }, null)).toBe(false);
  });
});

describe('upload options and the saved value', () => {
  it('photo: whole file, retried once after 10 s unless the server refused the file; video: 10 MB blocks, 4 in parallel, once after 40 s', () => {
    expect(SPEAKER_PHOTO_UPLOAD).toMatchObject({ blocks: 'whole-file', retry: { retries: 1, delayMs: 10_000 } });
    expect(SPEAKER_PHOTO_UPLOAD.isRetryable(new AppError('validation', { cause: { status: 422, body: null } }))).toBe(false);
    expect(SPEAKER_PHOTO_UPLOAD.isRetryable(new AppError('unknown', { cause: { status: 500, body: null } }))).toBe(true);
    expect(SPEAKER_VIDEO_UPLOAD).toMatchObject({ blocks: 'spec', blockBytes: 10_485_760, parallel: 4, retry: { retries: 1, delayMs: 40_000 } });
  });

  it('presentationVideoOf lists the blocks in order under the chosen name', () => {
    expect(presentationVideoOf({ name: 'Keynote.mp4' }, [{ pendingBlobStoragePath: 'a' }, { pendingBlobStoragePath: 'b' }])).toEqual({ name: 'Keynote.mp4', pendingBlobStoragePaths: ['a', 'b'] });
  });
});
