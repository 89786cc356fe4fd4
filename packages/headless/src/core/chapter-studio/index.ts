// Chapter studio rules (spec 001 §3-§9), framework-free.
export {
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
