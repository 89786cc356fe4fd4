// A chapter's own content (about, messages, awards, quick links, sponsors, transaction hub). Loaded
// lazily by the community page: nothing here enters the initial chunk.
export { ChapterContent } from './chapter-content';
export type { ChapterContentCommunity, ChapterContentProps } from './chapter-content';
