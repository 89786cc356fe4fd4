// Prism parses multipart bodies with parse-multipart-data, which throws outside any handler on some
// part headers, and the throw ends the Prism process (stoplightio/prism#2672). The gateway reads a
// multipart body bound for Prism first and answers 400 itself to a body Prism would die on.

/**
 * Why Prism's multipart parser would throw on this body, or undefined when it reads it. The parser
 * splits the Content-Disposition header on `;`: the second segment must be `name=…`, and a third
 * (the filename) must be `key=<JSON string>` without another `=`, with a Content-Type header.
 */
export function prismUnreadablePart(raw: Buffer, contentType: string): string | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const mark = (boundary?.[1] ?? boundary?.[2])?.trim();
  if (!mark) return undefined; // Prism answers this itself (415).
  // Prism reads the header bytes one by one as characters (latin1).
  const parts = raw.toString('latin1').split(`--${mark}`).slice(1);
  for (const part of parts) {
    if (part.startsWith('--')) break;
    const end = part.indexOf('\r\n\r\n');
    if (end < 0) continue;
    const lines = part.slice(0, end).split('\r\n').filter(Boolean);
    const disposition = lines.findLast((line) => line.toLowerCase().startsWith('content-disposition:')) ?? '';
    const type = lines.findLast((line) => line.toLowerCase().startsWith('content-type:'));
    const segments = disposition.split(';');
    if (segments[1]?.split('=')[1] === undefined) return 'A part has no Content-Disposition name.';
    const file = segments[2];
    if (!file) continue;
    const value = file.split('=')[1];
    try {
      if (value === undefined) throw new Error('no value');
      JSON.parse(value.trim());
    } catch {
      return 'A part header has a parameter that is not a quoted string.';
    }
    if (type === undefined) return 'A file part has no Content-Type.';
  }
  return undefined;
}
