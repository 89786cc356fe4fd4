import { TextInput, type TextInputProps } from './text-input';

/** The field props a headless form gives for one field (`form.field(name)`). */
type FieldProps = Pick<TextInputProps, 'value' | 'onChange' | 'error'>;

/** The new password and its confirmation, with the password rules under the first (change and reset password). */
export function NewPasswordFields({ newPassword, confirmPassword }: { newPassword: FieldProps; confirmPassword: FieldProps }) {
  return (
    <>
      <TextInput
        label="New password"
        type="password"
        autoComplete="new-password"
        description="At least 10 characters, with an uppercase letter, a lowercase letter and a number or special character. It may not contain your username, first or last name."
        {...newPassword}
      />
      <TextInput label="Confirm new password" type="password" autoComplete="new-password" {...confirmPassword} />
    </>
  );
}
