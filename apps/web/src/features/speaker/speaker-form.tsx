import {
  SPEAKER_GENDERS, SPEAKER_MESSAGES as M, speakerFeeLabel, speakerProfileBody, useSpeakerForm, useSpeakerLookups, useSpeakerSave, useSpeakerVideo,
  type SpeakerFormField, type SpeakerFormValues, type SpeakerProfile, type SpeakerProfileExtra, type SpeakerSaveMode,
} from '@ypo/headless/speaker';
import { useEffect, useRef, useState } from 'react';
import {
  Button, Checkbox, CheckboxGroup, ComboBox, FieldError, Form, Input, Label, Link, ListBox, ListBoxItem, Popover, Radio, RadioGroup,
} from 'react-aria-components';
import * as buttons from '../../components/button.css';
import { Notice, TextInput, focusFirstError } from '../../components/form';
import * as formStyles from '../../components/form/form.css';
import { SelectField } from '../../components/select-field';
import * as selectStyles from '../../components/select.css';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { appConfig } from '../../config/app-config';
import { SpeakerPhotoField, SpeakerVideoField } from './speaker-media-fields';
import * as styles from './speaker.css';

/** Props of {@link SpeakerForm}. */
export interface SpeakerFormProps {
  /** 'become' (save-speaker, then the thank-you) or 'edit' (edit-speaker, 'Profile saved successfully'). */
  readonly mode: SpeakerSaveMode;
  /** The signed-in person. */
  readonly personId: string | undefined;
  /** Edit mode: the saved profile's values. */
  readonly initial?: SpeakerFormValues;
  /** Edit mode: the edited profile's ids, sent with every save. */
  readonly extra?: SpeakerProfileExtra;
  /** Edit mode: the stored photo and video, shown by the media fields (spec 002 §5) until replaced. */
  readonly stored?: Pick<SpeakerProfile, 'profileImageUrl' | 'presentationVideo'>;
}

/** The form while its lookups (or the edited profile) load: a step heading and its first fields. */
export function SpeakerFormSkeleton({ label }: { readonly label: string }) {
  return (
    <Skeleton label={label}>
      <SkeletonLine size="heading" width="half" />
      <SkeletonLine width="full" />
      <SkeletonLine width="full" />
      <SkeletonLine width="wide" />
    </Skeleton>
  );
}

const YES = 'yes';
const NO = 'no';
const yesNoValue = (value: boolean | null) => (value === null ? null : value ? YES : NO);

/**
 * The Become a Speaker form (spec 002 §2, §5): five steps with Back/Next and Submit, every value kept
 * across steps and after a failed save, each field's text beside it and the form-level text;
 * focus goes to the first error. After an application: the thank-you. In edit mode the same form
 * saves the profile and shows 'Profile saved successfully' for 2500 ms.
 */
export function SpeakerForm({ mode, personId, initial, extra, stored }: SpeakerFormProps) {
  const lookups = useSpeakerLookups();
  if (lookups.isLoading) return <SpeakerFormSkeleton label={M.becomeSpeaker} />;
  if (lookups.error) return <Notice kind="error" message={lookups.error.message} />;
  return <SpeakerFormSteps mode={mode} personId={personId} lookups={lookups} {...{ initial, extra, stored }} />;
}

function SpeakerFormSteps({
  mode, personId, lookups, initial, extra, stored,
}: SpeakerFormProps & { readonly lookups: ReturnType<typeof useSpeakerLookups> }) {
  const form = useSpeakerForm({ mode, personId, lookups, ...(initial ? { initial } : {}) });
  // The media live above the steps: a video keeps uploading while the person fills in the later steps.
  const [photo, setPhoto] = useState(stored?.profileImageUrl ?? null);
  const video = useSpeakerVideo({ existingVideo: stored?.presentationVideo ?? null });
  // The video's own save (edit-speaker) after the form's: it never touches the registration status.
  const videoSave = useSpeakerSave(personId);
  const [isWaitingForVideo, setWaitingForVideo] = useState(false);
  const [videoFailed, setVideoFailed] = useState(false);
  const isBusy = form.isSaving || isWaitingForVideo || videoSave.isSaving;
  const { values, setValue, errors, step, stepIndex, steps } = form;
  const root = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [countryText, setCountryText] = useState(values.country);
  const shownStep = useRef(stepIndex);

  const seenAttempt = useRef(attempt);
  // After a failed Next or submit: the first error (on the step the submit went to); after a step change: its heading.
  useEffect(() => {
    if (seenAttempt.current !== attempt) focusFirstError(root.current);
    else if (shownStep.current !== stepIndex) heading.current?.focus();
    seenAttempt.current = attempt;
    shownStep.current = stepIndex;
  }, [attempt, stepIndex]);

  if (mode === 'become' && form.isSaved && !isBusy) {
    return (
      <section aria-labelledby="speaker-thank-you" className={styles.form}>
        <h2 id="speaker-thank-you" className={styles.heading} tabIndex={-1}>
          {M.thankYouTitle}
        </h2>
        <p>{M.thankYou}</p>
        <Notice kind="error" message={videoFailed ? M.videoOnlyFailure : ''} />
      </section>
    );
  }

  const errorOf = (field: SpeakerFormField) => errors[field]?.[0];
  const text = (field: 'preferredName' | 'firstName' | 'familyName' | 'title' | 'travelFromCity' | 'phoneCode' | 'phone' | 'email' | 'linkedInUrl' | 'webSiteUrl' | 'biography' | 'previousEvents', label: string, more: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput label={label} value={values[field]} onChange={(v) => setValue(field, v)} error={errorOf(field)} {...more} />
  );
  const yesNo = (field: 'previouslySpoken' | 'reducedFee' | 'travellingResourceProgram' | 'servingResource', label: string) => (
    <RadioGroup
      className={formStyles.field}
      value={yesNoValue(values[field])}
      onChange={(v) => setValue(field, v === YES)}
      isInvalid={errorOf(field) !== undefined}
      validationBehavior="aria"
      orientation="horizontal"
    >
      <Label className={formStyles.label}>{label}</Label>
      <div className={styles.choices}>
        {[[YES, M.yes], [NO, M.no]].map(([value, name]) => (
          <Radio key={value} value={value!} className={formStyles.checkbox}>
            <span className={formStyles.checkboxBox} aria-hidden="true" />
            {name}
          </Radio>
        ))}
      </div>
      <FieldError className={formStyles.fieldError}>{errorOf(field)}</FieldError>
    </RadioGroup>
  );
  const checkboxes = (field: 'languages' | 'associations', label: string, items: readonly { id: string; name: string }[]) => (
    <CheckboxGroup className={formStyles.field} value={[...values[field]]} onChange={(v) => setValue(field, v)} isInvalid={errorOf(field) !== undefined} validationBehavior="aria">
      <Label className={formStyles.label}>{label}</Label>
      <div className={styles.choices}>
        {items.map((item) => (
          <Checkbox key={item.id} value={item.id} className={formStyles.checkbox}>
            <span className={formStyles.checkboxBox} aria-hidden="true" />
            {item.name}
          </Checkbox>
        ))}
      </div>
      <FieldError className={formStyles.fieldError}>{errorOf(field)}</FieldError>
    </CheckboxGroup>
  );

  const next = () => {
    if (!form.next()) setAttempt((n) => n + 1);
  };
  // spec 002 §5, §8: the form is saved first (with the uploaded photo's pending path), then the video
  // is awaited (the wait message shows) and saved with edit-speaker; a failed video leaves the form saved.
  const submit = async () => {
    setVideoFailed(false);
    setWaitingForVideo(true);
    try {
      const saved = await form.submit({ ...extra, profileImageUrl: photo });
      if (!saved) {
        setAttempt((n) => n + 1);
        return;
      }
      const outcome = await video.settled();
      if (outcome.status === 'none') return;
      const withVideo = outcome.status === 'done'
        ? await videoSave.save('edit', speakerProfileBody(values, lookups, {
          ...extra, speakerId: saved.speakerId ?? null, personID: saved.personID ?? null, profileImageUrl: saved.profileImageUrl ?? photo, presentationVideo: { ...outcome.value, pendingBlobStoragePaths: [...outcome.value.pendingBlobStoragePaths] },
        }))
        : undefined;
      if (!withVideo) setVideoFailed(true);
    } finally {
      setWaitingForVideo(false);
    }
  };

  return (
    <Form
      ref={root}
      className={styles.form}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (form.isLastStep) void submit();
        else next();
      }}
    >
      <ol aria-label={M.formSteps} className={styles.steps}>
        {steps.map((s, i) => (
          <li key={s.id} aria-current={i === stepIndex ? 'step' : undefined} className={i === stepIndex ? styles.currentStep : styles.step}>
            {M[s.title]}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {M[step.title]} <span className={styles.stepCount}>{M.stepOf(stepIndex + 1, steps.length)}</span>
      </h2>

      {step.id === 'personal' ? (
        <div className={styles.fields}>
          <SpeakerPhotoField value={photo} onChange={setPhoto} isDisabled={isBusy} />
          {text('preferredName', M.labelPreferredName, { autoComplete: 'nickname' })}
          {text('firstName', M.labelFirstName, { autoComplete: 'given-name' })}
          {text('familyName', M.labelFamilyName, { autoComplete: 'family-name' })}
          {text('title', M.labelTitle, { autoComplete: 'organization-title' })}
          {text('travelFromCity', M.labelTravelFromCity, { autoComplete: 'address-level2' })}
          <ComboBox
            className={formStyles.field}
            defaultItems={lookups.countries}
            selectedKey={values.country || null}
            inputValue={countryText}
            onInputChange={(text) => {
              setCountryText(text);
              // A country is one of the list: typing clears the choice until one is picked.
              if (text !== values.country) setValue('country', '');
            }}
            onSelectionChange={(key) => {
              const country = key === null ? '' : String(key);
              setValue('country', country);
              if (country) setCountryText(country);
            }}
            isInvalid={errorOf('country') !== undefined}
            validationBehavior="aria"
            menuTrigger="focus"
          >
            <Label className={formStyles.label}>{M.labelCountry}</Label>
            <Input className={formStyles.input} />
            <Popover className={selectStyles.popover}>
              <ListBox className={selectStyles.listBox}>
                {(country: { name: string }) => (
                  <ListBoxItem id={country.name} className={selectStyles.option} textValue={country.name}>
                    {country.name}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
            <FieldError className={formStyles.fieldError}>{errorOf('country')}</FieldError>
          </ComboBox>
          <div className={styles.phone}>
            {text('phoneCode', M.labelPhoneCode, { type: 'tel', inputMode: 'tel', autoComplete: 'tel-country-code' })}
            {text('phone', M.labelPhone, { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' })}
          </div>
          {text('email', M.labelEmail, { type: 'email', inputMode: 'email', autoComplete: 'email' })}
          {text('linkedInUrl', M.labelLinkedInUrl, { autoComplete: 'url' })}
          {text('webSiteUrl', M.labelWebSiteUrl, { autoComplete: 'url' })}
          <RadioGroup
            className={formStyles.field}
            value={values.gender || null}
            onChange={(v) => setValue('gender', v)}
            isInvalid={errorOf('gender') !== undefined}
            validationBehavior="aria"
            orientation="horizontal"
          >
            <Label className={formStyles.label}>{M.labelGender}</Label>
            <div className={styles.choices}>
              {SPEAKER_GENDERS.map((gender) => (
                <Radio key={gender} value={gender} className={formStyles.checkbox}>
                  <span className={formStyles.checkboxBox} aria-hidden="true" />
                  {gender === 'Male' ? M.genderMale : M.genderFemale}
                </Radio>
              ))}
            </div>
            <FieldError className={formStyles.fieldError}>{errorOf('gender')}</FieldError>
          </RadioGroup>
        </div>
      ) : null}

      {step.id === 'biography' ? (
        <div className={styles.fields}>
          {text('biography', M.labelBiography, { isMultiline: true })}
          {checkboxes('languages', M.labelLanguages, lookups.languages)}
          {checkboxes('associations', M.labelAssociations, lookups.associations)}
        </div>
      ) : null}

      {step.id === 'topics' ? (
        <CheckboxGroup className={formStyles.field} value={[...values.topics]} onChange={(v) => setValue('topics', v)} isInvalid={errorOf('topics') !== undefined} validationBehavior="aria">
          <Label className={formStyles.label}>{M.labelTopics}</Label>
          {lookups.topics.map((category, i) => (
            <div key={category.categoryName} role="group" aria-labelledby={`speaker-topic-${i}`} className={styles.topicGroup}>
              <span id={`speaker-topic-${i}`} className={styles.topicCategory}>
                {category.categoryName}
              </span>
              <div className={styles.choices}>
                {category.childTopics.map((topic) => (
                  <Checkbox key={topic.topicName} value={topic.topicName} className={formStyles.checkbox}>
                    <span className={formStyles.checkboxBox} aria-hidden="true" />
                    {topic.topicName}
                  </Checkbox>
                ))}
              </div>
            </div>
          ))}
          <FieldError className={formStyles.fieldError}>{errorOf('topics')}</FieldError>
        </CheckboxGroup>
      ) : null}

      {step.id === 'presentation' ? (
        <div className={styles.fields}>
          {yesNo('previouslySpoken', M.labelPreviouslySpoken)}
          {values.previouslySpoken ? text('previousEvents', M.labelPreviousEvents, { isMultiline: true }) : null}
          <SpeakerVideoField video={video} existingVideo={stored?.presentationVideo ?? null} isDisabled={isBusy} />
        </div>
      ) : null}

      {step.id === 'feesAndTerms' ? (
        <div className={styles.fields}>
          <SelectField
            className={formStyles.field}
            label={M.labelFeeRange}
            items={lookups.feeRanges.map((range) => ({ id: String(range.key), label: speakerFeeLabel(range.key) }))}
            selectedKey={values.feeRange === null ? '' : String(values.feeRange)}
            onChange={(key) => setValue('feeRange', Number(key) as SpeakerFormValues['feeRange'])}
            errorMessage={errorOf('feeRange')}
            placeholder={M.labelFeeRange}
          />
          {yesNo('reducedFee', M.labelReducedFee)}
          {yesNo('travellingResourceProgram', M.labelTrp)}
          {yesNo('servingResource', M.labelServingResource)}
          <div className={formStyles.field}>
            <Checkbox
              className={formStyles.checkbox}
              isSelected={values.termsAccepted}
              onChange={(v) => setValue('termsAccepted', v)}
              isInvalid={errorOf('termsAccepted') !== undefined}
              validationBehavior="aria"
              aria-describedby={errorOf('termsAccepted') ? 'speaker-terms-error' : undefined}
            >
              <span className={formStyles.checkboxBox} aria-hidden="true" />
              {`${M.labelTerms} ${M.termsOfUse}`}
            </Checkbox>
            <Link href={appConfig.account.resourceDirectoryTermsOfUse} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {M.termsOfUse}
            </Link>
            {errorOf('termsAccepted') ? (
              <p id="speaker-terms-error" className={formStyles.fieldError}>
                {errorOf('termsAccepted')}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      <Notice kind="error" message={form.formError} />
      {isBusy ? <Notice kind="info" message={M.waitMessage} /> : null}
      <Notice kind="success" message={form.savedMessage} />
      {mode === 'edit' ? <Notice kind="error" message={videoFailed ? M.videoOnlyFailure : ''} /> : null}

      <div className={styles.actions}>
        {form.isFirstStep ? null : (
          <Button className={buttons.secondaryButton} onPress={form.back} isDisabled={isBusy}>
            {M.back}
          </Button>
        )}
        {form.isLastStep ? (
          <Button type="submit" className={buttons.button} isDisabled={isBusy}>
            {isBusy ? M.saving : mode === 'become' ? M.submit : M.save}
          </Button>
        ) : (
          <Button type="submit" className={buttons.button}>
            {M.next}
          </Button>
        )}
      </div>
    </Form>
  );
}
