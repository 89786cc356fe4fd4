import type { communities } from '@ypo/sdk';
import { useCallback, useState } from 'react';
import { hasTransactionHubAcknowledgement, transactionHubAcknowledgementCookie } from '../../core/community/transaction-hub';
import { unwrap } from '../../core/errors/unwrap';
import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { CHAPTER_CONTENT_KEYS } from './chapter-content-keys';
import { useContentSave } from './use-content-save';

/** A community's transaction hub: the external opportunity site (spec 001 §7, §9). */
export type TransactionHub = communities.components['schemas']['TransactionHub'];

/**
 * The transaction hub of a community (spec 001 §7: GET transactionhub/{id}) and its upsert (POST
 * transactionhub/upsert: creates the hub or updates the existing one). A community without a hub
 * answers 404: `hub` is then `null`, not an error.
 */
export function useTransactionHub(communityId: string) {
  const sdk = useSdk();
  const key = CHAPTER_CONTENT_KEYS.transactionHub(communityId);
  const query = useSdkQuery<TransactionHub>(key, (api, signal) =>
    api.communities.GET('/communities/api/transactionhub/{id}', { params: { path: { id: communityId } }, signal }),
  );
  const isMissing = query.error?.code === 'notFound';
  const write = useContentSave(
    key,
    (hub: Omit<TransactionHub, 'communityId'>) =>
      unwrap(sdk.communities.POST('/communities/api/transactionhub/upsert', { body: { ...hub, id: hub.id ?? query.data?.id, communityId } }), { log: true }),
    FEATURE_MESSAGES.transactionHubSaved,
  );
  return {
    hub: isMissing ? null : query.data,
    error: isMissing ? undefined : query.error,
    isLoading: query.isLoading,
    ...write,
  };
}

const readCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

/**
 * spec 001 §9: the TransactionHubAcknowledgement cookie that gates opening the external
 * opportunity site. `acknowledge()` sets it for `days` days (the caller's choice); open the site
 * only once `isAcknowledged` holds or right after `acknowledge()`.
 */
export function useTransactionHubAcknowledgement(days: number) {
  const [isAcknowledged, setAcknowledged] = useState(() => hasTransactionHubAcknowledgement(readCookies()));
  const acknowledge = useCallback(() => {
    if (typeof document !== 'undefined') document.cookie = transactionHubAcknowledgementCookie(days, Date.now());
    setAcknowledged(true);
  }, [days]);
  return { isAcknowledged, acknowledge };
}
