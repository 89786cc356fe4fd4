import {
  EMAIL_RECIPIENT_TYPES,
  useEmailComposer,
  useEmailDrafts,
  useEmailRecipients,
  useEmailSenders,
  useEmailSignatures,
  useEmailTimeZones,
  useFeaturedEvents,
  useSnackbar,
  type EmailContent,
  type EmailDraftInput,
  type EmailRecipient,
  type EmailSignature,
} from '@ypo/headless';
import { useCustomEmailGroups } from '@ypo/headless/chapter-studio';
import { Suspense, lazy, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { Button, Checkbox, CheckboxGroup, FileTrigger, Input, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, TextArea, TextField } from 'react-aria-components';
import * as form from '../../components/form/form.css';
import { ModalDialog } from '../../components/modal-dialog';
import { SafeHtml, sanitizeHtml, sanitizeHtmlToFragment } from '../../components/safe-html';
import * as select from '../../components/select.css';
import * as styles from './email-composer.css';
import { scheduledInstantOf } from './schedule-time';

/** The community whose officers write: a chapter (its events give the event attendees). */
export interface ComposerCommunity {
  readonly communityId: string;
  readonly communityType: 'chapter';
}

// The rich-text editor (Lexical) is a chunk of its own: the form shows while it loads.
const BodyEditor = lazy(() => import('./body-editor').then((m) => ({ default: m.BodyEditor })));

const TYPE_LABELS: Record<(typeof EMAIL_RECIPIENT_TYPES)[number], string> = { Members: 'Members', Officers: 'Officers', EventAttendees: 'Event attendees' };
const NO_SIGNATURE = 'none';
const ALL_EVENTS = 'all';
const EMPTY: readonly EmailRecipient[] = [];

/** A signature's text (its HTML as text, a line per break), for the select and the edit field. */
function signatureText(html: string): string {
  const fragment = sanitizeHtmlToFragment(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p>/gi, '\n'));
  return (fragment.textContent ?? '').trim();
}

/** A signature typed as text, as HTML: escaped, one line per break. */
function signatureHtml(text: string): string {
  const escaped = text.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<p>${escaped.split(/\r?\n/).join('<br>')}</p>`;
}

/** A labelled react-aria Select of `items` (key and label). */
function Choice({ label, items, selected, onChange }: { label: string; items: readonly { id: string; label: string }[]; selected: string; onChange: (id: string) => void }) {
  return (
    <Select className={form.field} selectedKey={selected} onSelectionChange={(key) => onChange(String(key))}>
      <Label className={form.label}>{label}</Label>
      <Button className={select.selectButton}>
        <SelectValue />
        <span aria-hidden="true"> ▾</span>
      </Button>
      <Popover className={select.popover}>
        <ListBox className={select.listBox} items={items}>
          {(item) => (
            <ListBoxItem id={item.id} className={select.option}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

function Check({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Checkbox value={value} className={styles.checkbox}>
      <span className={styles.box} aria-hidden="true" />
      {children}
    </Checkbox>
  );
}

/** The signatures of the community: create, edit and delete (spec 001 §7). */
function SignatureManager({ communityId, onCreated }: { communityId: string; onCreated: (signature: EmailSignature) => void }) {
  const signatures = useEmailSignatures(communityId);
  const [editing, setEditing] = useState<{ id?: string | undefined; text: string } | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const save = async () => {
    if (!editing) return;
    setFailure(undefined);
    const html = signatureHtml(editing.text);
    const result = editing.id ? await signatures.update(editing.id, html) : await signatures.create(html);
    if (result?.ok) {
      if (!editing.id) onCreated(result.data);
      setEditing(undefined);
    } else if (result) setFailure(result.error.message);
  };
  const remove = async (id: string) => {
    setFailure(undefined);
    const result = await signatures.remove(id);
    if (result && !result.ok) setFailure(result.error.message);
  };
  return (
    <div className={styles.form}>
      <h3 className={styles.subheading}>Signatures</h3>
      {failure ? <p role="alert">{failure}</p> : null}
      {signatures.signatures?.length ? (
        <ul className={styles.list} aria-label="Signatures">
          {signatures.signatures.map((signature) => {
            const text = signatureText(signature.data);
            return (
              <li key={signature.signatureId} className={styles.item}>
                <p className={styles.itemName}>{text}</p>
                <Button className={styles.button} aria-label={`Edit signature ${text}`} onPress={() => setEditing({ id: signature.signatureId, text })}>
                  Edit
                </Button>
                <Button className={styles.button} aria-label={`Delete signature ${text}`} isDisabled={signatures.isSaving} onPress={() => void remove(signature.signatureId ?? '')}>
                  Delete
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>No signatures yet.</p>
      )}
      {editing ? (
        <div className={styles.form}>
          <TextField className={form.field} value={editing.text} onChange={(text) => setEditing({ ...editing, text })} autoFocus>
            <Label className={form.label}>Signature text</Label>
            <TextArea className={form.textarea} />
          </TextField>
          <div className={styles.row}>
            <Button className={styles.primaryButton} isDisabled={signatures.isSaving || editing.text.trim() === ''} onPress={() => void save()}>
              Save signature
            </Button>
            <Button className={styles.button} onPress={() => setEditing(undefined)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button className={styles.button} onPress={() => setEditing({ text: '' })}>
          New signature
        </Button>
      )}
    </div>
  );
}

/** Who receives the email: types (members, officers, event attendees of one or all events, custom groups) and the list, each recipient a checkbox. */
function Recipients({
  community,
  types,
  onTypes,
  eventId,
  onEvent,
  shown,
  isLoading,
  error,
  selected,
  onSelected,
}: {
  community: ComposerCommunity;
  types: readonly string[];
  onTypes: (types: string[]) => void;
  eventId: string;
  onEvent: (id: string) => void;
  shown: readonly EmailRecipient[];
  isLoading: boolean;
  error: string | undefined;
  selected: readonly string[];
  onSelected: (ids: string[]) => void;
}) {
  const groups = useCustomEmailGroups(community.communityId);
  const { events } = useFeaturedEvents(types.includes('EventAttendees') ? community : null);
  const eventItems = useMemo(() => [{ id: ALL_EVENTS, label: 'All events' }, ...events.map((event) => ({ id: event.id, label: event.name }))], [events]);
  return (
    <div className={styles.form}>
      <CheckboxGroup className={styles.group} value={[...types]} onChange={onTypes}>
        <Label className={form.label}>Recipient types</Label>
        <div className={styles.checks}>
          {EMAIL_RECIPIENT_TYPES.map((type) => (
            <Check key={type} value={type}>
              {TYPE_LABELS[type]}
            </Check>
          ))}
          {groups.groups.map((group) => (
            <Check key={group.id} value={group.id}>
              {group.name}
            </Check>
          ))}
        </div>
      </CheckboxGroup>
      {types.includes('EventAttendees') ? <Choice label="Event" items={eventItems} selected={eventId} onChange={onEvent} /> : null}
      {error ? <p role="alert">{error}</p> : null}
      {shown.length > 0 ? (
        <CheckboxGroup className={styles.group} value={[...selected]} onChange={onSelected}>
          <Label className={form.label}>
            Recipients ({selected.length} of {shown.length} selected)
          </Label>
          <div className={styles.recipients}>
            {shown.map((recipient) => (
              <Check key={recipient.id} value={recipient.id}>
                {recipient.firstName} {recipient.lastName} &lt;{recipient.email}&gt;
              </Check>
            ))}
          </div>
        </CheckboxGroup>
      ) : (
        <p className={styles.muted} role="status">
          {isLoading ? 'Loading recipients' : types.length === 0 ? 'Choose who receives the email.' : 'No recipients of these types.'}
        </p>
      )}
    </div>
  );
}

/** One email being written: a new one, or a draft opened from the list. */
function ComposerForm({ community, initial, onFinished }: { community: ComposerCommunity; initial: EmailContent | undefined; onFinished: (message: string) => void }) {
  const { communityId } = community;
  const composer = useEmailComposer(communityId, initial);
  const senders = useEmailSenders(communityId);
  const signatures = useEmailSignatures(communityId);
  const timeZones = useEmailTimeZones();
  const snackbar = useSnackbar();
  const subjectId = useId();
  const bodyLabelId = useId();

  const [senderId, setSenderId] = useState<string | undefined>(initial?.emailSenderDetails?.senderId);
  const [signatureId, setSignatureId] = useState<string | undefined>();
  const [types, setTypes] = useState<string[]>([]);
  const [eventId, setEventId] = useState(ALL_EVENTS);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(() => new Set((initial?.recipients ?? []).filter((r) => r.isSelected === false).map((r) => r.id)));
  const [subject, setSubject] = useState(initial?.subject ?? '');
  const [body, setBody] = useState({ html: initial?.body ?? '', isEmpty: !initial?.body });
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [zone, setZone] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [preview, setPreview] = useState<{ subject: string; html: string } | undefined>();

  const recipientList = useEmailRecipients(communityId, types, { eventId: eventId === ALL_EVENTS ? null : eventId });
  const shown = types.length === 0 ? (initial?.recipients ?? EMPTY) : (recipientList.data ?? EMPTY);
  const selectedIds = shown.filter((r) => !excluded.has(r.id)).map((r) => r.id);
  const selectRecipients = (ids: string[]) => setExcluded(new Set(shown.filter((r) => !ids.includes(r.id)).map((r) => r.id)));

  const senderList = senders.data?.senderList ?? [];
  const sender = senderList.find((s) => s.id === senderId) ?? senderList.find((s) => s.isSelected) ?? senderList[0];
  const signatureList = signatures.signatures ?? [];
  // A draft keeps the signature's text, not its id: the matching signature is preselected.
  const signature = signatureList.find((s) => s.signatureId === signatureId) ?? (signatureId === undefined ? signatureList.find((s) => s.data === initial?.emailSenderDetails?.signatureContent) : undefined);
  const zones = timeZones.data ?? [];
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const timeZone = zone ?? (zones.some((z) => z.id === localZone) ? localZone : (zones.find((z) => z.id === 'UTC')?.id ?? zones[0]?.id ?? ''));

  const onBody = useCallback((html: string, isEmpty: boolean) => setBody({ html, isEmpty }), []);
  const input = (): EmailDraftInput => ({
    subject,
    // What the editor gives passes the one sanitiser before it is saved or sent.
    body: body.isEmpty ? '' : String(sanitizeHtml(body.html)),
    recipients: shown.map((r) => ({ ...r, isSelected: !excluded.has(r.id) })),
    ...(sender
      ? { emailSenderDetails: { senderId: sender.id, senderName: `${sender.firstName} ${sender.lastName}`, senderEmail: sender.email, signatureContent: signature?.data ?? null } }
      : {}),
  });
  const settle = <T,>(result: { ok: true; data: T } | { ok: false; error: { message: string } } | undefined, done?: string): result is { ok: true; data: T } => {
    if (result === undefined) return false;
    if (!result.ok) {
      setFailure(result.error.message);
      setStatus('');
      return false;
    }
    setFailure(undefined);
    if (done) setStatus(done);
    return true;
  };

  const attach = async (files: File[]) => {
    setStatus('');
    const result = await composer.attach(input(), files);
    if (result && !result.ok) {
      // spec 001 §5/§8: a refused file shows in the snackbar for 3000 ms; a failed upload stays on the form.
      if (result.error.code === 'validation') snackbar.show(result.error.message, 'error');
      else setFailure(result.error.message);
    } else if (result?.ok) setFailure(undefined);
  };
  const schedule = async () => {
    const at = scheduledInstantOf(date, time, zones.find((z) => z.id === timeZone) ?? { id: timeZone, name: '' });
    if (!at) {
      setFailure('Choose a date and a time to schedule the email.');
      return;
    }
    const result = await composer.scheduleEmail(input(), at, timeZone);
    if (settle(result)) onFinished(`Email scheduled for ${date} ${time} (${timeZone}).`);
  };

  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label="Email">
      <div className={styles.row}>
        <Choice
          label="Sender"
          items={senderList.map((s) => ({ id: s.id, label: `${s.firstName} ${s.lastName} <${s.email}>` }))}
          selected={sender?.id ?? ''}
          onChange={setSenderId}
        />
        <Choice
          label="Signature"
          items={[{ id: NO_SIGNATURE, label: 'No signature' }, ...signatureList.map((s) => ({ id: s.signatureId ?? '', label: signatureText(s.data) }))]}
          selected={signature?.signatureId ?? NO_SIGNATURE}
          onChange={setSignatureId}
        />
      </div>
      <SignatureManager communityId={communityId} onCreated={(created) => setSignatureId(created.signatureId)} />
      <Recipients
        community={community}
        types={types}
        onTypes={setTypes}
        eventId={eventId}
        onEvent={setEventId}
        shown={shown}
        isLoading={recipientList.isLoading}
        error={recipientList.error?.message}
        selected={selectedIds}
        onSelected={selectRecipients}
      />
      <TextField className={form.field} value={subject} onChange={setSubject} id={subjectId}>
        <Label className={form.label}>Subject</Label>
        <Input className={form.input} />
      </TextField>
      <div className={form.field}>
        <span id={bodyLabelId} className={form.label}>
          Message
        </span>
        <Suspense fallback={<p className={styles.muted}>Loading the editor</p>}>
          <BodyEditor labelId={bodyLabelId} initialHtml={initial?.body ?? ''} onChange={onBody} />
        </Suspense>
      </div>
      <div className={styles.form}>
        <h3 className={styles.subheading}>Attachments</h3>
        <p className={styles.muted}>Up to 10 files of 25 MB each.</p>
        {composer.attachments.length > 0 ? (
          <ul className={styles.list} aria-label="Attachments">
            {composer.attachments.map((file) => (
              <li key={file.url} className={styles.item}>
                <p className={styles.itemName}>{file.name}</p>
                <Button className={styles.button} aria-label={`Remove attachment ${file.name}`} onPress={() => composer.detach(file.url)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <FileTrigger allowsMultiple onSelect={(list) => void (list ? attach([...list]) : undefined)}>
          <Button className={styles.button} isDisabled={composer.isBusy}>
            Attach files
          </Button>
        </FileTrigger>
        {composer.upload.isUploading && composer.upload.progress ? (
          <progress aria-label="Upload progress" max={100} value={composer.upload.progress.shownPercentage}>
            {composer.upload.progress.shownPercentage}%
          </progress>
        ) : null}
      </div>
      <fieldset className={styles.group}>
        <legend className={form.label}>Schedule</legend>
        <div className={styles.row}>
          <TextField className={form.field} value={date} onChange={setDate}>
            <Label className={form.label}>Date</Label>
            <Input className={form.input} type="date" />
          </TextField>
          <TextField className={form.field} value={time} onChange={setTime}>
            <Label className={form.label}>Time</Label>
            <Input className={form.input} type="time" />
          </TextField>
          <Choice label="Time zone" items={zones.map((z) => ({ id: z.id, label: z.name }))} selected={timeZone} onChange={setZone} />
        </div>
      </fieldset>
      {failure ? (
        <p role="alert" className={form.fieldError}>
          {failure}
        </p>
      ) : null}
      <p role="status" className={styles.muted}>
        {status}
      </p>
      <div className={styles.row}>
        <Button className={styles.button} isDisabled={composer.isBusy} onPress={() => void composer.saveDraft(input()).then((result) => settle(result, 'Draft saved.'))}>
          Save draft
        </Button>
        <Button
          className={styles.button}
          isDisabled={composer.isBusy}
          onPress={() =>
            void composer.showPreview(input()).then((result) => {
              if (settle(result)) setPreview({ subject: result.data.subject, html: result.data.html });
            })
          }
        >
          Preview
        </Button>
        <Button className={styles.button} isDisabled={composer.isBusy} onPress={() => void schedule()}>
          Schedule
        </Button>
        <Button
          className={styles.primaryButton}
          isDisabled={composer.isBusy}
          onPress={() =>
            void composer.sendEmail(input()).then((result) => {
              if (settle(result)) onFinished('Email sent.');
            })
          }
        >
          Send now
        </Button>
      </div>
      <ModalDialog title={`Preview: ${preview?.subject ?? ''}`} isOpen={preview !== undefined} onOpenChange={(open) => (open ? undefined : setPreview(undefined))} isDismissable>
        <div className={styles.preview}>
          <SafeHtml html={preview?.html ?? ''} />
        </div>
        <Button className={styles.button} onPress={() => setPreview(undefined)}>
          Close preview
        </Button>
      </ModalDialog>
    </form>
  );
}

/** The saved drafts: open one into the composer, or delete it. */
function Drafts({ communityId, onOpen }: { communityId: string; onOpen: (content: EmailContent) => void }) {
  const drafts = useEmailDrafts(communityId);
  const [failure, setFailure] = useState<string | undefined>();
  const open = async (emailId: string) => {
    const result = await drafts.open(emailId);
    if (result?.ok) onOpen(result.data);
    else if (result) setFailure(result.error.message);
  };
  const remove = async (emailId: string) => {
    const result = await drafts.remove([emailId]);
    setFailure(result && !result.ok ? result.error.message : undefined);
  };
  return (
    <div className={styles.form}>
      <h3 className={styles.subheading}>Drafts</h3>
      {failure ? <p role="alert">{failure}</p> : null}
      {drafts.isLoading ? (
        <p className={styles.muted}>Loading drafts</p>
      ) : drafts.error ? (
        <p role="alert">{drafts.error.message}</p>
      ) : (drafts.data?.length ?? 0) === 0 ? (
        <p className={styles.muted}>No drafts.</p>
      ) : (
        <ul className={styles.list} aria-label="Drafts">
          {drafts.data?.map((draft) => {
            const name = draft.subject || '(no subject)';
            return (
              <li key={draft.emailId} className={styles.item}>
                <p className={styles.itemName}>{name}</p>
                {draft.lastModifiedDateTime ? <span className={styles.muted}>{new Date(draft.lastModifiedDateTime).toLocaleString()}</span> : null}
                <Button className={styles.button} aria-label={`Open draft ${name}`} isDisabled={drafts.isOpening} onPress={() => void open(draft.emailId)}>
                  Open
                </Button>
                <Button className={styles.button} aria-label={`Delete draft ${name}`} isDisabled={drafts.isRemoving} onPress={() => void remove(draft.emailId)}>
                  Delete
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * The chapter email composer of a chapter's officers (spec 001 §1, §3, §5, §7): sender and signature
 * (signatures created, edited, deleted), recipients by type with the cancelable list, subject, a rich-text
 * body (sanitised in and out), up to 10 attachments of 25 MB, drafts (save, open, delete), preview,
 * schedule in a time zone, or send. A failed save or send keeps everything typed and shows why.
 */
export function EmailComposer({ community }: { community: ComposerCommunity }) {
  const [opened, setOpened] = useState<{ key: number; content?: EmailContent | undefined; message?: string }>({ key: 0 });
  return (
    <div className={styles.form}>
      {opened.message ? (
        <p role="status" className={styles.muted}>
          {opened.message}
        </p>
      ) : null}
      <ComposerForm
        key={opened.key}
        community={community}
        initial={opened.content}
        onFinished={(message) => setOpened((before) => ({ key: before.key + 1, message }))}
      />
      <Drafts communityId={community.communityId} onOpen={(content) => setOpened((before) => ({ key: before.key + 1, content }))} />
    </div>
  );
}
