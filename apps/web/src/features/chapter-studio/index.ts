export { ChapterStudioPage } from './chapter-studio-page';
export { CreateAnnouncementPage } from './create-announcement-page';
export { ManageAnnouncementsPage } from './manage-announcements-page';
