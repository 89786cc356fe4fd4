export { RenewalBanner } from './renewal-banner';
