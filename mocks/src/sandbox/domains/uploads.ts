// Uploads for posts (openapi/uploads.yaml `uploadsUploadFiles`; spec 001 §7, §9, spec 002 §5): the upload
// engine's blocks (images whole, together in one request as file0..file5; video in 10 MB blocks) are kept
// in memory, and the gateway serves them, with the seeded pictures, under /__sandbox/media/ (core.ts).
import { crc32, deflateSync } from 'node:zlib';
import { newId, now, ok, sliceOf, specError, unprocessable } from '../helpers.ts';
import { artworkSvg, documentPdf } from '../artwork.ts';
import { hash32 } from '../rng.ts';
import type { OperationHandler, SandboxDomain, Store } from '../types.ts';
import { isUploadedFile } from '../validate.ts';
import type { UploadedFile } from '../validate.ts';
import { requireMembership } from './network.ts';
import { XLSX_TYPE, xlsx } from './xlsx.ts';

/** Images per post (spec 001 §3, §9): the most one upload request may carry. */
export const MAX_UPLOAD_IMAGES = 6;
/** Largest image (spec 002 §5: attachments up to 25 MB, 26214400 bytes). */
export const MAX_UPLOAD_IMAGE_BYTES = 26_214_400;
/** Largest block of a split file (spec 001 §7, 002 §5: video goes in 10 MB blocks, 10485760 bytes). */
export const MAX_UPLOAD_BLOCK_BYTES = 10_485_760;
/** Bytes of uploads kept in memory; the oldest are dropped beyond it (they then show as a placeholder picture). */
export const MEDIA_MEMORY_BYTES = 256 * 1024 * 1024;

/** Image types a post takes (spec 002 §5: jpg, jpeg, png, gif), with the bytes each must start with. */
const IMAGE_TYPES: Record<string, { type: string; starts: (bytes: Uint8Array) => boolean }> = {
  '.png': { type: 'image/png', starts: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  '.jpg': { type: 'image/jpeg', starts: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  '.jpeg': { type: 'image/jpeg', starts: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  '.gif': { type: 'image/gif', starts: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
};
/** Other files a post takes (spec 002 §5: video is mp4), sent in blocks. */
const BLOCK_TYPES: Record<string, string> = { '.mp4': 'video/mp4' };

/** A stored upload (the bytes live beside the store, in memory: snapshots keep only this record). */
export interface StoredUpload {
  pendingBlobStoragePath: string;
  name: string;
  contentType: string;
  size: number;
  communityId: string;
  uploaderId: string;
  uploadedAt: string;
}

/** `store.uploads`. */
export interface UploadsState {
  /** By pendingBlobStoragePath. */
  files: Record<string, StoredUpload>;
}

/** The uploads slice of a store. */
export function getUploads(store: Store): UploadsState {
  return sliceOf<UploadsState>(store, 'uploads');
}

// The bytes, per store (a reset store starts empty), oldest first.
const memory = new WeakMap<Store, Map<string, Uint8Array>>();
const bytesOf = (store: Store): Map<string, Uint8Array> => {
  let kept = memory.get(store);
  if (!kept) memory.set(store, (kept = new Map()));
  return kept;
};

function keep(store: Store, path: string, data: Uint8Array): void {
  const kept = bytesOf(store);
  // A copy of just these bytes: a parsed file part is a view into its whole request body.
  kept.set(path, new Uint8Array(data));
  let total = 0;
  for (const bytes of kept.values()) total += bytes.length;
  for (const [oldest, bytes] of kept) {
    if (total <= MEDIA_MEMORY_BYTES) break;
    kept.delete(oldest);
    total -= bytes.length;
  }
}

/** The lower-cased extension of a file name, with its dot ('' without one). */
export const extensionOf = (name: string) => /\.[^./\\]+$/.exec(name.toLowerCase())?.[0] ?? '';
/** A name as one storage path segment: its letters, digits, dot, dash and underscore (the name itself is answered as sent). */
export const pathSegment = (name: string) => name.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '') || 'file';

/** The file parts file0, file1, ... in field order (a text part under such a name is no file). */
export function fileParts(body: unknown): { field: string; file: UploadedFile }[] {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return Object.entries(fields)
    .filter(([field]) => /^file\d+$/.test(field))
    .sort(([a], [b]) => Number(a.slice(4)) - Number(b.slice(4)))
    .flatMap(([field, value]) => (Array.isArray(value) ? value : [value]).filter(isUploadedFile).map((file) => ({ field, file })));
}

const uploadsUploadFiles: OperationHandler = (request, caller, store) => {
  const { community } = requireMembership(store, caller, request.params.id ?? '');
  const parts = fileParts(request.body);
  if (parts.length === 0) throw unprocessable('No file was sent.', { file0: ['is required'] });
  // Check every file before keeping any: a refused upload keeps nothing.
  const accepted = parts.map(({ field, file }) => {
    const extension = extensionOf(file.name);
    const data = file.data ?? new Uint8Array();
    const image = IMAGE_TYPES[extension];
    const blockType = BLOCK_TYPES[extension];
    // spec 001 §8: 'File type not supported'; an image must also be one by its content.
    if (!image && !blockType) throw specError(422, 'File type not supported', { [field]: [`${extension || 'a file without extension'} is not a post image (jpg, jpeg, png, gif) or video (mp4)`] });
    if (image && !image.starts(data)) throw specError(422, 'File type not supported', { [field]: [`is not a ${extension.slice(1)} image`] });
    const limit = image ? MAX_UPLOAD_IMAGE_BYTES : MAX_UPLOAD_BLOCK_BYTES;
    if (file.size > limit) {
      throw specError(422, 'File does not meet requirements', { [field]: [image ? 'is larger than 25 MB (26214400 bytes)' : 'is a block larger than 10 MB (10485760 bytes)'] });
    }
    return { file, data, contentType: image?.type ?? (blockType as string), isImage: !!image };
  });
  const images = parts.filter((_, i) => accepted[i]?.isImage);
  if (images.length > MAX_UPLOAD_IMAGES) {
    const extra = images[MAX_UPLOAD_IMAGES]?.field ?? 'file6';
    throw unprocessable(`A post has at most ${MAX_UPLOAD_IMAGES} images.`, { [extra]: [`is image ${MAX_UPLOAD_IMAGES + 1}; a post has at most ${MAX_UPLOAD_IMAGES}`] });
  }
  const uploads = getUploads(store);
  const uploadedAt = now(store);
  return ok(
    accepted.map(({ file, data, contentType }) => {
      const path = `pending/${community.communityId}/${newId()}/${pathSegment(file.name)}`;
      uploads.files[path] = { pendingBlobStoragePath: path, name: file.name, contentType, size: file.size, communityId: community.communityId, uploaderId: caller.personId, uploadedAt };
      keep(store, path, data);
      return { pendingBlobStoragePath: path, name: file.name };
    }),
  );
};

/**
 * Keeps a file another domain received (an email attachment, say) as an upload: recorded in
 * `store.uploads`, bytes in memory, served under `/__sandbox/media/<path>`.
 */
export function keepUpload(store: Store, upload: StoredUpload, data: Uint8Array): void {
  getUploads(store).files[upload.pendingBlobStoragePath] = upload;
  keep(store, upload.pendingBlobStoragePath, data);
}

// --- generated pictures (seeded posts and people, uploads whose bytes are gone) ---------------------------

/** Where seeded pictures live: `seed/posts/...` (post images) and `seed/people/...` (profile pictures). */
export const SEED_MEDIA_PREFIX = 'seed/';

const hsl = (h: number, s: number, l: number): [number, number, number] => {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
};

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A small PNG picture drawn from a path, the same for the same path: a landscape of two colour bands
 * for a post image, a disc on a tinted square for a profile picture (`people/` in the path).
 */
export function placeholderPng(path: string): Uint8Array {
  const seed = hash32(path);
  const isPerson = path.includes('people/');
  const [width, height] = isPerson ? [96, 96] : [480, 270];
  const hue = seed % 360;
  const sky = hsl(hue, 0.55, 0.78);
  const ground = hsl((hue + 40) % 360, 0.45, 0.42);
  const accent = hsl((hue + 180) % 360, 0.6, 0.6);
  const horizon = height * (0.55 + ((seed >>> 9) % 20) / 100);
  const sun = { x: width * (0.2 + ((seed >>> 3) % 60) / 100), y: height * 0.3, r: height * 0.12 };
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      let colour: [number, number, number];
      if (isPerson) {
        const d = Math.hypot(x - width / 2, y - height * 0.42);
        const shoulders = Math.hypot((x - width / 2) * 0.8, y - height * 1.05);
        colour = d < width * 0.2 || shoulders < width * 0.42 ? ground : sky;
      } else {
        const wave = horizon + Math.sin((x / width) * Math.PI * 2 + (seed % 7)) * height * 0.04;
        colour = Math.hypot(x - sun.x, y - sun.y) < sun.r ? accent : y > wave ? ground : sky;
        if (y > wave) colour = colour.map((c) => Math.max(0, c - Math.round((y - wave) * 0.2))) as [number, number, number];
      }
      rows.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(png.buffer, png.byteOffset, png.length);
}

/** Keeps a file another domain received (an announcement image) as media; answers its storage path (mediaUrl makes the address). */
export function storeMedia(store: Store, file: UploadedFile, owner: { communityId: string; uploaderId: string }): string {
  const path = `media/${owner.communityId}/${newId()}/${pathSegment(file.name)}`;
  getUploads(store).files[path] = { pendingBlobStoragePath: path, name: file.name, contentType: file.type, size: file.size, ...owner, uploadedAt: now(store) };
  keep(store, path, file.data ?? new Uint8Array());
  return path;
}

/** Where the sandbox keeps the around-me bulk add template (spec 002 §7: 'downloaded as a spreadsheet from a given URL'). */
export const BULK_ADD_TEMPLATE_PATH = 'templates/Businesses bulk add template.xlsx';

/** The template's header row: the business asset's fields (spec 002 §3), one column each. */
export const BULK_ADD_TEMPLATE_COLUMNS = [
  'Name', 'Address 1', 'Address 2', 'City', 'State', 'Zip', 'Country Code', 'Region', 'Relationship', 'Establishment Type',
  'Accommodation Type', 'Cuisine', 'Destination Restaurant', 'Price Range', 'Hotel Class', 'Website', 'Discount Code', 'Telephone', 'Manager Contact',
] as const;

/** A file the gateway serves under `/__sandbox/media/` (helpers.ts MEDIA_PREFIX). */
export interface MediaFile {
  data: Uint8Array;
  contentType: string;
}

/**
 * The media file at a storage path: an upload's bytes; a drawn picture for a seeded picture, or for an
 * upload whose bytes are no longer in memory (after a restart from a snapshot); undefined for anything else.
 */
export function readMedia(store: Store, path: string): MediaFile | undefined {
  if (path === BULK_ADD_TEMPLATE_PATH) return { data: xlsx('Businesses', [BULK_ADD_TEMPLATE_COLUMNS]), contentType: XLSX_TYPE };
  const kept = bytesOf(store).get(path);
  const upload = (store.uploads as UploadsState | undefined)?.files[path];
  if (kept && upload) return { data: kept, contentType: upload.contentType };
  const document = documentPdf(path);
  if (document) return { data: document, contentType: 'application/pdf' };
  const artwork = artworkSvg(path);
  if (artwork) return { data: new TextEncoder().encode(artwork), contentType: 'image/svg+xml' };
  if (path.startsWith(SEED_MEDIA_PREFIX) || upload?.contentType.startsWith('image/')) return { data: placeholderPng(path), contentType: 'image/png' };
  return undefined;
}

/** The `uploads` domain: post images and video blocks (openapi/uploads.yaml), served back by the gateway. */
export const uploadsDomain: SandboxDomain = {
  name: 'uploads',
  seed(store) {
    store.uploads = { files: {} } satisfies UploadsState;
  },
  handlers: { uploadsUploadFiles },
};
