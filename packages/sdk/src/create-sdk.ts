import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { serviceNames, type ServiceComponents, type ServicePaths } from './generated/index.ts';
import { createAcceptMiddleware, createAuthMiddleware, type AuthMiddlewareOptions } from './middleware.ts';
import { serializeBody } from './multipart.ts';

/** Name of a service of the platform (the first segment of its paths). */
export type ServiceName = (typeof serviceNames)[number];

/** The typed client of one service. */
export type ServiceClient<S extends ServiceName> = Client<ServicePaths[S], 'application/json'>;

/** One typed openapi-fetch client per service. */
export type Sdk = { readonly [S in ServiceName]: ServiceClient<S> };

/** Error body of every failed call (RFC 9457 problem details; `errors` lists messages per field). */
export type Problem = ServiceComponents['api']['schemas']['Problem'];

/** Options of {@link createSdk}. */
export interface SdkOptions extends AuthMiddlewareOptions {
  /** Origin of the API gateway that serves every service prefix, e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** Per-service origin where a service is not behind the gateway (e.g. the identity provider). */
  baseUrls?: Partial<Record<ServiceName, string>>;
  /** Custom fetch (tests, server-side rendering, instrumentation). */
  fetch?: (input: Request) => Promise<Response>;
  /** Extra middleware, run after the auth middleware. */
  middleware?: Middleware[];
}

/**
 * Creates one typed client per service. Every client sends `Accept` (JSON, or a download's
 * media types from its contract), the bearer token, the subscription key and (while set) the
 * impersonation header, sends a body holding files as
 * multipart form data, and never throws on an HTTP status: each call resolves to
 * `{ data, error, response }` (it rejects only when the request is aborted or the network fails).
 */
export function createSdk(options: SdkOptions): Sdk {
  const middleware = [createAcceptMiddleware(), createAuthMiddleware(options), ...(options.middleware ?? [])];
  const sdk = {} as Record<ServiceName, ServiceClient<ServiceName>>;
  for (const name of serviceNames) {
    const client = createClient<ServicePaths[typeof name], 'application/json'>({
      baseUrl: (options.baseUrls?.[name] ?? options.baseUrl).replace(/\/+$/, ''),
      bodySerializer: serializeBody,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    client.use(...middleware);
    sdk[name] = client as ServiceClient<ServiceName>;
  }
  return sdk as Sdk;
}
