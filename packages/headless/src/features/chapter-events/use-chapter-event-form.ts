import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  EMPTY_CHAPTER_EVENT_DRAFT, chapterEventErrors, chapterEventFormOf, draftOfChapterEvent, isPendingAttachment, pendingAttachmentOf,
  type ChapterEventCustomField, type ChapterEventDraft, type ChapterEventErrors, type ChapterEventField, type ChapterEventForm, type ChapterEventLookupItem,
} from '../../core/chapter-events/form';
import { CHAPTER_EVENTS_MESSAGES as TEXT } from '../../core/chapter-events/messages';
import { unwrap, type SdkResult } from '../../core/errors/unwrap';
import { postImageOf } from '../../core/feed/post-editor';
import { AppError, asAppError } from '../../core/messages';
import { ATTACHMENT_LIMITS } from '../../core/upload/limits';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { useUpload } from '../../hooks/use-upload';
import { chapterAdminEventsKey, communityEventsKey } from './use-community-events';

// spec 001 §2 /chapter-event/{communityId}, §7: the chapter event form on the chapterevent calls
// (time zones, lookups, custom fields, create-cvent) and the champion event form on the champsevent
// calls (lookups and custom fields of the community, get-cvent to edit, create-event); both list the
// community's users, delete attachments and launch the event (launch-cvent).

/** Which calls the form uses: a chapter event (chapterevent) or a champion event (champsevent). */
export type ChapterEventFormKind = 'chapter' | 'champs';

/** Lookup lists by name (event types, who can attend, ...). */
export type ChapterEventLookups = Readonly<Record<string, readonly ChapterEventLookupItem[]>>;

/** Options of {@link useChapterEventForm}. */
export interface ChapterEventFormOptions {
  /** `chapter` (default) or `champs`. */
  readonly kind?: ChapterEventFormKind;
  /** An event of the community to edit (champsevent get-cvent). */
  readonly eventId?: string;
  /** Community type name the attachment upload is filed under (default chapter). */
  readonly communityType?: string;
}

const NO_ITEMS: readonly ChapterEventLookupItem[] = [];
const NO_FIELDS: readonly ChapterEventCustomField[] = [];
const NO_LOOKUPS: ChapterEventLookups = {};

const formKey = (part: string, communityId: string, kind: ChapterEventFormKind) => (communityId === '' ? null : (['events/chapter-event', part, kind, communityId.toLowerCase()] as const));

/**
 * The chapter (or champion) event form of a community: the lists it offers, a draft kept exactly as
 * typed (a failed check or save loses nothing), attachments through the one upload engine, `save`
 * (create-cvent or create-event; 'Something went wrong, please try again later.' on failure) and
 * `launch` (launch-cvent). A saved event refreshes the chapter's lists.
 */
export function useChapterEventForm(communityId: string, options: ChapterEventFormOptions = {}) {
  const { kind = 'chapter', eventId, communityType = 'chapter' } = options;
  const sdk = useSdk();
  const { mutate } = useSWRConfig();

  const timeZones = useSdkQuery<ChapterEventLookupItem[]>(communityId === '' ? null : 'events/chapter-event/time-zones', (api, signal) =>
    api.events.GET('/events/api/chapterevent/get-time-zones', { signal }),
  );
  const lookups = useSdkQuery<ChapterEventLookups>(formKey('lookups', communityId, kind), (api, signal) =>
    kind === 'chapter'
      ? api.events.GET('/events/api/chapterevent/get-cvent-lookup/', { signal })
      : api.events.GET('/events/api/champsevent/get-event-lookup/{id}', { params: { path: { id: communityId } }, signal }),
  );
  const customFields = useSdkQuery<ChapterEventCustomField[]>(formKey('custom-fields', communityId, kind), (api, signal) =>
    kind === 'chapter'
      ? api.events.GET('/events/api/chapterevent/get-cvent-custom-fields', { signal })
      : api.events.GET('/events/api/champsevent/get-event-custom-fields/{id}', { params: { path: { id: communityId } }, signal }),
  );
  const users = useSdkQuery(formKey('users', communityId, 'champs'), (api, signal) =>
    api.events.GET('/events/api/champsevent/get-community-users/{id}', { params: { path: { id: communityId } }, signal }),
  );

  const [saved, setSaved] = useState<ChapterEventForm | undefined>();
  const [draft, setDraft] = useState<ChapterEventDraft>(EMPTY_CHAPTER_EVENT_DRAFT);
  const [errors, setErrors] = useState<ChapterEventErrors>({});
  const [launchUrl, setLaunchUrl] = useState<string | undefined>();
  const editedId = saved?.id ?? eventId;

  // An event to edit fills the draft once, when it arrives.
  const existing = useSdkQuery<ChapterEventForm>(
    eventId === undefined || eventId === '' || communityId === '' ? null : ['events/chapter-event/event', communityId.toLowerCase(), eventId.toLowerCase()],
    (api, signal) => api.events.GET('/events/api/champsevent/get-cvent/{cid}/{eid}', { params: { path: { cid: communityId, eid: eventId ?? '' } }, signal }),
  );
  const filled = useRef(false);
  useEffect(() => {
    if (existing.data === undefined || filled.current) return;
    filled.current = true;
    setSaved(existing.data);
    setDraft(draftOfChapterEvent(existing.data));
  }, [existing.data]);

  const clearError = useCallback((field: ChapterEventField) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  /** Sets one field as typed and clears its message. */
  const setField = useCallback(
    <F extends Exclude<keyof ChapterEventDraft, 'customFields' | 'attachments'>>(field: F, value: ChapterEventDraft[F]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      clearError(field);
    },
    [clearError],
  );
  /** Sets a custom field's value (a lookup choice goes in as the custom field named by its list). */
  const setCustomField = useCallback(
    (id: string, value: string) => {
      setDraft((current) => ({ ...current, customFields: { ...current.customFields, [id]: value } }));
      clearError(`custom:${id}`);
    },
    [clearError],
  );

  const upload = useUpload({ limits: { ...ATTACHMENT_LIMITS, existingNames: draft.attachments.map((a) => a.name), rejectDuplicates: true } });
  const { start: startUpload } = upload;
  /** Uploads files (images and mp4, spec 002 §5) and adds them to the draft as pending attachments. */
  const addAttachments = useCallback(
    async (files: readonly File[]): Promise<CallResult<number> | undefined> => {
      const outcome = await startUpload(files, (block, { signal }) =>
        unwrap(sdk.uploads.POST('/uploads/api/upload/{id}/{name}', { params: { path: { id: communityId, name: communityType } }, body: block.fields, signal }), { log: true }),
      );
      if (outcome.status === 'cancelled') return undefined;
      if (outcome.status === 'invalid') return { ok: false, error: new AppError('validation', { message: outcome.problems[0]?.message }) };
      if (outcome.status === 'failed') return { ok: false, error: asAppError(outcome.error) };
      const added = outcome.results.flat().flatMap((item) => {
        const pending = postImageOf(item);
        return pending ? [pendingAttachmentOf(pending)] : [];
      });
      setDraft((current) => ({ ...current, attachments: [...current.attachments, ...added] }));
      return { ok: true, data: added.length };
    },
    [communityId, communityType, sdk, startUpload],
  );

  const [isRemoving, setRemoving] = useState(false);
  /** Removes an attachment: a pending one from the draft; one of the saved event also on the server (delete-attachment). */
  const removeAttachment = useCallback(
    async (name: string): Promise<CallResult<true>> => {
      const attachment = draft.attachments.find((a) => a.name === name);
      if (attachment && !isPendingAttachment(attachment) && editedId !== undefined) {
        setRemoving(true);
        try {
          await unwrap(sdk.events.DELETE('/events/api/champsevent/delete-attachment', { body: { communityId, eventId: editedId, name } }), { log: true });
        } catch (error) {
          return { ok: false, error: asAppError(error) };
        } finally {
          setRemoving(false);
        }
      }
      setDraft((current) => ({ ...current, attachments: current.attachments.filter((a) => a.name !== name) }));
      return { ok: true, data: true };
    },
    [communityId, draft.attachments, editedId, sdk],
  );

  const refreshLists = useCallback(() => {
    void mutate(chapterAdminEventsKey(communityId));
    void mutate(communityEventsKey(communityId, communityType));
  }, [communityId, communityType, mutate]);

  const save = useMutation<[body: ChapterEventForm], ChapterEventForm>((body) =>
    unwrap(
      (kind === 'chapter'
        ? sdk.events.POST('/events/api/chapterevent/create-cvent', { body })
        : sdk.events.POST('/events/api/champsevent/create-event', { body })) as Promise<SdkResult<ChapterEventForm>>,
      { log: true, message: TEXT.saveFailed },
    ),
  );
  const { trigger: triggerSave } = save;
  /** Checks the draft and saves it; the draft stays as typed whatever happens. `undefined` while a save runs. */
  const submit = useCallback(async (): Promise<CallResult<ChapterEventForm> | undefined> => {
    const found = chapterEventErrors(draft, customFields.data ?? NO_FIELDS);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first !== undefined) return { ok: false, error: new AppError('validation', { message: first }) };
    const result = await triggerSave(chapterEventFormOf(draft, communityId, timeZones.data ?? NO_ITEMS, editedId));
    if (result?.ok) {
      setSaved(result.data);
      // The answer's attachments carry their stored addresses.
      setDraft((current) => ({ ...current, attachments: result.data.attachments ?? current.attachments }));
      refreshLists();
    }
    return result;
  }, [communityId, customFields.data, draft, editedId, refreshLists, timeZones.data, triggerSave]);

  const launchMutation = useMutation<[cid: string, eid: string], { url: string }>((cid, eid) =>
    unwrap(sdk.events.GET('/events/api/champsevent/launch-cvent/{cid}/{eid}', { params: { path: { cid, eid } } }), { log: true, message: TEXT.saveFailed }),
  );
  const { trigger: triggerLaunch } = launchMutation;
  /** Launches the saved event in the events system (launch-cvent): it then shows in the community's events. */
  const launch = useCallback(async (): Promise<CallResult<{ url: string }> | undefined> => {
    if (saved === undefined) return undefined;
    const result = await triggerLaunch(communityId, saved.id ?? '');
    if (result?.ok) {
      setLaunchUrl(result.data.url);
      refreshLists();
    }
    return result;
  }, [communityId, refreshLists, saved, triggerLaunch]);

  return useMemo(
    () => ({
      draft,
      errors,
      setField,
      setCustomField,
      timeZones: timeZones.data ?? NO_ITEMS,
      lookups: lookups.data ?? NO_LOOKUPS,
      customFields: customFields.data ?? NO_FIELDS,
      communityUsers: users.data ?? [],
      /** A list of the form failed to load. */
      loadError: timeZones.error ?? lookups.error ?? customFields.error ?? existing.error,
      isLoading: timeZones.isLoading || lookups.isLoading || customFields.isLoading || existing.isLoading,
      upload,
      addAttachments,
      removeAttachment,
      isRemoving,
      submit,
      isSaving: save.isMutating,
      /** The failed save or launch (its message is the spec's text). */
      failure: save.error ?? launchMutation.error,
      /** The event as the server saved it. */
      saved,
      launch,
      isLaunching: launchMutation.isMutating,
      /** Set once launched: where the events system manages it. */
      launchUrl,
    }),
    [
      addAttachments, customFields.data, customFields.error, customFields.isLoading, draft, errors, existing.error, existing.isLoading, isRemoving, launch, launchMutation.error,
      launchMutation.isMutating, launchUrl, lookups.data, lookups.error, lookups.isLoading, removeAttachment, save.error, save.isMutating, saved, setCustomField, setField,
      submit, timeZones.data, timeZones.error, timeZones.isLoading, upload, users.data,
    ],
  );
}

