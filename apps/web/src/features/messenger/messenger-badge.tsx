import { paths, useSession } from '@ypo/headless';
import { MESSENGER_MESSAGES, useHomeserverUnreadCount } from '@ypo/headless/messenger';
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { env } from '../../config/env';
import { useAuth, useMayOpen } from '../../lib/auth';
// The app's one idle scheduler (monitoring starts on it too); a static import of the monitoring chunk adds no chunk to the initial one's list.
import { whenIdle } from '../../app/monitoring';
import * as styles from '../../components/layout/header-icon.css';

// Above this the badge shows 'N+' (its box is 40 px wide); the link's name says the exact count.
const MAX_SHOWN = 99;

/** The link to /messenger with the unread chat count: drawn in the badge, said in the link's name. Null: not known yet. */
export function MessengerBadgeLink({ unread }: { unread: number | null }) {
  return (
    <Link className={styles.headerIconControl} href={paths.messenger()} aria-label={MESSENGER_MESSAGES.messengerBadgeLabel(unread)}>
      <svg className={styles.headerIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2Zm3 6v2h10V9Zm0 4v2h7v-2Z" />
      </svg>
      {unread ? (
        <span className={styles.headerCount} aria-hidden="true">
          {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * The member's unread chat count, live (spec 002 §4), from the homeserver's own counts: no Matrix client, crypto or
 * wasm loads for the badge (they load on /messenger only).
 */
function LiveMessengerBadge() {
  const { currentUserId } = useAuth();
  const { session } = useSession();
  const unread = useHomeserverUnreadCount({ homeserverUrl: env.homeserverUrl, memberId: currentUserId, getAccessToken: session.getAccessToken });
  return <MessengerBadgeLink unread={unread} />;
}

/** Until the page is idle the link alone; then the live count. */
function IdleMessengerBadge() {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return isIdle ? <LiveMessengerBadge /> : <MessengerBadgeLink unread={null} />;
}

/**
 * The chrome's messenger badge (spec 002 §4 'The unread chat count equals the number of conversations with unread
 * messages'), for members the route guard lets open /messenger (deny by default: nothing otherwise, and no count): a
 * link to /messenger at once; once the page is idle it asks the homeserver for the count (a filtered /sync long
 * poll, fetch only) and shows it, live.
 */
export function MessengerBadge() {
  return useMayOpen(paths.messenger()) ? <IdleMessengerBadge /> : null;
}
