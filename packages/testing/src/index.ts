// Tests in Node or jsdom (vitest, jest): the contract's MSW handlers, a test SDK on them, held
// requests, and fixture factories with seeded, unique data. Playwright fixtures: '@ypo/testing/playwright'.
export { createHandlers, problem, seedMocks, MOCK_REFERENCE_DATE } from '@ypo/msw';
export type { ProblemMethod } from '@ypo/msw';
export { installMockServer, recordRequests, setupMockServer } from '@ypo/msw/node';
export type { TestHooks } from '@ypo/msw/node';
export { TEST_ORIGIN, createTestSdk, holdRequests } from './mock-server';
export type { HeldRequest } from './mock-server';
export { createFixtures } from './fixtures';
export type { Fixtures, FixturesOptions } from './fixtures';
