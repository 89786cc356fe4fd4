import { WAIVER_VIEWS, waiverRequestsQuery, type WaiverItem, type WaiverListView } from '../../core/waiver/lists';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { WAIVER_REQUESTS_PATH } from './use-waiver-list';

/**
 * Whether the signed-in person may open the waiver list of `view` (spec 002 §2, §4): the list's first page is asked for
 * (GET get-requests/{viewType}, as the list itself asks), and the server, which keeps the waiver roles, answers it only
 * to the view's officers (403 otherwise). No call names a regional officer, so a menu offers the regional waiver list
 * (/regionalWaiver, RegionalMemberOfficer) only where this says yes. `false` until known and when the call fails; a
 * refusal is the expected answer for most members and is not logged.
 */
export function useWaiverListAccess(view: WaiverListView, { isEnabled = true }: { isEnabled?: boolean } = {}): boolean {
  const { viewType } = WAIVER_VIEWS[view];
  const probe = useSdkQuery<WaiverItem[]>(
    isEnabled ? [WAIVER_REQUESTS_PATH, 'access', viewType] : null,
    (sdk, signal) => sdk.waiver.GET('/waiver/api/waivers/get-requests/{viewType}', { params: { path: { viewType }, query: waiverRequestsQuery(0) }, signal }),
    { unwrap: { log: false }, swr: { revalidateOnFocus: false, shouldRetryOnError: false } },
  );
  return probe.data !== undefined;
}
