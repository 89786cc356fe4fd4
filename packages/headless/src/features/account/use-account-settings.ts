import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import { passwordChangeError, usernameChangeError } from '../../core/account/account-rules';
import type { PasswordComplexity } from '../../core/validation/validators';
import type { CallError } from '../../hooks/call-error';
import { unwrap } from '../../hooks/call-error';
import { attempt, type CallResult } from '../../hooks/call-result';
import { useSdk } from '../../hooks/sdk-context';

/** SWR key of the password policy settings. */
export const PASSWORD_POLICY_KEY = 'identities/api/identities/get-password-policy-settings';

/** The server's password complexity (spec 000 §5: may exclude username, first and last name). */
export function usePasswordPolicy() {
  const sdk = useSdk();
  const swr = useSWR<{ complexity: PasswordComplexity }, CallError>(PASSWORD_POLICY_KEY, () =>
    unwrap(sdk.identities.GET('/identities/api/identities/get-password-policy-settings')),
  );
  return { complexity: swr.data?.complexity, isLoading: swr.isLoading, error: swr.error };
}

/** Change username: the call, with 'Username already exists...' and "We're unable to change your username..." (spec 000 §8). */
export function useChangeUsername() {
  const sdk = useSdk();
  const [isSubmitting, setSubmitting] = useState(false);
  const busyRef = useRef(false);
  const changeUsername = useCallback(
    async (login: string, username: string): Promise<CallResult<{ login: string; username: string }> | undefined> => {
      // A second submit while the call runs is ignored.
      if (busyRef.current) return undefined;
      busyRef.current = true;
      setSubmitting(true);
      const result = await attempt(
        sdk.identities.POST('/identities/api/identities/{login}/person/{username}', { params: { path: { login, username: username.trim() } } }),
        usernameChangeError,
      );
      busyRef.current = false;
      setSubmitting(false);
      return result;
    },
    [sdk],
  );
  return { changeUsername, isSubmitting };
}

/** Change password: the call, with the provider messages mapped (spec 000 §5, §8). */
export function useChangePassword() {
  const sdk = useSdk();
  const [isSubmitting, setSubmitting] = useState(false);
  const busyRef = useRef(false);
  const changePassword = useCallback(
    async (login: string, currentPassword: string, newPassword: string): Promise<CallResult<{ login: string; passwordChanged: string }> | undefined> => {
      // A second submit while the call runs is ignored.
      if (busyRef.current) return undefined;
      busyRef.current = true;
      setSubmitting(true);
      const result = await attempt(
        sdk.identities.POST('/identities/api/identities/{login}/updatePassword', {
          params: { path: { login } },
          body: { currentPassword, newPassword },
        }),
        passwordChangeError,
      );
      busyRef.current = false;
      setSubmitting(false);
      return result;
    },
    [sdk],
  );
  return { changePassword, isSubmitting };
}
