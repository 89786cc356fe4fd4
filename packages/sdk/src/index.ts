export { createSdk } from './create-sdk.ts';
export type { HttpMethod, OperationResult, Problem, Sdk, SdkClient, SdkMethod, SdkOptions, ServiceClient, ServiceName } from './create-sdk.ts';
export { IDEMPOTENT_METHODS } from './recover.ts';
export type { CallOptions, ResilienceOptions } from './call.ts';
export { isTransportFailure } from './result.ts';
export type {
  AbortedFailure,
  AnyCallResult,
  CallResult,
  FailureResult,
  FailureStatus,
  HttpStatus,
  NetworkFailure,
  SuccessResult,
  SuccessStatus,
  TimeoutFailure,
  TransportFailure,
} from './result.ts';
export { RETRY_DEFAULTS, retryAfterMs, retryDelayMs } from './retry.ts';
export type { RetryOptions } from './retry.ts';
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
export type { Middleware } from 'openapi-fetch';
