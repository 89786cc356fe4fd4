import {
  FACTOR_TYPES,
  activationCodeSchema,
  isEditOpen,
  isFactorEnabled,
  smsFactorSchema,
  useForm,
  useLoginSecurity,
  type FactorType,
  type MultiFactor,
} from '@ypo/headless';
import { Suspense, lazy, useEffect, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { AlertText, Notice, TextInput } from '../../components/form';
import { Skeleton, SkeletonLine, SkeletonShape } from '../../components/skeleton';
import * as styles from './login-security.css';

// The question form's select (react-aria Select, Popover, ListBox) loads when that edit opens.
const QuestionForm = lazy(() => import('./question-form').then((m) => ({ default: m.QuestionForm })));

/** The login security state and actions the forms act on. */
export type LoginSecurity = ReturnType<typeof useLoginSecurity>;

const TITLES: Readonly<Record<FactorType, string>> = {
  sms: 'Text message (SMS)',
  email: 'Email',
  question: 'Security question',
};

const STATUS_TEXT = { ACTIVE: 'Active', PENDING_ACTIVATION: 'Pending activation' } as const;

/** A form submit handler: the action runs when the form validates. */
export const submitWith = (validate: () => boolean, action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  if (validate()) action();
};

/** The activation code of a pending SMS or email factor: confirm, resend or cancel. */
function ActivationForm({ security, factorType }: { security: LoginSecurity; factorType: FactorType }) {
  const form = useForm(activationCodeSchema, { passCode: '' });
  const isBusy = security.busy === factorType;
  const factor = security.state.factors[factorType];
  const where = factorType === 'sms' ? `+${factor.countryCode ?? ''} ${factor.phoneNumber ?? ''}` : 'your email address';
  return (
    <form className={styles.form} noValidate onSubmit={submitWith(form.validate, () => void security.confirm(factorType, form.values.passCode))}>
      <Notice message={`An activation code has been sent to ${where}.`} />
      <TextInput label="Activation code" inputMode="numeric" autoComplete="one-time-code" {...form.field('passCode')} />
      <div className={styles.actions}>
        <Button type="submit" className={styles.button}>
          Confirm
        </Button>
        <Button className={styles.secondaryButton} onPress={() => void security.resend(factorType)} isDisabled={isBusy}>
          Resend code
        </Button>
        <Button className={styles.secondaryButton} onPress={() => security.cancel(factorType)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The SMS factor's phone: country code and number; sends the activation code. */
function PhoneForm({ security, factor }: { security: LoginSecurity; factor: MultiFactor }) {
  const form = useForm(smsFactorSchema, { countryCode: factor.countryCode ?? '', phoneNumber: factor.phoneNumber ?? '' });
  return (
    <form className={styles.form} noValidate onSubmit={submitWith(form.validate, () => void security.save('sms', form.values))}>
      <div className={styles.row}>
        <TextInput label="Country code" inputMode="numeric" autoComplete="tel-country-code" {...form.field('countryCode')} />
        <TextInput label="Phone number" inputMode="tel" autoComplete="tel-national" {...form.field('phoneNumber')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" className={styles.button}>
          Send code
        </Button>
        <Button className={styles.secondaryButton} onPress={() => security.cancel('sms')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The edit view of a factor (spec 000 §4): the form for where the factor is in its setup. */
function FactorEditor({ security, factorType }: { security: LoginSecurity; factorType: FactorType }) {
  const factor = security.state.factors[factorType];
  if (factor.status === 'PENDING_ACTIVATION') return <ActivationForm security={security} factorType={factorType} />;
  if (factorType === 'sms' && security.state.isPhoneValidated && factor.status === 'ACTIVE') {
    // spec 000 §4: saving returned active, so the phone is validated; the edit stays open until done.
    return (
      <div className={styles.actions}>
        <Button className={styles.button} onPress={security.finishValidatedSms}>
          Done
        </Button>
      </div>
    );
  }
  if (factorType === 'sms') return <PhoneForm security={security} factor={factor} />;
  if (factorType === 'question') {
    return (
      <Suspense fallback={<EditorSkeleton />}>
        <QuestionForm security={security} factor={factor} />
      </Suspense>
    );
  }
  return (
    <div className={styles.form}>
      <p>We will send an activation code to the email address on your account.</p>
      <div className={styles.actions}>
        <Button className={styles.button} onPress={() => void security.save('email')}>
          Send code
        </Button>
        <Button className={styles.secondaryButton} onPress={() => security.cancel('email')}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** The question form while its module loads: two fields and the actions, at their size. */
function EditorSkeleton() {
  return (
    <Skeleton label="Loading the form" className={styles.form}>
      {[0, 1].map((i) => (
        <span key={i} className={styles.field}>
          <SkeletonLine width="short" />
          <SkeletonShape className={styles.input}>Choose a question</SkeletonShape>
        </span>
      ))}
      <span className={styles.actions}>
        <SkeletonShape className={styles.button}>Save</SkeletonShape>
        <SkeletonShape className={styles.secondaryButton}>Cancel</SkeletonShape>
      </span>
    </Skeleton>
  );
}

/** The three factor cards while the settings load, each the size of a card that is not enabled. */
function FactorsSkeleton() {
  return (
    <Skeleton label="Loading your login security settings" className={styles.page}>
      {FACTOR_TYPES.map((factorType) => (
        <span key={factorType} className={styles.factor}>
          <span className={styles.factorHeader}>
            <SkeletonShape className={styles.factorTitle}>{TITLES[factorType]}</SkeletonShape>
            <SkeletonShape className={styles.status}>Not enabled</SkeletonShape>
          </span>
          <span className={styles.actions}>
            <SkeletonShape className={styles.button}>Set up</SkeletonShape>
          </span>
        </span>
      ))}
    </Skeleton>
  );
}

function detailOf(factor: MultiFactor): string | undefined {
  if (factor.factorType === 'sms' && factor.phoneNumber) return `+${factor.countryCode ?? ''} ${factor.phoneNumber}`;
  if (factor.factorType === 'question' && factor.questionText) return factor.questionText;
  return undefined;
}

/** One factor: its status, and set up, edit or remove. */
function FactorCard({ security, factorType }: { security: LoginSecurity; factorType: FactorType }) {
  const factor = security.state.factors[factorType];
  const isOpen = isEditOpen(security.state, factorType);
  const status = factor.status;
  const detail = detailOf(factor);
  const titleId = `factor-${factorType}`;
  return (
    <section className={styles.factor} aria-labelledby={titleId} data-factor={factorType}>
      <div className={styles.factorHeader}>
        <h2 id={titleId} className={styles.factorTitle}>
          {TITLES[factorType]}
        </h2>
        <span className={styles.status} data-status={status ?? 'NONE'}>
          {status ? STATUS_TEXT[status] : 'Not enabled'}
        </span>
      </div>
      {detail && status === 'ACTIVE' ? <p>{detail}</p> : null}
      <AlertText message={security.state.errors[factorType]} />
      {isOpen ? (
        <FactorEditor security={security} factorType={factorType} />
      ) : (
        <div className={styles.actions}>
          {isFactorEnabled(factor) ? (
            <>
              <Button className={styles.secondaryButton} onPress={() => security.edit(factorType)} aria-label={`Edit ${TITLES[factorType]}`}>
                Edit
              </Button>
              <Button className={styles.secondaryButton} onPress={() => void security.remove(factorType)} aria-label={`Remove ${TITLES[factorType]}`}>
                Remove
              </Button>
            </>
          ) : (
            <Button className={styles.button} onPress={() => security.edit(factorType)} aria-label={`Set up ${TITLES[factorType]}`}>
              Set up
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** /loginSecurity: multi-factor authentication settings (spec 000 §4). */
export function LoginSecurityPage() {
  const security = useLoginSecurity();
  useEffect(() => {
    document.title = 'Login security | Connect';
  }, []);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Login security</h1>
      <p className={styles.intro}>Multi-factor authentication asks for a second proof of who you are when you sign in. Keep at least one option.</p>
      {security.status === 'loading' ? <FactorsSkeleton /> : null}
      {security.status === 'error' ? <AlertText message={security.loadError} /> : null}
      <Notice message={security.state.notice} />
      <AlertText message={security.state.errors.form} />
      {security.status === 'ready' ? FACTOR_TYPES.map((factorType) => <FactorCard key={factorType} security={security} factorType={factorType} />) : null}
    </div>
  );
}
