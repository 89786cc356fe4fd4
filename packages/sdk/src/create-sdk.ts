import createClient, { type FetchOptions, type Middleware } from 'openapi-fetch';
import type { FilterKeys, HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { createCaller, type CallOptions, type RawRequest, type ResilienceOptions } from './call.ts';
import { serviceNames, type ServiceComponents, type ServicePaths } from './generated/index.ts';
import { createAcceptMiddleware, createAuthMiddleware, type AuthMiddlewareOptions } from './middleware.ts';
import type { CallResult } from './result.ts';

/** Name of a service of the platform (the first segment of its paths). */
export type ServiceName = (typeof serviceNames)[number];

/** HTTP method of an operation, in the contract's lower case (`'get'`, `'post'`, ...). */
export type { HttpMethod };

/** The operation of `Method` at `Path` in a contract's `paths`. */
type OperationAt<Paths, Path extends keyof Paths, Method extends HttpMethod> = FilterKeys<Paths[Path], Method>;

// openapi-fetch's rules: the init argument is optional unless the operation has required
// parameters or a required body; the per-call options are added after inference.
type MaybeOptionalInit<Operation> = RequiredKeysOf<FetchOptions<Operation>> extends never ? FetchOptions<Operation> | undefined : FetchOptions<Operation>;

type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & CallOptions & { [key: string]: unknown })?]
    : [Init & CallOptions & { [key: string]: unknown }];

/**
 * One method of a service client (`GET`, `POST`, ...): openapi-fetch's arguments (path, `params`,
 * `body`, `parseAs`, `signal`, `headers`) plus {@link CallOptions}; resolves to the operation's
 * {@link CallResult} and never rejects.
 */
export type SdkMethod<Paths extends object, Method extends HttpMethod, Media extends MediaType = 'application/json'> = <
  Path extends PathsWithMethod<Paths, Method>,
  Init extends MaybeOptionalInit<OperationAt<Paths, Path, Method>>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<CallResult<OperationAt<Paths, Path, Method>, Init, Media>>;

/** A typed client over the `paths` of a contract: a method per HTTP method, `request(method, ...)`, and its middleware. */
export interface SdkClient<Paths extends object, Media extends MediaType = 'application/json'> {
  /** Calls a GET operation. */
  readonly GET: SdkMethod<Paths, 'get', Media>;
  /** Calls a PUT operation. */
  readonly PUT: SdkMethod<Paths, 'put', Media>;
  /** Calls a POST operation. */
  readonly POST: SdkMethod<Paths, 'post', Media>;
  /** Calls a DELETE operation. */
  readonly DELETE: SdkMethod<Paths, 'delete', Media>;
  /** Calls an OPTIONS operation. */
  readonly OPTIONS: SdkMethod<Paths, 'options', Media>;
  /** Calls a HEAD operation. */
  readonly HEAD: SdkMethod<Paths, 'head', Media>;
  /** Calls a PATCH operation. */
  readonly PATCH: SdkMethod<Paths, 'patch', Media>;
  /** Calls a TRACE operation. */
  readonly TRACE: SdkMethod<Paths, 'trace', Media>;
  /** Calls the operation of `method` (lower or upper case) at `url`. */
  readonly request: <Method extends HttpMethod, Path extends PathsWithMethod<Paths, Method>, Init extends MaybeOptionalInit<OperationAt<Paths, Path, Method>>>(
    method: Method | Uppercase<Method>,
    url: Path,
    ...init: InitParam<Init>
  ) => Promise<CallResult<OperationAt<Paths, Path, Method>, Init, Media>>;
  /** Adds middleware to this client's calls. */
  use(...middleware: Middleware[]): void;
  /** Removes middleware added with {@link SdkClient.use}. */
  eject(...middleware: Middleware[]): void;
}

/** The typed client of one service. */
export type ServiceClient<S extends ServiceName> = SdkClient<ServicePaths[S]>;

/** One typed client per service. */
export type Sdk = { readonly [S in ServiceName]: ServiceClient<S> };

/**
 * The result type of one operation, by service, path and method:
 * `OperationResult<'profiles', '/profiles/api/persons/{id}', 'get'>`. `Init` is the call's options
 * when they change the body type (`{ parseAs: 'blob' }`).
 */
export type OperationResult<
  S extends ServiceName,
  Path extends keyof ServicePaths[S],
  Method extends HttpMethod,
  Init = object,
> = CallResult<OperationAt<ServicePaths[S], Path, Method>, Init>;

/** Error body of every failed call (RFC 9457 problem details; `errors` lists messages per field). */
export type Problem = ServiceComponents['api']['schemas']['Problem'];

/** Options of {@link createSdk}. */
export interface SdkOptions extends AuthMiddlewareOptions, ResilienceOptions {
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
 * impersonation header, and sends a body holding files as multipart form data. A call never
 * rejects: it resolves to its {@link CallResult}, discriminated by `status` (each status of the
 * contract, or `network`, `timeout`, `aborted`). `timeoutMs` and `retry` are the defaults of
 * every call (each call may override them); `refreshAccessToken` sends a call that got 401 once
 * more after a new token.
 */
export function createSdk(options: SdkOptions): Sdk {
  const middleware = [createAcceptMiddleware(), createAuthMiddleware(options), ...(options.middleware ?? [])];
  const callerOf = createCaller(options);
  const sdk = {} as Record<ServiceName, unknown>;
  for (const name of serviceNames) {
    const client = createClient<ServicePaths[typeof name], 'application/json'>({
      baseUrl: (options.baseUrls?.[name] ?? options.baseUrl).replace(/\/+$/, ''),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    client.use(...middleware);
    // The client's methods call through the caller, which sends with openapi-fetch's own `request`.
    const call = callerOf(client.request as unknown as RawRequest);
    const service = client as unknown as Record<string, unknown>;
    service['request'] = call;
    // openapi-fetch's methods are its upper-case keys: GET, PUT, POST, DELETE, OPTIONS, HEAD, PATCH, TRACE.
    for (const method in service) if (/^[A-Z]+$/.test(method)) service[method] = (url: string, init?: Record<string, unknown>) => call(method, url, init);
    sdk[name] = service;
  }
  return sdk as Sdk;
}
