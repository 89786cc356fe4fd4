export { AuthProvider, takeSignedOutMessage, useAuth } from './auth-context';
export type { AuthState } from './auth-context';
export { createAuthClient, readStoredUser, storedUserKey } from './auth-client';
export type { AuthClient, SignedInUser } from './auth-client';
export { SIGNED_OUT_PATH, SIGNIN_CALLBACK_PATH } from './auth-paths';
export { useMayOpen } from './use-may-open';
export { useUser } from './use-user';
