import { usePushRegistration } from '@ypo/headless';
import { useAuth } from '../lib/auth';
import { loadPushTokenProvider } from '../lib/push';

/** spec 000 §7: after login, the browser registers for push (Firebase loads only when permission is granted). */
export function PushRegistration() {
  const { currentUserId } = useAuth();
  usePushRegistration({ personId: currentUserId, loadProvider: loadPushTokenProvider });
  return null;
}
