// React hooks of login security (/loginSecurity): the multi-factor machine of core/login-security over sdk.identities.
export { openSmsConfirmationAtom, useLoginSecurity } from './use-login-security';
export type { FactorValues, SecurityQuestionOption } from './use-login-security';
