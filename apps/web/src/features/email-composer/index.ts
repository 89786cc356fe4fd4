// The chapter email composer (spec 001): a section of the chapter page in Admin View; the composer
// itself (with its rich-text editor) is a chunk of its own, loaded when an officer opens it.
export { EmailComposerSection } from './email-composer-section';
