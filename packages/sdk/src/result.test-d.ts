// Narrowing by control flow, as an integrator writes it. `generated/results.test-d.ts` checks the
// same for every operation of the contracts.
import { describe, expectTypeOf, it } from 'vitest';
import type { CallResult, FailureStatus, Problem, Sdk, TransportFailure } from './index.ts';
import type { profiles } from './index.ts';

declare const sdk: Sdk;
const id = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
type PersonProfile = profiles.components['schemas']['PersonProfile'];

describe('a call result narrows by status', () => {
  it('gives the body of the status the code checks', async () => {
    const result = await sdk.profiles.GET('/profiles/api/persons/{id}', { params: { path: { id } } });
    expectTypeOf(result.data).toEqualTypeOf<PersonProfile | undefined>();
    if (result.status === 200) {
      expectTypeOf(result.data).toEqualTypeOf<PersonProfile>();
      expectTypeOf(result.response).toEqualTypeOf<Response>();
    } else if (result.status === 404 || result.status === 422) {
      expectTypeOf(result.error).toEqualTypeOf<Problem>();
      expectTypeOf(result.ok).toEqualTypeOf<false>();
    } else if (result.status === 503) {
      // Not in the contract: the body is whatever came.
      expectTypeOf(result.error).toBeUnknown();
      expectTypeOf(result.response).toEqualTypeOf<Response>();
    } else if (result.status === 'timeout' || result.status === 'network' || result.status === 'aborted') {
      expectTypeOf(result.response).toEqualTypeOf<undefined>();
      expectTypeOf(result).toEqualTypeOf<TransportFailure>();
    }
  });

  it('narrows on ok to the success and to every failure', async () => {
    const result = await sdk.profiles.GET('/profiles/api/persons/{id}', { params: { path: { id } } });
    if (result.ok) {
      expectTypeOf(result.status).toEqualTypeOf<200>();
      expectTypeOf(result.data).toEqualTypeOf<PersonProfile>();
    } else {
      expectTypeOf(result.status).toEqualTypeOf<FailureStatus | 'network' | 'timeout' | 'aborted'>();
      expectTypeOf(result.data).toEqualTypeOf<undefined>();
    }
  });

  it('leaves nothing once every status is handled (an exhaustive switch)', async () => {
    const result = await sdk.assistpage.DELETE('/assistpage/api/assist/delete-tour-video/{id}', { params: { path: { id } } });
    switch (result.status) {
      case 200:
      case 400:
      case 401:
      case 403:
      case 404:
      case 422:
      case 500:
      case 'network':
      case 'timeout':
      case 'aborted':
        return;
      default:
        expectTypeOf(result.status).toEqualTypeOf<Exclude<FailureStatus, 400 | 401 | 403 | 404 | 422 | 500>>();
        expectTypeOf(result.error).toBeUnknown();
    }
  });

  it('reads the success as parseAs asks', async () => {
    const download = await sdk.events.GET('/events/api/downloadEventAttendees/{id}', { params: { path: { id } }, parseAs: 'blob' });
    if (download.status === 200) expectTypeOf(download.data).toEqualTypeOf<Blob>();
    if (download.status === 404) expectTypeOf(download.error).toEqualTypeOf<Problem>();
  });

  it('types the per-call options', () => {
    void sdk.api.GET('/api/featureFlags', { timeoutMs: 500, retry: { retries: 1 } });
    // @ts-expect-error a timeout is a number of milliseconds
    void sdk.api.GET('/api/featureFlags', { timeoutMs: '500' });
    // @ts-expect-error the operation needs its path parameter
    void sdk.profiles.GET('/profiles/api/persons/{id}');
  });
});

describe('CallResult maps the status keys of any contract', () => {
  type Body = { readonly id: string };
  type Operation = {
    responses: {
      201: { headers: Record<string, unknown>; content: { 'application/json': Body } };
      204: { headers: Record<string, unknown>; content?: never };
      '4XX': { headers: Record<string, unknown>; content: { 'application/json': Problem } };
      default: { headers: Record<string, unknown>; content: { 'application/json': { fault: string } } };
    };
  };
  type Result = CallResult<Operation>;
  /** What `result.status === S` narrows `Result` to (a member whose status is a range of statuses stays when it holds S). */
  type Narrowed<S> = Result extends infer M ? (M extends { status: infer Status } ? (S extends Status ? M : never) : never) : never;

  it('gives each declared status, a range and default their bodies', () => {
    expectTypeOf<Narrowed<201>['data']>().toEqualTypeOf<Body>();
    expectTypeOf<Narrowed<204>['data']>().toEqualTypeOf<undefined>();
    expectTypeOf<Narrowed<409>['error']>().toEqualTypeOf<Problem>();
    expectTypeOf<Narrowed<503>['error']>().toEqualTypeOf<{ fault: string }>();
    // `default` covers the successes not declared one by one, too.
    expectTypeOf<Narrowed<200>['data']>().toEqualTypeOf<{ fault: string }>();
    expectTypeOf<Narrowed<'aborted' | 'network' | 'timeout'>>().toEqualTypeOf<TransportFailure>();
    // `default` leaves no status undeclared.
    expectTypeOf<Narrowed<599>>().toEqualTypeOf<Extract<Result, { error: { fault: string } }>>();
  });
});
