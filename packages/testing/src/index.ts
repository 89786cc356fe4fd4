// Tests and stories in any environment (browser, Node, jsdom): the contract's MSW handlers, a test
// SDK on them, held requests, and fixture factories with seeded, unique data. The Node server:
// '@ypo/testing/node'; Playwright fixtures: '@ypo/testing/playwright'.
export { createHandlers, problem, seedMocks, MOCK_REFERENCE_DATE } from '@ypo/msw';
export type { ProblemMethod } from '@ypo/msw';
export { TEST_ORIGIN, createTestSdk, holdRequests } from './mock-server';
export type { HeldRequest, MockNetwork } from './mock-server';
export { createFixtures } from './fixtures';
export type { Fixtures, FixturesOptions } from './fixtures';
