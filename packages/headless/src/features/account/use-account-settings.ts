import { passwordChangeError, usernameChangeError } from '../../core/account/account-rules';
import { unwrap } from '../../core/errors/unwrap';
import type { PasswordComplexity } from '../../core/validation/validators';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of the password policy settings. */
export const PASSWORD_POLICY_KEY = 'identities/api/identities/get-password-policy-settings';

/** The server's password complexity (spec 000 §5: may exclude username, first and last name). */
export function usePasswordPolicy() {
  const swr = useSdkQuery<{ complexity: PasswordComplexity }>(PASSWORD_POLICY_KEY, (sdk, signal) =>
    sdk.identities.GET('/identities/api/identities/get-password-policy-settings', { signal }),
  );
  return { complexity: swr.data?.complexity, isLoading: swr.isLoading, error: swr.error };
}

/** Change username: the call, with 'Username already exists...' and "We're unable to change your username..." (spec 000 §8). */
export function useChangeUsername() {
  const sdk = useSdk();
  // A second submit while the call runs is ignored (resolves to undefined).
  const { trigger, isMutating } = useMutation((login: string, username: string) =>
    unwrap(
      sdk.identities.POST('/identities/api/identities/{login}/person/{username}', { params: { path: { login, username: username.trim() } } }),
      { toError: usernameChangeError },
    ),
  );
  return { changeUsername: trigger, isSubmitting: isMutating };
}

/** Change password: the call, with the provider messages mapped (spec 000 §5, §8). */
export function useChangePassword() {
  const sdk = useSdk();
  // A second submit while the call runs is ignored (resolves to undefined).
  const { trigger, isMutating } = useMutation((login: string, currentPassword: string, newPassword: string) =>
    unwrap(
      sdk.identities.POST('/identities/api/identities/{login}/updatePassword', {
        params: { path: { login } },
        body: { currentPassword, newPassword },
      }),
      { toError: passwordChangeError },
    ),
  );
  return { changePassword: trigger, isSubmitting: isMutating };
}
