// spec 001 §2: content search results open a community page with query postId, highlightText and
// showAllActivityFeedCommunity=true: the single post (a feed request of size 1), its text highlighted.

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The single post a content search link opens. */
export interface SinglePostLink {
  /** The post to show alone (a GUID, from the `postId` query parameter). */
  readonly postId: string;
  /** The search text to highlight, when there is one. */
  readonly highlightText: string | undefined;
}

/**
 * The single post of a community page's query (with or without the leading '?'), or `undefined`
 * for a plain feed: it needs showAllActivityFeedCommunity=true and a postId that is an id.
 */
export function singlePostLinkOf(search: string): SinglePostLink | undefined {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const postId = query.get('postId')?.trim() ?? '';
  if (query.get('showAllActivityFeedCommunity')?.toLowerCase() !== 'true' || !GUID.test(postId)) return undefined;
  const highlightText = query.get('highlightText')?.trim() ?? '';
  return { postId, highlightText: highlightText === '' ? undefined : highlightText };
}

/** A run of text, and whether it matches the highlighted text. */
export interface HighlightSegment {
  /** The run's text, as it appears in the post. */
  readonly text: string;
  /** Whether the run matches the highlighted text (case-insensitive), to be marked. */
  readonly isMatch: boolean;
}

/**
 * `text` cut into runs around each match of `highlight` (ignoring case), for a `<mark>` around the
 * matches. Works on plain text (a text node of the sanitised body), so no markup is ever built from it.
 */
export function highlightSegments(text: string, highlight: string | undefined): HighlightSegment[] {
  const needle = highlight?.trim().toLowerCase() ?? '';
  if (needle === '' || text === '') return text === '' ? [] : [{ text, isMatch: false }];
  const haystack = text.toLowerCase();
  const segments: HighlightSegment[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) segments.push({ text: text.slice(from, at), isMatch: false });
    segments.push({ text: text.slice(at, at + needle.length), isMatch: true });
    from = at + needle.length;
  }
  if (from < text.length) segments.push({ text: text.slice(from), isMatch: false });
  return segments;
}
