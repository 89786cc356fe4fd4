import type { Middleware } from 'openapi-fetch';

/** Header that carries the access token as `Bearer <token>` (spec 000 §7; contract security scheme `bearerAuth`). */
export const AUTHORIZATION_HEADER = 'Authorization';
/** Authentication scheme of the access token in {@link AUTHORIZATION_HEADER}. */
export const BEARER_SCHEME = 'Bearer';
/** Header that carries the calling application's subscription key (spec 000 §7). */
export const SUBSCRIPTION_KEY_HEADER = 'Ocp-Apim-Subscription-Key';
/** Header that carries the impersonated person id while impersonation is active (spec 000 §6). */
export const IMPERSONATION_HEADER = 'X-Impersonation-Id';

/** Header that names the media types a call accepts. */
export const ACCEPT_HEADER = 'Accept';
/** What a call accepts unless its contract says otherwise: every success and error body is JSON. */
export const JSON_MEDIA_TYPE = 'application/json';

/** Returns the value to send, or nothing to leave the header off. May be async. */
export type ValueProvider = () => string | null | undefined | Promise<string | null | undefined>;

/** What the auth middleware needs to decorate each call. */
export interface AuthMiddlewareOptions {
  /**
   * Returns the access token for the next call. This is where a session layer refreshes the
   * token before the call (spec 000 §4); the SDK only awaits it.
   */
  getAccessToken?: ValueProvider;
  /** Subscription key of the calling application. */
  subscriptionKey?: string;
  /** Returns the impersonated person id while impersonation is active. */
  getImpersonationId?: ValueProvider;
}

/**
 * Middleware that adds `Authorization: Bearer`, the subscription-key header, and the
 * impersonation header only while one is set.
 */
export function createAuthMiddleware(options: AuthMiddlewareOptions): Middleware {
  const { getAccessToken, subscriptionKey, getImpersonationId } = options;
  return {
    async onRequest({ request }) {
      const [token, impersonationId] = await Promise.all([getAccessToken?.(), getImpersonationId?.()]);
      if (token) request.headers.set(AUTHORIZATION_HEADER, `${BEARER_SCHEME} ${token}`);
      if (subscriptionKey) request.headers.set(SUBSCRIPTION_KEY_HEADER, subscriptionKey);
      if (impersonationId) request.headers.set(IMPERSONATION_HEADER, impersonationId);
      else request.headers.delete(IMPERSONATION_HEADER);
      return request;
    },
  };
}

/**
 * The `Accept` of an operation (`method`, contract path `schemaPath`) whose success is not read
 * as JSON: its success media types from the contract (the generated `acceptByOperation`, loaded
 * on first use) and JSON, at lower quality, for its problem body.
 */
export async function acceptOf(method: string, schemaPath: string): Promise<string> {
  const { acceptByOperation } = await import('./generated/accept.ts');
  const success = acceptByOperation[`${method.toUpperCase()} ${schemaPath}`];
  if (success === undefined) return JSON_MEDIA_TYPE;
  return success.split(', ').includes(JSON_MEDIA_TYPE) ? success : `${success}, ${JSON_MEDIA_TYPE};q=0.9`;
}

/**
 * Middleware that sends `Accept` on every call, unless the caller set one: `application/json`
 * for a call read as JSON (openapi-fetch's default `parseAs`), else {@link acceptOf}.
 */
export function createAcceptMiddleware(): Middleware {
  return {
    async onRequest({ request, schemaPath, options }) {
      if (!request.headers.has(ACCEPT_HEADER)) {
        request.headers.set(ACCEPT_HEADER, options.parseAs === 'json' ? JSON_MEDIA_TYPE : await acceptOf(request.method, schemaPath));
      }
      return request;
    },
  };
}
