// Waiver rules (spec 002 §3-§9): the workflow machine (statuses, workflow keys, roles, actions and
// who may take them). Exported with the hooks and the texts from @ypo/headless/waiver, not from
// /core, so the core's budget does not carry them; the sandbox loads the machine alone from
// @ypo/headless/waiver-machine.
export {
  WAIVER_STATUSES,
  WAIVER_STATUS_LABELS,
  WAIVER_SERVER_STATUS,
  waiverStatusOf,
  WAIVER_FLOW_LABELS,
  WAIVER_FLOW_KEYS,
  waiverFlowOf,
  WAIVER_ROLES,
  NEW_WAIVER,
  WAIVER_TRANSITIONS,
  WAIVER_ACTIONS,
  waiverActionRoles,
  canTakeWaiverAction,
  waiverActionsFor,
  applyWaiverAction,
  ACTION_VERBS,
  waiverActionNeeds,
  NAMED_WAIVER_STATES,
  isNamedWaiverState,
  waiverHistoryEntry,
  waiverStateOf,
} from './machine';
export type {
  WaiverStatus,
  WaiverFlowKey,
  WaiverRole,
  WaiverState,
  WaiverAction,
  WaiverViewer,
  WaiverRefusal,
  WaiverActionOutcome,
  WaiverHistoryEntry,
  WaiverServerState,
} from './machine';
// list: the waiver lists (views, filters, sorts, paging, search, rows).
export {
  WAIVER_VIEWS,
  WAIVER_LIST_VIEWS,
  waiverViewOf,
  WAIVER_LIST_ROUTES,
  WAIVER_LIST_FILTERS,
  WAIVER_LIST_SORTS,
  DEFAULT_WAIVER_SORT,
  isWaiverListFilter,
  isWaiverListSort,
  WAIVER_PAGE_SIZE,
  hasMoreWaivers,
  waiverRequestsQuery,
  waiverSearchQuery,
  waiverListError,
  waiverListRow,
} from './lists';
export type {
  WaiverItem,
  WaiverListView,
  WaiverViewInfo,
  WaiverListFilter,
  WaiverListSort,
  WaiverListQuery,
  WaiverRequestsQuery,
  WaiverSearchQuery,
  WaiverListRow,
} from './lists';
