import type { WaiverPrpRole } from '../../core/waiver/details';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { WAIVER_PRP_ROLE_KEY } from './use-waiver-details';

/** The signed-in person's active Peer Review Panel roles; both false until known, when inactive, and when the call fails. */
export interface PrpRoleLinks {
  /** A panel member: the Peer Review Panel list (/peerReviewPanel) is theirs. */
  readonly isPanelMember: boolean;
  /** The panel's admin: the Peer Review Panel Admin list (/peerReviewPanelAdmin) is theirs. */
  readonly isPanelAdmin: boolean;
}

/**
 * Whether the signed-in person sits on the Peer Review Panel or administers it (spec 002 §4: GET get-prp-role,
 * the same call and cache entry as the waiver details), so a menu links to the panel's lists only for them.
 * A failed call counts as no PRP role and is not logged: the links are simply not offered.
 */
export function usePrpRole({ isEnabled = true }: { isEnabled?: boolean } = {}): PrpRoleLinks {
  const prp = useSdkQuery<WaiverPrpRole>(isEnabled ? WAIVER_PRP_ROLE_KEY : null, (sdk, signal) => sdk.waiver.GET('/waiver/api/waivers/get-prp-role', { signal }), {
    unwrap: { log: false },
    swr: { revalidateOnFocus: false },
  });
  const isActive = prp.data?.isActive === true;
  return { isPanelMember: isActive && prp.data?.isMember === true, isPanelAdmin: isActive && prp.data?.isAdmin === true };
}
