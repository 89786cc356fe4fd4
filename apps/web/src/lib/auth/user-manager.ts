import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { paths } from '@ypo/headless';
import { env } from '../../config/env';

/** Route the identity provider sends the user back to with the authorisation code. */
export const SIGNIN_CALLBACK_PATH = paths.signinCallback();
/** Route the identity provider sends the user to after ending the session. */
export const SIGNED_OUT_PATH = paths.logout();

/**
 * The OpenID client: authorisation code + PKCE S256 (spec 000 §1), user and sign-in state in
 * sessionStorage only (never localStorage), no silent renew (the session schedule refreshes).
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
