// The E2E's speaker media files (e2e/support/media-files.ts) meet the checks as the E2E needs:
// the photo and the 12 MB MP4 pass (two blocks), the 3 MB and the 600x600 photos are refused.
import { planBlocks } from '@ypo/headless/core';
import { checkSpeakerPhoto, checkSpeakerVideo, SPEAKER_VIDEO_UPLOAD, type ImageSizeReader } from '@ypo/headless/speaker';
import { describe, expect, it } from 'vitest';
import { acceptedPhoto, heavyPhoto, mp4File, toFile as asFile, widePhoto } from '../../../e2e/support/media-files';

// jsdom decodes no images: the size from the PNG header the browser would decode.
const pngSize: ImageSizeReader = async (blob) => {
  const view = new DataView(await blob.slice(16, 24).arrayBuffer());
  return { width: view.getUint32(0), height: view.getUint32(4) };
};

describe('speaker media files for the E2E', () => {
  it('a 400x400 photo passes; a 3 MB one and a 600x600 one are refused with the spec text', async () => {
    expect(await checkSpeakerPhoto([asFile(acceptedPhoto())], pngSize)).toEqual([]);
    for (const file of [heavyPhoto(), widePhoto()]) {
      expect(await checkSpeakerPhoto([asFile(file)], pngSize), file.name).toMatchObject([{ message: 'File does not meet requirements' }]);
    }
    expect(heavyPhoto().buffer.length).toBe(3 * 1024 * 1024);
  });

  it('the 12 MB MP4 passes and goes as two blocks', async () => {
    const video = asFile(mp4File());
    expect(await checkSpeakerVideo([video])).toEqual([]);
    expect(planBlocks([video], SPEAKER_VIDEO_UPLOAD.blocks, SPEAKER_VIDEO_UPLOAD.blockBytes)).toHaveLength(2);
  });
});
