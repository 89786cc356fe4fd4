import type { profiles } from '@ypo/sdk';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { followListKey, useFollowList, type PersonCard } from './use-connections';

/** The follow payload (ours): the person and whether the member follows them. */
export type FollowPayload = profiles.components['schemas']['FollowPayload'];
type FollowLists = profiles.components['schemas']['FollowStatusLists'];

/** The follow list with `person` in it (`isFollowing`) or out of it; `undefined` stays `undefined`. */
function withFollow(current: FollowLists | undefined, person: PersonCard, isFollowing: boolean): FollowLists | undefined {
  if (!current) return current;
  const others = current.profileFollowing.filter((card) => card.id.toLowerCase() !== person.id.toLowerCase());
  return { ...current, profileFollowing: isFollowing ? [...others, person] : others };
}

/**
 * Follow or stop following `person` (ours: POST member-profile/save-memberprofile-follow) as the
 * member `viewerId`: whether they follow is read from the viewer's follow list (spec 002 §7
 * get-memberprofile-follow-status/lists), which the change updates at once and rolls back if the save
 * fails; the /follows page and the profile share it. `viewerId: null` holds the read.
 */
export function useFollow(viewerId: string | null | undefined, person: PersonCard) {
  const sdk = useSdk();
  const { follows, isLoading } = useFollowList(viewerId);
  const isFollowing = (follows ?? []).some((card) => card.id.toLowerCase() === person.id.toLowerCase());
  const mutation = useMutation(
    (next: boolean) => unwrap(sdk.profiles.POST('/profiles/api/member-profile/save-memberprofile-follow', { body: { followedPersonId: person.id, isFollowing: next } }), { log: true }),
    {
      key: viewerId ? followListKey(viewerId) : undefined,
      optimistic: (current: FollowLists | undefined, next: boolean) => withFollow(current, person, next) as FollowLists,
      populate: (answer: FollowPayload, current: FollowLists | undefined) => withFollow(current, person, answer.isFollowing) as FollowLists,
    },
  );
  return { isFollowing, isLoading, isSaving: mutation.isMutating, error: mutation.error, toggle: () => mutation.trigger(!isFollowing) };
}
