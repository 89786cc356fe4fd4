// The app's messenger session: the one `useMessengerSession` with the app's homeserver, member and token. Used by
// the /messenger screens and the chrome's unread badge (both lazy: matrix-js-sdk never reaches the initial chunk).
import { useSession } from '@ypo/headless';
import { useMessengerSession, type MessengerSession } from '@ypo/headless/messenger';
import { env } from '../../config/env';
import { useAuth } from '../../lib/auth';

/** The signed-in member's messenger session on the app's homeserver (`env.homeserverUrl`). */
export function useAppMessenger(): MessengerSession {
  const { currentUserId } = useAuth();
  const { session } = useSession();
  return useMessengerSession({ homeserverUrl: env.homeserverUrl, memberId: currentUserId, getAccessToken: session.getAccessToken });
}
