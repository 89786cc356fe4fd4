// Handlers per service (`profiles.getGetPersonMockHandler(...)`, `profiles.getProfilesServiceMock()`),
// every handler at once (`createHandlers()`), a problem answer for failures, and the seed that
// makes the data repeatable.
export * from './generated';
export { problem, type ProblemMethod } from './problem';
export { MOCK_REFERENCE_DATE, seedMocks } from './seed';
