// The networks pages (spec 001 §2-§5, §8). The router loads this module on the first visit (app/screens.tsx).
export { AllNetworksPage } from './all-networks-page';
export { NetworkLandingPage } from './network-landing-page';
export { NetworkAdminPanels } from './network-admin-panels';
export type { NetworkAdminPanelSlots } from './network-admin-panels';
