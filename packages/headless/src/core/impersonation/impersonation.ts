import { SESSION_KEYS, type KeyValueStorage } from '../storage/session-keys';

/** spec 000 §9: the empty identifier is the all-zero identifier. */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member id as the platform writes them (lower-case guid), or `undefined` when it is not one (or is empty). */
export function normaliseMemberId(value: string | null | undefined): string | undefined {
  const id = value?.trim().toLowerCase();
  if (!id || !GUID.test(id) || id === EMPTY_ID) return undefined;
  return id;
}

/** spec 000 §6: the impersonated member id stored in the session, or `null` while none is active. */
export function readImpersonationId(storage: KeyValueStorage): string | null {
  return normaliseMemberId(storage.getItem(SESSION_KEYS.impersonationId)) ?? null;
}

/** Why impersonation could not start. */
export type ImpersonationRefusal = 'notAllowed' | 'invalidMemberId' | 'isSelf';

/** Result of {@link startImpersonation}. */
export type ImpersonationStart =
  | { readonly ok: true; readonly impersonationId: string }
  | { readonly ok: false; readonly reason: ImpersonationRefusal };

/** Input of {@link startImpersonation}. */
export interface StartImpersonationInput {
  /** The member to impersonate, as typed: a GUID (trimmed, compared lower-case); anything else is refused. */
  readonly memberId: string;
  /** `canImpersonate` of the permissions result (spec 000 §6). */
  readonly canImpersonate: boolean;
  /** The signed-in user's own id: impersonating oneself is refused. */
  readonly currentUserId?: string | undefined;
}

/** Starts impersonating a member: stores the alternate user id in the session (spec 000 §6). */
export function startImpersonation(storage: KeyValueStorage, input: StartImpersonationInput): ImpersonationStart {
  // Deny by default: only users whose permissions say canImpersonate may start.
  if (!input.canImpersonate) return { ok: false, reason: 'notAllowed' };
  const id = normaliseMemberId(input.memberId);
  if (id === undefined) return { ok: false, reason: 'invalidMemberId' };
  if (id === normaliseMemberId(input.currentUserId)) return { ok: false, reason: 'isSelf' };
  storage.setItem(SESSION_KEYS.impersonationId, id);
  return { ok: true, impersonationId: id };
}

/** Stops impersonation. */
export function stopImpersonation(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_KEYS.impersonationId);
}

/** spec 000 §6: while impersonation is active, the impersonated id overrides the current user id. */
export function effectiveUserId(currentUserId: string | undefined, impersonationId: string | null | undefined): string | undefined {
  return normaliseMemberId(impersonationId) ?? currentUserId;
}

/** spec 000 §3: the auth data the app keeps: authProvider, token, tokenType, expTime, userGuid (and the identity token's claims). */
export interface AuthData {
  /** Who signed the user in; 'salesforce' makes {@link currentUserIdOf} read `userGuid`. */
  readonly authProvider?: string | undefined;
  /** The access token. */
  readonly token?: string | undefined;
  /** The access token's type, e.g. 'Bearer'. */
  readonly tokenType?: string | undefined;
  /** When the access token expires, epoch milliseconds. */
  readonly expTime?: number | undefined;
  /** The user's guid as the salesforce provider gives it. */
  readonly userGuid?: string | undefined;
  /** Claims of the identity token (a member id claim, sub, email, exp). */
  readonly idTokenClaims?: { readonly memberId?: unknown; readonly sub?: unknown } | undefined;
}

/** What {@link authDataOf} reads of a signed-in OpenID user (the field names of an oidc-client-ts `User`). */
export interface OpenIdUser {
  /** The access token. */
  readonly access_token?: string | undefined;
  /** The token type ('Bearer'). */
  readonly token_type?: string | undefined;
  /** Expiry in seconds of the epoch. */
  readonly expires_at?: number | undefined;
  /** The identity token's claims. */
  readonly profile?: Readonly<Record<string, unknown>> | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * spec 000 §3: the auth data of a signed-in user. authProvider and userGuid are the identity
 * token's claims of those names (a provider that sends neither is not salesforce).
 */
export function authDataOf({ access_token: token, token_type: tokenType, expires_at: exp, profile: claims = {} }: OpenIdUser): AuthData {
  return { authProvider: text(claims['authProvider']), token, tokenType, expTime: exp && exp * 1000, userGuid: text(claims['userGuid']), idTokenClaims: claims };
}

/** spec 000 §3: the current user id comes from the identity token, or from userGuid when the provider is salesforce. */
export function currentUserIdOf(auth: AuthData): string | undefined {
  if (auth.authProvider?.toLowerCase() === 'salesforce') return text(auth.userGuid);
  return text(auth.idTokenClaims?.memberId) ?? text(auth.idTokenClaims?.sub);
}
