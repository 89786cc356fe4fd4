// The waiver workflow (spec 002 §2-§9): the rules of core/waiver (the machine) and their texts; the
// React hooks over them join here.
export * from '../../core/waiver';
export { WAIVER_MESSAGES } from '../../core/waiver/messages';
// list: the waiver lists of each view and the waiver search (spec 002 §4, §6-§9).
export { WAIVER_REQUESTS_PATH, useWaiverList, waiverListPageKeyOf } from './use-waiver-list';
export type { WaiverList, WaiverListOptions, WaiverListPageKey } from './use-waiver-list';
export { WAIVER_SEARCH_PATH, useWaiverSearch } from './use-waiver-search';
export type { WaiverSearch } from './use-waiver-search';
