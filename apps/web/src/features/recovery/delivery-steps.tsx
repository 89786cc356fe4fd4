import { deliveriesOf, paths, type RecoveryController, type RecoveryDelivery, type RecoveryPerson } from '@ypo/headless';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './recovery.css';
import { AlertText, Notice } from '../../components/form';
import { Choice, LinkButton, Screen, SubmitButton } from './ui';

function deliveryOptions(person: RecoveryPerson | undefined) {
  return deliveriesOf(person).map((value) => ({
    value,
    label: value === 'sms' ? `Text message (SMS) to ${person?.phoneNumber ?? ''}` : `Email to ${person?.email ?? ''}`,
  }));
}

/** When the person has neither a phone nor an email on file, only contact us helps. */
function NoDelivery({ recovery }: { recovery: RecoveryController }) {
  return (
    <>
      <p>We have no phone number or email address on file to send it to.</p>
      <LinkButton onPress={() => recovery.open('contactUs')}>Contact us</LinkButton>
    </>
  );
}

/** Username recovery options: the username goes by SMS or email. */
export function UsernameRecoveryOptionsStep({ recovery }: { recovery: RecoveryController }) {
  const options = deliveryOptions(recovery.state.person);
  const [choice, setChoice] = useState<RecoveryDelivery>(options[0]?.value ?? 'email');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void recovery.sendUsername(choice);
  };
  return (
    <Screen title="Username recovery options">
      <Notice message={recovery.state.notice} />
      {options.length === 0 ? (
        <NoDelivery recovery={recovery} />
      ) : (
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          <Choice label="Send my username by" value={choice} onChange={setChoice} options={options} />
          <AlertText message={recovery.state.error} />
          <div className={styles.actions}>
            <SubmitButton>Send username</SubmitButton>
            <LinkButton onPress={recovery.back}>Back</LinkButton>
          </div>
        </form>
      )}
    </Screen>
  );
}

/** The username was sent. */
export function UsernameSentStep({ recovery }: { recovery: RecoveryController }) {
  return (
    <Screen title="Username sent">
      <Notice message={recovery.state.notice ?? 'Your username is on its way.'} />
      <p>
        <Link className={styles.link} href={paths.login()}>
          Back to sign in
        </Link>
      </p>
    </Screen>
  );
}

/** Recovery options (after forgot password) and select password delivery type (after assistance): SMS or email. */
export function PasswordDeliveryStep({ recovery }: { recovery: RecoveryController }) {
  const isAssisted = recovery.state.step === 'selectPasswordDeliveryType';
  const options = deliveryOptions(recovery.state.person);
  const [choice, setChoice] = useState<RecoveryDelivery>(options[0]?.value ?? 'email');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void recovery.sendResetCode(choice);
  };
  return (
    <Screen title={isAssisted ? 'Select password delivery type' : 'Recovery options'}>
      <Notice message={recovery.state.notice} />
      {options.length === 0 ? (
        <NoDelivery recovery={recovery} />
      ) : (
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          <Choice label="Send my reset code by" value={choice} onChange={setChoice} options={options} />
          <AlertText message={recovery.state.error} />
          <div className={styles.actions}>
            <SubmitButton>Send code</SubmitButton>
            <LinkButton onPress={recovery.back}>Back</LinkButton>
          </div>
        </form>
      )}
      {!isAssisted ? (
        <nav className={styles.links} aria-label="Other ways to recover your account">
          <LinkButton onPress={() => recovery.open('furtherAssistance', 'password')}>I need further assistance</LinkButton>
        </nav>
      ) : null}
    </Screen>
  );
}

/** Password code sent (by email): the user continues with the code from the email. */
export function PasswordCodeSentStep({ recovery }: { recovery: RecoveryController }) {
  return (
    <Screen title="Password code sent">
      <Notice message={recovery.state.notice ?? 'A password reset code has been sent to your email address.'} />
      <p>Open the email and follow its link, or enter the code it contains.</p>
      <div className={styles.actions}>
        <LinkButton onPress={() => recovery.open('recoveryCodeForm')}>Enter the code from the email</LinkButton>
      </div>
    </Screen>
  );
}
