// React hooks of the impersonation admin tool (spec 000 §6).
export { useImpersonation } from './use-impersonation';
export type { ImpersonationOptions } from './use-impersonation';
