import { MESSAGES, changeUsernameSchema, useChangeUsername, useForm, usePersonProfile } from '@ypo/headless';
import { useState, type FormEvent } from 'react';
import { useUser } from '../../lib/auth';
import { TextInput } from '../../components/form';
import { AccountFormDialog, type AccountDialogProps } from './ui';

/** Change username (spec 000 §5, §7): 3 to 64 letters, numbers and underscores; taken names are refused. */
export function ChangeUsernameDialog({ isOpen, onOpenChange }: AccountDialogProps) {
  const { userId } = useUser();
  const { profile, mutate } = usePersonProfile(userId);
  const { changeUsername, isSubmitting } = useChangeUsername();
  const form = useForm(changeUsernameSchema, { username: '' });
  const [changedTo, setChangedTo] = useState<string | undefined>();
  const login = profile?.webLoginIdhistorical;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    if (!login) return form.setError('form', MESSAGES.unableToChangeUsername);
    const result = await changeUsername(login, form.values.username);
    if (!result) return;
    if (!result.ok) {
      if (result.error.code === 'usernameAlreadyExists') form.setError('username', result.error.message);
      else form.setError('form', result.error.message);
      return;
    }
    setChangedTo(result.data.username);
    // The new username is the login id from now on.
    await mutate((current) => (current ? { ...current, webLoginIdhistorical: result.data.username } : current), { revalidate: false });
  };

  return (
    <AccountFormDialog
      title="Change username"
      submitLabel="Change username"
      isDone={Boolean(changedTo)}
      doneMessage={MESSAGES.usernameChanged}
      isSubmitting={isSubmitting}
      error={form.errors.form}
      onSubmit={onSubmit}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {login ? <p>Your current username is {login}.</p> : null}
      <TextInput
        label="New username"
        autoComplete="username"
        description="3 to 64 characters: letters, numbers and underscores."
        {...form.field('username')}
        autoFocus
      />
    </AccountFormDialog>
  );
}
