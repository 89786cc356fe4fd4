import type { ParseAsResponse } from 'openapi-fetch';
import type { FilterKeys, MediaType, ResponseObjectMap } from 'openapi-typescript-helpers';

type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
type NumberOf<S> = S extends `${infer N extends number}` ? N : never;
type StatusesFrom<Hundred extends number> = NumberOf<`${Hundred}${Digit}${Digit}`>;

/** A status of a success answer (200-299). */
export type SuccessStatus = StatusesFrom<2>;
/** A status of a failed answer (300-599: fetch follows redirects, so a 3xx reaches the caller only as a failure). */
export type FailureStatus = StatusesFrom<3 | 4 | 5>;
/** Any status of an answer (200-599). */
export type HttpStatus = SuccessStatus | FailureStatus;

/** A call the server answered with a success status: `data` is its body, typed by the contract for that status. */
export interface SuccessResult<S extends number, D> {
  /** Always `true`: the server answered with a 2xx status. */
  readonly ok: true;
  /** The HTTP status of the answer (200-299). */
  readonly status: S;
  /** The parsed body, typed by the contract for this status. */
  readonly data: D;
  /** Never set on a success. */
  readonly error?: never;
  /** The fetch `Response` (headers such as `Location` or `ETag`; its body is already read into `data`). */
  readonly response: Response;
}

/** A call the server answered with a failure status: `error` is its body (the contract's `Problem`, `unknown` for a status the contract does not declare). */
export interface FailureResult<S extends number, E> {
  /** Always `false`: the server answered with a 3xx-5xx status. */
  readonly ok: false;
  /** The HTTP status of the answer (300-599). */
  readonly status: S;
  /** Never set on a failure. */
  readonly data?: never;
  /** The parsed body: the contract's `Problem` for a status it declares, `unknown` otherwise. */
  readonly error: E;
  /** The fetch `Response` (headers such as `Retry-After`; its body is already read into `error`). */
  readonly response: Response;
}

/** The request got no answer: the server could not be reached or the connection broke (`error` is what fetch threw). */
export interface NetworkFailure {
  /** Always `false`: the call ended without an answer. */
  readonly ok: false;
  /** `'network'` instead of an HTTP status. */
  readonly status: 'network';
  /** Never set without an answer. */
  readonly data?: never;
  /** What fetch threw (usually a `TypeError`). */
  readonly error: unknown;
  /** Never set: no answer came. */
  readonly response?: never;
}

/** No answer within the call's `timeoutMs` (`error` is the `TimeoutError`). */
export interface TimeoutFailure {
  /** Always `false`: the call ended without an answer. */
  readonly ok: false;
  /** `'timeout'` instead of an HTTP status. */
  readonly status: 'timeout';
  /** Never set without an answer. */
  readonly data?: never;
  /** The `TimeoutError` (a `DOMException`) of the call's own timeout signal. */
  readonly error: unknown;
  /** Never set: no answer came. */
  readonly response?: never;
}

/** The caller's `signal` aborted the call (`error` is the signal's reason); no screen shows it as a failure. */
export interface AbortedFailure {
  /** Always `false`: the call ended without an answer. */
  readonly ok: false;
  /** `'aborted'` instead of an HTTP status. */
  readonly status: 'aborted';
  /** Never set without an answer. */
  readonly data?: never;
  /** The reason of the caller's aborted `signal`. */
  readonly error: unknown;
  /** Never set: no answer came. */
  readonly response?: never;
}

/** A call that ended without an HTTP answer. */
export type TransportFailure = NetworkFailure | TimeoutFailure | AbortedFailure;

/** The statuses a response key of the contract stands for on its own: `200`, or a range (`'4XX'`) less the statuses declared one by one. */
type StatusesOfKey<K, Declared> = K extends number
  ? K
  : K extends `${infer Hundred extends number}XX`
    ? Exclude<StatusesFrom<Hundred>, Declared>
    : never;

/** Statuses the keys of `Responses` other than `default` stand for. */
type Covered<Responses> = StatusesOfKey<keyof Responses, Extract<keyof Responses, number>>;

/** The statuses of response key `K`: `default` stands for every status no other key covers. */
type StatusesOf<Responses, K> = K extends 'default' ? Exclude<HttpStatus, Covered<Responses>> : StatusesOfKey<K, Extract<keyof Responses, number>>;

/** The body type of one response object of the contract, for the media type the client reads. */
type BodyOf<Response, Media extends MediaType> = Response extends { content: infer Content }
  ? Content extends Record<string, unknown>
    ? [FilterKeys<Content, Media>] extends [never]
      ? Content[keyof Content]
      : FilterKeys<Content, Media>
    : undefined
  : undefined;

type ResultsOfKey<Responses, K extends keyof Responses, Init, Media extends MediaType> =
  StatusesOf<Responses, K> extends infer S
    ?
        | ([Extract<S, SuccessStatus>] extends [never]
            ? never
            : SuccessResult<Extract<S, SuccessStatus>, ParseAsResponse<BodyOf<Responses[K], Media>, Init>>)
        | ([Extract<S, FailureStatus>] extends [never] ? never : FailureResult<Extract<S, FailureStatus>, BodyOf<Responses[K], Media>>)
    : never;

/** Failure statuses the contract covers neither one by one, nor by a range, nor by `default`. */
type UndeclaredStatus<Responses> = 'default' extends keyof Responses ? never : Exclude<FailureStatus, Covered<Responses>>;

type HttpResults<Responses, Init, Media extends MediaType> =
  | { [K in keyof Responses]-?: ResultsOfKey<Responses, K, Init, Media> }[keyof Responses]
  | ([UndeclaredStatus<Responses>] extends [never] ? never : FailureResult<UndeclaredStatus<Responses>, unknown>);

/**
 * What a call of `Operation` resolves to, generated from its contract: one member per status the
 * contract declares (`{ ok: true, status: 200, data }`, `{ ok: false, status: 404, error: Problem }`),
 * one for any failure status it does not declare (`error: unknown`), and `network`, `timeout` and
 * `aborted`. Narrow on `status` (or `ok`) to reach the body:
 *
 * ```ts
 * const result = await sdk.profiles.GET('/profiles/api/persons/{id}', { params: { path: { id } } });
 * if (result.status === 200) show(result.data); // the contract's 200 body
 * else if (result.status === 404) notFound(result.error.title); // Problem
 * else if (result.status === 'timeout') retryLater();
 * ```
 *
 * A 2xx the contract does not declare arrives as `ok: true` with the body read as for the declared success.
 */
export type CallResult<Operation, Init = object, Media extends MediaType = 'application/json'> =
  | HttpResults<ResponseObjectMap<Operation>, Init, Media>
  | TransportFailure;

/** Any call result, whatever the operation (what code that handles every call, such as an error model, accepts). */
export type AnyCallResult<T = unknown> =
  | SuccessResult<number, T>
  | FailureResult<number, unknown>
  | TransportFailure;

/** Whether `result` ended without an HTTP answer (`network`, `timeout` or `aborted`). */
export const isTransportFailure = (result: { readonly status: unknown }): result is TransportFailure => typeof result.status === 'string';
