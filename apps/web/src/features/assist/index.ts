// The assist (help) page feature. The router loads this module on the first visit (app/screens.tsx).
export { AssistPage } from './assist-page';
