// React hooks of the chapter studio and its announcements (spec 001 §2, §4, §6, §7, §8) over the rules of core/chapter-studio.
export {
  CHAPTER_STUDIO_KEYS,
  useAnnouncementPicklist,
  useChapterStudio,
  useDeleteStudioAnnouncement,
  useSaveStudioAnnouncement,
  useStudioAnnouncement,
  useStudioAnnouncements,
} from './use-chapter-studio';
export type { ChapterStudioData, ChapterStudioResource } from './use-chapter-studio';
export { COMMUNITY_ANNOUNCEMENT_KEYS, useCommunityAnnouncementAdmin, useCommunityAnnouncementInfo, useCustomEmailGroups } from './use-community-announcement-admin';
export type { AnnouncementInfo, AnnouncementSaveMode, AnnouncementSaveRequest, CustomEmailGroup, CustomEmailGroupSaveRequest, EmailGroupMember } from './use-community-announcement-admin';
