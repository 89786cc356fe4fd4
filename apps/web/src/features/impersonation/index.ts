export { ImpersonationBanner } from './impersonation-banner';
export { ImpersonationDialog } from './impersonation-dialog';
export type { ImpersonationDialogProps } from './impersonation-dialog';
