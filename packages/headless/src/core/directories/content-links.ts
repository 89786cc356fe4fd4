// Where a content search result opens (spec 001 §2), apart from the directory's other rules: it
// reads the route table, which the hooks do not need.
import type { CommunityType } from '../permissions';
import { paths } from '../routes/route-table';
import { searchTextOf } from './paging';

/** The fields of a content search result that say where it opens (spec 001 §3). */
export interface ContentResultTarget {
  /** The kind of content, as the search answers it. */
  readonly contentType: string;
  /** The content's id. */
  readonly contentId: string;
  /** The type of the community holding it. */
  readonly communityType: CommunityType;
  /** The community holding it. */
  readonly communityId: string;
  /** An address the server gives, for content that lives elsewhere. */
  readonly url?: string;
}

function postIdOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, 'https://app.invalid').searchParams.get('postId') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a content search result opens (spec 001 §2): a community its page; a file its download
 * page; a post or a reply the community page by type with postId (the post a reply answers, as the
 * result's link names it), highlightText (the search text, when one was sent) and
 * showAllActivityFeedCommunity=true.
 */
export function contentResultHref(result: ContentResultTarget, searchText: string): string {
  if (result.contentType === 'Community') return paths.communityPage(result.communityType, result.communityId);
  if (result.contentType === 'File') return paths.download(result.contentId);
  const highlightText = searchTextOf(searchText);
  return paths.communityPage(result.communityType, result.communityId, {
    postId: postIdOf(result.url) ?? result.contentId,
    ...(highlightText ? { highlightText } : {}),
  });
}
