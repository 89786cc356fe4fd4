import { readEnv } from './read-env';

/** Where the app finds the identity provider, the API gateway and the other services (Vite env, local defaults). */
export const env = readEnv(import.meta.env);
