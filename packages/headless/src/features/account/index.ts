// React hooks of the account settings (change username, change password) over sdk.identities.
export { PASSWORD_POLICY_KEY, useChangePassword, useChangeUsername, usePasswordPolicy } from './use-account-settings';
