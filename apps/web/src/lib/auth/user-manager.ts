import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { env } from '../../config/env';
import { SIGNED_OUT_PATH, SIGNIN_CALLBACK_PATH } from './auth-paths';

/**
 * The OpenID client: authorisation code + PKCE S256 (spec 000 §1), user and sign-in state in
 * sessionStorage only (never localStorage), no silent renew (the session schedule refreshes).
 * Loaded on demand through {@link createAuthClient}, never in the initial chunk.
 */
export function createUserManager(origin = window.location.origin): UserManager {
  const store = new WebStorageStateStore({ store: window.sessionStorage });
  return new UserManager({
    authority: env.identityProviderUrl,
    client_id: env.clientId,
    redirect_uri: origin + SIGNIN_CALLBACK_PATH,
    post_logout_redirect_uri: origin + SIGNED_OUT_PATH,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    userStore: store,
    stateStore: store,
    automaticSilentRenew: false,
    loadUserInfo: false,
  });
}
