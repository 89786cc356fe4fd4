export { SessionDialogs } from './session-dialogs';
