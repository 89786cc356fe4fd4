import type { ImpersonationRefusal } from '@ypo/headless';
import { useState } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import * as styles from '../../components/dialog.css';
import { ModalDialog } from '../../components/modal-dialog';
import { useUser } from '../../lib/auth';

const REFUSAL_TEXT: Readonly<Record<ImpersonationRefusal, string>> = {
  notAllowed: 'You are not allowed to impersonate members.',
  invalidMemberId: 'Please enter a valid member id.',
  isSelf: 'You cannot impersonate yourself.',
};

/** Props of {@link ImpersonationDialog}. */
export interface ImpersonationDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The impersonation admin tool (spec 000 §6): enter a member id and start acting as that member. */
export function ImpersonationDialog({ isOpen, onOpenChange }: ImpersonationDialogProps) {
  const { impersonation } = useUser();
  const [memberId, setMemberId] = useState('');
  const [refusal, setRefusal] = useState<ImpersonationRefusal | null>(null);
  const start = () => {
    const result = impersonation.start(memberId);
    if (result.ok) {
      setMemberId('');
      setRefusal(null);
      onOpenChange(false);
    } else setRefusal(result.reason);
  };
  return (
    <ModalDialog title="Impersonate a member" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
        validationErrors={refusal ? { memberId: REFUSAL_TEXT[refusal] } : {}}
      >
        <TextField
          name="memberId"
          className={styles.field}
          value={memberId}
          onChange={(value) => {
            setMemberId(value);
            setRefusal(null);
          }}
          isRequired
          autoFocus
        >
          <Label>Member id</Label>
          <Input className={styles.input} placeholder="00000000-0000-0000-0000-000000000000" />
          <FieldError className={styles.error} />
        </TextField>
        <div className={styles.actions}>
          <Button className={styles.secondaryButton} onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button className={styles.button} type="submit">
            Start impersonating
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
