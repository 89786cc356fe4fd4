export { createAppSession, sessionTokenOf } from './app-session';
