import type { communities, profiles } from '@ypo/sdk';
import { useMemo } from 'react';
import { defaultCommunityOf, isRedirectedCommunityType } from '../../core/community/community-route';
import { nonMemberMessage } from '../../core/community/community-view';
import type { AppError } from '../../core/messages';
import type { CommunityType } from '../../core/permissions';
import { usePermissions } from '../../hooks/use-permissions';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** A community as its page shows it (spec 001 §3: communityId, name, communityType, isAdmin, health, ...). */
export type Community = communities.components['schemas']['Community'];

/** SWR key of a community by id. */
export const communityKey = (communityId: string) => ['communities/api/getCommunity', communityId.toLowerCase()] as const;
/** SWR key of the community types redirected to an external community. */
export const COMMUNITY_REDIRECTS_KEY = 'communities/api/communities/redirects';
/** SWR key of the signed-in user's communities (with the primary flag). */
export const MY_COMMUNITIES_KEY = 'communities/api/community/listCommunitiesByUser';
export { BUSINESS_COMMUNITY_KEY } from '../../core/around-me/business-community';
import { BUSINESS_COMMUNITY_KEY } from '../../core/around-me/business-community';

/** Which community page {@link useCommunity} loads: the route's community type and its optional id. */
export interface CommunityRoute {
  /** The community type of the route (chapter, network, ...). */
  readonly type: CommunityType;
  /** The id in the path; without one the page shows the user's own community of the type. */
  readonly communityId?: string | undefined;
}

/** What a community page shows, as {@link useCommunity} decides it. */
export type CommunityPageState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly community: Community }
  /** The type is redirected to an external community (spec 001 §2): the page goes there. */
  | { readonly status: 'redirect'; readonly communityType: CommunityType; readonly communityId: string | undefined }
  /** 403: the forum non-member text or the all-communities text with the type (spec 001 §6). */
  | { readonly status: 'forbidden'; readonly message: string }
  /** The community fetch failed (never a cancelled one, spec 001 §8). */
  | { readonly status: 'error'; readonly error: AppError }
  /** No id and the user has no community of the type. */
  | { readonly status: 'none' }
  /** A group route without an id for a Group Super Administrator: the admin view (spec 001 §2, §6). */
  | { readonly status: 'groupAdmin' };

/** The community type a 403 names: the problem's `communityType` member where the server sends one. */
function refusedTypeOf(error: AppError, fallback: CommunityType): CommunityType {
  const body = error.cause?.body;
  const named = typeof body === 'object' && body !== null && 'communityType' in body ? (body as { communityType: unknown }).communityType : undefined;
  return typeof named === 'string' && named !== '' ? (named as CommunityType) : fallback;
}

/** The state of a failed community load: the non-member texts for a 403, else the error. */
function failedState(error: AppError, type: CommunityType): CommunityPageState {
  if (error.cause?.status === 403) return { status: 'forbidden', message: nonMemberMessage(refusedTypeOf(error, type)) };
  return { status: 'error', error };
}

/**
 * The community of a community route (spec 001 §2): by id (getCommunity), or without one the
 * user's primary community of the type (listCommunitiesByUser); /businesses first loads the
 * business community id (getBusinessAboutCommunity). A type the server redirects
 * (getCommunityRedirects) gives `redirect`; a 403 the non-member message; a failed fetch `error`,
 * unless it was cancelled (spec 001 §8); a group route without an id gives a Group Super
 * Administrator the admin view.
 */
export function useCommunity({ type, communityId }: CommunityRoute): { readonly state: CommunityPageState; readonly reload: () => void } {
  const id = communityId === '' ? undefined : communityId;
  const redirects = useSdkQuery<CommunityType[]>(COMMUNITY_REDIRECTS_KEY, (sdk, signal) => sdk.communities.GET('/communities/api/communities/redirects', { signal }));
  // A failed redirect list redirects nothing: the page still opens.
  const redirectsKnown = redirects.data !== undefined || redirects.error !== undefined;
  const isRedirected = isRedirectedCommunityType(redirects.data, type);
  // The community loads alongside the redirect list (one round trip less before the page shows);
  // a redirected type never shows it, and stops loading it once the list says so.
  const mayLoad = !isRedirected;

  const { roles, isLoading: rolesLoading } = usePermissions();
  const isGroupAdminView = type === 'group' && id === undefined && roles?.isGroupSuperAdmin === true;
  const needsOwn = mayLoad && id === undefined && type !== 'businesses' && !isGroupAdminView && !rolesLoading;

  const business = useSdkQuery<profiles.components['schemas']['CommunitySummary']>(mayLoad && type === 'businesses' && id === undefined ? BUSINESS_COMMUNITY_KEY : null, (sdk, signal) =>
    sdk.profiles.GET('/profiles/api/around-me/get-business-about-community', { signal }),
  );
  const mine = useSdkQuery<Community[]>(needsOwn ? MY_COMMUNITIES_KEY : null, (sdk, signal) =>
    sdk.communities.GET('/communities/api/community/listCommunitiesByUser', { signal }),
  );
  const resolvedId = id ?? (type === 'businesses' ? business.data?.communityId : mine.data ? defaultCommunityOf(mine.data, type)?.communityId : undefined);
  const community = useSdkQuery<Community>(mayLoad && resolvedId !== undefined ? communityKey(resolvedId) : null, (sdk, signal) =>
    sdk.communities.GET('/communities/api/getCommunity/{id}', { params: { path: { id: resolvedId ?? '' } }, signal }),
  );

  const state = useMemo((): CommunityPageState => {
    if (isRedirected) return { status: 'redirect', communityType: type, communityId: id };
    if (!redirectsKnown) return { status: 'loading' };
    if (isGroupAdminView) return { status: 'groupAdmin' };
    const lookup = type === 'businesses' ? business : mine;
    if (id === undefined && lookup.error) return failedState(lookup.error, type);
    if (community.error) return failedState(community.error, type);
    if (community.data) return { status: 'ready', community: community.data };
    if (id === undefined && type !== 'businesses' && mine.data && resolvedId === undefined) return { status: 'none' };
    return { status: 'loading' };
  }, [isRedirected, redirectsKnown, isGroupAdminView, business, mine, community.error, community.data, id, type, resolvedId]);

  const reload = () => {
    // Whichever load failed: the lookup of the id, or the community itself.
    void business.mutate();
    void mine.mutate();
    void community.mutate();
  };
  return { state, reload };
}
