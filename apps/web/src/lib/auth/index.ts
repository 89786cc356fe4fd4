export { AuthProvider, takeSignedOutMessage, useAuth } from './auth-context';
export type { AuthState } from './auth-context';
export { createUserManager, SIGNED_OUT_PATH, SIGNIN_CALLBACK_PATH } from './user-manager';
export { useUser } from './use-user';
