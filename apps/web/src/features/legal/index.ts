export { CookieBanner } from './cookie-banner';
export { TermsGate } from './terms-gate';
