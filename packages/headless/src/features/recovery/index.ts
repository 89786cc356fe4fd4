// React hooks of the login-area recovery journeys: the machine of core/recovery over sdk.identities and sdk.authn.
export { useRecovery } from './use-recovery';
export type { AssistanceValues, RecoveryController, SpousePartnerValues, UseRecoveryOptions } from './use-recovery';
