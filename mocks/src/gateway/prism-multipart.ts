// Prism parses multipart bodies with parse-multipart-data, which throws outside any handler on some
// part headers, and the throw ends the Prism process (stoplightio/prism#2672). The gateway reads a
// multipart body bound for Prism first: it gives a file part without a Content-Type the default one
// (a valid form, RFC 7578 §4.4), and answers 400 itself to a body Prism would still die on.

/** The default type of a file part that names none. */
export const DEFAULT_FILE_PART_TYPE = 'application/octet-stream';

/**
 * The body as Prism can read it, or why Prism's multipart parser would throw on it. The parser
 * splits the Content-Disposition header on `;`: the second segment must be `name=…` (a name Prism
 * can URI-decode), and a third
 * (the filename) must be `key=<JSON string>` without another `=`, with a Content-Type header,
 * which the gateway adds when the part has none.
 */
export function prismReadableMultipart(raw: Buffer, contentType: string): { body: Buffer } | { unreadable: string } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const mark = (boundary?.[1] ?? boundary?.[2])?.trim();
  if (!mark) return { body: raw }; // Prism answers this itself (415).
  // Prism reads the header bytes one by one as characters (latin1); latin1 maps back to the same bytes.
  const [preamble = '', ...parts] = raw.toString('latin1').split(`--${mark}`);
  let changed = false;
  for (const [index, part] of parts.entries()) {
    if (part.startsWith('--')) break;
    const end = part.indexOf('\r\n\r\n');
    if (end < 0) continue;
    const lines = part.slice(0, end).split('\r\n').filter(Boolean);
    const disposition = lines.findLast((line) => line.toLowerCase().startsWith('content-disposition:')) ?? '';
    const type = lines.findLast((line) => line.toLowerCase().startsWith('content-type:'));
    const segments = disposition.split(';');
    const name = segments[1]?.split('=')[1];
    if (name === undefined) return { unreadable: 'A part has no Content-Disposition name.' };
    try {
      // Prism URI-decodes each part name, and a malformed escape (a lone `%`) throws.
      decodeURIComponent(name.replace(/"/g, ''));
    } catch {
      return { unreadable: 'A part name has a malformed percent escape.' };
    }
    const file = segments[2];
    if (!file) continue;
    const value = file.split('=')[1];
    try {
      if (value === undefined) throw new Error('no value');
      JSON.parse(value.trim());
    } catch {
      return { unreadable: 'A part header has a parameter that is not a quoted string.' };
    }
    if (type === undefined) {
      parts[index] = `${part.slice(0, end)}\r\nContent-Type: ${DEFAULT_FILE_PART_TYPE}${part.slice(end)}`;
      changed = true;
    }
  }
  return { body: changed ? Buffer.from([preamble, ...parts].join(`--${mark}`), 'latin1') : raw };
}
