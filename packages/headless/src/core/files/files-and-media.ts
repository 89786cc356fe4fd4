// Files and media of a community (spec 001 §3, §4, §5, §7, §8, §9): folder names, the block fields
// of an upload, the order after a move, and a downloaded file's bytes.
import type { Sdk, communities } from '@ypo/sdk';
import { unwrap } from '../errors/unwrap';
import type { UploadBlock } from '../upload/blocks';
import type { UploadFile } from '../upload/checks';
import type { UploadTransport } from '../upload/engine';
import { UPLOAD_NAME_MAX_LENGTH } from '../upload/limits';
import { EMPTY_ID } from '../impersonation/impersonation';
import { FEATURE_MESSAGES } from '../feature-messages';

/** spec 001 §9: the all-zero identifier, the root folder of a community's files and media. */
export const ROOT_FOLDER_ID = EMPTY_ID;

/** Items read per page; the spec gives no page size. */
export const FILES_PAGE_SIZE = 100;

/** A downloaded file: the name to save it under and its bytes. */
export interface DownloadedFile {
  readonly fileName: string;
  readonly blob: Blob;
}

/**
 * The file name a download's Content-Disposition header gives (`filename*` in UTF-8 first, then
 * `filename`), or `fallback`. Path parts are dropped, so a name never leads outside the download folder.
 */
export function fileNameOfDisposition(header: string | null | undefined, fallback: string): string {
  const text = header ?? '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(text)?.[1];
  let name: string | undefined;
  if (encoded !== undefined) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(text)?.slice(1).find((part) => part !== undefined)?.trim();
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

/** spec 001 §3, §4: what a folder row is doing. */
export type FolderRowMode = 'new' | 'edit' | 'delete' | 'reorder';

/** What {@link folderNameProblem} compares a name with: the other items of the folder. */
export interface NamedItem {
  readonly id: string;
  readonly name: string;
}

/**
 * Why a folder name (new, or a rename of `exceptId`) is refused, or `undefined`: required ('Please
 * Enter Folder Name'), at most 40 characters, no other item of the folder with the same name
 * without regard to case ('Directory already exists') (spec 001 §5, §8).
 */
export function folderNameProblem(name: string, siblings: readonly NamedItem[], exceptId?: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return FEATURE_MESSAGES.filesFolderNameRequired;
  if (trimmed.length > UPLOAD_NAME_MAX_LENGTH) return FEATURE_MESSAGES.uploadFileNameTooLong;
  const key = trimmed.toLowerCase();
  if (siblings.some((item) => item.id !== exceptId && item.name.trim().toLowerCase() === key)) return FEATURE_MESSAGES.filesDirectoryExists;
  return undefined;
}

/** The multipart fields a block adds for a file sent in pieces; none for a file sent whole. */
export interface BlockFields {
  readonly uploadId?: string;
  readonly blockIndex?: number;
  readonly blockCount?: number;
}

/**
 * The block fields of `block` (openapi UploadFilesForm): a piece of a split file carries its file's
 * `uploadId` (from `uploadIds`, by position of the file), its index and the count of pieces, so the
 * server lists the file once every piece arrived in whatever order the 4 parallel sends end.
 */
export function blockFieldsOf(block: UploadBlock, uploadIds: readonly string[]): BlockFields {
  const [part] = block.parts;
  if (!part || block.parts.length !== 1 || part.partCount < 2) return {};
  const uploadId = uploadIds[part.fileIndex];
  if (uploadId === undefined) throw new RangeError(`no upload id for file ${part.fileIndex}`);
  return { uploadId, blockIndex: part.partIndex, blockCount: part.partCount };
}

type UploadFilesForm = communities.components['schemas']['UploadFilesForm'];
/** What upload-files answers for a block: the files as the server has them pending (spec 001 §3). */
export type PendingUploads = communities.components['schemas']['PendingUpload'][];

/** Where a files-and-media upload goes: the community, its name segment in the path, the folder. */
export interface FilesUploadTarget {
  /** The community's id. */
  readonly communityId: string;
  /** The community name segment as the app sends it in the path (the community type, e.g. `chapter`). */
  readonly communityName: string;
  /** The folder; {@link ROOT_FOLDER_ID} for the top. */
  readonly folderId: string;
}

let uploadCount = 0;
const newUploadId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `00000000-0000-4000-8000-${(++uploadCount).toString(16).padStart(12, '0')}`;

/**
 * The transport of the one upload engine for an upload of `files` to a community's files and media
 * (spec 001 §7): each block to upload-files with the community, the folder, the block's file fields
 * and, for a piece of a split file, its {@link blockFieldsOf} (a new upload id per file). A failed
 * block rejects with 'Error While Uploading' (spec 001 §8).
 */
export function filesAndMediaTransport(sdk: Pick<Sdk, 'communities'>, target: FilesUploadTarget, files: readonly UploadFile[]): UploadTransport<PendingUploads> {
  const uploadIds = files.map(() => newUploadId());
  const { communityId, communityName, folderId } = target;
  return (block, { signal }) =>
    unwrap(
      sdk.communities.POST('/communities/api/communities/upload-files/{communityName}', {
        params: { path: { communityName } },
        body: { CommunityId: communityId, parentId: folderId, ...blockFieldsOf(block, uploadIds), ...block.fields } as UploadFilesForm,
        signal,
      }),
      { log: true, message: FEATURE_MESSAGES.filesUploadFailed },
    );
}

/** The bytes of a base64 text (the download-file answer, spec 001 §7). */
export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The items with their `order` from 1 as listed: the body of reorder-filesandmedia. */
export function orderOf(items: readonly { readonly id: string }[]): { id: string; order: number }[] {
  return items.map((item, index) => ({ id: item.id, order: index + 1 }));
}
