import { paths } from '@ypo/headless';
import { WAIVER_MESSAGES as M, WAIVER_TEXT_LIMITS, isOtherTitle, useWaiverForm, type WaiverFormErrorKey, type WaiverFormField, type WaiverLookupItem } from '@ypo/headless/waiver';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Form, Link } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import * as buttons from '../../components/button.css';
import { Notice, TextInput, focusFirstError } from '../../components/form';
import { SelectField } from '../../components/select-field';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { FormAttachments } from './form-attachments';
import * as styles from './form-page.css';

type WaiverForm = ReturnType<typeof useWaiverForm>;
type TextField = Exclude<WaiverFormField, 'typeOfWaiver' | 'companyType' | 'title' | 'corporationType'>;
type SelectName = 'typeOfWaiver' | 'companyType' | 'title' | 'corporationType';
type Grouped = 'totalCompensation' | 'dollarVolume' | 'enterpriseValue';

const GROUPED: readonly WaiverFormField[] = ['totalCompensation', 'dollarVolume', 'enterpriseValue'];

/** The form while the lookups and the lead's waiver load: its sections at their size. */
function WaiverFormSkeleton() {
  return (
    <Skeleton label={M.formTitle}>
      <SkeletonLine size="heading" width="half" />
      <SkeletonLine width="full" />
      <SkeletonLine width="full" />
      <SkeletonLine width="wide" />
      <SkeletonLine size="heading" width="half" />
      <SkeletonLine width="full" />
    </Skeleton>
  );
}

/** A titled section of the form; `isGrid` lays its fields out in columns. */
function FormSection({ id, title, isGrid = true, children }: { readonly id: string; readonly title: string; readonly isGrid?: boolean; readonly children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {isGrid ? <div className={styles.fields}>{children}</div> : children}
    </section>
  );
}

function WaiverFormFields({ form }: { readonly form: WaiverForm }) {
  const { values, errors, setValue, lookups } = form;
  const root = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstError(root.current);
  }, [attempt]);
  const canChange = form.canSaveDraft || form.canSubmit;
  const isBusy = form.isSaving || form.isAttaching || form.isRemoving;
  const errorOf = (key: WaiverFormErrorKey) => errors[key]?.[0];

  const text = (field: TextField, label: string, more: { readonly isMultiline?: boolean; readonly numeric?: boolean; readonly description?: string; readonly wide?: boolean } = {}) => {
    const input = (
      <TextInput
        label={label}
        value={values[field]}
        onChange={(v) => setValue(field, v)}
        error={errorOf(field)}
        {...(more.isMultiline ? { isMultiline: true } : {})}
        {...(more.numeric ? { inputMode: 'numeric' as const } : {})}
        {...(more.description ? { description: more.description } : {})}
        {...(GROUPED.includes(field) ? { onBlur: () => form.groupNumber(field as Grouped) } : {})}
      />
    );
    return more.wide ? <div className={styles.wide}>{input}</div> : input;
  };
  const select = (field: SelectName, label: string, items: readonly WaiverLookupItem[]) => (
    <SelectField
      className={styles.select}
      label={label}
      items={items.map((item) => ({ id: item.id, label: item.name }))}
      selectedKey={values[field]}
      onChange={(key) => setValue(field, key)}
      errorMessage={errorOf(field)}
      placeholder={M.selectPlaceholder}
      isDisabled={!canChange}
    />
  );
  const save = async (mode: 'draft' | 'submit') => {
    const saved = await form.save(mode);
    if (!saved) setAttempt((n) => n + 1);
  };
  const isOther = isOtherTitle(values.title, lookups.titleTypes);
  const recommendationLeft = WAIVER_TEXT_LIMITS.recommendation - values.recommendation.trim().length;

  return (
    <Form
      ref={root}
      className={styles.form}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (form.canSubmit) void save('submit');
      }}
    >
      {canChange ? null : <Notice kind="info" message={M.formLocked} />}

      <FormSection id="waiver-prospect" title={M.prospectSection}>
        {select('typeOfWaiver', M.typeOfWaiverLabel, lookups.types)}
        {text('firstName', M.firstNameLabel)}
        {text('lastName', M.lastNameLabel)}
        {text('age', M.ageLabel, { numeric: true })}
        {text('recommendation', M.recommendationLabel, { isMultiline: true, wide: true, description: `${M.optional}. ${M.charactersLeft(Math.max(0, recommendationLeft))}` })}
      </FormSection>

      <FormSection id="waiver-company" title={M.companySection}>
        {text('companyName', M.companyNameLabel)}
        {select('companyType', M.companyTypeLabel, lookups.companyTypes)}
        {select('corporationType', M.corporationTypeLabel, lookups.corporationTypes)}
        {text('website', M.websiteLabel)}
        {select('title', M.titleLabel, lookups.titleTypes)}
        {isOther ? text('titleOther', M.titleOtherLabel) : null}
        {text('reportsTo', M.reportsToLabel)}
        {text('numberOfEmployees', M.numberOfEmployeesLabel, { numeric: true })}
        {text('totalCompensation', M.totalCompensationLabel, { numeric: true })}
        {text('dollarVolume', M.dollarVolumeLabel, { numeric: true })}
        {text('volumeSales', M.volumeSalesLabel, { numeric: true, description: M.optional })}
        {text('enterpriseValue', M.enterpriseValueLabel, { numeric: true, description: M.optional })}
      </FormSection>

      <FormSection id="waiver-chapter" title={M.chapterSection}>
        {text('chapterName', M.chapterNameLabel)}
        {text('regionName', M.regionNameLabel)}
        {text('numberOfChapterMembers', M.numberOfChapterMembersLabel, { numeric: true })}
      </FormSection>

      <FormSection id="waiver-questions" title={M.questionsSection} isGrid={false}>
        {lookups.questions.map((q) => (
          <TextInput
            key={q.questionId}
            label={q.question}
            value={values.answers[q.questionId] ?? ''}
            onChange={(v) => form.setAnswer(q.questionId, v)}
            error={errorOf(`answer:${q.questionId}`)}
            isMultiline
          />
        ))}
      </FormSection>

      <FormAttachments
        attachments={form.attachments}
        onAttach={(files) => void form.attach(files)}
        onRemove={(file) => void form.remove(file)}
        canChange={canChange}
        isBusy={isBusy}
        progress={form.progress}
        problems={form.problems}
      />

      <Notice kind="error" message={form.formError} />
      {form.notice ? <Notice kind={form.notice.kind} message={form.notice.message} /> : null}
      {canChange ? (
        <div className={styles.actions}>
          {form.canSaveDraft ? (
            <Button className={buttons.secondaryButton} isDisabled={isBusy} onPress={() => void save('draft')}>
              {form.isSaving ? M.saving : M.saveDraft}
            </Button>
          ) : null}
          {form.canSubmit ? (
            <Button type="submit" className={buttons.button} isDisabled={isBusy}>
              {M.submit}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Form>
  );
}

/**
 * /waiverForm?communityId=…&leadId=… (spec 002 §2-§5, §8): the chapter officer's waiver request for a
 * prospect. Every field of spec 002 §3 with the §5 rules and texts beside the fields, the typed
 * values kept whatever fails, numbers with thousands separators, attachments uploaded on their own,
 * 'Save as draft' and 'Submit' only while the machine lets the chapter act.
 */
export function WaiverFormPage() {
  const [params] = useSearchParams();
  const leadId = params.get('leadId') ?? '';
  const communityId = params.get('communityId') ?? '';
  const form = useWaiverForm({ leadId, communityId });
  const name = [form.values.firstName, form.values.lastName].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="waiver-form-title" className={styles.page}>
      <h1 id="waiver-form-title" className={styles.heading}>
        {M.formTitle}
      </h1>
      {name ? <p className={styles.prospect}>{name}</p> : null}
      {leadId === '' || communityId === '' ? (
        <Notice kind="warning" message={M.formNeedsLead} />
      ) : form.isLoading ? (
        <WaiverFormSkeleton />
      ) : form.loadError ? (
        <Notice kind="error" message={form.loadError.message} />
      ) : (
        <WaiverFormFields form={form} />
      )}
      {communityId ? (
        <Link className={buttons.secondaryButton} href={paths.ChapterWaiver(communityId)}>
          {M.backToList}
        </Link>
      ) : null}
    </section>
  );
}
