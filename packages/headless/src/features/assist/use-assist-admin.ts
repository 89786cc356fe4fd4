import { useMemo } from 'react';
import useSWR from 'swr';
import type { CallError } from '../../hooks/call-error';
import { useSdk } from '../../hooks/sdk-context';
import { send, toAssistError } from './assist-error';
import { ASSIST_KEYS } from './keys';

/** spec 000 §6: the is-admin check of the assist page (with each section's canEdit it grants editing). */
export function useAssistAdmin({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const sdk = useSdk();
  const swr = useSWR<boolean, CallError>(isEnabled ? ASSIST_KEYS.isAdmin : null, () => send(sdk.assistpage.GET('/assistpage/api/assist/is-admin-user')));
  const error = useMemo(() => (swr.error ? toAssistError(swr.error) : undefined), [swr.error]);
  return { isAdmin: swr.data, error, isLoading: swr.isLoading };
}
