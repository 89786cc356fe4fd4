// Around me, the business asset directory (spec 002 §1-§9): on the businesses community page and
// as the network admins' pending asset requests panel (both through app/community-slots.tsx).
export { AroundMe } from './around-me';
export { PendingAssetRequests } from './pending-asset-requests';
