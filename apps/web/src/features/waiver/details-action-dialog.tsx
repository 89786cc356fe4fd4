import {
  WAIVER_MESSAGES,
  finalizeRecipientsShown,
  useWaiverMailRecipients,
  useWaiverReviewMembers,
  type WaiverActionRequest,
  type WaiverActions,
  type WaiverDetailsAction,
  type WaiverMailRecipient,
} from '@ypo/headless/waiver';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, CheckboxGroup, FieldError, Form, Input, Label, SearchField } from 'react-aria-components';
import * as dialogStyles from '../../components/dialog.css';
import { AlertText, TextInput } from '../../components/form';
import * as formStyles from '../../components/form/form.css';
import { ModalDialog } from '../../components/modal-dialog';
import * as styles from './details.css';

const M = WAIVER_MESSAGES.details;

/** Props of {@link DetailsActionDialog}. */
export interface DetailsActionDialogProps {
  /** The action the dialog takes. */
  readonly action: WaiverDetailsAction;
  /** The waiver's id (the finalize mail recipients are read by it). */
  readonly waiverId: string;
  /** The actions hook of the page. */
  readonly actions: WaiverActions;
  /** Closes the dialog; `isDone` after the action went through (or its failure was swallowed, spec 002 §8). */
  readonly onClose: (isDone: boolean) => void;
}

/** A choice of many (the panel, the recipients): a labelled group of checkboxes with its error. */
function ChoiceGroup({ label, items, value, onChange, error }: { label: string; items: readonly { id: string; label: string }[]; value: readonly string[]; onChange: (next: string[]) => void; error: string | undefined }) {
  return (
    <CheckboxGroup className={styles.choices} value={[...value]} onChange={onChange} isInvalid={!!error} validationBehavior="aria">
      <Label className={formStyles.label}>{label}</Label>
      {items.map((item) => (
        <Checkbox key={item.id} value={item.id} className={styles.choice}>
          <span className={styles.box} aria-hidden="true" />
          {item.label}
        </Checkbox>
      ))}
      <FieldError className={formStyles.fieldError}>{error}</FieldError>
    </CheckboxGroup>
  );
}

/** The finalize mail recipients: a search, the first 5 matches, the rest on request (spec 002 §9). */
function RecipientPicker({ waiverId, value, onChange, error }: { waiverId: string; value: readonly string[]; onChange: (next: string[]) => void; error: string | undefined }) {
  const { recipients, isLoading, error: loadError } = useWaiverMailRecipients(waiverId);
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const { shown, hiddenCount } = finalizeRecipientsShown(recipients, search, showAll);
  return (
    <>
      <SearchField
        className={formStyles.field}
        value={search}
        onChange={(text) => {
          setSearch(text);
          setShowAll(false);
        }}
      >
        <Label className={formStyles.label}>{M.recipientSearch}</Label>
        <Input className={formStyles.input} />
      </SearchField>
      <AlertText message={loadError?.message} />
      {isLoading ? <p role="status">{M.recipients}…</p> : null}
      {!isLoading && shown.length === 0 ? <p className={styles.muted}>{M.noRecipients}</p> : null}
      {shown.length > 0 ? (
        <ChoiceGroup label={M.recipients} items={shown.map((r) => ({ id: r.id, label: `${r.name} (${r.email})` }))} value={value} onChange={onChange} error={error} />
      ) : null}
      {hiddenCount > 0 ? (
        <Button className={dialogStyles.secondaryButton} onPress={() => setShowAll(true)}>
          {M.showAllRecipients(hiddenCount)}
        </Button>
      ) : null}
      <p className={styles.muted}>{WAIVER_MESSAGES.validity}</p>
    </>
  );
}

function PanelPicker({ value, onChange, error }: { value: readonly string[]; onChange: (next: string[]) => void; error: string | undefined }) {
  const { members, isLoading, error: loadError } = useWaiverReviewMembers();
  return (
    <>
      <AlertText message={loadError?.message} />
      {isLoading ? <p role="status">{M.reviewMembers}…</p> : null}
      {members.length > 0 ? (
        <ChoiceGroup label={M.reviewMembers} items={members.map((m) => ({ id: m.id, label: `${m.firstName} ${m.lastName}` }))} value={value} onChange={onChange} error={error} />
      ) : null}
    </>
  );
}

/**
 * The dialog of one workflow action (spec 002 §4, §5, §9): a comment, a reason (vote deny, send back;
 * 500 characters), the panel for send to PRP (at least one), the mail recipients for finalise
 * (search, 5 first, the rest on request; the email's 90 days), or a plain confirmation. What was
 * typed stays while the action fails; the failure shows in the dialog.
 */
export function DetailsActionDialog({ action, waiverId, actions, onClose }: DetailsActionDialogProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [recipients, setRecipients] = useState<readonly WaiverMailRecipient[]>([]);
  const { recipients: loaded } = useWaiverMailRecipients(action === 'finalizeApproved' || action === 'finalizeDenied' ? waiverId : null);
  const label = M.labels[action];

  const requestOf = (): WaiverActionRequest => {
    switch (action) {
      case 'sendToPrp':
        return { action, reviewMembers: chosen };
      case 'commentAsRegion':
      case 'commentAsPrpMember':
        return { action, comment: text };
      case 'voteDeny':
      case 'sendBack':
        return { action, reason: text };
      case 'finalizeApproved':
      case 'finalizeDenied':
        return { action, recipients };
      default:
        return { action };
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await actions.run(requestOf());
    if (result?.ok) onClose(true);
  };
  const error = actions.error?.message;
  const isValidation = actions.error?.code === 'validation';

  return (
    <ModalDialog title={label} isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose(false)}>
      <Form className={dialogStyles.form} onSubmit={(event) => void submit(event)} validationBehavior="aria">
        {action === 'sendToRegion' ? <p>{M.confirmSendToRegion}</p> : null}
        {action === 'voteApprove' ? <p>{M.confirmVoteApprove}</p> : null}
        {action === 'commentAsRegion' || action === 'commentAsPrpMember' ? (
          <TextInput label={M.comment} value={text} onChange={setText} isMultiline autoFocus error={isValidation ? error : undefined} description={M.reasonHint} />
        ) : null}
        {action === 'voteDeny' || action === 'sendBack' ? (
          <TextInput label={M.reason} value={text} onChange={setText} isMultiline autoFocus error={isValidation ? error : undefined} description={M.reasonHint} />
        ) : null}
        {action === 'sendToPrp' ? <PanelPicker value={chosen} onChange={setChosen} error={isValidation ? error : undefined} /> : null}
        {action === 'finalizeApproved' || action === 'finalizeDenied' ? (
          <RecipientPicker
            waiverId={waiverId}
            value={recipients.map((r) => r.id)}
            onChange={(ids) => setRecipients(loaded.filter((r) => ids.includes(r.id)))}
            error={isValidation ? error : undefined}
          />
        ) : null}
        {isValidation ? null : <AlertText message={error} />}
        <div className={dialogStyles.actions}>
          <Button type="submit" className={dialogStyles.button} isDisabled={actions.isRunning}>
            {label}
          </Button>
          <Button className={dialogStyles.secondaryButton} onPress={() => onClose(false)}>
            {M.cancel}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
