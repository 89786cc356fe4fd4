// The MSW server for tests in Node or jsdom (vitest, jest), from @ypo/msw/node.
export { installMockServer, recordRequests, setupMockServer } from '@ypo/msw/node';
export type { TestHooks } from '@ypo/msw/node';
