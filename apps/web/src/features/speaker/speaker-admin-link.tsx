import { paths } from '@ypo/headless';
import { SPEAKER_MESSAGES as M, useCanViewSpeakerAdmin, usePendingSpeakersCount } from '@ypo/headless/speaker';
import { Link } from 'react-aria-components';
import * as styles from './speaker-admin.css';

/**
 * The way into the Speaker Administration for those with can-view-speaker-admin-directory: a link
 * to /speakerPage/admin with the pending count; nothing for anyone else. For the speaker pages'
 * headers (the speaker directory), inside the speaker chunk: the initial chunk does not grow.
 */
export function SpeakerAdminLink() {
  const admin = useCanViewSpeakerAdmin();
  const pending = usePendingSpeakersCount({ isEnabled: admin.canView });
  if (!admin.canView) return null;
  return (
    <Link className={styles.link} href={paths.speakerAdmin()}>
      {M.speakerAdministration}
      <PendingCount count={pending.count} />
    </Link>
  );
}

/** The number of pending applicants beside a name (a tab, a link), read as its own word; nothing until it is known. */
export function PendingCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <>
      {' '}
      <span className={styles.count}>{count}</span>
    </>
  );
}
