import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from '../feature-messages';
import { moveTourVideo, titleWithoutExt, tourVideoTitle, tourVideoUpload, updateTourVideoRequest } from './tour-videos';

describe('tour videos', () => {
  it('appends fileExt to the title (spec 000 §3)', () => {
    expect(tourVideoTitle({ title: 'Welcome to the platform', fileExt: '.mp4' })).toBe('Welcome to the platform.mp4');
    expect(tourVideoTitle({ title: 'Already.mp4', fileExt: '.mp4' })).toBe('Already.mp4');
    expect(tourVideoTitle({ title: 'No extension', fileExt: '' })).toBe('No extension');
  });

  it('does not double the extension a typed title carries', () => {
    expect(titleWithoutExt(' Tour.MP4 ', '.mp4')).toBe('Tour');
    expect(titleWithoutExt('Tour', '')).toBe('Tour');
  });

  it('checks a new upload: title and a video file; fileExt comes from the file', () => {
    const file = { name: 'Studio.MP4', size: 1024 };
    expect(tourVideoUpload({ file, title: 'Chapter studio' })).toEqual({
      isValid: true,
      value: { file, title: 'Chapter studio', fileExt: '.mp4' },
    });
    expect(tourVideoUpload({ file: null, title: '' })).toEqual({
      isValid: false,
      errors: { file: FEATURE_MESSAGES.uploadFileRequired, title: FEATURE_MESSAGES.assistVideoTitleRequired },
    });
    expect(tourVideoUpload({ file: { name: 'x.pdf', size: 1 }, title: 'T' })).toEqual({
      isValid: false,
      errors: { file: FEATURE_MESSAGES.assistVideoFileType },
    });
  });

  it('builds the rename request', () => {
    expect(updateTourVideoRequest({ id: 'v1', fileExt: '.mp4' }, 'New title.mp4')).toEqual({
      isValid: true,
      value: { id: 'v1', title: 'New title', fileExt: '.mp4' },
    });
    expect(updateTourVideoRequest({ id: 'v1', fileExt: '.mp4' }, '  ')).toEqual({
      isValid: false,
      errors: { title: FEATURE_MESSAGES.assistVideoTitleRequired },
    });
  });

  it('moves a video and gives the reorder body', () => {
    const video = (id: string, sortOrder: number) => ({ id, title: id, fileExt: '.mp4', sortOrder, isUpload: true, isEdit: false });
    const moved = moveTourVideo({ canEdit: true, assistVideos: [video('a', 1), video('b', 2)] }, 'a', 'down');
    expect(moved?.page.assistVideos.map((v) => v.id)).toEqual(['b', 'a']);
    expect(moved?.sortOrders).toEqual([
      { id: 'b', sortOrder: 1 },
      { id: 'a', sortOrder: 2 },
    ]);
  });
});
