import { asAppError, useSnackbar } from '@ypo/headless';
import {
  ACCOMMODATION_TYPES,
  AROUND_ME_MESSAGES as M,
  AROUND_ME_REGIONS,
  CUISINES,
  ESTABLISHMENT_TYPES,
  HOTEL_CLASSES,
  PRICE_RANGES,
  isAssetEditable,
  useAroundMeSuggestions,
  useAssetDirectory,
  useBulkAdd,
  useMyAssets,
  usePendingAssets,
  type AssetFilters,
  type BusinessAsset,
} from '@ypo/headless/around-me';
import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AlertText, Notice, TextInput } from '../../components/form';
import { SelectField } from '../../components/select-field';
import { env } from '../../config/env';
import { useUser } from '../../lib/auth';
import { saveFile } from '../../lib/save-file';
import { AssetFormDialog } from './asset-form-dialog';
import { AssetSummary } from './asset-summary';
import { PendingAssetRequests } from './pending-asset-requests';
import * as styles from './around-me.css';

// The 'Any' choice: a key of its own (the one SelectField reads '' as nothing chosen); the filter's value for it is ''.
const ANY = 'any';
const choicesOf = (values: readonly string[]) => [{ id: ANY, label: M.anyOption }, ...values.map((v) => ({ id: v, label: v }))];

/** The directory: search (with suggestions), location, the filters of spec 002 §3, and the approved businesses 50 at a time. */
function BusinessDirectory() {
  const directory = useAssetDirectory();
  const [text, setText] = useState('');
  const [location, setLocation] = useState('');
  const establishments = useAroundMeSuggestions('establishment', text);
  const places = useAroundMeSuggestions('location', location);
  const { filters } = directory.state;
  const filter = <K extends keyof AssetFilters>(key: K, label: string, values: readonly string[]) => (
    <SelectField className={styles.filter} label={label} items={choicesOf(values)} selectedKey={(filters[key] as string) || ANY} onChange={(v) => directory.setFilter(key, (v === ANY ? '' : v) as AssetFilters[K])} />
  );
  return (
    <section className={styles.section} aria-label={M.directory}>
      <h2 className={styles.sectionTitle}>{M.directory}</h2>
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          directory.setSearch(text);
          directory.setLocation(location);
        }}
      >
        <TextInput label={M.search} value={text} onChange={setText} description={establishments.suggestions.length > 0 ? `Suggestions: ${establishments.suggestions.slice(0, 5).join(', ')}` : undefined} />
        <TextInput label={M.location} value={location} onChange={setLocation} description={places.suggestions.length > 0 ? `Suggestions: ${places.suggestions.slice(0, 5).join('; ')}` : undefined} />
        <Button type="submit" className={styles.button}>
          Search
        </Button>
      </form>
      <div className={styles.toolbar}>
        {filter('region', M.fieldRegion, AROUND_ME_REGIONS)}
        {filter('establishmentType', M.fieldEstablishmentType, ESTABLISHMENT_TYPES)}
        {filters.establishmentType !== 'Dining' ? filter('accommodationType', M.fieldAccommodationType, ACCOMMODATION_TYPES) : null}
        {filters.establishmentType !== 'Dining' ? filter('hotelClass', M.fieldHotelClass, HOTEL_CLASSES) : null}
        {filters.establishmentType !== 'Accommodation' ? filter('cuisine', M.fieldCuisine, CUISINES) : null}
        {filter('priceRange', M.fieldPriceRange, PRICE_RANGES)}
        <Button
          className={styles.secondaryButton}
          onPress={() => {
            setText('');
            setLocation('');
            directory.clearAll();
          }}
        >
          Clear All
        </Button>
      </div>
      <AlertText message={directory.error ? M.loadFailed : undefined} />
      {directory.isLoading ? <p role="status">Loading the businesses…</p> : <p role="status">{M.resultCount(directory.totalCount)}</p>}
      {!directory.isLoading && !directory.error && directory.assets.length === 0 ? <p>{M.noResults}</p> : null}
      <ul className={styles.list} aria-label="Businesses">
        {directory.assets.map((asset) => (
          <li key={asset.id} className={styles.card}>
            <AssetSummary asset={asset} />
          </li>
        ))}
      </ul>
      {directory.hasMore ? (
        <Button className={styles.secondaryButton} isDisabled={directory.isLoadingMore} onPress={directory.loadMore}>
          {M.showMore}
        </Button>
      ) : null}
    </section>
  );
}

const STATUS_TEXT: Readonly<Record<string, string>> = { Pending: M.statusPending, Approved: M.statusApproved, Denied: M.statusDenied };

/** The member's businesses with their review state, a denial's reason, edit (not under review) and delete. */
function MyAssets() {
  const { userId } = useUser();
  const mine = useMyAssets(userId);
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState<BusinessAsset | 'new' | undefined>();
  const [deleting, setDeleting] = useState<BusinessAsset | undefined>();
  const close = (message?: string) => {
    setEditing(undefined);
    if (message) snackbar.show(message, 'success');
  };
  return (
    <section className={styles.section} aria-label={M.myAssets}>
      <h2 className={styles.sectionTitle}>{M.myAssets}</h2>
      <div className={styles.actions}>
        <Button className={styles.button} onPress={() => setEditing('new')}>
          {M.addAsset}
        </Button>
      </div>
      <AlertText message={mine.error ? M.loadFailed : undefined} />
      {!mine.isLoading && !mine.error && mine.assets.length === 0 ? <p>{M.noAssets}</p> : null}
      <ul className={styles.list} aria-label={M.myAssets}>
        {mine.assets.map((asset) => (
          <li key={asset.id} className={styles.card}>
            <AssetSummary asset={asset} />
            <p className={styles.line}>
              <strong>{STATUS_TEXT[asset.assetStatus ?? ''] ?? asset.assetStatus}</strong>
            </p>
            {asset.assetStatus === 'Denied' && asset.denialReason ? <Notice kind="warning" message={M.deniedBecause(asset.denialReason)} /> : null}
            {isAssetEditable(asset) ? null : <p className={styles.meta}>{M.underReview}</p>}
            <div className={styles.actions}>
              {isAssetEditable(asset) ? (
                <Button className={styles.secondaryButton} onPress={() => setEditing(asset)} aria-label={`${M.edit} ${asset.name}`}>
                  {M.edit}
                </Button>
              ) : null}
              <Button className={styles.dangerButton} onPress={() => setDeleting(asset)} aria-label={`${M.delete} ${asset.name}`}>
                {M.delete}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? <AssetFormDialog asset={editing === 'new' ? undefined : editing} onClose={close} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={M.delete}
          confirmLabel={M.delete}
          isPending={mine.isRemoving}
          error={mine.removeError?.message}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => {
            void mine.remove([deleting.id ?? '']).then((result) => result?.ok && setDeleting(undefined));
          }}
        >
          {M.deleteConfirm(deleting.name)}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** Bulk add, for the admins who review: download the template, upload it filled in. */
function BulkAdd() {
  const bulk = useBulkAdd({ templateUrl: env.bulkAddTemplateUrl });
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | undefined>();
  return (
    <section className={styles.section} aria-label={M.bulkAdd}>
      <h2 className={styles.sectionTitle}>{M.bulkAdd}</h2>
      <div className={styles.actions}>
        <Button
          className={styles.secondaryButton}
          onPress={() => {
            void bulk.downloadTemplate().then((result) => (result.ok ? saveFile(result.data.blob, result.data.fileName) : setMessage({ kind: 'error', text: result.error.message })));
          }}
        >
          {M.downloadTemplate}
        </Button>
        <FileTrigger
          acceptedFileTypes={['.xlsx', '.xls', '.csv']}
          onSelect={(files) => {
            const file = files?.[0];
            if (!file) return;
            void bulk.upload(file).then((outcome) =>
              setMessage(
                outcome.status === 'done'
                  ? { kind: 'success', text: M.uploaded }
                  : { kind: 'error', text: outcome.status === 'invalid' ? (outcome.problems[0]?.message ?? M.invalidDocument) : outcome.status === 'failed' ? asAppError(outcome.error).message : M.invalidDocument },
              ),
            );
          }}
        >
          <Button className={styles.button} isDisabled={bulk.isUploading}>
            {M.uploadTemplate}
          </Button>
        </FileTrigger>
      </div>
      {message ? <Notice kind={message.kind} message={message.text} /> : null}
    </section>
  );
}

/**
 * Around me on /businesses (spec 002 §1-§9): the business directory, the member's own businesses
 * (add, edit, delete), the pending asset requests for those allowed to see them (approve / deny for
 * the admins who review) and, for those admins, bulk add.
 */
export function AroundMe() {
  const { canReview } = usePendingAssets();
  return (
    <div className={styles.page}>
      <BusinessDirectory />
      <MyAssets />
      <PendingAssetRequests />
      {canReview ? <BulkAdd /> : null}
    </div>
  );
}
