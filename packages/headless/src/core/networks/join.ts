// Joining and resigning (spec 001 §4, §5, §8): a join to a network or group is pending until an
// admin reviews it (approvalInProgress); join and resign fail when the answer has no data.

/** A join or resign answer: the community and whether the request waits for an admin. */
export interface JoinAnswer {
  /** The community joined or asked to join. */
  readonly communityId: string;
  /** The join waits for an admin's approval. */
  readonly approvalInProgress?: boolean | undefined;
}

/** spec 001 §5 'Join and resign fail when the response has no data': the answer names its community. For `unwrap`'s `requireData`. */
export function isJoinAnswer(data: unknown): data is JoinAnswer {
  if (typeof data !== 'object' || data === null) return false;
  const communityId = (data as { communityId?: unknown }).communityId;
  return typeof communityId === 'string' && communityId.trim() !== '';
}

/** Where the member stands with a community: a member, waiting for approval, or neither. */
export type MembershipState = 'member' | 'pending' | 'none';

/** The member's state from their communities and their pending requests (ids compared ignoring case). */
export function membershipStateOf(
  communityId: string,
  memberOf: readonly { readonly communityId: string }[],
  pending: readonly { readonly communityId: string; readonly approvalInProgress?: boolean | undefined }[],
): MembershipState {
  const id = communityId.toLowerCase();
  if (memberOf.some((c) => c.communityId.toLowerCase() === id)) return 'member';
  if (pending.some((r) => r.communityId.toLowerCase() === id && r.approvalInProgress !== false)) return 'pending';
  return 'none';
}

/**
 * spec 001 §6 last-admin check: whether removing or demoting `memberId` would leave the group
 * without an admin (they are an admin and the only one). Ids compared ignoring case.
 */
export function isLastAdminChange(admins: readonly { readonly personId: string; readonly isAdmin?: boolean }[], memberId: string): boolean {
  const current = admins.filter((a) => a.isAdmin !== false);
  return current.length <= 1 && current.some((a) => a.personId.toLowerCase() === memberId.toLowerCase());
}
