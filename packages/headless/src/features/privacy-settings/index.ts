// React hooks of the privacy settings (/privacySettings): email, notification and visibility settings over sdk.profiles.
export { PRIVACY_SETTINGS_KEYS, useEmailSettings, useNotificationSettings, useVisibilitySettings } from './use-privacy-settings';
export type { SaveOutcome } from './use-privacy-settings';
