import {
  furtherAssistanceSchema,
  paths,
  recoveryEmailSchema,
  spousePartnerSchema,
  useForm,
  type RecoveryController,
} from '@ypo/headless';
import { useEffect, useMemo, type FormEvent } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './recovery.css';
import { AlertText, TextInput } from '../../components/form';
import { LinkButton, Screen, SubmitButton } from './ui';

/** Props of a step whose typed values survive going back and forth. */
interface StepProps {
  recovery: RecoveryController;
  draft?: Readonly<Record<string, string>> | undefined;
  onDraft?: ((values: Readonly<Record<string, string>>) => void) | undefined;
}

/** Reports the form's values as they change, so the journey can give them back. */
function useDraft(values: Readonly<Record<string, string>>, onDraft: StepProps['onDraft']) {
  useEffect(() => {
    onDraft?.(values);
  }, [onDraft, values]);
}

const submitWith = (validate: () => boolean, action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  if (validate()) action();
};

/** Links every identification screen offers: other ways to get help, and back to sign in. */
function HelpLinks({ recovery }: { recovery: RecoveryController }) {
  const { assistance, step } = recovery.state;
  return (
    <nav className={styles.links} aria-label="Other ways to recover your account">
      {step !== 'furtherAssistance' ? (
        <LinkButton onPress={() => recovery.open('furtherAssistance', assistance)}>I need further assistance</LinkButton>
      ) : null}
      {step !== 'spousePartner' ? (
        <LinkButton onPress={() => recovery.open('spousePartner', assistance)}>I am a spouse or partner</LinkButton>
      ) : null}
      <LinkButton onPress={() => recovery.open('contactUs')}>Contact us</LinkButton>
      <Link className={styles.link} href={paths.login()}>
        Back to sign in
      </Link>
    </nav>
  );
}

/** The end of an assistance form: the journey's message, Continue and Back. */
function ContinueOrBack({ recovery }: { recovery: RecoveryController }) {
  return (
    <>
      <AlertText message={recovery.state.error} />
      <div className={styles.actions}>
        <SubmitButton>Continue</SubmitButton>
        <LinkButton onPress={recovery.back}>Back</LinkButton>
      </div>
    </>
  );
}

/** Forgot username and forgot password: the email address on file. */
export function ForgotStep({ recovery, draft, onDraft }: StepProps) {
  const isUsername = recovery.state.step === 'forgotUsername';
  const form = useForm(recoveryEmailSchema, { email: '', ...draft });
  useDraft(form.values, onDraft);
  return (
    <Screen title={isUsername ? 'Forgot username' : 'Forgot password'}>
      <form className={styles.form} noValidate onSubmit={submitWith(form.validate, () => void recovery.findByEmail(form.values.email))}>
        <p>
          {isUsername
            ? 'Enter the email address on file and we will send your username.'
            : 'Enter the email address on file and we will send you a code to reset your password.'}
        </p>
        <TextInput label="Email address" type="email" autoComplete="email" {...form.field('email')} />
        <AlertText message={recovery.state.error} />
        <div className={styles.actions}>
          <SubmitButton>Continue</SubmitButton>
        </div>
      </form>
      {isUsername ? (
        <p>
          <Link className={styles.link} href={paths.ResetPassword()}>
            Forgot password?
          </Link>
        </p>
      ) : (
        <p>
          <Link className={styles.link} href={paths.forgotUsername()}>
            Forgot username?
          </Link>
        </p>
      )}
      <HelpLinks recovery={recovery} />
    </Screen>
  );
}

/** Username-or-password further assistance: last name and birth date (and, for passwords, the phone). */
export function FurtherAssistanceStep({ recovery, draft, onDraft }: StepProps) {
  const kind = recovery.state.assistance;
  const schema = useMemo(() => furtherAssistanceSchema(kind), [kind]);
  const form = useForm(schema, { lastName: '', day: '', month: '', year: '', countryCode: '', phone: '', ...draft });
  useDraft(form.values, onDraft);
  return (
    <Screen title={kind === 'username' ? 'Username further assistance' : 'Password further assistance'}>
      <form className={styles.form} noValidate onSubmit={submitWith(form.validate, () => void recovery.findByDetails(form.values))}>
        <p>Tell us your last name and date of birth so that we can find your account.</p>
        <TextInput label="Last name" autoComplete="family-name" {...form.field('lastName')} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>Date of birth</legend>
          <div className={styles.row}>
            <TextInput label="Day" inputMode="numeric" autoComplete="bday-day" {...form.field('day')} />
            <TextInput label="Month" inputMode="numeric" autoComplete="bday-month" {...form.field('month')} />
            <TextInput label="Year" inputMode="numeric" autoComplete="bday-year" {...form.field('year')} />
          </div>
        </fieldset>
        {kind === 'password' ? (
          <div className={styles.row}>
            <TextInput label="Country code (optional)" inputMode="numeric" autoComplete="tel-country-code" {...form.field('countryCode')} />
            <TextInput label="Phone number (optional)" type="tel" autoComplete="tel-national" {...form.field('phone')} />
          </div>
        ) : null}
        <ContinueOrBack recovery={recovery} />
      </form>
      <HelpLinks recovery={recovery} />
    </Screen>
  );
}

/** Spouse/partner username recovery and password reset: name and phone (3 attempts). */
export function SpousePartnerStep({ recovery, draft, onDraft }: StepProps) {
  const kind = recovery.state.assistance;
  const form = useForm(spousePartnerSchema, { firstName: '', lastName: '', countryCode: '', phone: '', ...draft });
  useDraft(form.values, onDraft);
  return (
    <Screen title={kind === 'username' ? 'Spouse/partner username recovery' : 'Spouse/partner password reset'}>
      <form className={styles.form} noValidate onSubmit={submitWith(form.validate, () => void recovery.findSpousePartner(form.values))}>
        <p>Spouses and partners: enter your name and the phone number on file.</p>
        <div className={styles.row}>
          <TextInput label="First name" autoComplete="given-name" {...form.field('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <div className={styles.row}>
          <TextInput label="Country code" inputMode="numeric" autoComplete="tel-country-code" {...form.field('countryCode')} />
          <TextInput label="Phone number" type="tel" autoComplete="tel-national" {...form.field('phone')} />
        </div>
        <ContinueOrBack recovery={recovery} />
      </form>
      <HelpLinks recovery={recovery} />
    </Screen>
  );
}
