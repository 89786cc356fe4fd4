import { paths, withQuery } from '@ypo/headless';
import {
  ACTION_VERBS,
  PRP_ADMIN_VIEW_TYPE,
  WAIVER_DETAIL_FIELDS,
  WAIVER_FLOW_LABELS,
  WAIVER_MESSAGES,
  WAIVER_STATUS_LABELS,
  useWaiverActions,
  useWaiverDetails,
  useWaiverLookups,
  waiverDateText,
  waiverFieldText,
  type WaiverAction,
  type WaiverComment,
  type WaiverDetails,
  type WaiverDetailsAction,
  type WaiverHistoryItem,
  type WaiverLookupItem,
} from '@ypo/headless/waiver';
import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useParams, useSearchParams } from 'react-router';
import * as buttonStyles from '../../components/button.css';
import { AlertText, Notice } from '../../components/notice';
import { Panel } from '../../components/panel';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { DetailsActionDialog } from './details-action-dialog';
import * as styles from './details.css';

const M = WAIVER_MESSAGES.details;

const whoOf = (item: { personName?: string | undefined }) => item.personName || M.someone;

function CommentList({ title, comments }: { title: string; comments: readonly WaiverComment[] }) {
  return (
    <Panel title={title}>
      {comments.length === 0 ? (
        <p className={styles.muted}>{M.noComments}</p>
      ) : (
        <ul className={styles.list}>
          {comments.map((c) => (
            <li key={`${c.personId}-${c.at}`}>
              <p className={styles.value}>{c.comment}</p>
              <span className={styles.meta}>
                {whoOf(c)}, {waiverDateText(c.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

// The coded fields hold a lookup entry's id (spec 002 §7 lookups); the page shows its name, the id
// itself until the lookups have loaded or when no entry has it.
type Lookups = ReturnType<typeof useWaiverLookups>;
const LOOKUP_OF: Readonly<Partial<Record<string, keyof Pick<Lookups, 'types' | 'companyTypes' | 'titleTypes' | 'corporationTypes'>>>> = {
  typeOfWaiver: 'types',
  companyType: 'companyTypes',
  title: 'titleTypes',
  corporationType: 'corporationTypes',
};
const nameIn = (items: readonly WaiverLookupItem[] | undefined, value: unknown) => items?.find((item) => item.id === value)?.name;

function stepText(item: WaiverHistoryItem): string {
  const to = `${WAIVER_STATUS_LABELS[item.to.status]}${item.to.flow ? ` (${WAIVER_FLOW_LABELS[item.to.flow]})` : ''}`;
  return `${M.historyStep(whoOf(item), ACTION_VERBS[item.action])} → ${to}`;
}

/** The page's buttons: exactly the actions the machine gives this viewer now; the chapter's save and submit open the form. */
function ActionBar({ details, leadId, communityId, onOpen }: { details: WaiverDetails; leadId: string; communityId: string | undefined; onOpen: (action: WaiverDetailsAction) => void }) {
  const isFormAction = (action: WaiverAction) => action === 'saveDraft' || action === 'submit';
  const own = details.actions.filter((action): action is WaiverDetailsAction => !isFormAction(action));
  const hasForm = details.actions.some(isFormAction);
  return (
    <Panel title={M.actions}>
      {details.actions.length === 0 ? <p className={styles.muted}>{M.noActions}</p> : null}
      <div className={styles.actions}>
        {hasForm ? (
          <Link className={buttonStyles.button} href={withQuery(paths.WaiverForm(), { leadId, communityId: communityId ?? details.waiver?.communityId })}>
            {M.openForm}
          </Link>
        ) : null}
        {own.map((action) => (
          <Button key={action} className={buttonStyles.button} onPress={() => onOpen(action)}>
            {M.labels[action]}
          </Button>
        ))}
      </div>
    </Panel>
  );
}

/** The details of one waiver: read-only fields, attachments, comments, votes, history and the viewer's actions. */
function WaiverDetailsView({ viewType }: { viewType: string | undefined }) {
  const [search] = useSearchParams();
  const leadId = search.get('leadId') ?? undefined;
  const communityId = search.get('communityId') ?? undefined;
  const details = useWaiverDetails(viewType ? leadId : undefined, viewType ?? '', { communityId });
  const { waiver, state } = details;
  const actions = useWaiverActions(waiver && state ? { waiver, state, viewer: details.viewer, communityId } : undefined);
  const [open, setOpen] = useState<WaiverDetailsAction | null>(null);
  const [isDone, setDone] = useState(false);
  const lookups = useWaiverLookups();

  if (!leadId || !viewType) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{M.title}</h1>
        <Notice kind="warning" message={M.missingLead} />
      </div>
    );
  }
  if (details.error) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{M.title}</h1>
        <AlertText message={details.error.message} />
      </div>
    );
  }
  if (!waiver || !state) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{M.title}</h1>
        <Skeleton label={M.title} className={styles.header}>
          <SkeletonLine width="half" />
          <SkeletonLine width="wide" />
          <SkeletonLine width="wide" />
          <SkeletonLine width="half" />
        </Skeleton>
      </div>
    );
  }
  const fieldValues = waiver as unknown as Readonly<Record<string, unknown>>;
  const answers = waiver.waiverAnswerList ?? [];
  const attachments = waiver.attachments ?? [];
  const dates = [
    [M.requestedDate, state.requestedDate],
    [M.sentForCommentsDate, state.sentForCommentsDate],
    [M.postedToPrpDate, state.postedToPrpDate],
  ] as const;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {waiver.firstName} {waiver.lastName}
        </h1>
        <p className={styles.status}>
          {M.status}: {WAIVER_STATUS_LABELS[state.status]}
          {state.flow ? ` · ${M.flow}: ${WAIVER_FLOW_LABELS[state.flow]}` : ''}
        </p>
      </header>
      {actions.errorFlag ? <AlertText message={M.actionFailed} /> : isDone ? <Notice kind="success" message={M.done} /> : null}
      <ActionBar
        details={details}
        leadId={leadId}
        communityId={communityId}
        onOpen={(action) => {
          actions.reset();
          setDone(false);
          setOpen(action);
        }}
      />
      <Panel title={M.fields}>
        <dl className={styles.fields}>
          {WAIVER_DETAIL_FIELDS.map(({ key, isNumber }) => {
            const lookup = LOOKUP_OF[key];
            const text = (lookup && nameIn(lookups[lookup], fieldValues[key])) || waiverFieldText(fieldValues[key], isNumber);
            return text === null ? null : (
              <div key={key} className={styles.row}>
                <dt className={styles.term}>{M.fieldLabels[key]}</dt>
                <dd className={styles.value}>{text}</dd>
              </div>
            );
          })}
          {dates.map(([label, date]) =>
            date ? (
              <div key={label} className={styles.row}>
                <dt className={styles.term}>{label}</dt>
                <dd className={styles.value}>{waiverDateText(date)}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </Panel>
      <Panel title={M.answers}>
        <dl className={styles.fields}>
          {answers.map((a, i) => (
            <div key={a.questionId} className={styles.row}>
              <dt className={styles.term}>{lookups.questions.find((q) => q.questionId === a.questionId)?.question ?? M.question(i + 1)}</dt>
              <dd className={styles.value}>{a.answer || '–'}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title={M.attachments}>
        {attachments.length === 0 ? (
          <p className={styles.muted}>{M.noAttachments}</p>
        ) : (
          <ul className={styles.list}>
            {attachments.map((a) => (
              <li key={a.url}>
                <a href={a.url} target="_blank" rel="noopener noreferrer">
                  {a.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <CommentList title={M.regionalComments} comments={details.comments.filter((c) => c.type === 'REGIONALOFFICER')} />
      <CommentList title={M.panelComments} comments={details.comments.filter((c) => c.type === 'PRPMEMBER')} />
      <Panel title={M.votes}>
        {details.votes.length === 0 ? (
          <p className={styles.muted}>{M.noVotes}</p>
        ) : (
          <ul className={styles.list}>
            {details.votes.map((v) => (
              <li key={v.personId}>
                {whoOf(v)}: {v.vote === 'approve' ? M.voteApproved : M.voteDenied}
                {v.reason ? ` (${v.reason})` : ''} <span className={styles.meta}>{waiverDateText(v.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {details.history.length > 0 ? (
        <Panel title={M.history}>
          <ol className={styles.list}>
            {details.history.map((item) => (
              <li key={`${item.action}-${item.at}-${item.personId}`}>
                {stepText(item)} <span className={styles.meta}>{waiverDateText(item.at)}</span>
                {item.note ? <p className={styles.value}>{item.note}</p> : null}
              </li>
            ))}
          </ol>
        </Panel>
      ) : null}
      {open ? (
        <DetailsActionDialog
          action={open}
          waiverId={waiver.id}
          actions={actions}
          onClose={(done) => {
            setOpen(null);
            setDone(done);
          }}
        />
      ) : null}
    </div>
  );
}

/** /waiverFormCommon/{viewType}?leadId=…&communityId=…: a waiver's details in the viewer's view (spec 002 §2). */
export function WaiverDetailsPage() {
  const { viewType } = useParams();
  return <WaiverDetailsView viewType={viewType} />;
}

/** /waiverFormPRPAdmin?leadId=…: a waiver's details in the PRP admin's view (spec 002 §2). */
export function WaiverPrpAdminDetailsPage() {
  return <WaiverDetailsView viewType={PRP_ADMIN_VIEW_TYPE} />;
}
