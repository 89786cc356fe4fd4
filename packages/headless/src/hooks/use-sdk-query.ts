import { createRequestCanceller, type RequestCanceller, type Sdk } from '@ypo/sdk';
import { useEffect } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type Cache, type Key, type KeyedMutator, type SWRConfiguration } from 'swr';
import { isAborted, unwrap, type SdkResult, type UnwrapOptions } from '../core/errors/unwrap';
import type { AppError } from '../core/messages';
import { useSdk } from './sdk-context';

/** Options of {@link useSdkQuery}. */
export interface SdkQueryOptions<T> {
  /**
   * spec 001 §4 'Requests of the same action name cancel the previous one': the action name.
   * Type-ahead and list hooks give one name to all their keys, so a newer text, filter or page
   * aborts the older load. Defaults to the key itself (a repeat of the same load aborts the older one).
   */
  readonly name?: string;
  /** The spec's error rules for this call (see {@link unwrap}). */
  readonly unwrap?: UnwrapOptions;
  /** Extra SWR options (e.g. `keepPreviousData` for a type-ahead). */
  readonly swr?: SWRConfiguration<T, AppError>;
}

interface Flights {
  readonly canceller: RequestCanceller;
  /** Mounted users of each action name: the last one to leave aborts its pending load. */
  readonly users: Map<string, number>;
}

// Per SWR cache (one per HeadlessProvider), then per SDK: two providers on one page never
// cancel each other's loads, even with the same SDK.
const flightsByCache = new WeakMap<Cache, WeakMap<Sdk, Flights>>();

function flightsOf(cache: Cache, sdk: Sdk): Flights {
  let bySdk = flightsByCache.get(cache);
  if (!bySdk) {
    bySdk = new WeakMap();
    flightsByCache.set(cache, bySdk);
  }
  let flights = bySdk.get(sdk);
  if (!flights) {
    flights = { canceller: createRequestCanceller(), users: new Map() };
    bySdk.set(sdk, flights);
  }
  return flights;
}

/**
 * The cancel rule of every read (spec 001 §4): the `signal` for a load of action `name` (a newer
 * load of the same name aborts the older one), and leaving the screen (the last mounted user of the
 * name unmounting) aborts the pending load. `name: null` holds nothing. Used by {@link useSdkQuery}
 * and by the paged reads that SWR's infinite hook drives.
 */
export function useActionSignal(name: string | null): () => AbortSignal {
  const flights = flightsOf(useSWRConfig().cache, useSdk());
  useEffect(() => {
    if (name === null) return undefined;
    const { users, canceller } = flights;
    users.set(name, (users.get(name) ?? 0) + 1);
    return () => {
      users.set(name, (users.get(name) ?? 1) - 1);
      // Deferred: a remount in the same task (React StrictMode, a re-keyed parent) keeps the load.
      setTimeout(() => {
        if ((users.get(name) ?? 0) === 0) canceller.cancel(name);
      }, 0);
    };
  }, [flights, name]);
  return () => flights.canceller.signalFor(name ?? '');
}

/**
 * THE read hook: SWR over one SDK call, with the cancel rule and the one error model. `read`
 * gets the SDK and the `signal` to pass to the call; `key: null` holds the call. A newer load of
 * the same action name aborts the older one, and so does leaving the screen (the last user of
 * the name unmounting); an aborted load never shows as an error.
 */
export function useSdkQuery<T>(
  key: Key,
  read: (sdk: Sdk, signal: AbortSignal) => Promise<SdkResult<T>>,
  options: SdkQueryOptions<T> = {},
) {
  const sdk = useSdk();
  const name = key === null || key === undefined || key === false ? null : (options.name ?? unstable_serialize(key));
  const signalFor = useActionSignal(name);
  const swr = useSWR<T, AppError>(key, () => unwrap(read(sdk, signalFor()), options.unwrap), options.swr);

  const error = swr.error === undefined || isAborted(swr.error) ? undefined : swr.error;
  const mutate: KeyedMutator<T> = swr.mutate;
  return { data: swr.data, error, isLoading: swr.isLoading, isValidating: swr.isValidating, mutate };
}
