import type { FormFieldProps } from '@ypo/headless';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, FieldError, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import * as styles from './recovery.css';

/** A labelled text field whose message appears under it; what was typed stays. */
export function TextInput({
  label,
  field,
  type = 'text',
  autoComplete,
  description,
  inputMode,
}: {
  label: string;
  field: FormFieldProps;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  description?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}) {
  return (
    <TextField
      className={styles.field}
      value={field.value}
      onChange={field.onChange}
      isInvalid={field.error !== undefined}
      validationBehavior="aria"
      type={type}
      {...(autoComplete ? { autoComplete } : {})}
      {...(inputMode ? { inputMode } : {})}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{field.error}</FieldError>
    </TextField>
  );
}

/** A failure text, announced when it appears. */
export function Alert({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  ) : null;
}

/** A server message (code sent, username sent), announced politely. */
export function Notice({ message }: { message: string | undefined }) {
  return message ? (
    <p role="status" className={styles.notice}>
      {message}
    </p>
  ) : null;
}

// No isPending: react-aria's pending announcement leaves role="img" nodes that axe flags (role-img-alt).
/** The submit button of a step's form (the journey ignores a second submit while a call runs). */
export function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <Button type="submit" className={styles.button}>
      {children}
    </Button>
  );
}

/** A button that reads as a link (moves to another screen of the journey). */
export function LinkButton({ children, onPress }: { children: ReactNode; onPress: () => void }) {
  return (
    <Button className={styles.linkButton} onPress={onPress}>
      {children}
    </Button>
  );
}

/** One labelled choice among options (delivery of a code or a username). */
export function Choice<V extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <RadioGroup className={styles.radioGroup} value={value} onChange={(next) => onChange(next as V)}>
      <Label className={styles.label}>{label}</Label>
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className={styles.radio}>
          <span className={styles.radioMark} aria-hidden="true" />
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** A screen of the login area: its heading takes focus when the screen changes. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} | Connect`;
    heading.current?.focus();
  }, [title]);
  return (
    <main className={styles.page}>
      <p className={styles.brand}>Connect</p>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      {children}
    </main>
  );
}
