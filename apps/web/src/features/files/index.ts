// Files and media of a community (spec 001 §2-§9): the /download/{id} page.
export { DownloadPage } from './download-page';
export { FilesAndMedia } from './files-and-media';
export type { FilesCommunity } from './files-and-media';
