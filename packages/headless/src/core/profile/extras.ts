import { normaliseMemberId } from '../impersonation/impersonation';
import { AppError } from '../messages';

/** spec 002 §9: the recommended events stay cached for 3600000 ms (1 hour). */
export const RECOMMENDED_EVENTS_CACHE_MS = 3_600_000;

/** A member's disposition towards a recommendation (ours): Interested keeps it, marked; NotInterested removes it. */
export type RecommendationDisposition = 'Interested' | 'NotInterested';

/** A community in a person's profile lists (the contract's `CommunitySummary`, the fields these rules read). */
export interface ProfileCommunity {
  /** The community's id. */
  readonly communityId: string;
  /** Its name. */
  readonly name: string;
  /** chapter, region, network, group, ... */
  readonly communityType: string;
}

/** A person's communities by kind (spec 002 §2 Communities section, §3 networkChapters, networkRegions, networks). */
export interface UserCommunities<C extends ProfileCommunity = ProfileCommunity> {
  /** The chapters, in the server's order (primary first). */
  readonly chapters: readonly C[];
  /** The regions. */
  readonly regions: readonly C[];
  /** The networks. */
  readonly networks: readonly C[];
}

/** The person's communities (usercommunity) split into chapters, regions and networks; other kinds are left out. */
export function userCommunitiesOf<C extends ProfileCommunity>(list: readonly C[] | undefined): UserCommunities<C> {
  const of = (kind: string) => (list ?? []).filter((c) => c.communityType.toLowerCase() === kind);
  return { chapters: of('chapter'), regions: of('region'), networks: of('network') };
}

/**
 * 'This URL is no longer valid' (spec 002 §8) for a profile link: the memberId of the query is no
 * member id (not a guid, or the all-zero one), or the profile load answered 404 (no such member,
 * or no longer one). Any other failure is a plain load failure; no memberId opens the viewer's own profile.
 */
export function isProfileLinkInvalid(memberId: string | null | undefined, loadError?: { readonly cause?: { readonly status: number | undefined } | undefined }): boolean {
  if (memberId !== null && memberId !== undefined && normaliseMemberId(memberId) === undefined) return true;
  return loadError?.cause?.status === 404;
}

/** A refusal of the photo itself (4xx): sending it again would not help, so the upload is not retried. */
export function isPhotoRefusal(error: unknown): boolean {
  const status = error instanceof AppError ? error.cause?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * A recommendation list after a disposition (ours): NotInterested removes the item, Interested marks
 * it; items are found by `idOf` (ids compared case-insensitively). `undefined` stays `undefined`.
 */
export function withDisposition<T extends { readonly disposition: RecommendationDisposition | null }>(
  list: readonly T[] | undefined,
  id: string,
  disposition: RecommendationDisposition,
  idOf: (item: T) => string,
): T[] | undefined {
  if (!list) return undefined;
  const same = (item: T) => idOf(item).toLowerCase() === id.toLowerCase();
  if (disposition === 'NotInterested') return list.filter((item) => !same(item));
  return list.map((item) => (same(item) ? { ...item, disposition } : item));
}
