import { useCallback } from 'react';
import { unwrap } from '../../core/errors/unwrap';
import {
  isSearchable, platformName, searchTrackingPayload, tileTrackingPayload, type SearchKind, type SearchResultOf, type SearchTrackingContext,
  type SearchTrackingPayload,
} from '../../core/search/integrated-search';
import { useSdk } from '../../hooks/sdk-context';

/** A tracking context without the platform: the hook fills it in from the browser. */
export type SearchTrackingInput = Omit<SearchTrackingContext, 'platformName'>;

const browserAgent = () => (typeof navigator === 'undefined' ? undefined : navigator.userAgent);

/**
 * Search tracking (spec 002 §3, §7 `POST search/api/SearchTracking`): `trackSearch` for each search
 * the member runs (one-click ones included), `trackTile` for each tile click. Tracking never blocks
 * the member: nothing waits for it, and a failure is logged (spec 002 §8 'log the error and rethrow
 * it': the returned promise rejects for a caller that awaits it, and is never an unhandled rejection).
 * Without a searchable committed text there is nothing to track (resolves `false`, no call).
 */
export function useSearchTracking() {
  const sdk = useSdk();
  const post = useCallback(
    (payload: SearchTrackingPayload): Promise<boolean> => {
      const sent = unwrap(sdk.search.POST('/search/api/SearchTracking', { body: payload }), { log: true });
      sent.catch(() => undefined);
      return sent;
    },
    [sdk],
  );
  const trackSearch = useCallback(
    (input: SearchTrackingInput): Promise<boolean> =>
      isSearchable(input.committedSearchTerm) ? post(searchTrackingPayload({ ...input, platformName: platformName(browserAgent()) })) : Promise.resolve(false),
    [post],
  );
  const trackTile = useCallback(
    <K extends SearchKind>(input: SearchTrackingInput, kind: K, result: SearchResultOf[K]): Promise<boolean> =>
      isSearchable(input.committedSearchTerm) ? post(tileTrackingPayload({ ...input, platformName: platformName(browserAgent()) }, kind, result)) : Promise.resolve(false),
    [post],
  );
  return { trackSearch, trackTile };
}
