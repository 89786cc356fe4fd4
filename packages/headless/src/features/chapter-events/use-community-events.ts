import { useCallback, useMemo, useState } from 'react';
import {
  DEFAULT_COMMUNITY_EVENT_SORT, communityEventsToShow, sortCommunityEvents, withEventChoice, type CommunityEventCard, type CommunityEventChoice,
  type CommunityEventHostType, type CommunityEventSort,
} from '../../core/chapter-events/community-events';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

// spec 001 §3, §7, §9: events by community and type, by community type, the chapter admin's list and
// the events not registered for; saved or rejected per community; minimum events 3 (5 for champions).

/** SWR key of a community's events (the same key as the featured events of its page, so both stay one). */
export const communityEventsKey = (communityId: string, type: string) => (communityId === '' ? null : (['events/community', communityId, type] as const));
/** SWR key of the chapter admin's events list of a community. */
export const chapterAdminEventsKey = (communityId: string) => (communityId === '' ? null : (['events/chapter-admin', communityId.toLowerCase()] as const));

const NO_EVENTS: CommunityEventCard[] = [];

/**
 * A community's events (GET events/get/{communityId}/{type}) topped up to the minimum (3, 5 for
 * champions) with events the member has not registered for (GET get-all-unregistered-events); `save`
 * and `reject` (POST saved|reject/{communityId}/{eventId}) mark the event at once and roll back on failure.
 */
export function useCommunityEvents(community: { readonly communityId: string; readonly communityType: CommunityEventHostType } | null) {
  const sdk = useSdk();
  const communityId = community?.communityId ?? '';
  const type = community?.communityType ?? 'chapter';
  const key = communityEventsKey(communityId, type);
  const own = useSdkQuery<CommunityEventCard[]>(key, (api, signal) =>
    api.events.GET('/events/api/events/get/{communityId}/{type}', { params: { path: { communityId, type } }, signal }),
  );
  const unregistered = useSdkQuery<CommunityEventCard[]>(community === null ? null : 'events/unregistered', (api, signal) =>
    api.events.GET('/events/api/events/get-all-unregistered-events', { signal }),
  );
  const shown = useMemo(() => (own.data ? communityEventsToShow(own.data, unregistered.data ?? NO_EVENTS, type) : []), [own.data, type, unregistered.data]);

  const choose = useMutation<[eventId: string, choice: CommunityEventChoice], boolean, CommunityEventCard[] | undefined>(
    (eventId, choice) =>
      unwrap(
        choice === 'saved'
          ? sdk.events.POST('/events/api/saved/{communityId}/{eventId}', { params: { path: { communityId, eventId } } })
          : sdk.events.POST('/events/api/reject/{communityId}/{eventId}', { params: { path: { communityId, eventId } } }),
        { log: true },
      ),
    { key, optimistic: (current, eventId, choice) => (current ? withEventChoice(current, eventId, choice) : current) },
  );
  const { trigger } = choose;
  const save = useCallback((eventId: string) => trigger(eventId, 'saved'), [trigger]);
  const reject = useCallback((eventId: string) => trigger(eventId, 'rejected'), [trigger]);
  return { events: shown, error: own.error, isLoading: own.isLoading, save, reject, isChoosing: choose.isMutating, choiceError: choose.error };
}

/** Upcoming events of the member's communities of a type (GET events/ByCommunityType/{type}). */
export function useEventsByCommunityType(type: CommunityEventHostType | null) {
  const query = useSdkQuery<CommunityEventCard[]>(type === null ? null : ['events/by-type', type], (api, signal) =>
    api.events.GET('/events/api/events/ByCommunityType/{type}', { params: { path: { type: type ?? 'home' } }, signal }),
  );
  return { events: query.data ?? NO_EVENTS, error: query.error, isLoading: query.isLoading };
}

/**
 * The chapter admin's events list (GET get-chapterAdmin-eventsList/{communityId}, launched or not),
 * sorted by community name ascending by default (spec 001 §9), or by start or name.
 */
export function useChapterAdminEvents(communityId: string, communityNameOf: (communityId: string) => string = () => '') {
  const [sort, setSort] = useState<CommunityEventSort>(DEFAULT_COMMUNITY_EVENT_SORT);
  const query = useSdkQuery<CommunityEventCard[]>(chapterAdminEventsKey(communityId), (api, signal) =>
    api.events.GET('/events/api/events/get-chapterAdmin-eventsList/{communityId}', { params: { path: { communityId } }, signal }),
  );
  const events = useMemo(() => (query.data ? sortCommunityEvents(query.data, sort, communityNameOf) : NO_EVENTS), [communityNameOf, query.data, sort]);
  return { events, sort, setSort, error: query.error, isLoading: query.isLoading };
}
