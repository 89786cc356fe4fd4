import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from '../feature-messages';
import { checkReleaseMediaFile, checkTourVideoFile } from './files';

const MB = 1024 * 1024;

describe('assist files', () => {
  it('accepts tour videos of an allowed type and size', () => {
    expect(checkTourVideoFile({ name: 'welcome.mp4', size: 10 * MB, type: 'video/mp4' })).toBeUndefined();
    expect(checkTourVideoFile({ name: 'welcome.MOV', size: 500 * MB })).toBeUndefined();
  });

  it('refuses a missing, wrong-type, empty or too large tour video before the upload', () => {
    expect(checkTourVideoFile(undefined)).toBe(FEATURE_MESSAGES.uploadFileRequired);
    expect(checkTourVideoFile({ name: 'notes.pdf', size: 10 })).toBe(FEATURE_MESSAGES.assistVideoFileType);
    expect(checkTourVideoFile({ name: 'empty.mp4', size: 0 })).toBe(FEATURE_MESSAGES.uploadFileEmpty);
    expect(checkTourVideoFile({ name: 'huge.mp4', size: 500 * MB + 1 })).toBe(FEATURE_MESSAGES.assistVideoFileTooLarge);
  });

  it('checks news and coming-soon media', () => {
    expect(checkReleaseMediaFile({ name: 'news.png', size: MB })).toBeUndefined();
    expect(checkReleaseMediaFile({ name: 'teaser.mp4', size: MB })).toBeUndefined();
    expect(checkReleaseMediaFile({ name: 'virus.exe', size: MB })).toBe(FEATURE_MESSAGES.assistMediaFileType);
    expect(checkReleaseMediaFile({ name: 'big.jpg', size: 25 * MB + 1 })).toBe(FEATURE_MESSAGES.assistMediaFileTooLarge);
    expect(checkReleaseMediaFile(null)).toBe(FEATURE_MESSAGES.uploadFileRequired);
  });
});
