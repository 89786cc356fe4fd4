import { useGroupAdminView } from '@ypo/headless';
import { Button } from 'react-aria-components';
import { secondaryButton } from '../../components/button.css';
import { AlertText } from '../../components/notice';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as base from './communities.css';
import * as styles from './community.css';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The pending group create requests (spec 001 §3, §4, §6): where `canApprove`, each is approved or
 * rejected and leaves the list; a failure shows 'Error while Approving'. On /group for a Group Super
 * Administrator, and in a network's 'requested groups' admin panel (spec 001 §2).
 */
export function PendingGroupRequests() {
  const { requests, isLoading, error, canApprove, review, isReviewing, reviewError } = useGroupAdminView();
  return (
    <>
      {isLoading ? (
        <Skeleton label="Loading the group requests" className={styles.plainList}>
          {[0, 1].map((i) => (
            <span key={i}>
              <SkeletonLine width="half" />
              <SkeletonLine size="small" width="wide" />
            </span>
          ))}
        </Skeleton>
      ) : null}
      <AlertText message={error?.message ?? reviewError?.message} />
      {!isLoading && !error && requests.length === 0 ? <p className={styles.muted}>There are no pending group requests.</p> : null}
      {requests.length > 0 ? (
        <ul className={styles.plainList} aria-label="Pending group requests">
          {requests.map((request) => (
            <li key={request.groupId}>
              <span className={base.name}>{request.name}</span>
              {request.description ? <span>{request.description}</span> : null}
              <span className={base.kind}>
                {[request.requestedByName && `Requested by ${request.requestedByName}`, request.requestedDate && dateFormat.format(new Date(request.requestedDate))]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {canApprove ? (
                <span className={styles.actions}>
                  <Button className={secondaryButton} isDisabled={isReviewing} aria-label={`Approve ${request.name}`} onPress={() => void review({ groupId: request.groupId, isApproved: true })}>
                    Approve
                  </Button>
                  <Button className={secondaryButton} isDisabled={isReviewing} aria-label={`Reject ${request.name}`} onPress={() => void review({ groupId: request.groupId, isApproved: false })}>
                    Reject
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * /group without an id for a Group Super Administrator (spec 001 §2, §4, §6): the groups' admin view,
 * with the pending group requests; where `canApprove`, each is approved or rejected and leaves the list.
 */
export function GroupAdminView() {
  return (
    <section className={styles.page} aria-labelledby="community-title">
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 id="community-title" className={styles.title}>
            Groups administration
          </h1>
          <p className={base.kind}>Group Super Administrator</p>
        </div>
      </header>
      <section className={styles.panel} aria-labelledby="group-requests">
        <h2 id="group-requests" className={styles.panelTitle}>
          Pending group requests
        </h2>
        <PendingGroupRequests />
      </section>
    </section>
  );
}
