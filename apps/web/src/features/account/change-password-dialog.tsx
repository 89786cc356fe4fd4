import { MESSAGES, changePasswordSchema, passwordErrorField, useChangePassword, useForm, usePasswordPolicy, usePersonProfile } from '@ypo/headless';
import { useState, type FormEvent } from 'react';
import { useUser } from '../../lib/auth';
import { NewPasswordFields, TextInput } from '../../components/form';
import { AccountFormDialog, type AccountDialogProps } from './ui';

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
    <AccountFormDialog
      title="Change password"
      submitLabel="Change password"
      isDone={isChanged}
      doneMessage={MESSAGES.passwordChanged}
      isSubmitting={isSubmitting}
      error={form.errors.form}
      onSubmit={onSubmit}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <TextInput label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} autoFocus />
      <NewPasswordFields newPassword={form.field('newPassword')} confirmPassword={form.field('confirmPassword')} />
    </AccountFormDialog>
  );
}
