import { AROUND_ME_MESSAGES as M, usePendingAssets, type BusinessAsset } from '@ypo/headless/around-me';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { AlertText, TextInput } from '../../components/form';
import { ModalDialog } from '../../components/modal-dialog';
import { AssetSummary } from './asset-summary';
import * as styles from './around-me.css';

/** The deny dialog: the reason is required (spec 002 §4). */
function DenyDialog({ asset, onDeny, onClose, isPending, error }: { asset: BusinessAsset; onDeny: (reason: string) => void; onClose: () => void; isPending: boolean; error: string | undefined }) {
  const [reason, setReason] = useState('');
  return (
    <ModalDialog title={`${M.deny}: ${asset.name}`} isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <form
        className={styles.page}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onDeny(reason);
        }}
      >
        <TextInput label={M.denyReason} value={reason} onChange={setReason} error={error} isMultiline autoFocus />
        <div className={styles.actions}>
          <Button type="submit" className={styles.dangerButton} isDisabled={isPending}>
            {M.deny}
          </Button>
          <Button className={styles.secondaryButton} onPress={onClose}>
            {M.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * The pending asset requests (spec 002 §4, §6, §8), for those the server lets view them; approve and
 * deny (with a required reason) for the admins who review. Shown on /businesses and as the network
 * admins' 'pending asset requests' panel (spec 001 §2). A failed load shows an empty list.
 */
export function PendingAssetRequests() {
  const pending = usePendingAssets();
  const [denying, setDenying] = useState<BusinessAsset | undefined>();
  const [denyError, setDenyError] = useState<string | undefined>();
  if (!pending.canView) return null;
  const deny = async (reason: string) => {
    if (!denying?.id) return;
    const result = await pending.review({ assetId: denying.id, decision: 'deny', reason });
    if (result?.ok) {
      setDenying(undefined);
      setDenyError(undefined);
    } else if (result) setDenyError(result.error.message);
  };
  return (
    // A plain block under its heading: in the network admin panel the panel's region already bears the name.
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{M.pendingRequests}</h2>
      {pending.isLoading ? <p role="status">Loading the pending asset requests…</p> : null}
      {!pending.isLoading && pending.assets.length === 0 ? <p>{M.noPending}</p> : null}
      <ul className={styles.list}>
        {pending.assets.map((asset) => (
          <li key={asset.id} className={styles.card}>
            <AssetSummary asset={asset} />
            {pending.canReview ? (
              <div className={styles.actions}>
                <Button className={styles.button} isDisabled={pending.isReviewing} onPress={() => void pending.review({ assetId: asset.id ?? '', decision: 'approve' })} aria-label={`${M.approve} ${asset.name}`}>
                  {M.approve}
                </Button>
                <Button className={styles.secondaryButton} onPress={() => setDenying(asset)} aria-label={`${M.deny} ${asset.name}`}>
                  {M.deny}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {denying ? null : <AlertText message={pending.reviewError?.message} />}
      {denying ? (
        <DenyDialog
          asset={denying}
          onDeny={(reason) => void deny(reason)}
          onClose={() => {
            setDenying(undefined);
            setDenyError(undefined);
          }}
          isPending={pending.isReviewing}
          error={denyError}
        />
      ) : null}
    </div>
  );
}
