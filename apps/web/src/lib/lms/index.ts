export { registerInLms } from './register-in-lms';
export type { RegisterInLmsOptions } from './register-in-lms';
