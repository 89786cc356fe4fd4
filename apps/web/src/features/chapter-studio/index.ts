export { ChapterStudioPage } from './chapter-studio-page';
export { chapterStudioChapters } from './chapter-list';
