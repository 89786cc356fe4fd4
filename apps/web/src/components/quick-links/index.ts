// The one quick links editor: the chapter's quick links now, the personal My Quick Links later.
export { QuickLinksEditor } from './quick-links-editor';
export type { QuickLinksEditorProps } from './quick-links-editor';
