export { SigninCallbackPage } from './signin-callback-page';
export { SignedOutPage } from './signed-out-page';
