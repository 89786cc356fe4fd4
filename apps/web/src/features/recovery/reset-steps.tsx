import {
  paths,
  recoveryCodeSchema,
  resetCodeSchema,
  resetPasswordSchema,
  securityAnswerSchema,
  useForm,
  type RecoveryController,
} from '@ypo/headless';
import type { FormEvent } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './recovery.css';
import { AlertText, NewPasswordFields, Notice, TextInput } from '../../components/form';
import { LinkButton, Screen, SubmitButton } from './ui';

const submitWith = (validate: () => boolean, action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  if (validate()) action();
};

/** Recovery code form: the code (recovery token) from the reset email, or the link's token. */
export function RecoveryCodeStep({ recovery, initialToken }: { recovery: RecoveryController; initialToken?: string | null }) {
  const form = useForm(recoveryCodeSchema, { recoveryToken: initialToken ?? '' });
  return (
    <Screen title="Enter recovery code">
      <form className={styles.form} noValidate onSubmit={submitWith(form.validate, () => void recovery.verifyRecoveryToken(form.values.recoveryToken))}>
        <p>Enter the code from your password reset email.</p>
        <TextInput label="Recovery code" autoComplete="one-time-code" {...form.field('recoveryToken')} />
        <AlertText message={recovery.state.error} />
        <div className={styles.actions}>
          <SubmitButton>Continue</SubmitButton>
        </div>
      </form>
      <nav className={styles.links} aria-label="Other ways to recover your account">
        <Link className={styles.link} href={paths.ResetPassword()}>
          Request a new code
        </Link>
        <Link className={styles.link} href={paths.login()}>
          Back to sign in
        </Link>
      </nav>
    </Screen>
  );
}

/** Enter reset code: the code sent by SMS. */
export function EnterResetCodeStep({ recovery }: { recovery: RecoveryController }) {
  const form = useForm(resetCodeSchema, { passCode: '' });
  return (
    <Screen title="Enter reset code">
      <Notice message={recovery.state.notice} />
      <form className={styles.form} noValidate onSubmit={submitWith(form.validate, () => void recovery.verifyCode(form.values.passCode))}>
        <TextInput label="Reset code" inputMode="numeric" autoComplete="one-time-code" {...form.field('passCode')} />
        <AlertText message={recovery.state.error} />
        <div className={styles.actions}>
          <SubmitButton>Verify code</SubmitButton>
          <LinkButton onPress={recovery.back}>Back</LinkButton>
        </div>
      </form>
    </Screen>
  );
}

/** Further security questions: the answer to the account's question (3 attempts). */
export function SecurityQuestionStep({ recovery }: { recovery: RecoveryController }) {
  const form = useForm(securityAnswerSchema, { answer: '' });
  return (
    <Screen title="Further security questions">
      <form className={styles.form} noValidate onSubmit={submitWith(form.validate, () => void recovery.answerQuestion(form.values.answer))}>
        <TextInput label={recovery.state.question ?? 'Security question'} autoComplete="off" {...form.field('answer')} />
        <AlertText message={recovery.state.error} />
        <div className={styles.actions}>
          <SubmitButton>Continue</SubmitButton>
        </div>
      </form>
    </Screen>
  );
}

/** Reset password: the new password under the policy, twice. */
export function ResetPasswordStep({ recovery }: { recovery: RecoveryController }) {
  const { complexity, user } = recovery.state;
  const form = useForm(resetPasswordSchema, { newPassword: '', confirmPassword: '' }, { ...(complexity ? { passwordComplexity: complexity } : {}), ...(user ? { user } : {}) });
  return (
    <Screen title="Reset password">
      <form className={styles.form} noValidate onSubmit={submitWith(form.validate, () => void recovery.resetPassword(form.values.newPassword))}>
        <NewPasswordFields newPassword={form.field('newPassword')} confirmPassword={form.field('confirmPassword')} />
        <AlertText message={recovery.state.error} />
        <div className={styles.actions}>
          <SubmitButton>Reset password</SubmitButton>
        </div>
      </form>
    </Screen>
  );
}

/** Reset confirmation. */
export function ResetConfirmationStep({ recovery }: { recovery: RecoveryController }) {
  return (
    <Screen title="Password reset">
      <Notice message={recovery.state.notice} />
      <p>
        <Link className={styles.link} href={paths.login()}>
          Sign in
        </Link>
      </p>
    </Screen>
  );
}
