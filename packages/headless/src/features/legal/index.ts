// React hooks of the legal texts: terms acceptance, cookie policy acceptance and the open resources links (spec 000 §6, §7).
export { OPEN_RESOURCES_KEY, useOpenResources } from './use-open-resources';
export { useTermsAcceptance } from './use-terms-acceptance';
export type { TermsAcceptanceInput } from './use-terms-acceptance';
export { useCookieAcceptance } from './use-cookie-acceptance';
export type { CookieAcceptanceOptions } from './use-cookie-acceptance';
