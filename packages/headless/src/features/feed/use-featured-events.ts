import type { events } from '@ypo/sdk';
import type { AppError } from '../../core/messages';
import type { CommunityType } from '../../core/permissions';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** An event of a community (spec 001 §3 event card), as `getCommunityEvents` answers it. */
export type CommunityEvent = events.components['schemas']['Event'];

const NO_EVENTS: CommunityEvent[] = [];

/** What {@link useFeaturedEvents} gives. */
export interface FeaturedEventsState {
  /** The community's upcoming events, as the server orders them (by start). */
  readonly events: CommunityEvent[];
  /** The failed load (never an aborted one). */
  readonly error: AppError | undefined;
  /** The first load is running. */
  readonly isLoading: boolean;
}

/**
 * The events of a community that its page features and a featured event links to
 * (`GET events/api/events/get/{communityId}/{type}`, spec 001 §2 'featured events', §7).
 * `community: null` holds the call.
 */
export function useFeaturedEvents(community: { readonly communityId: string; readonly communityType: CommunityType } | null): FeaturedEventsState {
  const key = community === null ? null : (['events/community', community.communityId, community.communityType] as const);
  const query = useSdkQuery<CommunityEvent[]>(key, (api, signal) =>
    api.events.GET('/events/api/events/get/{communityId}/{type}', {
      params: { path: { communityId: community?.communityId ?? '', type: community?.communityType ?? 'chapter' } },
      signal,
    }),
  );
  return { events: query.data ?? NO_EVENTS, error: query.error, isLoading: query.isLoading };
}
