export { createSdk } from './create-sdk';
export type { Sdk, SdkOptions, ServiceClient, ServiceName } from './create-sdk';
export { createAuthMiddleware, IMPERSONATION_HEADER, SUBSCRIPTION_KEY_HEADER } from './middleware';
export type { AuthMiddlewareOptions, ValueProvider } from './middleware';
export { serviceNames } from './generated';
export type * from './generated';
export type { Middleware, FetchResponse } from 'openapi-fetch';
