// Login security (spec 000 §4 multi-factor setup). Only the route list is exported; the page loads lazily.
export { loginSecurityRoutes } from './routes';
