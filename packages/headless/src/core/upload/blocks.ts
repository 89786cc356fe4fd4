import { fileFields, type FileFields } from '@ypo/sdk';
import { isImageFileName, type UploadFile } from './checks';

// spec 001 §7/§9, 002 §5/§9: images are sent as one block; other files (video) go in 10 MB
// blocks (10485760 bytes), 4 in parallel.
/** Size of one block of a file that is split, in bytes. */
export const UPLOAD_BLOCK_BYTES = 10_485_760;
/** How many blocks are sent at the same time. */
export const UPLOAD_PARALLEL_BLOCKS = 4;

/**
 * How files become requests. 'spec': images whole (all of them together, fields file0, file1, ...),
 * other files in {@link UPLOAD_BLOCK_BYTES} blocks, one request each. 'whole-file': every file
 * whole in a request of its own, for calls whose contract takes the file in one piece.
 */
export type BlockPolicy = 'spec' | 'whole-file';

/** One piece of one file inside a block. */
export interface BlockPart {
  /** Position of the file in the upload's file list. */
  readonly fileIndex: number;
  /** The file the piece comes from. */
  readonly file: UploadFile;
  /** Which piece of the file this is, from 0, and how many pieces the file has. */
  readonly partIndex: number;
  /** How many pieces the file is sent in (1 for a whole file). */
  readonly partCount: number;
  /** Byte range of the piece in the file: [start, end). */
  readonly start: number;
  /** End of the byte range, exclusive. */
  readonly end: number;
  /** The piece's bytes, named like the file (the file itself when it is whole). */
  readonly data: UploadFile;
}

/** One request of an upload: its parts, and the multipart fields file0, file1, ... that carry them. */
export interface UploadBlock {
  /** Position of the block in the upload, from 0. */
  readonly index: number;
  /** The pieces the block carries, in field order. */
  readonly parts: readonly BlockPart[];
  /** spec 002 §7: form-data fields file0, file1 and so on (SDK `fileFields`). */
  readonly fields: FileFields;
  /** Bytes the block carries. */
  readonly size: number;
}

/** The bytes of `file` in [start, end), keeping its name and type so a multipart part is named. */
function pieceOf(file: UploadFile, start: number, end: number): UploadFile {
  if (start === 0 && end === file.size) return file;
  const slice = file.slice(start, end, file.type);
  if (typeof File === 'function') return new File([slice], file.name, { type: file.type ?? '' });
  return Object.assign(slice, { name: file.name });
}

function block(index: number, parts: readonly BlockPart[]): UploadBlock {
  return { index, parts, fields: fileFields(parts.map((part) => part.data)), size: parts.reduce((sum, part) => sum + (part.end - part.start), 0) };
}

/** Splits the files into the blocks the policy sends, in order. */
export function planBlocks(files: readonly UploadFile[], policy: BlockPolicy = 'spec', blockBytes: number = UPLOAD_BLOCK_BYTES): UploadBlock[] {
  if (!(blockBytes > 0)) throw new RangeError('blockBytes must be positive');
  const whole = (file: UploadFile, fileIndex: number): BlockPart => ({ fileIndex, file, partIndex: 0, partCount: 1, start: 0, end: file.size, data: file });
  if (policy === 'whole-file') return files.map((file, fileIndex) => block(fileIndex, [whole(file, fileIndex)]));
  const images: BlockPart[] = [];
  const pieces: BlockPart[][] = [];
  files.forEach((file, fileIndex) => {
    if (isImageFileName(file.name)) return void images.push(whole(file, fileIndex));
    const partCount = Math.max(1, Math.ceil(file.size / blockBytes));
    for (let partIndex = 0; partIndex < partCount; partIndex++) {
      const start = partIndex * blockBytes;
      const end = Math.min(file.size, start + blockBytes);
      pieces.push([{ fileIndex, file, partIndex, partCount, start, end, data: pieceOf(file, start, end) }]);
    }
  });
  const groups = images.length > 0 ? [images, ...pieces] : pieces;
  return groups.map((parts, index) => block(index, parts));
}

/** Upload progress: bytes sent of all, the real percentage, and the percentage shown. */
export interface UploadProgress {
  /** Bytes sent so far, of all files. */
  readonly loadedBytes: number;
  /** Bytes of all files. */
  readonly totalBytes: number;
  /** The real progress in whole percent, rounded down (100 when there is nothing to send). */
  readonly percentage: number;
  /** The percentage shown: the real one minus 10 when above 10 (spec 001 §9, 002 §5). */
  readonly shownPercentage: number;
}

/** spec 001 §9, 002 §5: the progress shown is the real percentage minus 10 when above 10. */
export function shownUploadPercentage(percentage: number): number {
  return percentage > 10 ? percentage - 10 : percentage;
}

/** The progress of `loadedBytes` of `totalBytes` (whole percentages, rounded down). */
export function uploadProgressOf(loadedBytes: number, totalBytes: number): UploadProgress {
  const percentage = totalBytes > 0 ? Math.min(100, Math.floor((loadedBytes / totalBytes) * 100)) : 100;
  return { loadedBytes, totalBytes, percentage, shownPercentage: shownUploadPercentage(percentage) };
}
