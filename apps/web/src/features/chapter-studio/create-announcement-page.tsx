import {
  ANNOUNCEMENT_IMAGE_LIMITS,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_TYPES,
  announcementEditorReducer,
  announcementErrors,
  announcementValuesOf,
  canPublishAnnouncement,
  checkUploadFilesWithContent,
  emptyAnnouncement,
  paths,
  type AnnouncementPicklist,
  type AnnouncementType,
  type AnnouncementValues,
  type PicklistOption,
  type StudioCrumb,
} from '@ypo/headless';
import { useAnnouncementPicklist, useSaveStudioAnnouncement, useStudioAnnouncement } from '@ypo/headless/chapter-studio';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { Button, Checkbox, CheckboxGroup, FieldError, FileTrigger, Input, Label, Link, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import * as buttons from '../../components/button.css';
import { AlertText, TextInput } from '../../components/form';
import * as formStyles from '../../components/form/form.css';
import * as styles from './chapter-studio.css';
import { StudioScreen, trailState, useStudioTrail } from './studio-breadcrumbs';

type Errors = Partial<Record<keyof AnnouncementValues, string[]>>;
type Intent = 'draft' | 'publish';

/** A date-time input's value ('YYYY-MM-DDTHH:mm', local time) of an ISO instant, and back. */
function localInputOf(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
function isoOf(local: string): string {
  const at = Date.parse(local);
  return Number.isNaN(at) ? '' : new Date(at).toISOString();
}

const firstOf = (errors: Errors, field: keyof AnnouncementValues) => errors[field]?.[0];

/**
 * /createAnnouncement/{announcementId?} (spec 001 §2, §4, §5, §7): the announcement form (type, picklists,
 * texts with their limits, dates, image or background colour, CTA link), Save draft, Publish (enabled only
 * when complete), Preview then 'Back to edit' with everything kept. A failed save shows
 * 'Something went wrong, please try again later.' and keeps everything typed (spec 001 §8).
 */
export function CreateAnnouncementPage() {
  const { announcementId } = useParams();
  const here = useMemo<StudioCrumb>(
    () => ({ key: 'createAnnouncement', label: announcementId ? 'Edit announcement' : 'Create announcement', href: paths.createAnnouncement(announcementId) }),
    [announcementId],
  );
  const crumbs = useStudioTrail(here);
  const navigate = useNavigate();
  const { announcement, error: loadError } = useStudioAnnouncement(announcementId);
  const { picklist, error: picklistError } = useAnnouncementPicklist();
  const { save, isSaving, saveError } = useSaveStudioAnnouncement();
  const [state, dispatch] = useReducer(announcementEditorReducer, undefined, () => ({ mode: 'edit' as const, values: emptyAnnouncement('General') }));
  const [image, setImage] = useState<File | undefined>();
  const [imageProblem, setImageProblem] = useState<string | undefined>();
  const [attempt, setAttempt] = useState<Intent | undefined>();

  useEffect(() => {
    if (announcement) dispatch({ type: 'load', values: announcementValuesOf(announcement) });
  }, [announcement]);

  const { values, mode } = state;
  const change = (next: Partial<AnnouncementValues>) => dispatch({ type: 'change', values: next });
  // Before a save, the rules show on the fields already filled (limits, dates); after one, every rule of that save.
  const errors: Errors = useMemo(() => {
    const all = announcementErrors(values, attempt ?? 'draft');
    if (attempt) return all;
    return Object.fromEntries(Object.entries(all).filter(([field]) => isFilled(values[field as keyof AnnouncementValues])));
  }, [values, attempt]);
  const complete = canPublishAnnouncement(values);

  const chooseImage = async (files: FileList | null) => {
    const chosen = files ? Array.from(files) : [];
    const problems = await checkUploadFilesWithContent(chosen, ANNOUNCEMENT_IMAGE_LIMITS);
    setImageProblem(problems[0]?.message);
    if (problems.length > 0 || !chosen[0]) return;
    setImage(chosen[0]);
    change({ hasImage: true });
  };

  const submit = async (intent: Intent) => {
    setAttempt(intent);
    if (Object.keys(announcementErrors(values, intent)).length > 0) return;
    const result = await save(values, intent, values.recordTypeName === 'Image' ? image : undefined);
    if (result?.ok) {
      dispatch({ type: 'saved', announcement: result.data });
      void navigate(paths.manageAnnouncements(), trailState(crumbs));
    }
  };

  const loadFailure = loadError?.message ?? picklistError?.message;
  return (
    <StudioScreen crumbs={crumbs} title={mode === 'preview' ? 'Preview announcement' : here.label}>
      <AlertText message={loadFailure} />
      {mode === 'preview' ? (
        <AnnouncementPreview values={values} image={values.recordTypeName === 'Image' ? image : undefined} onBack={() => dispatch({ type: 'edit' })} />
      ) : (
        <form
          className={styles.form}
          aria-label={here.label}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit('publish');
          }}
        >
          <RadioGroup className={styles.group} value={values.recordTypeName} onChange={(type) => change({ recordTypeName: type as AnnouncementType })}>
            <Label className={formStyles.label}>Announcement type</Label>
            <div className={styles.choices}>
              {ANNOUNCEMENT_TYPES.map((type) => (
                <Radio key={type} value={type} className={styles.choice}>
                  <span className={styles.box} aria-hidden="true" />
                  {type}
                </Radio>
              ))}
            </div>
          </RadioGroup>
          {LIMITED_TEXTS.map(({ field, label, isMultiline }) => (
            <TextInput
              key={field}
              label={label}
              value={values[field]}
              onChange={(text) => change({ [field]: text })}
              error={firstOf(errors, field)}
              description={counter(values[field], ANNOUNCEMENT_LIMITS[field])}
              isMultiline={isMultiline}
            />
          ))}
          <DateTimeField label="Display start" value={values.displayStartDate} onChange={(displayStartDate) => change({ displayStartDate })} error={firstOf(errors, 'displayStartDate')} />
          <DateTimeField label="Display end" value={values.displayEndDate} onChange={(displayEndDate) => change({ displayEndDate })} error={firstOf(errors, 'displayEndDate')} />
          <Picklists picklist={picklist} values={values} errors={errors} onChange={change} />
          {values.recordTypeName === 'Image' ? (
            <div className={styles.group}>
              <span className={formStyles.label} id="announcement-image-label">
                Image
              </span>
              <div className={styles.choices}>
                <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/bmp']} onSelect={(files) => void chooseImage(files)}>
                  <Button className={buttons.secondaryButton} aria-describedby="announcement-image-label announcement-image-name">
                    Choose image
                  </Button>
                </FileTrigger>
                <span id="announcement-image-name">{image ? image.name : values.backgroundImage ? 'Saved image' : 'No image chosen'}</span>
                {image || values.hasImage ? (
                  <Button
                    className={buttons.secondaryButton}
                    onPress={() => {
                      setImage(undefined);
                      change({ hasImage: false, backgroundImage: null });
                    }}
                  >
                    Remove image
                  </Button>
                ) : null}
              </div>
              <AlertText message={imageProblem} />
            </div>
          ) : null}
          <TextInput label="Call-to-action link" value={values.ctaLink} onChange={(ctaLink) => change({ ctaLink })} error={firstOf(errors, 'ctaLink')} />
          <AlertText message={saveError?.message} />
          <div className={styles.toolbar}>
            <Button className={buttons.secondaryButton} isDisabled={isSaving} onPress={() => void submit('draft')}>
              Save draft
            </Button>
            <Button className={buttons.secondaryButton} onPress={() => dispatch({ type: 'preview' })}>
              Preview
            </Button>
            <Button type="submit" className={buttons.button} isDisabled={!complete || isSaving}>
              Publish
            </Button>
            <Link className={buttons.secondaryButton} href={paths.manageAnnouncements()} routerOptions={trailState(crumbs)}>
              Cancel
            </Link>
          </div>
        </form>
      )}
    </StudioScreen>
  );
}

/** The texts with a limit (spec 001 §5), in the order the form shows them. */
const LIMITED_TEXTS = [
  { field: 'title', label: 'Title', isMultiline: false },
  { field: 'shortDescription', label: 'Short description', isMultiline: true },
  { field: 'location', label: 'Location', isMultiline: false },
  { field: 'longDescription', label: 'Long message', isMultiline: true },
] as const satisfies readonly { field: keyof typeof ANNOUNCEMENT_LIMITS & keyof AnnouncementValues; label: string; isMultiline: boolean }[];

const isFilled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value !== '' : value !== undefined);
const counter = (text: string, max: number) => `${text.length}/${max} characters`;

/** A labelled date and time (the browser's picker); the form keeps ISO instants. */
function DateTimeField({ label, value, onChange, error }: { label: string; value: string; onChange: (iso: string) => void; error: string | undefined }) {
  return (
    <TextField className={formStyles.field} value={localInputOf(value)} onChange={(local) => onChange(isoOf(local))} isInvalid={!!error} validationBehavior="aria">
      <Label className={formStyles.label}>{label}</Label>
      <Input className={formStyles.input} type="datetime-local" />
      <FieldError className={formStyles.fieldError}>{error}</FieldError>
    </TextField>
  );
}

/** A picklist of labelled checkboxes; `max` disables the rest once that many are chosen. */
function OptionGroup({ label, options, selected, onChange, error, max, description }: {
  label: string;
  options: readonly PicklistOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  error: string | undefined;
  max?: number;
  description?: string;
}) {
  const full = max !== undefined && selected.length >= max;
  return (
    <CheckboxGroup className={styles.group} value={[...selected]} onChange={onChange} isInvalid={!!error} validationBehavior="aria">
      <Label className={formStyles.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={formStyles.description}>
          {description}
        </Text>
      ) : null}
      <div className={styles.choices}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} className={styles.choice} isDisabled={full && !selected.includes(option.value)}>
            <span className={styles.box} aria-hidden="true" />
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldError className={formStyles.fieldError}>{error}</FieldError>
    </CheckboxGroup>
  );
}

/** Departments, regions (up to 4), visible to, and the three background colours (GetAnnouncementPicklist). */
function Picklists({ picklist, values, errors, onChange }: { picklist: AnnouncementPicklist | undefined; values: AnnouncementValues; errors: Errors; onChange: (next: Partial<AnnouncementValues>) => void }) {
  if (!picklist) return <p role="status">Loading the picklists…</p>;
  // The lists hold labels (departments, regions) and options (visibleTo), as the server keeps them.
  const labelsToValues = (options: readonly PicklistOption[], labels: readonly string[]) => options.filter((o) => labels.includes(o.label)).map((o) => o.value);
  const valuesToLabels = (options: readonly PicklistOption[], chosen: readonly string[]) => options.filter((o) => chosen.includes(o.value)).map((o) => o.label);
  return (
    <>
      {(
        [
          { field: 'sponsorDepartmentList', label: 'Departments', options: picklist.departments, description: 'Choose a department or a region.' },
          { field: 'sponsorRegionsList', label: 'Regions', options: picklist.regions, description: `Up to ${ANNOUNCEMENT_LIMITS.regions} regions.`, max: ANNOUNCEMENT_LIMITS.regions },
        ] as const
      ).map((list) => (
        <OptionGroup
          key={list.field}
          label={list.label}
          options={list.options}
          selected={labelsToValues(list.options, values[list.field])}
          onChange={(chosen) => onChange({ [list.field]: valuesToLabels(list.options, chosen) })}
          error={firstOf(errors, list.field)}
          description={list.description}
          {...('max' in list ? { max: list.max } : {})}
        />
      ))}
      <OptionGroup
        label="Visible to"
        options={picklist.visibleTo}
        selected={values.visibleToObject.map((o) => o.value)}
        onChange={(chosen) => onChange({ visibleToObject: picklist.visibleTo.filter((o) => chosen.includes(o.value)).map((o) => ({ ...o })) })}
        error={firstOf(errors, 'visibleToObject')}
      />
      {values.recordTypeName === 'Image' ? (
        <RadioGroup
          className={styles.group}
          value={values.backgroundColor || null}
          onChange={(backgroundColor) => onChange({ backgroundColor })}
          isInvalid={!!firstOf(errors, 'backgroundColor')}
          validationBehavior="aria"
        >
          <Label className={formStyles.label}>Background colour</Label>
          <Text slot="description" className={formStyles.description}>
            An image announcement needs an image or a background colour.
          </Text>
          <div className={styles.choices}>
            {picklist.backgroundColors.map((colour) => (
              <Radio key={colour} value={colour} className={styles.choice} aria-label={`Background colour ${colour}`}>
                <span className={styles.box} aria-hidden="true" />
                <span className={styles.swatch} style={{ backgroundColor: colour }} aria-hidden="true" />
                {colour}
              </Radio>
            ))}
          </div>
          <FieldError className={formStyles.fieldError}>{firstOf(errors, 'backgroundColor')}</FieldError>
        </RadioGroup>
      ) : null}
    </>
  );
}

/** The announcement as members will see it, with 'Back to edit' (everything typed is kept). */
function AnnouncementPreview({ values, image, onBack }: { values: AnnouncementValues; image: File | undefined; onBack: () => void }) {
  const [imageUrl, setImageUrl] = useState<string>();
  useEffect(() => {
    if (!image || typeof URL.createObjectURL !== 'function') return undefined;
    const address = URL.createObjectURL(image);
    setImageUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [image]);
  const shownImage = imageUrl ?? values.backgroundImage ?? undefined;
  const when = [values.displayStartDate, values.displayEndDate].filter((d) => d !== '').map((d) => new Date(d).toLocaleString());
  return (
    <div className={styles.form}>
      <article className={styles.preview} aria-label="Announcement preview" style={values.recordTypeName === 'Image' && !shownImage && values.backgroundColor ? { backgroundColor: values.backgroundColor } : undefined}>
        <p className={styles.status}>{values.recordTypeName}</p>
        {values.recordTypeName === 'Image' && shownImage ? <img src={shownImage} alt="" className={styles.previewImage} /> : null}
        <h2>{values.title || 'Untitled announcement'}</h2>
        {values.shortDescription ? <p>{values.shortDescription}</p> : null}
        {values.longDescription ? <p>{values.longDescription}</p> : null}
        {values.location ? <p>Location: {values.location}</p> : null}
        {when.length > 0 ? <p>{when.join(' – ')}</p> : null}
        {values.ctaLink ? <p>Link: {values.ctaLink}</p> : null}
      </article>
      <div className={styles.toolbar}>
        <Button className={buttons.button} onPress={onBack} autoFocus>
          Back to edit
        </Button>
      </div>
    </div>
  );
}
