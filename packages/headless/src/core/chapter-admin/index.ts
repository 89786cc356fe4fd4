// Chapter admin rules (spec 001 §2, §3, §4, §6, §9): tabs and their sort orders, prospect votes,
// the chapter health model for a chart and a table, the admin tools links.
export {
  CHAPTER_ADMIN_TABS, CHAPTER_ADMIN_TAB_LABELS, adminChaptersOf, isChapterAdmin, primaryChapterOf, sortForums, sortOfficers, sortProspects, sortReadyToPay,
} from './chapter-admin';
export type { ChapterAdminTab, ChapterCommunity, ForumRow, OfficerRow, ProspectRow, ReadyToPayProspect } from './chapter-admin';
export { USER_VOTE, applyProspectVote, withProspectVote, withVoteAnswer } from './prospect-vote';
export type { ProspectPollItem, ProspectVoteAnswer, ProspectVoteValue, UserVote } from './prospect-vote';
export { CHAPTER_REPORTS, HEALTH_METRICS, METRIC_NOT_REPORTED, chapterHealthModel, chapterReportModel } from './chapter-health';
export type { ChapterHealthModel, ChapterHealthRecord, ChapterReport, ChapterReportKey, ChapterReportModel, HealthMetricKey, HealthMetricRow } from './chapter-health';
export { CHAPTER_ADMIN_TOOLS, CHAPTER_ADMIN_TOOL_LABELS, chapterAdminToolLinks } from './admin-tools';
export type { ChapterAdminTool, ChapterAdminToolLink, ChapterAdminToolsConfig, ChapterAdminToolsInput, ExternalChapterAdminTool } from './admin-tools';
