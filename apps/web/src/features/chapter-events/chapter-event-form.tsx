import {
  CHAPTER_EVENTS_MESSAGES as TEXT, EVENT_LOCATION_TYPES, paths, useChapterEventForm, type ChapterEventFormKind, type ChapterEventLocationType,
} from '@ypo/headless';
import { useId } from 'react';
import { Button, FieldError, FileTrigger, Input, Label, Link, Radio, RadioGroup, TextField } from 'react-aria-components';
import * as buttons from '../../components/button.css';
import { AlertText, Notice, TextInput } from '../../components/form';
import * as formStyles from '../../components/form/form.css';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './chapter-events.css';
import { FieldSelect } from './field-select';

/** Labels of the lookup lists the events system sends (other names are spelled out from their key). */
const LOOKUP_LABELS: Readonly<Record<string, string>> = { eventTypes: 'Event type', whoCanAttend: 'Who can attend', eventTopics: 'Event topic', learningGoals: 'Learning goal' };
const lookupLabel = (key: string) => LOOKUP_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
/** The custom field the host (one of the community's users) travels in: the form contract has no field of its own for it. */
const HOST_FIELD = 'host';
/** Attachment types the upload takes (spec 002 §5: images and mp4). */
const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'video/mp4'];

type TextField_ = 'name' | 'description' | 'city' | 'state' | 'country';

/** A local date-time field (`YYYY-MM-DDTHH:mm`); what was typed stays whatever fails. */
function DateTimeField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error: string | undefined }) {
  return (
    <TextField className={formStyles.field} value={value} onChange={onChange} isInvalid={error !== undefined} validationBehavior="aria">
      <Label className={formStyles.label}>{label}</Label>
      <Input className={formStyles.input} type="datetime-local" />
      <FieldError className={formStyles.fieldError}>{error}</FieldError>
    </TextField>
  );
}

/**
 * The chapter (`kind: 'chapter'`, /chapter-event/{communityId}) or champion (`'champs'`) event form
 * (spec 001 §2, §7): details, time zone, place, lookups, custom fields and attachments; create, then
 * launch. Nothing typed is lost when a check or the save fails (spec 001 §5, §8).
 */
export function ChapterEventForm({ communityId, kind, eventId }: { communityId: string; kind: ChapterEventFormKind; eventId?: string | undefined }) {
  const form = useChapterEventForm(communityId, { kind, ...(eventId ? { eventId } : {}) });
  const { draft, errors, setField, setCustomField, saved, launchUrl } = form;
  const titleId = useId();
  const title = kind === 'chapter' ? TEXT.formTitle : TEXT.champsFormTitle;
  const text = (field: TextField_, label: string, isMultiline = false) => (
    <TextInput label={label} value={draft[field]} onChange={(value) => setField(field, value)} error={errors[field]} isMultiline={isMultiline} />
  );

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <AlertText message={form.loadError?.message} />
      {form.isLoading ? (
        <Skeleton label={TEXT.loadingForm}>
          <SkeletonLine width="wide" />
          <SkeletonLine width="wide" />
          <SkeletonLine width="half" />
        </Skeleton>
      ) : (
        <form
          className={styles.form}
          aria-labelledby={titleId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          {text('name', TEXT.name)}
          {text('description', TEXT.description, true)}
          <div className={styles.twoColumns}>
            <DateTimeField label={TEXT.startDateTime} value={draft.startDateTime} onChange={(value) => setField('startDateTime', value)} error={errors.startDateTime} />
            <DateTimeField label={TEXT.endDateTime} value={draft.endDateTime} onChange={(value) => setField('endDateTime', value)} error={errors.endDateTime} />
          </div>
          <FieldSelect label={TEXT.timeZone} options={form.timeZones} value={draft.timeZone} onChange={(value) => setField('timeZone', value)} error={errors.timeZone} placeholder={TEXT.choose} />
          <RadioGroup className={formStyles.field} value={draft.locationType} onChange={(value) => setField('locationType', value as ChapterEventLocationType)} orientation="horizontal">
            <Label className={formStyles.label}>{TEXT.locationType}</Label>
            <div className={styles.toolbar}>
              {EVENT_LOCATION_TYPES.map((type) => (
                <Radio key={type} value={type} className={formStyles.checkbox}>
                  <span className={formStyles.checkboxBox} aria-hidden="true" />
                  {type}
                </Radio>
              ))}
            </div>
          </RadioGroup>
          {draft.locationType === 'In Person' ? (
            <div className={styles.twoColumns}>
              {text('city', TEXT.city)}
              {text('state', TEXT.state)}
              {text('country', TEXT.country)}
            </div>
          ) : null}
          <div className={styles.twoColumns}>
            {Object.entries(form.lookups).map(([key, items]) => (
              <FieldSelect key={key} label={lookupLabel(key)} options={items} value={draft.customFields[key] ?? ''} onChange={(value) => setCustomField(key, value)} placeholder={TEXT.choose} />
            ))}
            {form.communityUsers.length > 0 ? (
              <FieldSelect
                label={TEXT.host}
                options={form.communityUsers.map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}` }))}
                value={draft.customFields[HOST_FIELD] ?? ''}
                onChange={(value) => setCustomField(HOST_FIELD, value)}
                placeholder={TEXT.choose}
              />
            ) : null}
          </div>
          {form.customFields.map((field) =>
            field.fieldType === 'Choice' && field.choices && field.choices.length > 0 ? (
              <FieldSelect
                key={field.id}
                label={field.name}
                options={field.choices.map((choice) => ({ id: choice, name: choice }))}
                value={draft.customFields[field.id] ?? ''}
                onChange={(value) => setCustomField(field.id, value)}
                error={errors[`custom:${field.id}`]}
                placeholder={TEXT.choose}
              />
            ) : (
              <TextInput key={field.id} label={field.name} value={draft.customFields[field.id] ?? ''} onChange={(value) => setCustomField(field.id, value)} error={errors[`custom:${field.id}`]} />
            ),
          )}
          <Attachments form={form} />
          <AlertText message={form.failure?.message} />
          <div className={styles.toolbar}>
            <Button type="submit" className={buttons.button} isDisabled={form.isSaving}>
              {saved ? TEXT.saveEvent : TEXT.createEvent}
            </Button>
            {saved && launchUrl === undefined ? (
              <Button className={buttons.secondaryButton} isDisabled={form.isLaunching || form.isSaving} onPress={() => void form.launch()}>
                {TEXT.launchEvent}
              </Button>
            ) : null}
          </div>
          {saved && launchUrl === undefined ? <Notice kind="info" message={TEXT.created} /> : null}
          {saved && launchUrl !== undefined ? (
            <Notice kind="success" message={TEXT.launched}>
              <div className={styles.toolbar}>
                <Link className={styles.link} href={paths.EventAttendees(saved.id)}>
                  {TEXT.viewAttendees}
                </Link>
                <Link className={styles.link} href={launchUrl} target="_blank" rel="noopener noreferrer">
                  {TEXT.openInEventsSystem}
                </Link>
              </div>
            </Notice>
          ) : null}
        </form>
      )}
    </section>
  );
}

/** The attachments: chosen files go through the upload engine at once; each can be removed. */
function Attachments({ form }: { form: ReturnType<typeof useChapterEventForm> }) {
  const { draft, upload } = form;
  const labelId = useId();
  const problem = upload.problems[0]?.message;
  return (
    <div className={formStyles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={formStyles.label}>
        {TEXT.attachments}
      </span>
      {draft.attachments.length > 0 ? (
        <ul className={styles.plainList} aria-labelledby={labelId}>
          {draft.attachments.map((attachment) => (
            <li key={attachment.name} className={styles.row}>
              <span>{attachment.name}</span>
              <Button className={buttons.secondaryButton} aria-label={`${TEXT.removeAttachment} ${attachment.name}`} isDisabled={form.isRemoving} onPress={() => void form.removeAttachment(attachment.name)}>
                {TEXT.removeAttachment}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.toolbar}>
        <FileTrigger acceptedFileTypes={ATTACHMENT_TYPES} allowsMultiple onSelect={(files) => void (files ? form.addAttachments([...files]) : undefined)}>
          <Button className={buttons.secondaryButton} isDisabled={upload.isUploading}>
            {TEXT.addAttachments}
          </Button>
        </FileTrigger>
        {upload.isUploading ? <span role="status">{`${TEXT.uploading} ${upload.progress?.shownPercentage ?? 0}%`}</span> : null}
      </div>
      <AlertText message={problem ?? (upload.failure ? TEXT.uploadFailed : undefined)} />
    </div>
  );
}
