// File signatures ("magic bytes") of the types the specs allow for upload (spec 000 §3 tour videos,
// 001 §5 files and media, 002 §5 photos, videos and attachments). A type without a signature
// (txt, csv, rtf, wbp: the issue lists them as plain text or without a fixed header) is checked by
// its extension only.

/** Bytes expected at an offset; `undefined` in `bytes` matches any byte there. */
interface Pattern {
  readonly offset: number;
  readonly bytes: readonly (number | undefined)[];
}

/** Every pattern of one signature must match; a type matches when any of its signatures does. */
type Signature = readonly Pattern[];

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const at = (offset: number, bytes: readonly (number | undefined)[]): Pattern => ({ offset, bytes });

const PDF: Signature[] = [[at(0, ascii('%PDF-'))]];
// Word, Excel, PowerPoint and Visio before 2007 are OLE compound files.
const OLE: Signature[] = [[at(0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])]];
// docx, xlsx, pptx, ppsx and xps are zip packages (local file header, or an empty archive).
const ZIP: Signature[] = [[at(0, [0x50, 0x4b, 0x03, 0x04])], [at(0, [0x50, 0x4b, 0x05, 0x06])]];
const PNG: Signature[] = [[at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]];
const JPEG: Signature[] = [[at(0, [0xff, 0xd8, 0xff])]];
const GIF: Signature[] = [[at(0, ascii('GIF87a'))], [at(0, ascii('GIF89a'))]];
const BMP: Signature[] = [[at(0, ascii('BM'))]];
const WEBP: Signature[] = [[at(0, ascii('RIFF')), at(8, ascii('WEBP'))]];
const WAV: Signature[] = [[at(0, ascii('RIFF')), at(8, ascii('WAVE'))]];
// ISO base media (mp4, m4a, heic): an 'ftyp' box first, its size in the 4 bytes before.
const FTYP: Signature[] = [[at(4, ascii('ftyp'))]];
// QuickTime files written before 'ftyp' became usual start with another top-level atom.
const QUICKTIME: Signature[] = [...FTYP, ...['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].map((atom) => [at(4, ascii(atom))])];
const WEBM: Signature[] = [[at(0, [0x1a, 0x45, 0xdf, 0xa3])]];
// An ID3 tag, or an MPEG audio frame sync (11 set bits; the layer bits vary, so two common forms).
const MP3: Signature[] = [[at(0, ascii('ID3'))], [at(0, [0xff, 0xfb])], [at(0, [0xff, 0xf3])], [at(0, [0xff, 0xf2])], [at(0, [0xff, 0xfa])]];

/** The signatures of each extension that has one (lower case, with its dot). */
export const FILE_SIGNATURES: Readonly<Record<string, readonly Signature[]>> = {
  '.pdf': PDF,
  '.doc': OLE,
  '.xls': OLE,
  '.xlt': OLE,
  '.ppt': OLE,
  '.pps': OLE,
  '.vsd': OLE,
  '.docx': ZIP,
  '.xlsx': ZIP,
  '.pptx': ZIP,
  '.ppsx': ZIP,
  '.xps': ZIP,
  '.png': PNG,
  '.jpg': JPEG,
  '.jpeg': JPEG,
  '.gif': GIF,
  '.bmp': BMP,
  '.webp': WEBP,
  '.wav': WAV,
  '.mp4': FTYP,
  '.m4v': FTYP,
  '.heic': FTYP,
  '.mov': QUICKTIME,
  '.webm': WEBM,
  '.mp3': MP3,
};

/** How many leading bytes {@link matchesFileSignature} needs to decide for any type in the table. */
export const SIGNATURE_BYTES = 16;

/** Whether `ext` has a signature in {@link FILE_SIGNATURES} (txt, csv, rtf, wbp have none). */
export function hasFileSignature(ext: string): boolean {
  return Object.hasOwn(FILE_SIGNATURES, ext.toLowerCase());
}

const matches = (head: Uint8Array, pattern: Pattern) =>
  pattern.bytes.every((byte, index) => byte === undefined || head[pattern.offset + index] === byte);

/**
 * Whether the first bytes of a file fit its extension. Types without a signature always fit;
 * a file shorter than the signature does not.
 */
export function matchesFileSignature(ext: string, head: Uint8Array): boolean {
  const signatures = FILE_SIGNATURES[ext.toLowerCase()];
  if (!signatures) return true;
  return signatures.some((signature) => signature.every((pattern) => matches(head, pattern)));
}
