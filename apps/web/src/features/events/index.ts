// The event directory (spec 000 §2, 001 §2-§4, §8, §9). The router loads this module on the first visit (app/screens.tsx).
export { EventDirectoryPage } from './event-directory-page';
