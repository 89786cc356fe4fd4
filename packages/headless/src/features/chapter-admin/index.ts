// React hooks of the chapter admin (spec 001 §2-§9) over the rules of core/chapter-admin (tabs, sort
// orders, vote transitions, health model, admin tools links: exported by `@ypo/headless/core`).
export {
  chapterAdminKey, prospectVotingKey, useChapterAdminDownloads, useChapterHealth, useChapterOfficers, useForumManagement, useProspectManagement,
  useProspectsReadyToPay, useProspectVote, useProspectVoting,
} from './use-chapter-admin';
export type { DirectoryFormat } from './use-chapter-admin';
