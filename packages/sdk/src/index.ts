export { createSdk } from './create-sdk.ts';
export type { Problem, Sdk, SdkOptions, ServiceClient, ServiceName } from './create-sdk.ts';
export { fileFields, serializeBody, toFormData } from './multipart.ts';
export type { FileFields } from './multipart.ts';
export { createRequestCanceller, isAbortError } from './cancel.ts';
export type { RequestCanceller } from './cancel.ts';
export {
  ACCEPT_HEADER,
  acceptOf,
  AUTHORIZATION_HEADER,
  BEARER_SCHEME,
  createAcceptMiddleware,
  createAuthMiddleware,
  IMPERSONATION_HEADER,
  JSON_MEDIA_TYPE,
  SUBSCRIPTION_KEY_HEADER,
} from './middleware.ts';
export type { AuthMiddlewareOptions, ValueProvider } from './middleware.ts';
export * from './generated/index.ts';
export type { Middleware, FetchResponse } from 'openapi-fetch';
