import { paths } from '@ypo/headless';

/** Route the identity provider sends the user back to with the authorisation code. */
export const SIGNIN_CALLBACK_PATH = paths.signinCallback();

/** Route the identity provider sends the user to after ending the session. */
export const SIGNED_OUT_PATH = paths.logout();
