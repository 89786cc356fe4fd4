// React hooks of the assist (help) page: SWR over sdk.assistpage, rules from core/assist.
export { ASSIST_KEYS } from './keys';
export { useAssistAdmin } from './use-assist-admin';
export { useAssistTopics, useAssistTopicsEdit } from './use-assist-topics';
export { useTourVideos } from './use-tour-videos';
export type { TourVideoDownload } from './use-tour-videos';
export { useReleaseMedia } from './use-release-media';
export { useReleaseNotes } from './use-release-notes';
