// Privacy and notification settings (/privacySettings). The router loads this module on the first visit (app/screens.tsx).
export { EmailSettingsPage, NotificationSettingsPage, PrivacySettingsLayout, VisibilitySettingsPage } from './privacy-settings-pages';
