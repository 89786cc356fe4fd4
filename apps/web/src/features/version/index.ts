export { VersionPage } from './version-page';
