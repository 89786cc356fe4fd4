// Account settings: the change username and change password dialogs the account menu opens (props isOpen, onOpenChange).
export { ChangePasswordDialog, ChangeUsernameDialog } from './dialogs';
export type { AccountDialogProps } from './ui';
