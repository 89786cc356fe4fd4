import type { Sdk } from '@ypo/sdk';
import { useCallback } from 'react';
import { unwrap, type SdkResult } from '../../core/errors/unwrap';
import {
  ACCOMPLISHMENTS,
  COMPANY_INVESTMENTS,
  entryIdOf,
  PROFESSIONAL_EXPERIENCE,
  PROFESSIONAL_ROLES,
  TRAINING_AND_CERTIFICATIONS,
  type ProfessionalCollection,
  type ProfessionalCollectionSpec,
  type ProfessionalEntries,
} from '../../core/profile/professional';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of one professional collection of one profile. */
export const professionalCollectionKey = (collection: ProfessionalCollection, personId: string) =>
  ['profiles/api/v2/member-profile', collection, personId.toLowerCase()] as const;

type Entry<C extends ProfessionalCollection> = ProfessionalEntries[C];
/** What every call of a collection answers: the whole collection of the profile. */
export type CollectionAnswer<C extends ProfessionalCollection> = { readonly personId: string } & { readonly [K in C]: Entry<C>[] };

/** The five calls of a collection; each answers the whole collection. */
interface CollectionCalls<C extends ProfessionalCollection> {
  readonly get: (sdk: Sdk, personId: string, signal: AbortSignal) => Promise<SdkResult<CollectionAnswer<C>>>;
  readonly save: (sdk: Sdk, entry: Entry<C>) => Promise<SdkResult<CollectionAnswer<C>>>;
  readonly update: (sdk: Sdk, entry: Entry<C>) => Promise<SdkResult<CollectionAnswer<C>>>;
  readonly remove: (sdk: Sdk, id: string, entry: Entry<C>) => Promise<SdkResult<CollectionAnswer<C>>>;
}

const V2 = '/profiles/api/v2/member-profile';

// The v2 calls (spec 002 §7, delete a PUT keyed by companyId) and our professional experience calls (docs/contracts.md).
const CALLS: { readonly [C in ProfessionalCollection]: CollectionCalls<C> } = {
  accomplishments: {
    get: (sdk, id, signal) => sdk.profiles.GET(`${V2}/get-accomplishments/{id}`, { params: { path: { id } }, signal }),
    save: (sdk, body) => sdk.profiles.POST(`${V2}/save-accomplishments`, { body }),
    update: (sdk, body) => sdk.profiles.PUT(`${V2}/update-accomplishments`, { body }),
    remove: (sdk, companyId, body) => sdk.profiles.PUT(`${V2}/delete-accomplishment/{companyId}`, { params: { path: { companyId } }, body }),
  },
  companyInvestments: {
    get: (sdk, id, signal) => sdk.profiles.GET(`${V2}/get-company-investment/{id}`, { params: { path: { id } }, signal }),
    save: (sdk, body) => sdk.profiles.POST(`${V2}/save-company-investment`, { body }),
    update: (sdk, body) => sdk.profiles.PUT(`${V2}/update-company-investment`, { body }),
    remove: (sdk, companyId, body) => sdk.profiles.PUT(`${V2}/delete-company-investment/{companyId}`, { params: { path: { companyId } }, body }),
  },
  professionalRoles: {
    get: (sdk, id, signal) => sdk.profiles.GET(`${V2}/get-professional-roles/{id}`, { params: { path: { id } }, signal }),
    save: (sdk, body) => sdk.profiles.POST(`${V2}/save-professional-roles`, { body }),
    update: (sdk, body) => sdk.profiles.PUT(`${V2}/update-professional-roles`, { body }),
    remove: (sdk, companyId, body) => sdk.profiles.PUT(`${V2}/delete-professional-roles/{companyId}`, { params: { path: { companyId } }, body }),
  },
  trainingAndCertifications: {
    get: (sdk, id, signal) => sdk.profiles.GET(`${V2}/get-training-and-certification/{id}`, { params: { path: { id } }, signal }),
    save: (sdk, body) => sdk.profiles.POST(`${V2}/save-training-and-certification`, { body }),
    update: (sdk, body) => sdk.profiles.PUT(`${V2}/update-training-and-certification`, { body }),
    remove: (sdk, companyId, body) => sdk.profiles.PUT(`${V2}/delete-training-and-certification/{companyId}`, { params: { path: { companyId } }, body }),
  },
  professionalExperience: {
    get: (sdk, id, signal) => sdk.profiles.GET(`${V2}/get-professional-experience/{id}`, { params: { path: { id } }, signal }),
    save: (sdk, body) => sdk.profiles.POST(`${V2}/save-professional-experience`, { body }),
    update: (sdk, body) => sdk.profiles.PUT(`${V2}/update-professional-experience`, { body }),
    remove: (sdk, primaryId, body) => sdk.profiles.PUT(`${V2}/delete-professional-experience/{primaryId}`, { params: { path: { primaryId } }, body }),
  },
};

/** A change to a collection: add a new entry, update one, or delete one. */
export type CollectionChange<C extends ProfessionalCollection> =
  | { readonly kind: 'save'; readonly entry: Entry<C> }
  | { readonly kind: 'update'; readonly entry: Entry<C> }
  | { readonly kind: 'delete'; readonly entry: Entry<C> };

/** The list as it will be after a change (shown at once; rolled back when the call fails). */
function applyChange<C extends ProfessionalCollection>(spec: ProfessionalCollectionSpec<C>, list: readonly Entry<C>[], change: CollectionChange<C>): Entry<C>[] {
  const id = entryIdOf(spec, change.entry);
  switch (change.kind) {
    case 'save':
      return [...list, change.entry];
    case 'update':
      return list.map((entry) => (entryIdOf(spec, entry).toLowerCase() === id.toLowerCase() ? change.entry : entry));
    case 'delete':
      return list.filter((entry) => entryIdOf(spec, entry).toLowerCase() !== id.toLowerCase());
  }
}

/**
 * One professional collection of a profile (spec 002 §3): its entries (GET by person id) and the
 * save, update and delete calls through the one `useMutation`, each shown at once and rolled back
 * when the call fails; the server's answer (the whole collection) then replaces the list. Failures
 * are logged and come back as the result's error ('An error has occurred. Please try again later.').
 * `personId: null` holds the load.
 */
export function useProfessionalCollection<C extends ProfessionalCollection>(spec: ProfessionalCollectionSpec<C>, personId: string | null | undefined) {
  const sdk = useSdk();
  const calls = CALLS[spec.collection] as CollectionCalls<C>;
  const key = personId ? professionalCollectionKey(spec.collection, personId) : null;
  const query = useSdkQuery<CollectionAnswer<C>>(key, (api, signal) => calls.get(api, personId ?? '', signal));
  const mutation = useMutation<[CollectionChange<C>], CollectionAnswer<C>, CollectionAnswer<C>>(
    (change) => {
      const call =
        change.kind === 'save' ? calls.save(sdk, change.entry) : change.kind === 'update' ? calls.update(sdk, change.entry) : calls.remove(sdk, entryIdOf(spec, change.entry), change.entry);
      return unwrap(call, { log: true, message: 'errorOccurredTryLater' });
    },
    key === null
      ? {}
      : {
          key,
          optimistic: (current, change) => ({ ...current, personId: personId ?? '', [spec.collection]: applyChange(spec, current?.[spec.collection] ?? [], change) }) as CollectionAnswer<C>,
          populate: true,
        },
  );
  const { trigger } = mutation;
  const save = useCallback((entry: Entry<C>): Promise<CallResult<CollectionAnswer<C>> | undefined> => trigger({ kind: 'save', entry }), [trigger]);
  const update = useCallback((entry: Entry<C>): Promise<CallResult<CollectionAnswer<C>> | undefined> => trigger({ kind: 'update', entry }), [trigger]);
  const remove = useCallback((entry: Entry<C>): Promise<CallResult<CollectionAnswer<C>> | undefined> => trigger({ kind: 'delete', entry }), [trigger]);
  return {
    entries: query.data?.[spec.collection] as readonly Entry<C>[] | undefined,
    isLoading: query.isLoading,
    error: query.error,
    save,
    update,
    remove,
    isSaving: mutation.isMutating,
    saveError: mutation.error,
    resetSaveError: mutation.reset,
  };
}

/** Professional experience of a profile (spec 002 §3: primaryId, isActive), with save, update and delete. */
export const useProfessionalExperience = (personId: string | null | undefined) => useProfessionalCollection(PROFESSIONAL_EXPERIENCE, personId);
/** Professional roles of a profile (spec 002 §3, keyed by companyId), with save, update and delete. */
export const useProfessionalRoles = (personId: string | null | undefined) => useProfessionalCollection(PROFESSIONAL_ROLES, personId);
/** Accomplishments of a profile (spec 002 §3, keyed by companyId), with save, update and delete. */
export const useAccomplishments = (personId: string | null | undefined) => useProfessionalCollection(ACCOMPLISHMENTS, personId);
/** Company investments of a profile (spec 002 §3, keyed by companyId), with save, update and delete. */
export const useCompanyInvestments = (personId: string | null | undefined) => useProfessionalCollection(COMPANY_INVESTMENTS, personId);
/** Training and certifications of a profile (spec 002 §3, keyed by companyId), with save, update and delete. */
export const useTrainingAndCertifications = (personId: string | null | undefined) => useProfessionalCollection(TRAINING_AND_CERTIFICATIONS, personId);
