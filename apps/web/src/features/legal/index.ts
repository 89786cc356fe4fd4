export { CookieBanner } from './cookie-banner';
// TermsGate is not listed here: the member shell loads './terms-gate' lazily, beside the page.
