// React hook of the browser push registration after login (spec 000 §7).
export { usePushRegistration } from './use-push-registration';
export type { PushRegistrationOptions } from './use-push-registration';
