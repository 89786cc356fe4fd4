// Writing posts (issue 11, spec 001 §3, §4, §8): the composer above a community feed and the edit
// dialog of a post. Loaded lazily with the feed, never with the page's first chunk.
export { EditPostDialog } from './edit-post-dialog';
export type { EditPostDialogProps } from './edit-post-dialog';
export { PostComposer } from './post-composer';
export type { PostComposerProps } from './post-composer';
export type { ComposerCommunity } from './post-form';
