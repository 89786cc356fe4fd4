import { MESSAGES, changePasswordSchema, passwordErrorField, useChangePassword, useForm, usePasswordPolicy, usePersonProfile } from '@ypo/headless';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useUser } from '../../lib/auth';
import * as styles from './account.css';
import { AlertText, Notice, TextInput } from '../../components/form';
import { AccountModal, type AccountDialogProps } from './ui';

/**
 * Change password (spec 000 §5, §7, §8): current password required; the new one follows the rules
 * and the server's complexity (not the username, first or last name) and is not the current one;
 * the provider's refusals show the catalogue's texts.
 */
export function ChangePasswordDialog({ isOpen, onOpenChange }: AccountDialogProps) {
  const { userId } = useUser();
  const { profile } = usePersonProfile(userId);
  const { complexity } = usePasswordPolicy();
  const { changePassword, isSubmitting } = useChangePassword();
  const login = profile?.webLoginIdhistorical;
  const user = { username: login, firstName: profile?.firstName, lastName: profile?.familyName };
  const form = useForm(
    changePasswordSchema,
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    { user, ...(complexity ? { passwordComplexity: complexity } : {}) },
  );
  const [isChanged, setChanged] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    if (!login) return form.setError('form', MESSAGES.unableToChangePassword);
    const result = await changePassword(login, form.values.currentPassword, form.values.newPassword);
    if (!result) return;
    if (!result.ok) {
      // spec 000 §8: wrong current password and same-as-current go to their fields; the rest to the form.
      form.setError(passwordErrorField(result.error), result.error.message);
      return;
    }
    setChanged(true);
  };

  return (
    <AccountModal title="Change password" isOpen={isOpen} onOpenChange={onOpenChange}>
      {isChanged ? (
        <div className={styles.form}>
          <Notice kind="success" message={MESSAGES.passwordChanged} />
          <div className={styles.actions}>
            <Button className={styles.button} onPress={() => onOpenChange(false)} autoFocus>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={(event) => void onSubmit(event)}>
          <TextInput label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} autoFocus />
          <TextInput
            label="New password"
            type="password"
            autoComplete="new-password"
            description="At least 10 characters, with an uppercase letter, a lowercase letter and a number or special character. It may not contain your username, first or last name."
            {...form.field('newPassword')}
          />
          <TextInput label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
          <AlertText message={form.errors.form} />
          <div className={styles.actions}>
            <Button className={styles.secondaryButton} onPress={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" className={styles.button}>
              Change password
            </Button>
          </div>
        </form>
      )}
    </AccountModal>
  );
}
