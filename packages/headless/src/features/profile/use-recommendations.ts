import type { profiles, Sdk } from '@ypo/sdk';
import { unwrap } from '../../core/errors/unwrap';
import { RECOMMENDED_EVENTS_CACHE_MS, withDisposition, type RecommendationDisposition } from '../../core/profile/extras';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** An event recommended to the member (ours; spec 002 §3). */
export type RecommendedEvent = profiles.components['schemas']['RecommendedEvent'];
/** A member recommended to the member, with the community they share (ours; spec 002 §3). */
export type RecommendedMember = profiles.components['schemas']['RecommendedMember'];

/** SWR key of the member's recommended events. */
export const recommendedEventsKey = (personId: string) => ['profiles/recommended-events', personId.toLowerCase()] as const;
/** SWR key of the member's recommended members. */
export const recommendedMembersKey = (personId: string) => ['profiles/recommended-members', personId.toLowerCase()] as const;

const NO_EVENTS: RecommendedEvent[] = [];
const NO_MEMBERS: RecommendedMember[] = [];

const saveDisposition = (sdk: Sdk, recommendationType: 'event' | 'member', recommendedId: string, disposition: RecommendationDisposition) =>
  unwrap(sdk.profiles.PUT('/profiles/api/v2/member-profile/save-disposition', { body: { recommendationType, recommendedId, disposition } }), { log: true });

/**
 * The events recommended to the member (ours: GET v2/member-profile/get-recommended-events/{id}),
 * cached 1 hour (spec 002 §9: 3600000 ms; no new load within the hour, not even on focus), and
 * `setDisposition(eventId, disposition)`: NotInterested removes the event, Interested marks it, shown
 * at once and rolled back if the save fails. `null` holds the call (recommendations are the member's own).
 */
export function useRecommendedEvents(personId: string | null | undefined) {
  const sdk = useSdk();
  const key = personId ? recommendedEventsKey(personId) : null;
  const query = useSdkQuery(
    key,
    (api, signal) => api.profiles.GET('/profiles/api/v2/member-profile/get-recommended-events/{id}', { params: { path: { id: personId ?? '' } }, signal }),
    { swr: { dedupingInterval: RECOMMENDED_EVENTS_CACHE_MS, revalidateOnFocus: false, revalidateOnReconnect: false } },
  );
  const byId = (e: RecommendedEvent) => e.eventId;
  const mutation = useMutation((eventId: string, disposition: RecommendationDisposition) => saveDisposition(sdk, 'event', eventId, disposition), {
    key: key ?? undefined,
    optimistic: (current: RecommendedEvent[] | undefined, eventId, disposition) => withDisposition(current, eventId, disposition, byId) ?? [],
    populate: (_saved, current: RecommendedEvent[] | undefined, eventId, disposition) => withDisposition(current, eventId, disposition, byId) ?? [],
  });
  return { events: query.data ?? NO_EVENTS, error: query.error, isLoading: query.isLoading, setDisposition: mutation.trigger, isSaving: mutation.isMutating, saveError: mutation.error };
}

/**
 * The members recommended to the member (ours: GET v2/member-profile/get-recommended-members/{id}) and
 * `setDisposition(personId, disposition)` as for {@link useRecommendedEvents}. `null` holds the call.
 */
export function useRecommendedMembers(personId: string | null | undefined) {
  const sdk = useSdk();
  const key = personId ? recommendedMembersKey(personId) : null;
  const query = useSdkQuery(key, (api, signal) =>
    api.profiles.GET('/profiles/api/v2/member-profile/get-recommended-members/{id}', { params: { path: { id: personId ?? '' } }, signal }),
  );
  const byId = (m: RecommendedMember) => m.person.id;
  const mutation = useMutation((memberId: string, disposition: RecommendationDisposition) => saveDisposition(sdk, 'member', memberId, disposition), {
    key: key ?? undefined,
    optimistic: (current: RecommendedMember[] | undefined, memberId, disposition) => withDisposition(current, memberId, disposition, byId) ?? [],
    populate: (_saved, current: RecommendedMember[] | undefined, memberId, disposition) => withDisposition(current, memberId, disposition, byId) ?? [],
  });
  return { members: query.data ?? NO_MEMBERS, error: query.error, isLoading: query.isLoading, setDisposition: mutation.trigger, isSaving: mutation.isMutating, saveError: mutation.error };
}
