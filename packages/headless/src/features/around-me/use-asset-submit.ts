import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { AROUND_ME_MESSAGES } from '../../core/around-me/messages';
import { assetRequestOf, type AssetFormValues } from '../../core/around-me/asset-form';
import type { AssetRelationship, BusinessAsset } from '../../core/around-me/lists';
import { isSoftResult, unwrap, type SoftResult } from '../../core/errors/unwrap';
import { AppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { aroundMeError, myAssetsKey, PENDING_ASSETS_KEY } from './keys';

/**
 * What a save-and-submit came to. spec 002 §8 swallows its failures (no error is thrown or logged):
 * `notSubmitted` then lets the form keep what was typed and say the business was not submitted.
 * 'Asset already exists' is `duplicate`, with the existing asset's id to affiliate with.
 */
export type AssetSubmitOutcome =
  | { readonly status: 'submitted'; readonly asset: BusinessAsset }
  | { readonly status: 'duplicate'; readonly assetId: string | undefined }
  | { readonly status: 'notSubmitted' };

/** What to submit: the form's values, the country's name, and the id when the asset exists (update-and-submit). */
export interface AssetSubmission {
  /** The form's values, valid. */
  readonly values: AssetFormValues;
  /** The chosen country's name (the form holds its code). */
  readonly countryName: string;
  /** The asset's id when it exists (update-and-submit); absent for a new one. */
  readonly id?: string;
}

/** Affiliating a person with an existing asset (spec 002 §8, after 'Asset already exists'). */
export interface AssetAffiliation {
  /** The existing asset ('Asset already exists' names it). */
  readonly assetId: string;
  /** Who is added to it. */
  readonly personId: string;
  /** Their relationship: at least one of Investor, Operator, Owner. */
  readonly relationship: readonly AssetRelationship[];
}

function assetIdOf(body: unknown): string | undefined {
  const id = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['assetId'] : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Adding and changing a person's business assets (spec 002 §4, §5, §7, §8). `submit` sends a new
 * asset (POST save-and-submit: failures swallowed, see {@link AssetSubmitOutcome}) or an existing
 * one (PUT update-and-submit: logged and shown; an asset under review cannot be sent). Either goes
 * to review (Pending). `affiliate` adds a person to an existing asset: when is-person-asset-mapping-exists
 * says they already are, it fails with 'User already associated to this business. Please select a
 * different user' without adding (POST add-duplicate-assets otherwise). The person's lists and the
 * pending requests are reloaded after each.
 */
export function useAssetSubmit(personId: string | undefined) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => {
    if (personId) {
      void mutate(myAssetsKey(personId));
      void mutate(myAssetsKey(personId, true));
    }
    void mutate(PENDING_ASSETS_KEY);
  }, [mutate, personId]);

  const submission = useMutation(async ({ values, countryName, id }: AssetSubmission): Promise<AssetSubmitOutcome> => {
    const body = assetRequestOf(values, { countryName, ...(id ? { id } : {}) });
    if (id) {
      const asset = await unwrap(sdk.profiles.PUT('/profiles/api/around-me/update-and-submit', { body }), { log: true, toError: aroundMeError });
      refresh();
      return { status: 'submitted', asset };
    }
    let saved: BusinessAsset | SoftResult;
    try {
      saved = await unwrap(sdk.profiles.POST('/profiles/api/around-me/save-and-submit', { body }), { softResultWhen: AROUND_ME_MESSAGES.assetAlreadyExists });
    } catch {
      // spec 002 §8: save and submit swallows its errors (neither thrown nor logged).
      return { status: 'notSubmitted' };
    }
    if (isSoftResult(saved)) return { status: 'duplicate', assetId: assetIdOf(saved.error.cause?.body) };
    refresh();
    return { status: 'submitted', asset: saved };
  });

  const affiliation = useMutation(async ({ assetId, personId: who, relationship }: AssetAffiliation): Promise<BusinessAsset> => {
    const exists = await unwrap(sdk.profiles.POST('/profiles/api/around-me/is-person-asset-mapping-exists', { body: { assetId, personId: who } }), { log: true });
    if (exists) throw new AppError('unknown', { message: AROUND_ME_MESSAGES.userAlreadyAssociated });
    const asset = await unwrap(sdk.profiles.POST('/profiles/api/around-me/add-duplicate-assets', { body: { assetId, personId: who, relationship: [...relationship] } }), { log: true, toError: aroundMeError });
    refresh();
    return asset;
  });

  return {
    submit: submission.trigger,
    isSubmitting: submission.isMutating,
    submitError: submission.error,
    affiliate: affiliation.trigger,
    isAffiliating: affiliation.isMutating,
    affiliateError: affiliation.error,
  };
}
