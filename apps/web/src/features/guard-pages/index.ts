export { AccessDeniedPage } from './access-denied-page';
export { AuthConnectPage } from './auth-connect-page';
