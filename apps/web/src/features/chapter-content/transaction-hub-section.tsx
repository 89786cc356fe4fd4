import { FEATURE_MESSAGES, transactionHubSchema, useForm, useTransactionHub, useTransactionHubAcknowledgement } from '@ypo/headless';
import { useState } from 'react';
import { Button, Switch } from 'react-aria-components';
import { TextInput } from '../../components/form';
import { ModalDialog } from '../../components/modal-dialog';
import * as switchStyles from '../../components/switch.css';
import * as styles from './chapter-content.css';
import { ContentSection, SaveForm } from './section';

/** How long the acknowledgement holds (spec 001 §9: 'days set by caller'). */
export const TRANSACTION_HUB_ACKNOWLEDGEMENT_DAYS = 30;

const openExternal = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/**
 * The transaction hub (spec 001 §7, §9): its external opportunity site opens only after the member
 * has acknowledged leaving the platform (the TransactionHubAcknowledgement cookie); admins upsert it in Admin View.
 */
export function TransactionHubSection({ communityId, canEdit }: { communityId: string; canEdit: boolean }) {
  const hub = useTransactionHub(communityId);
  const acknowledgement = useTransactionHubAcknowledgement(TRANSACTION_HUB_ACKNOWLEDGEMENT_DAYS);
  const [isAsking, setAsking] = useState(false);
  const current = hub.hub;
  if (!current && !canEdit && !hub.isLoading && !hub.error) return null;
  const open = () => {
    if (!current) return;
    if (acknowledgement.isAcknowledged) openExternal(current.url);
    else setAsking(true);
  };
  return (
    <ContentSection title="Transaction hub" query={hub} editor={canEdit ? (close) => <TransactionHubForm hub={hub} onClose={close} /> : undefined}>
      {current ? (
        <>
          <p className={styles.cardTitle}>
            <strong>{current.title}</strong>
          </p>
          {current.description ? <p className={styles.muted}>{current.description}</p> : null}
          {current.isActive === false ? (
            <p className={styles.muted}>The transaction hub is closed for now.</p>
          ) : (
            <div className={styles.toolbar}>
              <Button className={styles.primaryButton} aria-haspopup={acknowledgement.isAcknowledged ? undefined : 'dialog'} onPress={open}>
                Open {current.title}
              </Button>
            </div>
          )}
          <ModalDialog title="You are leaving the platform" isOpen={isAsking} onOpenChange={setAsking} isDismissable>
            <p>{FEATURE_MESSAGES.transactionHubAcknowledgement}</p>
            <div className={styles.toolbar}>
              <Button
                className={styles.primaryButton}
                onPress={() => {
                  acknowledgement.acknowledge();
                  setAsking(false);
                  openExternal(current.url);
                }}
              >
                I understand, continue
              </Button>
              <Button className={styles.button} onPress={() => setAsking(false)}>
                Cancel
              </Button>
            </div>
          </ModalDialog>
        </>
      ) : (
        <p className={styles.muted}>This chapter has no transaction hub yet.</p>
      )}
    </ContentSection>
  );
}

function TransactionHubForm({ hub, onClose }: { hub: ReturnType<typeof useTransactionHub>; onClose: () => void }) {
  const form = useForm(transactionHubSchema, { title: hub.hub?.title ?? '', description: hub.hub?.description ?? '', url: hub.hub?.url ?? '' });
  const [isActive, setActive] = useState(hub.hub?.isActive ?? true);
  return (
    <SaveForm
      label="Edit transaction hub"
      validate={form.validate}
      save={() => hub.save({ title: form.values.title.trim(), description: form.values.description, url: form.values.url.trim(), isActive })}
      isSaving={hub.isSaving}
      onClose={onClose}
    >
      <TextInput label="Hub title" autoFocus {...form.field('title')} />
      <TextInput label="Hub description" isMultiline {...form.field('description')} />
      <TextInput label="Hub site address" {...form.field('url')} />
      <Switch className={switchStyles.switchRow} isSelected={isActive} onChange={setActive}>
        <span className={switchStyles.track} aria-hidden="true">
          <span className={switchStyles.thumb} />
        </span>
        Open to members
      </Switch>
    </SaveForm>
  );
}
