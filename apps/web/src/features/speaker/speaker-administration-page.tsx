import { paths, useSnackbar } from '@ypo/headless';
import {
  DEFAULT_REVIEWED_FILTER,
  REVIEWED_FILTERS,
  SPEAKER_MESSAGES as M,
  applicantId,
  applicantStatusLabel,
  reviewConfirmText,
  speakerFeeLabel,
  useCanViewSpeakerAdmin,
  usePendingSpeakersCount,
  useSpeakerApplicants,
  useSpeakerReview,
  type ReviewedFilter,
  type SpeakerApplicant,
  type SpeakerApplicantList,
  type SpeakerReview,
} from '@ypo/headless/speaker';
import { useId, useState } from 'react';
import { Button, Link, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import * as buttonStyles from '../../components/button.css';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AdministratorsOnly, AlertText } from '../../components/notice';
import { SelectField } from '../../components/select-field';
import { Skeleton, SkeletonCards, SkeletonLine } from '../../components/skeleton';
import * as tabStyles from '../../components/tabs.css';
import { useOnReach } from '../../lib/browser/use-on-reach';
import { PendingCount } from './speaker-admin-link';
import * as styles from './speaker-admin.css';

const FILTER_ITEMS = REVIEWED_FILTERS.map((option) => ({ id: option.id, label: option.label }));

/** Cards standing for the applicants while they load, at the size of the real ones. */
function ApplicantsSkeleton({ rows = 3 }: { rows?: number }) {
  return <SkeletonCards label={M.loadingApplicants} className={styles.list} cardClassName={styles.card} count={rows} details={['wide', 'wide', 'half']} />;
}

/** One applicant: name (linking to the speaker profile), city, country, fee range, categories and status; Approve and Deny while pending. */
function ApplicantCard({ applicant, onReview }: { applicant: SpeakerApplicant; onReview: ((review: SpeakerReview) => void) | undefined }) {
  const name = `${applicant.firstName} ${applicant.familyName}`;
  const fee = speakerFeeLabel(applicant.feeRange);
  return (
    <li className={styles.card}>
      <h2 className={styles.name}>
        <Link className={styles.link} href={paths.speakerProfile({ id: applicant.speakerId ?? applicant.personID ?? '' })}>
          {name}
        </Link>
      </h2>
      <p className={styles.detail}>{[applicant.travelFromCity, applicant.country].filter(Boolean).join(', ')}</p>
      <dl className={styles.facts}>
        <dt className={styles.term}>{M.feeRange}</dt>
        <dd className={styles.detail}>{fee || '–'}</dd>
        <dt className={styles.term}>{M.categories}</dt>
        <dd className={styles.detail}>{applicant.categories.length > 0 ? applicant.categories.join(', ') : '–'}</dd>
        <dt className={styles.term}>{M.applicantStatus}</dt>
        <dd className={styles.detail}>{applicantStatusLabel(applicant.approvalStatus)}</dd>
      </dl>
      {onReview ? (
        <div className={styles.actions}>
          <Button className={buttonStyles.button} onPress={() => onReview({ applicant, decision: 'approve' })} aria-label={`${M.approve} ${name}`}>
            {M.approve}
          </Button>
          <Button className={buttonStyles.secondaryButton} onPress={() => onReview({ applicant, decision: 'deny' })} aria-label={`${M.deny} ${name}`}>
            {M.deny}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** Props of {@link ApplicantList}. */
interface ApplicantListProps {
  readonly list: SpeakerApplicantList;
  readonly filter?: ReviewedFilter;
  /** Asks to approve or deny (pending applicants only). */
  readonly onReview?: (review: SpeakerReview) => void;
}

/** An applicant list: the failure (a failed load empties it, spec 002 §8), the loading cards, the empty text, or the cards and the infinite scroll with its button. */
function ApplicantList({ list, filter = DEFAULT_REVIEWED_FILTER, onReview }: ApplicantListProps) {
  const applicants = useSpeakerApplicants(list, filter);
  const sentinel = useOnReach(applicants.loadMore, { isEnabled: applicants.hasMore, watch: applicants.applicants.length });
  const label = list === 'pending' ? M.pendingApplicants : M.reviewedApplicants;
  return (
    <>
      <AlertText message={applicants.error?.message} />
      {applicants.isLoading ? <ApplicantsSkeleton /> : null}
      {!applicants.isLoading && !applicants.error && applicants.applicants.length === 0 ? (
        <p className={styles.empty}>{list === 'pending' ? M.noPendingApplicants : M.noReviewedApplicants}</p>
      ) : null}
      {applicants.applicants.length > 0 ? (
        <ul className={styles.list} aria-label={label}>
          {applicants.applicants.map((applicant) => (
            <ApplicantCard key={applicantId(applicant)} applicant={applicant} onReview={onReview} />
          ))}
        </ul>
      ) : null}
      {applicants.isLoadingMore ? <ApplicantsSkeleton rows={2} /> : null}
      {applicants.hasMore && !applicants.isLoadingMore ? (
        <Button className={buttonStyles.secondaryButton} onPress={applicants.loadMore}>
          {M.loadMoreApplicants}
        </Button>
      ) : null}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </>
  );
}

/** The administration for those with the permission: the two lists, the reviewed filter and the confirmed review. */
function Administration() {
  const pendingCount = usePendingSpeakersCount();
  const reviewer = useSpeakerReview();
  const { show } = useSnackbar();
  const [filter, setFilter] = useState<ReviewedFilter>(DEFAULT_REVIEWED_FILTER);
  const [confirming, setConfirming] = useState<SpeakerReview | undefined>();
  const close = () => {
    reviewer.reset();
    setConfirming(undefined);
  };
  const confirm = async () => {
    if (!confirming) return;
    const result = await reviewer.review(confirming);
    if (!result?.ok) return;
    show(confirming.decision === 'approve' ? M.approved : M.denied, 'success');
    setConfirming(undefined);
  };
  return (
    <>
      <Tabs>
        <TabList aria-label={M.speakerAdministration} className={tabStyles.tabList}>
          <Tab id="pending" className={tabStyles.tab}>
            {M.pendingApplicants}
            <PendingCount count={pendingCount.count} />
          </Tab>
          <Tab id="reviewed" className={tabStyles.tab}>
            {M.reviewedApplicants}
          </Tab>
        </TabList>
        <TabPanel id="pending" className={styles.tabPanel}>
          <ApplicantList list="pending" onReview={setConfirming} />
        </TabPanel>
        <TabPanel id="reviewed" className={styles.tabPanel}>
          <SelectField className={styles.filter} label={M.reviewedFilter} items={FILTER_ITEMS} selectedKey={filter} onChange={setFilter} />
          <ApplicantList list="reviewed" filter={filter} />
        </TabPanel>
      </Tabs>
      {confirming ? (
        <ConfirmDialog
          title={`${confirming.decision === 'approve' ? M.approve : M.deny}: ${confirming.applicant.firstName} ${confirming.applicant.familyName}`}
          confirmLabel={confirming.decision === 'approve' ? M.approve : M.deny}
          onConfirm={() => void confirm()}
          onCancel={close}
          isPending={reviewer.isReviewing}
          error={reviewer.error?.message}
        >
          <p>{reviewConfirmText(confirming.decision)}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/**
 * /speakerPage/admin: the Speaker Administration (spec 002 §2, §4, §6). With
 * can-view-speaker-admin-directory: Pending Applicants/Requests (with the pending count; Approve and
 * Deny, each confirmed with 'Are you sure want to approve/deny the Applicant?') and Reviewed
 * Applicants (Approved Only, Denied Only, Approved and Denied), 10 at a time with infinite scroll.
 * Anyone else sees 'Administrators Only'.
 */
export function SpeakerAdministrationPage() {
  const headingId = useId();
  const admin = useCanViewSpeakerAdmin();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {M.speakerAdministration}
      </h1>
      {admin.isLoading ? (
        <Skeleton label={M.loadingApplicants}>
          <SkeletonLine width="wide" />
          <SkeletonLine width="full" />
        </Skeleton>
      ) : admin.canView ? (
        <Administration />
      ) : (
        <AdministratorsOnly />
      )}
    </section>
  );
}
