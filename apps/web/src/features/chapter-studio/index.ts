export { ChapterStudioPage } from './chapter-studio-page';
export { ManageAnnouncementsPage } from './manage-announcements-page';
export { chapterStudioChapters } from './chapter-list';
