export { SigninCallbackPage } from './signin-callback-page';
export { POST_LOGOUT_REDIRECT_MS, SignedOutPage } from './signed-out-page';
