import { createSession, isMobileAppBrowser, type Session, type SessionToken } from '@ypo/headless';
import type { AuthClient, SignedInUser } from '../auth/auth-client';
import { env } from '../../config/env';

/** The session token of an OpenID user: the access token and its expiry (epoch ms). */
export function sessionTokenOf(user: Pick<SignedInUser, 'access_token' | 'expires_at'>): SessionToken {
  return { accessToken: user.access_token, expiresAt: (user.expires_at ?? 0) * 1000 };
}

/**
 * The app's session (spec 000 §4): refreshes with the refresh token (`signinSilent` uses the
 * refresh-token grant when the user has one, which offline_access gives us).
 */
export function createAppSession(userManager: Pick<AuthClient, 'signinSilent'>, userAgent: string = navigator.userAgent): Session {
  return createSession({
    refresh: async () => {
      const user = await userManager.signinSilent();
      if (!user) throw new Error('The identity provider returned no user on refresh');
      return sessionTokenOf(user);
    },
    isMobileApp: isMobileAppBrowser(userAgent),
    ...(env.tokenRefreshPeriodMs === undefined ? {} : { refreshPeriodMs: env.tokenRefreshPeriodMs }),
    onRefreshError: (error) => console.warn('token refresh failed', error),
  });
}
