import { effectiveUserId, useImpersonation, usePermissions } from '@ypo/headless';
import { useAuth } from './auth-context';

/**
 * Who the app acts for: the signed-in user's id, and the effective id (spec 000 §6: an active
 * impersonation overrides the current user id), with the impersonation tool and the permissions.
 */
export function useUser() {
  const { user, currentUserId } = useAuth();
  const permissions = usePermissions({ isEnabled: !!user && !user.expired });
  const impersonation = useImpersonation({ canImpersonate: permissions.data?.permissions.canImpersonate ?? false, currentUserId });
  return {
    currentUserId,
    userId: effectiveUserId(currentUserId, impersonation.impersonationId),
    impersonation,
    permissions,
  };
}
