import type { SigninRedirectArgs, SignoutRedirectArgs, User, UserManager } from 'oidc-client-ts';
import { env } from '../../config/env';

/** What the app reads of the signed-in user (an oidc-client-ts `User`, or the stored one). */
export type SignedInUser = Pick<User, 'access_token' | 'id_token' | 'expires_at' | 'profile' | 'expired'> & Partial<Pick<User, 'token_type'>>;

type UserListener = (user: SignedInUser) => void;
type UnloadListener = () => void;

/**
 * The OpenID client as the app uses it: the `UserManager` calls it needs, by the same names. A
 * signed-in cold load only reads the stored user; oidc-client-ts itself loads on the first call
 * that needs it (sign-in redirect, callback, refresh, revocation, sign-out).
 */
export interface AuthClient {
  /** The user in sessionStorage, or null; never loads oidc-client-ts. */
  getUser(): Promise<SignedInUser | null>;
  signinRedirect(args?: SigninRedirectArgs): Promise<void>;
  /** Completes the authorisation-code exchange; returns the user with the state of the sign-in. */
  signinCallback(): Promise<(SignedInUser & { state?: unknown }) | undefined>;
  /** Refreshes with the refresh token (offline_access). */
  signinSilent(): Promise<SignedInUser | null>;
  revokeTokens(types: ('access_token' | 'refresh_token')[]): Promise<void>;
  removeUser(): Promise<void>;
  signoutRedirect(args?: SignoutRedirectArgs): Promise<void>;
  /** User loaded (callback, refresh) and unloaded (removed), as `UserManager.events` raises them. */
  events: {
    addUserLoaded(listener: UserListener): void;
    removeUserLoaded(listener: UserListener): void;
    addUserUnloaded(listener: UnloadListener): void;
    removeUserUnloaded(listener: UnloadListener): void;
  };
}

/** sessionStorage key under which oidc-client-ts keeps the user (`oidc.` + `user:{authority}:{client_id}`). */
export function storedUserKey(authority: string = env.identityProviderUrl, clientId: string = env.clientId): string {
  return `oidc.user:${authority}:${clientId}`;
}

/**
 * The user oidc-client-ts stored, read without loading it: its `User` serialised as JSON, with
 * `expired` computed the same way (whole seconds of the epoch). Anything unreadable is no user.
 */
export function readStoredUser(storage: Storage, key: string = storedUserKey(), now: () => number = Date.now): SignedInUser | null {
  const text = storage.getItem(key);
  if (!text) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const fields = stored as Partial<Record<keyof SignedInUser, unknown>>;
  if (typeof fields.access_token !== 'string' || typeof fields.profile !== 'object' || fields.profile === null) return null;
  const expiresAt = typeof fields.expires_at === 'number' ? fields.expires_at : undefined;
  return {
    access_token: fields.access_token,
    id_token: typeof fields.id_token === 'string' ? fields.id_token : undefined,
    ...(typeof fields.token_type === 'string' ? { token_type: fields.token_type } : {}),
    expires_at: expiresAt,
    profile: fields.profile as SignedInUser['profile'],
    get expired() {
      return expiresAt === undefined ? undefined : expiresAt - Math.floor(now() / 1000) <= 0;
    },
  };
}

/** The app's {@link AuthClient}: stored-user reads at once, everything else through a lazily loaded `UserManager`. */
export function createAuthClient(
  load: () => Promise<UserManager> = () => import('./user-manager').then((m) => m.createUserManager()),
  storage: Storage = window.sessionStorage,
): AuthClient {
  const loaded = new Set<UserListener>();
  const unloaded = new Set<UnloadListener>();
  let manager: Promise<UserManager> | undefined;
  const userManager = () =>
    (manager ??= load().then((created) => {
      // The manager's events reach whoever listened before it loaded.
      created.events.addUserLoaded((user) => loaded.forEach((listener) => listener(user)));
      created.events.addUserUnloaded(() => unloaded.forEach((listener) => listener()));
      return created;
    }));
  return {
    getUser: async () => readStoredUser(storage),
    signinRedirect: async (args) => (await userManager()).signinRedirect(args),
    signinCallback: async () => (await userManager()).signinCallback(),
    signinSilent: async () => (await userManager()).signinSilent(),
    revokeTokens: async (types) => (await userManager()).revokeTokens(types),
    removeUser: async () => (await userManager()).removeUser(),
    signoutRedirect: async (args) => (await userManager()).signoutRedirect(args),
    events: {
      addUserLoaded: (listener) => void loaded.add(listener),
      removeUserLoaded: (listener) => void loaded.delete(listener),
      addUserUnloaded: (listener) => void unloaded.add(listener),
      removeUserUnloaded: (listener) => void unloaded.delete(listener),
    },
  };
}
