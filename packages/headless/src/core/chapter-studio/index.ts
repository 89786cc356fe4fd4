// Chapter studio rules (spec 001 §3-§9), framework-free.
export {
  ANNOUNCEMENT_IMAGE_LIMITS,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_TYPES,
  announcementDraftSchema,
  announcementEditorReducer,
  announcementErrors,
  announcementFormData,
  announcementPublishSchema,
  announcementStatusLabel,
  announcementValuesOf,
  canPublishAnnouncement,
  emptyAnnouncement,
} from './announcement-form';
export type {
  Announcement,
  AnnouncementEditorAction,
  AnnouncementEditorState,
  AnnouncementPicklist,
  AnnouncementType,
  AnnouncementValues,
  PicklistOption,
} from './announcement-form';
export { chapterStudioChapters } from './chapters';
export { CHAPTER_STUDIO_CRUMB, isStudioTrail, studioBreadcrumbs } from './breadcrumbs';
export type { StudioCrumb } from './breadcrumbs';
