import type { communities } from '@ypo/sdk';
import { useMemo } from 'react';
import { useSdkQuery } from '../../hooks/use-sdk-query';

type Schemas = communities.components['schemas'];
/** Network page content: content blocks and related files (spec 001 §3). */
export type NetworkPageContent = Schemas['NetworkPageContent'];
/** A content block of a network page. */
export type NetworkContentItem = Schemas['NetworkContentItem'];
/** A related file of a network page. */
export type NetworkRelatedContent = Schemas['NetworkRelatedContent'];
/** A network as the networks pages list it (a subnetwork). */
export type NetworkSummary = Schemas['NetworkSummary'];

/** SWR key of a network's page content. */
export const networkPageContentKey = (networkId: string) => ['communities/api/networkPageContent', networkId.toLowerCase()] as const;
/** SWR key of a network's subnetworks. */
export const subnetworksKey = (networkId: string) => ['communities/api/communities/subnetworks', networkId.toLowerCase()] as const;

const byDisplayOrder = <T extends { displayOrder?: number | undefined }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0));

/**
 * A network page's own content (spec 001 §2): its content blocks and related files in display
 * order (getNetworkPageContent) and its subnetworks (getSubnetworks). `null` holds the calls.
 */
export function useNetworkPage(networkId: string | null | undefined) {
  const page = useSdkQuery<NetworkPageContent>(networkId ? networkPageContentKey(networkId) : null, (sdk, signal) =>
    sdk.communities.GET('/communities/api/networkPageContent/{id}', { params: { path: { id: networkId ?? '' } }, signal }),
  );
  const subnetworks = useSdkQuery<NetworkSummary[]>(networkId ? subnetworksKey(networkId) : null, (sdk, signal) =>
    sdk.communities.GET('/communities/api/communities/subnetworks/{id}', { params: { path: { id: networkId ?? '' } }, signal }),
  );
  const content = useMemo(() => byDisplayOrder(page.data?.content ?? []), [page.data]);
  const relatedContent = useMemo(() => byDisplayOrder(page.data?.relatedContent ?? []), [page.data]);
  return {
    content,
    relatedContent,
    subnetworks: subnetworks.data ?? [],
    isLoading: page.isLoading || subnetworks.isLoading,
    error: page.error ?? subnetworks.error,
  };
}
