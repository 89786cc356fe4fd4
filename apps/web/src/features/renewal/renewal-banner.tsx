import { formatRenewalDeadline, useRenewalStatus, type RenewalAction } from '@ypo/headless';
import { Link } from 'react-aria-components';
import * as styles from '../../components/banner.css';
import { appConfig } from '../../config/app-config';
import { useUser } from '../../lib/auth';

const TEXT: Readonly<Record<RenewalAction, { message: (deadline: string) => string; action: string }>> = {
  renewNow: { message: (deadline) => `It is time to renew your membership. The renewal deadline is ${deadline}.`, action: 'Renew now' },
  continue: { message: (deadline) => `Your membership renewal is incomplete. The renewal deadline is ${deadline}.`, action: 'Continue' },
  viewInvoice: { message: () => 'Your membership renewal is complete. Thank you.', action: 'View invoice' },
};

/** The renewal banner (spec 000 §4): renew now, continue (incomplete) or view invoice (complete); deadline 30 June. */
export function RenewalBanner() {
  const { userId, permissions } = useUser();
  // Members only: the speaker view has no membership to renew.
  const isMember = permissions.data?.permissions.hasConnectAccess === true;
  const { banner } = useRenewalStatus(isMember ? userId : null);
  if (!banner) return null;
  const text = TEXT[banner.action];
  const href = banner.action === 'viewInvoice' ? appConfig.renewal.invoice : appConfig.renewal.renew;
  return (
    <section className={styles.banner} aria-label="Membership renewal">
      <p className={styles.text}>{text.message(formatRenewalDeadline(banner.deadline))}</p>
      <Link className={styles.action} href={href}>
        {text.action}
      </Link>
    </section>
  );
}
