// The resources page feature. The router loads this module on the first visit (app/screens.tsx).
export { ResourcesPage } from './resources-page';
