// Handlers per service (`profiles.getGetPersonMockHandler(...)`, `profiles.getProfilesServiceMock()`),
// every handler at once (`createHandlers()`) and the seed that makes their data repeatable.
export * from './generated';
export { MOCK_REFERENCE_DATE, seedMocks } from './seed';
