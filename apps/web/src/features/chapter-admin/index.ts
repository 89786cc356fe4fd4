// Chapter admin (spec 001 §2, §3, §6): the 'Chapter admin' section of a chapter page in Admin View and
// the chapter's prospect voting list; each loads in its own chunk.
export { ChapterAdminSection } from './chapter-admin-section';
export type { AdminChapter } from './chapter-admin-section';
export { ProspectVoting } from './prospect-voting';
