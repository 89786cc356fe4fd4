import { useMemo } from 'react';
import { openResourceLinksOf, type OpenResourceDefaults, type OpenResourceUrl } from '../../core/cookies/open-resources';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of the open resources. */
export const OPEN_RESOURCES_KEY = 'openapi/api/get-open-resources-urls';

/** Terms, privacy and cookie policy links (GET openapi/api/get-open-resources-urls), with the defaults as fallback. */
export function useOpenResources(defaults: OpenResourceDefaults, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  const swr = useSdkQuery<OpenResourceUrl[]>(isEnabled ? OPEN_RESOURCES_KEY : null, (sdk, signal) =>
    sdk.openapi.GET('/openapi/api/get-open-resources-urls', { signal }),
  );
  const { data } = swr;
  const { cookiePolicy, termsOfUse, privacyPolicy } = defaults;
  const links = useMemo(
    () => openResourceLinksOf(data, { cookiePolicy, ...(termsOfUse ? { termsOfUse } : {}), ...(privacyPolicy ? { privacyPolicy } : {}) }),
    [data, cookiePolicy, termsOfUse, privacyPolicy],
  );
  return { links, error: swr.error, isLoading: swr.isLoading };
}
