import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from '../feature-messages';
import { checkUploadFiles, checkUploadFilesWithContent, fileExtOf, isImageFileName } from './checks';
import { FILE_SIGNATURES, hasFileSignature, matchesFileSignature } from './file-signatures';
import { ATTACHMENT_LIMITS, FILES_AND_MEDIA_LIMITS, SPEAKER_PHOTO_LIMITS, SPEAKER_VIDEO_LIMITS, WAIVER_ATTACHMENT_LIMITS } from './limits';

const MB = 1024 * 1024;
const file = (name: string, size = 10) => ({ name, size });
const withHead = (name: string, head: readonly number[], size = 32) => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name);
};
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('file names', () => {
  it('reads the extension of a file name', () => {
    expect(fileExtOf('tour.MP4')).toBe('.mp4');
    expect(fileExtOf('a.b.webm')).toBe('.webm');
    expect(fileExtOf('noext')).toBe('');
    expect(fileExtOf('.hidden')).toBe('');
    expect(fileExtOf('trailing.')).toBe('');
    expect(fileExtOf('dir.v2/file')).toBe('');
  });

  it('tells images from other files', () => {
    expect(isImageFileName('whats-new.PNG')).toBe(true);
    expect(isImageFileName('teaser.mp4')).toBe(false);
  });
});

describe('checkUploadFiles', () => {
  it('refuses a missing file, and too many files before looking at each', () => {
    expect(checkUploadFiles([])).toEqual([{ code: 'required', message: FEATURE_MESSAGES.uploadFileRequired }]);
    expect(checkUploadFiles([null])).toEqual([{ code: 'required', message: FEATURE_MESSAGES.uploadFileRequired }]);
    const eleven = Array.from({ length: 11 }, (_, i) => file(`p${i}.png`));
    expect(checkUploadFiles(eleven, ATTACHMENT_LIMITS)).toEqual([{ code: 'tooMany', message: FEATURE_MESSAGES.uploadTooManyFiles }]);
    expect(checkUploadFiles(eleven.slice(0, 10), ATTACHMENT_LIMITS)).toEqual([]);
    expect(checkUploadFiles(eleven.slice(0, 7), WAIVER_ATTACHMENT_LIMITS)[0]?.code).toBe('tooMany');
  });

  it('checks type, name length, emptiness, size and duplicates, one problem per file', () => {
    expect(checkUploadFiles([file('a.exe'), file(`${'n'.repeat(37)}.pdf`), file('empty.pdf', 0), file('ok.pdf')], FILES_AND_MEDIA_LIMITS)).toEqual([
      { code: 'type', message: 'File type not supported', fileName: 'a.exe' },
      { code: 'nameTooLong', message: 'Maximum filename length is 40 characters', fileName: `${'n'.repeat(37)}.pdf` },
      { code: 'empty', message: FEATURE_MESSAGES.uploadFileEmpty, fileName: 'empty.pdf' },
    ]);
    expect(checkUploadFiles([file('big.png', 26_214_401)], ATTACHMENT_LIMITS)).toEqual([
      { code: 'tooLarge', message: FEATURE_MESSAGES.uploadFileTooLarge, fileName: 'big.png' },
    ]);
    expect(checkUploadFiles([file('ok.png', 26_214_400)], ATTACHMENT_LIMITS)).toEqual([]);
  });

  it('uses the speaker form texts of spec 002 §5', () => {
    expect(checkUploadFiles([file('a.png'), file('b.png')], SPEAKER_PHOTO_LIMITS)[0]?.message).toBe('Select only one image');
    expect(checkUploadFiles([file('a.png', 2 * MB)], SPEAKER_PHOTO_LIMITS)[0]?.message).toBe('File does not meet requirements');
    expect(checkUploadFiles([file('a.webm')], SPEAKER_VIDEO_LIMITS)[0]?.message).toBe('File must be MP4 or MOV');
    expect(checkUploadFiles([file('a.mov', 500 * MB + 1)], SPEAKER_VIDEO_LIMITS)[0]?.message).toBe('Video size is more than 500MB');
    expect(checkUploadFiles([file('a.mov', 500 * MB)], SPEAKER_VIDEO_LIMITS)).toEqual([]);
  });
});

describe('file signatures', () => {
  it.each([
    ['a.pdf', ascii('%PDF-1.7')],
    ['a.doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
    ['a.xlsx', [0x50, 0x4b, 0x03, 0x04]],
    ['a.png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['a.JPG', [0xff, 0xd8, 0xff, 0xe0]],
    ['a.gif', ascii('GIF89a')],
    ['a.bmp', ascii('BM')],
    ['a.webp', [...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBP')]],
    ['a.wav', [...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE')]],
    ['a.mp4', [0, 0, 0, 0x18, ...ascii('ftypmp42')]],
    ['a.mov', [0, 0, 0, 0x14, ...ascii('ftypqt  ')]],
    ['a.mov', [0, 0, 0, 0x08, ...ascii('wide')]],
    ['a.heic', [0, 0, 0, 0x18, ...ascii('ftypheic')]],
    ['a.mp3', ascii('ID3')],
    ['a.mp3', [0xff, 0xfb, 0x90]],
    ['a.webm', [0x1a, 0x45, 0xdf, 0xa3]],
  ])('%s with its own signature passes', (name, head) => {
    expect(matchesFileSignature(fileExtOf(name), Uint8Array.from(head))).toBe(true);
  });

  it('refuses a file whose first bytes belong to another type, or that is too short', () => {
    expect(matchesFileSignature('.pdf', Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(matchesFileSignature('.docx', Uint8Array.from(ascii('%PDF-')))).toBe(false);
    expect(matchesFileSignature('.webp', Uint8Array.from([...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE')]))).toBe(false);
    expect(matchesFileSignature('.png', Uint8Array.from([0x89, 0x50]))).toBe(false);
  });

  it('has no signature for txt, csv, rtf and wbp (any content passes)', () => {
    for (const ext of ['.txt', '.csv', '.rtf', '.wbp']) {
      expect(hasFileSignature(ext)).toBe(false);
      expect(matchesFileSignature(ext, Uint8Array.from([0x89, 0x50]))).toBe(true);
    }
  });

  it('knows a signature for every other type the files-and-media list allows', () => {
    const unsigned = FILES_AND_MEDIA_LIMITS.extensions!.filter((ext) => !hasFileSignature(ext));
    expect(unsigned).toEqual(['.csv', '.rtf', '.txt', '.wbp']);
    expect(Object.keys(FILE_SIGNATURES).every((ext) => ext === ext.toLowerCase() && ext.startsWith('.'))).toBe(true);
  });

  it('reads the bytes of chosen files: a renamed file gets the type text unless the feature turns the check off', async () => {
    const renamed = withHead('report.pdf', [0xff, 0xd8, 0xff]);
    expect(await checkUploadFilesWithContent([renamed], FILES_AND_MEDIA_LIMITS)).toEqual([
      { code: 'type', message: 'File type not supported', fileName: 'report.pdf' },
    ]);
    expect(await checkUploadFilesWithContent([withHead('report.pdf', ascii('%PDF-1.4'))], FILES_AND_MEDIA_LIMITS)).toEqual([]);
    expect(await checkUploadFilesWithContent([renamed], { ...FILES_AND_MEDIA_LIMITS, checkSignature: false })).toEqual([]);
  });
});
