// Speaker media (spec 002 §5, §7, §9): the photo (POST speaker/api/speaker/upload-speaker-profile-image)
// and the presentation video's 10 MB blocks (POST uploads/api/upload/speakerProfile/{community}) are
// checked by their content and kept like post uploads (uploads.ts), served under /__sandbox/media/.
// A save or edit of the speaker profile then joins the caller's blocks into one stored video and turns
// the caller's pending photo path into its media address (speaker.ts calls `applySpeakerMedia`).
import { mediaUrl, newId, now, ok, specError, unprocessable } from '../helpers.ts';
import type { Caller, OperationHandler, Store } from '../types.ts';
import type { UploadedFile } from '../validate.ts';
import { extensionOf, fileParts, getUploads, keepUpload, MAX_UPLOAD_BLOCK_BYTES, pathSegment, readMedia } from './uploads.ts';

/** spec 002 §5: the photo is under 2MB. */
export const SPEAKER_PHOTO_MAX_BYTES = 2 * 1024 * 1024 - 1;
/** spec 002 §5: the photo is not over 500x500 pixels. */
export const SPEAKER_PHOTO_MAX_PIXELS = 500;
/** spec 002 §5: the video is at most 500MB. */
export const SPEAKER_VIDEO_MAX_BYTES = 500 * 1024 * 1024;
/** spec 002 §8 texts the checks answer with. */
const DOES_NOT_MEET = 'File does not meet requirements';
const VIDEO_TYPE = 'File must be MP4 or MOV';
const VIDEO_TOO_LARGE = 'Video size is more than 500MB';

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** Photo types (spec 002 §5: JPG, GIF, PNG and bmp), each with its content check. */
const PHOTO_TYPES: Record<string, { type: string; starts: (b: Uint8Array) => boolean }> = {
  '.png': { type: 'image/png', starts: (b) => b[0] === 0x89 && ascii(b, 1, 'PNG') },
  '.jpg': { type: 'image/jpeg', starts: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  '.jpeg': { type: 'image/jpeg', starts: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  '.gif': { type: 'image/gif', starts: (b) => ascii(b, 0, 'GIF8') },
  '.bmp': { type: 'image/bmp', starts: (b) => ascii(b, 0, 'BM') },
};

/** Video types (spec 002 §5: MP4 or MOV): the first block starts with an ISO/QuickTime top-level box. */
const VIDEO_TYPES: Record<string, string> = { '.mp4': 'video/mp4', '.mov': 'video/quicktime' };
const QUICKTIME_ATOMS = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];
const startsLikeVideo = (b: Uint8Array, extension: string) => (extension === '.mp4' ? ascii(b, 4, 'ftyp') : QUICKTIME_ATOMS.some((atom) => ascii(b, 4, atom)));

/** Width and height from an image's header (PNG IHDR, GIF screen, BMP info header, JPEG SOFn); undefined when unreadable. */
export function imageSize(b: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (b.length >= 24 && b[0] === 0x89 && ascii(b, 12, 'IHDR')) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (b.length >= 10 && ascii(b, 0, 'GIF8')) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (b.length >= 26 && ascii(b, 0, 'BM')) return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let at = 2;
    while (at + 9 <= b.length) {
      if (b[at] !== 0xff) return undefined;
      const marker = b[at + 1] ?? 0;
      // Start of frame markers (C0-CF but C4 DHT, C8 JPG, CC DAC) carry the height then the width.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      at += 2 + view.getUint16(at + 2);
    }
  }
  return undefined;
}

/** Refuses a photo that is not one JPG, GIF, PNG or BMP image (by content) under 2MB and within 500x500. */
function checkPhoto(field: string, file: UploadedFile): string {
  const data = file.data ?? new Uint8Array();
  const photo = PHOTO_TYPES[extensionOf(file.name)];
  if (!photo || !photo.starts(data)) throw specError(422, DOES_NOT_MEET, { [field]: ['is not a JPG, GIF, PNG or BMP image'] });
  if (file.size > SPEAKER_PHOTO_MAX_BYTES) throw specError(422, DOES_NOT_MEET, { [field]: ['is not under 2MB'] });
  const size = imageSize(data);
  if (!size) throw specError(422, DOES_NOT_MEET, { [field]: ['has no readable image size'] });
  if (size.width > SPEAKER_PHOTO_MAX_PIXELS || size.height > SPEAKER_PHOTO_MAX_PIXELS) {
    throw specError(422, DOES_NOT_MEET, { [field]: [`is ${size.width}x${size.height} pixels, over 500x500`] });
  }
  return photo.type;
}

/** Refuses a video block that is not part of an MP4 or MOV (the first block by its content) or over 10 MB. */
function checkVideoBlock(field: string, file: UploadedFile): string {
  const extension = extensionOf(file.name);
  const type = VIDEO_TYPES[extension];
  if (!type) throw specError(422, VIDEO_TYPE, { [field]: [`${extension || 'a file without extension'} is not MP4 or MOV`] });
  if (file.size > MAX_UPLOAD_BLOCK_BYTES) throw specError(422, DOES_NOT_MEET, { [field]: ['is a block larger than 10 MB (10485760 bytes)'] });
  return type;
}

const ownerOf = (caller: Caller) => ({ communityId: 'speakers', uploaderId: caller.personId });

function keepPart(store: Store, caller: Caller, file: UploadedFile, contentType: string): string {
  const path = `pending/speakers/${caller.personId.toLowerCase()}/${newId()}/${pathSegment(file.name)}`;
  keepUpload(store, { pendingBlobStoragePath: path, name: file.name, contentType, size: file.size, ...ownerOf(caller), uploadedAt: now(store) }, file.data ?? new Uint8Array());
  return path;
}

/** POST speaker/api/speaker/upload-speaker-profile-image: one photo as file0, checked and kept. */
export const uploadSpeakerProfileImage: OperationHandler = (request, caller, store) => {
  const parts = fileParts(request.body);
  if (parts.length === 0) throw unprocessable('No file was sent.', { file0: ['is required'] });
  if (parts.length > 1) throw specError(422, 'Select only one image', { file1: ['a speaker has one photo'] });
  const { field, file } = parts[0] as { field: string; file: UploadedFile };
  const type = checkPhoto(field, file);
  return ok({ pendingBlobStoragePath: keepPart(store, caller, file, type), name: file.name });
};

/**
 * POST uploads/api/upload/speakerProfile/{community}: a photo (an image part, photo rules) or a
 * presentation video block (any community segment; the app sends 'presentation'). Blocks go in
 * parallel, so which one starts the video (and carries the MP4/MOV signature) is known at the save.
 */
export const uploadsUploadSpeakerProfile: OperationHandler = (request, caller, store) => {
  const parts = fileParts(request.body);
  if (parts.length === 0) throw unprocessable('No file was sent.', { file0: ['is required'] });
  const accepted = parts.map(({ field, file }) => {
    const extension = extensionOf(file.name);
    return { file, type: PHOTO_TYPES[extension] ? checkPhoto(field, file) : checkVideoBlock(field, file) };
  });
  return ok(accepted.map(({ file, type }) => ({ pendingBlobStoragePath: keepPart(store, caller, file, type), name: file.name })));
};

/** The stored presentation video of a speaker record. */
export interface StoredVideo {
  name: string;
  /** Storage path of the joined video (served under /__sandbox/media/). */
  path: string;
  size: number;
}

/** What a save or edit sends for the media. */
export interface MediaBody {
  profileImageUrl?: string | null;
  presentationVideo?: { name: string; pendingBlobStoragePaths?: string[] | null } | null;
}

function ownUpload(store: Store, caller: Caller, path: string) {
  const upload = getUploads(store).files[path];
  return upload && upload.uploaderId === caller.personId ? upload : undefined;
}

/**
 * Turns the media of a save or edit into what the record keeps: a pending photo path of the caller
 * becomes its media address; the caller's blocks (in order) are joined into one stored video (the
 * first must start like an MP4/MOV, the whole at most 500MB). `presentationVideo` null deletes the
 * video, absent (or without blocks) keeps `current`. Throws the spec's 422 before anything changes.
 */
export function applySpeakerMedia(store: Store, caller: Caller, body: MediaBody, current: StoredVideo | null): { profileImageUrl?: string | null; video: StoredVideo | null } {
  const result: { profileImageUrl?: string | null; video: StoredVideo | null } = { video: current };
  const image = body.profileImageUrl;
  if (image !== undefined) result.profileImageUrl = image && ownUpload(store, caller, image)?.contentType.startsWith('image/') ? mediaUrl(image) : image;
  const video = body.presentationVideo;
  if (video === null) result.video = null;
  else if (video && (video.pendingBlobStoragePaths?.length ?? 0) > 0) {
    const paths = video.pendingBlobStoragePaths ?? [];
    const type = VIDEO_TYPES[extensionOf(video.name)];
    if (!type) throw specError(422, VIDEO_TYPE, { 'presentationVideo.name': ['is not MP4 or MOV'] });
    const uploads = paths.map((path, i) => {
      const upload = ownUpload(store, caller, path);
      if (!upload || !upload.contentType.startsWith('video/')) throw unprocessable('Unknown video block.', { [`presentationVideo.pendingBlobStoragePaths[${i}]`]: ['is not a video block you uploaded'] });
      return upload;
    });
    const size = uploads.reduce((sum, upload) => sum + upload.size, 0);
    if (size > SPEAKER_VIDEO_MAX_BYTES) throw specError(422, VIDEO_TOO_LARGE, { presentationVideo: [`is ${size} bytes`] });
    // The bytes stay in memory up to uploads.ts MEDIA_MEMORY_BYTES: older blocks may be gone.
    const blocks = uploads.map((upload, i) => {
      const data = readMedia(store, upload.pendingBlobStoragePath)?.data;
      if (!data) throw unprocessable('The video block is no longer kept: upload the video again.', { [`presentationVideo.pendingBlobStoragePaths[${i}]`]: ['is gone'] });
      return data;
    });
    if (!startsLikeVideo(blocks[0] ?? new Uint8Array(), extensionOf(video.name))) throw specError(422, VIDEO_TYPE, { 'presentationVideo.pendingBlobStoragePaths[0]': ['does not start an MP4 or MOV video'] });
    const joined = new Uint8Array(size);
    let at = 0;
    for (const data of blocks) {
      joined.set(data, at);
      at += data.length;
    }
    const path = `media/speakers/${caller.personId.toLowerCase()}/${newId()}/${pathSegment(video.name)}`;
    keepUpload(store, { pendingBlobStoragePath: path, name: video.name, contentType: type, size, ...ownerOf(caller), uploadedAt: now(store) }, joined);
    result.video = { name: video.name, path, size };
  }
  return result;
}

/** The `presentationVideo` of a profile answer. */
export const presentationVideoOf = (video: StoredVideo | null | undefined) => (video ? { name: video.name, url: mediaUrl(video.path), size: video.size } : null);
