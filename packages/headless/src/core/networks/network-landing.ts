// The networks landing page (spec 001 §1, §2: /allNetworksPage lists the networks by type) and the
// network consolidated community (spec 001 §9: compared case-insensitively).

/** The landing page's network types, in the spec's order (spec 001 §1); `ALL` shows every network. */
export const NETWORK_LANDING_TYPES = ['ALL', 'BUSINESS', 'FAMILY', 'PERSONAL', 'IMPACT'] as const;

/** One of {@link NETWORK_LANDING_TYPES}. */
export type NetworkLandingType = (typeof NETWORK_LANDING_TYPES)[number];

/** Whether a value (a query parameter, a tab key) names a landing type; any case is accepted. */
export function isNetworkLandingType(value: unknown): value is NetworkLandingType {
  return typeof value === 'string' && (NETWORK_LANDING_TYPES as readonly string[]).includes(value);
}

/** The landing type a value names (any case), or `ALL` for anything else. */
export function networkLandingTypeOf(value: unknown): NetworkLandingType {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isNetworkLandingType(upper) ? upper : 'ALL';
}

/** The networks of one landing type, in their order; `ALL` keeps every network. The input is not modified. */
export function networksOfType<T extends { readonly networkType?: string | null | undefined }>(networks: readonly T[], type: NetworkLandingType): T[] {
  if (type === 'ALL') return [...networks];
  return networks.filter((network) => (network.networkType ?? '').toUpperCase() === type);
}

/** How many networks each landing type shows (for the tabs' counts). */
export function networkTypeCounts(networks: readonly { readonly networkType?: string | null | undefined }[]): Record<NetworkLandingType, number> {
  const counts = Object.fromEntries(NETWORK_LANDING_TYPES.map((type) => [type, 0])) as Record<NetworkLandingType, number>;
  for (const network of networks) {
    counts.ALL++;
    const type = (network.networkType ?? '').toUpperCase();
    if (isNetworkLandingType(type) && type !== 'ALL') counts[type]++;
  }
  return counts;
}

/** spec 001 §9: a community is the network consolidated community when the names match, ignoring case (and outer spaces). */
export function isConsolidatedCommunity(name: string | null | undefined, consolidatedName: string | null | undefined): boolean {
  const a = (name ?? '').trim();
  const b = (consolidatedName ?? '').trim();
  return a !== '' && a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}
