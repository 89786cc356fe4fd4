// The integrated search page (ypoSearch, spec 002 §2, §3, §7). The router loads this module on the first visit (app/screens.tsx).
export { YpoSearchPage } from './search-page';
