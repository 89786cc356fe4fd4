// Spaces and backslashes: URL parsers drop tabs and newlines ('/\t/x' becomes '//x') and read '\'
// as '/', and no address the app builds contains them unencoded.
const UNSAFE_TEXT = /[\s\\\u200b-\u200f]/;
// No form may start as a protocol-relative address ('//host', '/\host').
const PROTOCOL_RELATIVE = /^[/\\]{2}/;
// C0 and C1 controls and DEL.
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const hasControl = (text: string) => [...text].some((char) => isControl(char.codePointAt(0) ?? 0));
// Each round peels one layer of encoding ('%252F' -> '%2F' -> '/'); deeper nesting is refused.
const MAX_DECODING_ROUNDS = 4;
const PROBE_ORIGIN = 'https://same-site.invalid';

// Decodes every run of escapes; in a run that is not valid UTF-8, still decodes the ASCII ones,
// as a lenient decoder downstream would ('%2F%E0' -> '/%E0').
const decodeOnce = (text: string) =>
  text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%[0-7][0-9a-f]/gi, (escape) => decodeURIComponent(escape));
    }
  });

function staysOnSite(text: string): boolean {
  if (PROTOCOL_RELATIVE.test(text) || hasControl(text)) return false;
  try {
    const url = new URL(text, PROBE_ORIGIN);
    // '/..//x' normalises to the path '//x'.
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * Whether `value` is a path on this site ('/home', '/chapter/c-1?tab=about'): it starts with a
 * single '/', has no control, space or backslash, and neither it nor any decoded form of it leaves
 * the site ('//host', '/\host', '/%2F%2Fhost', '/%252F%252Fhost', '/..//host'). The one check for
 * every path taken from outside: the sign-in return address and the guard's forward-to address.
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || UNSAFE_TEXT.test(value) || hasControl(value)) return false;
  let text = value;
  for (let round = 0; round <= MAX_DECODING_ROUNDS; round += 1) {
    if (!staysOnSite(text)) return false;
    const decoded = decodeOnce(text);
    if (decoded === text) return true;
    text = decoded;
  }
  return false;
}
