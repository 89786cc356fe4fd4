import type { CommunityType } from '../permissions';

// spec 001 §2: community pages take an optional community id; community types redirected to an
// external community go to an external address (000 §2 step 8: "address not shown").

/** What {@link defaultCommunityOf} needs of a community. */
export interface CommunityChoice {
  /** The community's id (GUID). */
  readonly communityId: string;
  /** The community's type (chapter, network, ...), compared with the route's type. */
  readonly communityType: CommunityType;
  /** Whether it is the user's primary community of its type (spec 001 §6); the default pick when set. */
  readonly isPrimary?: boolean;
}

/**
 * The community a community route without an id shows: the user's primary community of the type
 * (spec 001 §6 "primary chapter: the one flagged primary"), else the first of the type in the
 * user's list, else `undefined` (the user has none).
 */
export function defaultCommunityOf<C extends CommunityChoice>(communities: readonly C[], type: CommunityType): C | undefined {
  const ofType = communities.filter((c) => c.communityType === type);
  return ofType.find((c) => c.isPrimary === true) ?? ofType[0];
}

/** Whether the server lists `type` among the community types redirected to an external community. */
export function isRedirectedCommunityType(redirects: readonly string[] | undefined, type: CommunityType): boolean {
  return redirects?.some((t) => t.toLowerCase() === type) ?? false;
}

/**
 * The external address of a redirected community: `template` from configuration with
 * `{communityType}` and `{communityId}` filled in (each URL-encoded; an absent id leaves it empty).
 */
export function communityRedirectAddress(template: string, target: { readonly communityType: CommunityType; readonly communityId?: string | undefined }): string {
  return template
    .replaceAll('{communityType}', encodeURIComponent(target.communityType))
    .replaceAll('{communityId}', encodeURIComponent(target.communityId ?? ''));
}
