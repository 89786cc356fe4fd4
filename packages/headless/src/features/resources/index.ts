// React hooks of the resources page (spec 001 §3, §5, §7, §8) over the rules of core/resources
// (filter, order, validators: exported by `@ypo/headless/core`).
export { RESOURCES_PAGE_KEY, useResourcesEditor, useResourcesPage } from './use-resources';
