import type { communities } from '@ypo/sdk';
import { useMemo } from 'react';
import { NETWORK_LANDING_TYPES, networkTypeCounts, networksOfType, type NetworkLandingType } from '../../core/networks/network-landing';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** A network as the landing page lists it. */
export type LandingNetwork = communities.components['schemas']['NetworkSummary'];

/** SWR key of the landing page's networks. */
export const LANDING_NETWORKS_KEY = 'communities/api/ypolandingnetworks';

/**
 * The networks landing page (/allNetworksPage, spec 001 §1, §2): the networks (getYpoLandingNetworks)
 * of the chosen type (ALL, BUSINESS, FAMILY, PERSONAL, IMPACT), with each type's count for its tab.
 */
export function useNetworksLanding(type: NetworkLandingType = 'ALL') {
  const query = useSdkQuery<LandingNetwork[]>(LANDING_NETWORKS_KEY, (sdk, signal) => sdk.communities.GET('/communities/api/ypolandingnetworks', { signal }));
  const all = query.data;
  const networks = useMemo(() => networksOfType(all ?? [], type), [all, type]);
  const counts = useMemo(() => networkTypeCounts(all ?? []), [all]);
  return { types: NETWORK_LANDING_TYPES, networks, counts, isLoading: query.isLoading, error: query.error };
}
