// React hook of the membership renewal status and banner (spec 000 §4).
export { renewalStatusKey, useRenewalStatus } from './use-renewal-status';
