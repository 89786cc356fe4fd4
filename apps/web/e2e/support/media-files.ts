// Files for the speaker media E2E (spec 002 §5, issue 16 "Done when"): a photo within the bounds, the two
// the spec refuses ('File does not meet requirements': a 3 MB photo, a 600x600 one) and a 12 MB MP4 that
// goes up as two 10 MB blocks. Generated in Node: real PNGs (the browser decodes them for the 500x500
// check) and an MP4 that is an 'ftyp' box followed by filler (the checks read its signature only).
import { File as NodeFile } from 'node:buffer';
import { deflateSync, crc32 } from 'node:zlib';

/** What Playwright's `setInputFiles` and a file chooser's `setFiles` take. */
export interface MediaFile {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

const MB = 1024 * 1024;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decodable PNG of `width` x `height` pixels (8-bit RGB, a two-colour gradient). `padTo` appends
 * bytes after the image's end until the file has that size (decoders ignore them): a large photo.
 */
export function pngFile(width: number, height: number, name = `photo-${width}x${height}.png`, padTo = 0): MediaFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([(x * 255) / width, (y * 255) / height, 160], y * row + 1 + x * 3);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  const buffer = padTo > png.length ? Buffer.concat([png, Buffer.alloc(padTo - png.length)]) : png;
  return { name, mimeType: 'image/png', buffer };
}

/** A photo the speaker form takes: 400x400 pixels, a few kB. */
export const acceptedPhoto = (): MediaFile => pngFile(400, 400, 'speaker-photo.png');
/** A photo too large in pixels: 600x600 (refused: 'File does not meet requirements'). */
export const widePhoto = (): MediaFile => pngFile(600, 600, 'speaker-photo-600.png');
/** A photo too large in bytes: a 100x100 PNG padded to 3 MB (refused: 'File does not meet requirements'). */
export const heavyPhoto = (): MediaFile => pngFile(100, 100, 'speaker-photo-3mb.png', 3 * MB);

/** An MP4 of `bytes`: an 'ftyp' box (isom brand), then filler. 12 MB by default: two 10 MB blocks. */
export function mp4File(bytes = 12 * MB, name = 'speaker-keynote.mp4'): MediaFile {
  const buffer = Buffer.alloc(bytes, 0x2e);
  buffer.set([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isommp41')]);
  return { name, mimeType: 'video/mp4', buffer };
}

/** The file as a browser `File` (Node's, which Node's fetch and FormData take), for component tests. */
export const toFile = (file: MediaFile): File => new NodeFile([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }) as unknown as File;
