import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import * as styles from './form.css';

/** Props of {@link TextInput}; `value`, `onChange` and `error` match a headless `FormFieldProps`. */
export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'email' | 'password' | 'tel';
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  autoComplete?: string;
  description?: string;
  autoFocus?: boolean;
  isMultiline?: boolean;
  /** Called when the field loses focus (e.g. to show a typed number with its thousands separators). */
  onBlur?: () => void;
}

/** A labelled text field whose message appears under it; what was typed stays whatever fails. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  type = 'text',
  inputMode,
  autoComplete,
  description,
  autoFocus = false,
  isMultiline = false,
  onBlur,
}: TextInputProps) {
  return (
    <TextField
      className={styles.field}
      value={value}
      onChange={onChange}
      isInvalid={error !== undefined && error !== ''}
      validationBehavior="aria"
      type={type}
      autoFocus={autoFocus}
      {...(onBlur ? { onBlur } : {})}
      {...(autoComplete ? { autoComplete } : {})}
      {...(inputMode ? { inputMode } : {})}
    >
      <Label className={styles.label}>{label}</Label>
      {isMultiline ? <TextArea className={styles.textarea} /> : <Input className={styles.input} />}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{error}</FieldError>
    </TextField>
  );
}
