import { decideRoute } from '@ypo/headless';
import { guardConfig } from '../../config/app-config';
import { useAuth } from './auth-context';
import { useUser } from './use-user';

/**
 * Whether the signed-in member may open `path` (no query): the route guard's own decision (spec 000 §2, `decideRoute`)
 * is 'allow'. For links and controls that lead to a page only some members may open (the messenger's badge and
 * 'Message' links). Deny by default: signed out, permissions not in yet, or any decision but 'allow' is false.
 */
export function useMayOpen(path: string): boolean {
  const { user } = useAuth();
  const { userId, permissions } = useUser();
  const hasValidToken = !!user && !user.expired;
  if (!hasValidToken || permissions.data === undefined) return false;
  return decideRoute({ isAuthLoading: false, hasValidToken, permissions: permissions.data, path, search: '', currentUserId: userId, speakerId: userId, config: guardConfig }).kind === 'allow';
}
