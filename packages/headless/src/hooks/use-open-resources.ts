import { useMemo } from 'react';
import useSWR from 'swr';
import { openResourceLinksOf, type OpenResourceDefaults, type OpenResourceUrl } from '../core/cookies/open-resources';
import { unwrap, type CallError } from './call-error';
import { useSdk } from './sdk-context';

/** SWR key of the open resources. */
export const OPEN_RESOURCES_KEY = 'openapi/api/get-open-resources-urls';

/** Terms, privacy and cookie policy links (GET openapi/api/get-open-resources-urls), with the defaults as fallback. */
export function useOpenResources(defaults: OpenResourceDefaults, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  const sdk = useSdk();
  const swr = useSWR<OpenResourceUrl[], CallError>(isEnabled ? OPEN_RESOURCES_KEY : null, () =>
    unwrap(sdk.openapi.GET('/openapi/api/get-open-resources-urls')),
  );
  const { data } = swr;
  const { cookiePolicy, termsOfUse, privacyPolicy } = defaults;
  const links = useMemo(
    () => openResourceLinksOf(data, { cookiePolicy, ...(termsOfUse ? { termsOfUse } : {}), ...(privacyPolicy ? { privacyPolicy } : {}) }),
    [data, cookiePolicy, termsOfUse, privacyPolicy],
  );
  return { links, error: swr.error, isLoading: swr.isLoading };
}
