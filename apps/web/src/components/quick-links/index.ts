// The one quick links editor: the chapter's quick links and the personal My Quick Links.
export { MyQuickLinks } from './my-quick-links';
export { QuickLinksEditor } from './quick-links-editor';
export type { QuickLinksEditorProps } from './quick-links-editor';
