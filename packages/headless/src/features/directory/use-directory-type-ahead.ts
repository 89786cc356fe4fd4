import { typeAheadOptions, typeAheadRequest, type DirectoryFilter, type DirectoryFilterItem, type DirectoryRibbonGroup } from '../../core/directory/member-directory';
import type { AppError } from '../../core/messages';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** What {@link useDirectoryTypeAhead} gives. */
export interface DirectoryTypeAhead {
  /** The filter values matching what is typed, at most 100, private networks left out; never an older text's. */
  readonly options: DirectoryFilterItem[];
  /** A lookup is under way. */
  readonly isLoading: boolean;
  /** The failed lookup (never an aborted one). */
  readonly error: AppError | undefined;
}

// One action name for every text of every group: a newer keystroke aborts the older lookup.
const DIRECTORY_TYPE_AHEAD = 'profiles/directory-type-ahead';

/**
 * The ribbon type-ahead of a group (spec 002 §3, §5: `profilesTypeAhead`): the group's filter
 * values matching `typed` under the current filters; originalSearch only over 2 characters; cut
 * to 100. Nothing is asked for an empty text. Each text is its own cache key, so an older
 * answer never shows for a newer text; a failed lookup is logged and empties the list.
 */
export function useDirectoryTypeAhead(group: DirectoryRibbonGroup | undefined, typed: string, filters: readonly DirectoryFilter[], excluded: readonly string[] = []): DirectoryTypeAhead {
  const text = typed.trim();
  const key = group && text ? ([DIRECTORY_TYPE_AHEAD, group.key, text, JSON.stringify(filters)] as const) : null;
  const query = useSdkQuery<DirectoryFilterItem[]>(
    key,
    (sdk, signal) => sdk.profiles.POST('/profiles/api/typeAhead', { body: typeAheadRequest({ typed: text, group: group ?? { key: '', filters: [] }, filters }), signal }),
    { name: DIRECTORY_TYPE_AHEAD, unwrap: { log: true } },
  );
  const options = key === null || query.error !== undefined ? [] : typeAheadOptions(query.data ?? [], excluded);
  return { options, isLoading: key !== null && query.isLoading, error: key === null ? undefined : query.error };
}
