/// <reference types="vite/client" />
import type { EnvVars } from './config/read-env';

// The variables are declared once, in ./config/read-env.ts (vite.config.ts reads the same list).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ImportMetaEnv extends EnvVars {}
}
