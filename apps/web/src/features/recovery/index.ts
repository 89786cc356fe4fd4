// The login area (spec 000 §2): default login and the account recovery journeys. Only the route list is exported; the screens load lazily.
export { recoveryRoutes } from './routes';
