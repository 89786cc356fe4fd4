import { cutTypeAhead, directoryTypeAheadRequest } from '../../core/directories/type-ahead';
import type { DirectoryFilter } from '../../core/directories/paging';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import type { ContentSearchResult } from './use-content-directory';

/** A community directory suggestion (`FilterItem`: the community's name as label). */
export interface CommunitySuggestion {
  /** The text shown, when the server sends one. */
  readonly label?: string;
  /** The filter the suggestion selects. */
  readonly filterKey: string;
  /** The value it selects. */
  readonly filterValue: string;
}

/**
 * Content directory suggestions for `text` (`contentsearchautocomplete`, spec 001 §4: cancelable):
 * asked only above 1 character (the original text above 2), cut to 100. A newer text aborts the older
 * call and only the answer to the newest text is shown.
 */
export function useContentSuggestions(text: string, filters: readonly DirectoryFilter[] = []) {
  const body = directoryTypeAheadRequest(text, filters);
  const query = useSdkQuery(
    body === null ? null : ['content/contentsearchautocomplete', JSON.stringify(body)],
    (sdk, signal) => sdk.content.POST('/content/api/contentsearchautocomplete', { body: body ?? { search: '' }, signal }),
    { name: 'content/contentsearchautocomplete' },
  );
  const suggestions: ContentSearchResult[] = body === null ? [] : cutTypeAhead(query.data);
  return { suggestions, isLoading: query.isLoading, error: query.error };
}

/** Community directory suggestions for `text` (`communitysearchautocomplete`), with the same rules as {@link useContentSuggestions}. */
export function useCommunitySuggestions(text: string, filters: readonly DirectoryFilter[] = []) {
  const body = directoryTypeAheadRequest(text, filters);
  const query = useSdkQuery(
    body === null ? null : ['communities/communitysearchautocomplete', JSON.stringify(body)],
    (sdk, signal) => sdk.communities.POST('/communities/api/communitysearchautocomplete', { body: body ?? { search: '' }, signal }),
    { name: 'communities/communitysearchautocomplete' },
  );
  const suggestions: CommunitySuggestion[] = body === null ? [] : cutTypeAhead(query.data);
  return { suggestions, isLoading: query.isLoading, error: query.error };
}

