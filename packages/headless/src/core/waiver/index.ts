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
// details: the details page's rules (viewer, comments and votes, fields, finalize recipients, reasons).
export {
  PRP_ADMIN_VIEW_TYPE,
  waiverRoleOfView,
  waiverViewerOf,
  waiverHistoryItemOf,
  waiverHistoryOf,
  waiverCommentsOf,
  waiverVotesOf,
  waiverDateText,
  WAIVER_DETAIL_FIELDS,
  waiverFieldText,
  FINALIZE_RECIPIENTS_SHOWN,
  finalizeRecipientsShown,
  WAIVER_REASON_MAX,
  waiverReason,
  waiverComment,
} from './details';
export type { WaiverPrpRole, WaiverHistoryItem, WaiverCommentType, WaiverComment, WaiverVote, WaiverMailRecipient, ShownRecipients } from './details';
// The chapter's waiver form (spec 002 §3, §5, §9): its rules, numbers and the submit-request body.
export {
  WAIVER_TEXT_LIMITS,
  WAIVER_MAX_AGE,
  EMPTY_WAIVER_FORM,
  WAIVER_NUMBER_FIELDS,
  WAIVER_GROUPED_FIELDS,
  isOtherTitle,
  validateWaiverForm,
  reviewMembersSelected,
  formatWaiverNumber,
  parseWaiverNumber,
  groupWaiverNumberText,
  withEmptyAnswers,
  waiverFormValuesOf,
  waiverRequestBody,
} from './form';
export type {
  WaiverFormBody,
  WaiverRecord,
  WaiverQuestion,
  WaiverAnswer,
  WaiverLookupItem,
  WaiverFormValues,
  WaiverFormField,
  WaiverFormErrorKey,
  WaiverFormRulesInput,
  WaiverFormMode,
  WaiverFormValidation,
  WaiverBodyIds,
} from './form';
