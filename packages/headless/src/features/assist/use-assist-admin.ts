import { useSdkQuery } from '../../hooks/use-sdk-query';
import { ASSIST_KEYS } from './keys';

/** spec 000 §6: the is-admin check of the assist page (with each section's canEdit it grants editing). */
export function useAssistAdmin({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const swr = useSdkQuery<boolean>(isEnabled ? ASSIST_KEYS.isAdmin : null, (sdk, signal) =>
    sdk.assistpage.GET('/assistpage/api/assist/is-admin-user', { signal }),
  );
  return { isAdmin: swr.data, error: swr.error, isLoading: swr.isLoading };
}
