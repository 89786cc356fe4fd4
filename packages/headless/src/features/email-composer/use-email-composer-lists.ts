import type { profiles } from '@ypo/sdk';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { unwrap } from '../../core/errors/unwrap';
import { useMutation } from '../../hooks/use-mutation';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** A sender of a community's emails (spec 001 §3: sender list and loggedInUser). */
export type EmailSenderList = profiles.components['schemas']['EmailSenderList'];
/** A recipient of an email. */
export type EmailRecipient = profiles.components['schemas']['EmailRecipient'];
/** A signature: communityId plus data (spec 001 §3). */
export type EmailSignature = profiles.components['schemas']['EmailSignature'];
/** An email of the drafts list. */
export type EmailListItem = profiles.components['schemas']['EmailListItem'];
/** A time zone to schedule in. */
export type EmailTimeZone = profiles.components['schemas']['TimeZone'];

/** The composer's recipient types; any other type is a custom group id. */
export const EMAIL_RECIPIENT_TYPES = ['Members', 'Officers', 'EventAttendees'] as const;

/** SWR key of a community's senders. */
export const emailSendersKey = (communityId: string) => ['profiles/api/champs/get/email-sender-list', communityId.toLowerCase()] as const;
/** SWR key of a community's signatures. */
export const emailSignaturesKey = (communityId: string) => ['profiles/api/champs/get-signature-list', communityId.toLowerCase()] as const;
/** SWR key of a community's drafts. */
export const emailDraftsKey = (communityId: string) => ['profiles/api/champs/get-emails', communityId.toLowerCase(), 'drafts'] as const;
/** SWR key of the recipients of some types (and the event whose attendees, when one is chosen). */
export const emailRecipientsKey = (communityId: string, types: readonly string[], eventId?: string | null) =>
  ['profiles/api/champs/get-email-recipient-list', communityId.toLowerCase(), [...types].sort().join(','), eventId?.toLowerCase() ?? ''] as const;
/** SWR key of the time zones. */
export const EMAIL_TIME_ZONES_KEY = 'profiles/api/champs/get-time-zones';

/** The senders a chapter officer may send as (the caller selected). `null` holds the call. */
export function useEmailSenders(communityId: string | null | undefined) {
  return useSdkQuery<EmailSenderList>(communityId ? emailSendersKey(communityId) : null, (sdk, signal) =>
    sdk.profiles.GET('/profiles/api/champs/get/email-sender-list/{id}', { params: { path: { id: communityId ?? '' } }, signal }),
  );
}

/** The time zones to schedule in. */
export function useEmailTimeZones() {
  return useSdkQuery<readonly EmailTimeZone[]>(EMAIL_TIME_ZONES_KEY, (sdk, signal) => sdk.profiles.GET('/profiles/api/champs/get-time-zones', { signal }));
}

/**
 * The recipients of the chosen types (spec 001 §7: the recipient-list call is cancelable): a newer
 * choice of types aborts the older load. With `eventId`, the event attendees are those of that event
 * (email-recipient-details), the other types come from the recipient list. No type, or `null`, holds the call.
 */
export function useEmailRecipients(communityId: string | null | undefined, types: readonly string[], options: { readonly eventId?: string | null } = {}) {
  const eventId = types.includes('EventAttendees') ? (options.eventId ?? null) : null;
  return useSdkQuery<readonly EmailRecipient[]>(
    communityId && types.length > 0 ? emailRecipientsKey(communityId, types, eventId) : null,
    async (sdk, signal) => {
      const id = communityId ?? '';
      const listed = types.filter((type) => eventId === null || type !== 'EventAttendees');
      const list = listed.length > 0 ? await sdk.profiles.POST('/profiles/api/champs/get-email-recipient-list', { body: { communityId: id, recipientTypes: listed }, signal }) : undefined;
      if (eventId === null && list) return list;
      if (list && !list.ok) return list;
      const attendees = await sdk.profiles.GET('/profiles/api/champs/get/email-recipient-details/{communityId}/{recipientType}', {
        params: { path: { communityId: id, recipientType: 'EventAttendees' }, query: { eventId: eventId ?? undefined } },
        signal,
      });
      if (!attendees.ok || !list?.ok) return attendees;
      const seen = new Set(list.data.map((recipient) => recipient.id));
      return { ...attendees, data: [...list.data, ...attendees.data.filter((recipient) => !seen.has(recipient.id))] };
    },
    { name: 'email-recipient-list', swr: { keepPreviousData: true } },
  );
}

/** The saved drafts of a community, newest first (spec 001 §7: cancelable), opening one (its whole content) and deleting some. */
export function useEmailDrafts(communityId: string | null | undefined) {
  const sdk = useSdk();
  const key = communityId ? emailDraftsKey(communityId) : null;
  const drafts = useSdkQuery<readonly EmailListItem[]>(
    key,
    (client, signal) => client.profiles.GET('/profiles/api/champs/get-emails/{communityId}', { params: { path: { communityId: communityId ?? '' }, query: { isDraft: true } }, signal }),
    { name: 'email-drafts' },
  );
  const remove = useMutation(
    (emailIds: readonly string[]) => unwrap(sdk.profiles.DELETE('/profiles/api/champs/delete-emails', { body: { emailIds: [...emailIds] } })),
    {
      ...(key ? { key } : {}),
      populate: (deleted, current: readonly EmailListItem[] | undefined) => (current ?? []).filter((item) => !deleted.emailIds.includes(item.emailId)),
    },
  );
  const open = useMutation((emailId: string) =>
    unwrap(sdk.profiles.GET('/profiles/api/champs/get-email-contents/{communityId}/{emailid}', { params: { path: { communityId: communityId ?? '', emailid: emailId } } })),
  );
  return { ...drafts, remove: remove.trigger, isRemoving: remove.isMutating, removeError: remove.error, open: open.trigger, isOpening: open.isMutating, openError: open.error };
}

/** A community's signatures with create, update and delete; each write updates the list. `null` holds the call. */
export function useEmailSignatures(communityId: string | null | undefined) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const id = communityId ?? '';
  const key = communityId ? emailSignaturesKey(communityId) : null;
  const list = useSdkQuery<readonly EmailSignature[]>(key, (client, signal) =>
    client.profiles.GET('/profiles/api/champs/get-signature-list/{id}', { params: { path: { id } }, signal }),
  );
  const upsertInto = useCallback(
    (saved: EmailSignature, current: readonly EmailSignature[] | undefined): readonly EmailSignature[] => {
      const before = current ?? [];
      return before.some((s) => s.signatureId === saved.signatureId) ? before.map((s) => (s.signatureId === saved.signatureId ? saved : s)) : [...before, saved];
    },
    [],
  );
  const create = useMutation(
    (data: string) => unwrap(sdk.profiles.POST('/profiles/api/champs/create-new-signature/{communityId}', { params: { path: { communityId: id } }, body: { communityId: id, data } })),
    { ...(key ? { key } : {}), populate: upsertInto },
  );
  const update = useMutation(
    (signatureId: string, data: string) => unwrap(sdk.profiles.POST('/profiles/api/champs/update-signature/{communityId}', { params: { path: { communityId: id } }, body: { signatureId, communityId: id, data } })),
    { ...(key ? { key } : {}), populate: upsertInto },
  );
  const remove = useMutation(
    (signatureId: string) => unwrap(sdk.profiles.DELETE('/profiles/api/champs/delete-signature/{communityId}/{signatureId}', { params: { path: { communityId: id, signatureId } } })),
    { ...(key ? { key } : {}), populate: true },
  );
  const refresh = useCallback(() => (key ? mutate(key) : Promise.resolve(undefined)), [key, mutate]);
  return {
    signatures: list.data,
    isLoading: list.isLoading,
    error: list.error,
    create: create.trigger,
    update: update.trigger,
    remove: remove.trigger,
    isSaving: create.isMutating || update.isMutating || remove.isMutating,
    saveError: create.error ?? update.error ?? remove.error,
    refresh,
  };
}
