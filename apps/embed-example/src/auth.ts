import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { config } from './config';

/** Where the identity provider sends the member back with the code, and after signing out. */
export const CALLBACK_PATH = '/signin-callback';
export const SIGNED_OUT_PATH = '/logout';

const store = new WebStorageStateStore({ store: window.sessionStorage });

/**
 * The host's OpenID client for the platform's identity provider: authorisation code with PKCE
 * (oidc-client-ts sends S256 by default), the user and the sign-in state in sessionStorage only.
 */
export const userManager = new UserManager({
  authority: config.identityProviderUrl,
  client_id: config.clientId,
  redirect_uri: window.location.origin + CALLBACK_PATH,
  post_logout_redirect_uri: window.location.origin + SIGNED_OUT_PATH,
  response_type: 'code',
  scope: 'openid profile email offline_access',
  userStore: store,
  stateStore: store,
  loadUserInfo: false,
});

/** The signed-in user, or null when there is none or their token has expired. */
export async function currentUser(): Promise<User | null> {
  const user = await userManager.getUser();
  return user && !user.expired ? user : null;
}

/** Sends the browser to the identity provider; it comes back to `returnTo` after signing in. */
export function signIn(returnTo: string): Promise<void> {
  return userManager.signinRedirect({ state: { returnTo } });
}

/** Where the member was going when sign-in started (a path of this app, never another origin). */
export function returnPathOf(state: unknown): string {
  const returnTo = typeof state === 'object' && state !== null ? (state as { returnTo?: unknown }).returnTo : undefined;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
}
