// Login security (spec 000 §4 multi-factor setup). The router loads this module on the first visit (app/screens.tsx).
export { LoginSecurityPage } from './login-security-page';
