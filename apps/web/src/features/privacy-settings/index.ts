// Privacy and notification settings (/privacySettings). Only the route list is exported; the pages load lazily.
export { privacySettingsRoutes } from './routes';
