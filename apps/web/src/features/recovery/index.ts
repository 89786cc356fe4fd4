// The login area (spec 000 §2): default login and the account recovery journeys. The router loads this module on the first visit (app/screens.tsx).
export { LoginPage } from './login-page';
export { RecoveryFlowPage } from './recovery-flow-page';
