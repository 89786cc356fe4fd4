// React hooks of the impersonation admin tools (spec 000 §6).
export { useImpersonation } from './use-impersonation';
export type { ImpersonationOptions } from './use-impersonation';
export { impersonationPeopleKey, useImpersonationPermission } from './use-impersonation-permission';
export type { ImpersonationPermission } from './use-impersonation-permission';
