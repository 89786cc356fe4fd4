import type { profiles } from '@ypo/sdk';
import { mentionOptionsOf, mentionSearchTerm } from '../../core/feed/mentions';
import type { AppError } from '../../core/messages';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** A member a mention type-ahead offers (the contract's user profile summary). */
export type MentionCandidate = profiles.components['schemas']['UserProfileSummary'];

/** The community whose members a mention may name. */
export interface MentionCommunity {
  /** The community's id. */
  readonly communityId: string;
  /** The community type name as the app sends it in the path (e.g. `chapter`). */
  readonly communityType: string;
}

/** What {@link useMentionSearch} gives. */
export interface MentionSearch {
  /** The members matching the term, at most 100; empty for a term too short to send or after a failure. */
  readonly members: MentionCandidate[];
  /** The term sent, or `null` when what was typed is too short (spec 001 §5). */
  readonly term: string | null;
  /** The search for the term is under way. */
  readonly isLoading: boolean;
  /** The failed search (never an aborted one). */
  readonly error: AppError | undefined;
}

// One action name for every term: a newer term aborts the older search (spec 001 §4).
const MENTION_SEARCH = 'profiles/mention-search';

/**
 * The mention type-ahead of a post (spec 001 §4): members of the community matching what was typed
 * (`profilesMemberSearch`, GET profiles/api/membersearch/{communityId}/{name}/{term}), since a
 * mention names a member of the post's community. Sent only for text over 1 character (spec 001
 * §5), cut to 100 (§9); a newer term aborts the older search and its late answer is never shown; a
 * failed lookup is logged and empties the list (spec 001 §8 'Prefix lookups ... clear the list').
 */
export function useMentionSearch(community: MentionCommunity, typed: string): MentionSearch {
  const term = mentionSearchTerm(typed);
  const key = term === null ? null : ([MENTION_SEARCH, community.communityId, community.communityType, term] as const);
  const query = useSdkQuery<MentionCandidate[]>(
    key,
    (sdk, signal) =>
      sdk.profiles.GET('/profiles/api/membersearch/{communityId}/{name}/{term}', {
        params: { path: { communityId: community.communityId, name: community.communityType, term: term ?? '' } },
        signal,
      }),
    { name: MENTION_SEARCH, unwrap: { log: true } },
  );
  const members = term === null || query.error !== undefined ? [] : mentionOptionsOf(query.data ?? []);
  return { members, term, isLoading: term !== null && query.isLoading, error: term === null ? undefined : query.error };
}
