import { FEATURE_MESSAGES } from '../feature-messages';
import { SIGNATURE_BYTES, matchesFileSignature } from './file-signatures';

/** What the checks need of a chosen file (a browser `File` fits). */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type?: string;
}

/** A file the engine can send: a `Blob` with a name (a browser `File`). */
export type UploadFile = Blob & FileLike;

/** Why a chosen file (or the whole choice) may not be uploaded. */
export type UploadProblemCode = 'required' | 'type' | 'nameTooLong' | 'empty' | 'tooLarge' | 'duplicate' | 'tooMany';

/** One refusal: its code, the text to show and the file it is about (none for 'tooMany'). */
export interface UploadProblem {
  readonly code: UploadProblemCode;
  readonly message: string;
  readonly fileName?: string;
}

/** The text of each refusal. */
export type UploadMessages = Readonly<Record<UploadProblemCode, string>>;

/** A feature's limits; a limit left out is not checked. */
export interface UploadLimits {
  /** Allowed extensions, lower case with the dot ('.pdf'). */
  readonly extensions?: readonly string[];
  /** Largest allowed size of one file, in bytes. */
  readonly maxBytes?: number;
  /** Most files in one choice. */
  readonly maxCount?: number;
  /** Longest allowed file name (with its extension), in characters. */
  readonly maxNameLength?: number;
  /** Refuse a name chosen twice or already present (compared without case). */
  readonly rejectDuplicates?: boolean;
  /** Names already in the target (folder, attachment list) when duplicates are refused. */
  readonly existingNames?: readonly string[];
  /** Compare the first bytes with the extension's signature (default true). */
  readonly checkSignature?: boolean;
  /** Texts of the refusals, over {@link DEFAULT_UPLOAD_MESSAGES}. */
  readonly messages?: Partial<UploadMessages>;
}

/** The refusal texts unless a feature names its own: spec 001 §5/§8 for files and media. */
export const DEFAULT_UPLOAD_MESSAGES: UploadMessages = {
  required: FEATURE_MESSAGES.uploadFileRequired,
  type: FEATURE_MESSAGES.uploadFileTypeNotSupported,
  nameTooLong: FEATURE_MESSAGES.uploadFileNameTooLong,
  empty: FEATURE_MESSAGES.uploadFileEmpty,
  tooLarge: FEATURE_MESSAGES.uploadFileTooLarge,
  duplicate: FEATURE_MESSAGES.uploadFileDuplicate,
  tooMany: FEATURE_MESSAGES.uploadTooManyFiles,
};

/** The extension of a file name in lower case with its dot ('.mp4'), or '' when it has none. */
export function fileExtOf(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot).toLowerCase() : '';
}

const IMAGE_EXTENSIONS: readonly string[] = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.bmp', '.heic'];

/** Whether a file name is an image's (sent whole, shown inline) rather than a video's or another file's. */
export function isImageFileName(fileName: string): boolean {
  return IMAGE_EXTENSIONS.includes(fileExtOf(fileName));
}

const sameName = (name: string) => name.trim().toLowerCase();

/** The checks that need no file content: count, then per file type, name, size and duplicates. */
export function checkUploadFiles(files: readonly (FileLike | null | undefined)[], limits: UploadLimits = {}): UploadProblem[] {
  const text = { ...DEFAULT_UPLOAD_MESSAGES, ...limits.messages };
  if (files.length === 0) return [{ code: 'required', message: text.required }];
  if (limits.maxCount !== undefined && files.length > limits.maxCount) return [{ code: 'tooMany', message: text.tooMany }];
  const seen = new Set((limits.existingNames ?? []).map(sameName));
  const problems: UploadProblem[] = [];
  for (const file of files) {
    const problem = checkOne(file, limits, text, seen);
    if (problem) problems.push(problem);
  }
  return problems;
}

function checkOne(file: FileLike | null | undefined, limits: UploadLimits, text: UploadMessages, seen: Set<string>): UploadProblem | undefined {
  if (!file || typeof file.name !== 'string' || file.name === '') return { code: 'required', message: text.required };
  const problem = (code: UploadProblemCode): UploadProblem => ({ code, message: text[code], fileName: file.name });
  if (limits.extensions && !limits.extensions.includes(fileExtOf(file.name))) return problem('type');
  // spec 001 §5: file name max 40 characters ('Maximum filename length is 40 characters').
  if (limits.maxNameLength !== undefined && file.name.length > limits.maxNameLength) return problem('nameTooLong');
  if (!Number.isFinite(file.size) || file.size <= 0) return problem('empty');
  if (limits.maxBytes !== undefined && file.size > limits.maxBytes) return problem('tooLarge');
  if (limits.rejectDuplicates) {
    // spec 001 §5: duplicate file names are rejected.
    if (seen.has(sameName(file.name))) return problem('duplicate');
    seen.add(sameName(file.name));
  }
  return undefined;
}

/** The first `count` bytes of a blob (`Blob.arrayBuffer`, or a `FileReader` where a runtime lacks it). */
export async function readHead(blob: Blob, count: number): Promise<Uint8Array> {
  const slice = blob.slice(0, count);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * Every check of {@link checkUploadFiles}, then, for files that passed and whose type has a
 * signature, whether their first bytes fit the extension (a renamed file gets the type text).
 */
export async function checkUploadFilesWithContent(files: readonly UploadFile[], limits: UploadLimits = {}): Promise<UploadProblem[]> {
  const problems = checkUploadFiles(files, limits);
  if (problems.length > 0 || limits.checkSignature === false) return problems;
  const text = { ...DEFAULT_UPLOAD_MESSAGES, ...limits.messages };
  const heads = await Promise.all(files.map((file) => readHead(file, SIGNATURE_BYTES)));
  return files.flatMap((file, index) =>
    matchesFileSignature(fileExtOf(file.name), heads[index] ?? new Uint8Array()) ? [] : [{ code: 'type' as const, message: text.type, fileName: file.name }],
  );
}
