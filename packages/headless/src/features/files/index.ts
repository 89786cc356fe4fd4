// React hooks of a community's files and media (spec 001 §2–§9) over the rules of core/files.
export { filesAndMediaKey, useFilesAndMedia } from './use-files-and-media';
export type { FilesAndMediaItem, FilesAndMediaList, FilesFolder, PendingUpload } from './use-files-and-media';
