import type { FormFieldProps } from '@ypo/headless';
import type { ReactNode } from 'react';
import { Dialog, FieldError, Heading, Input, Label, Modal, ModalOverlay, Text, TextField } from 'react-aria-components';
import * as styles from './account.css';

/** Props every account dialog takes from the account menu. */
export interface AccountDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** A modal dialog with a title; Escape and the overlay close it. */
export function AccountModal({ title, isOpen, onOpenChange, children }: AccountDialogProps & { title: string; children: ReactNode }) {
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A labelled text field whose message appears under it; what was typed stays. */
export function TextInput({
  label,
  field,
  type = 'text',
  autoComplete,
  description,
  autoFocus = false,
}: {
  label: string;
  field: FormFieldProps;
  type?: 'text' | 'password';
  autoComplete?: string;
  description?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      className={styles.field}
      value={field.value}
      onChange={field.onChange}
      isInvalid={field.error !== undefined}
      validationBehavior="aria"
      type={type}
      autoFocus={autoFocus}
      {...(autoComplete ? { autoComplete } : {})}
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
