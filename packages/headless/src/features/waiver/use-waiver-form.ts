import type { waiver } from '@ypo/sdk';
import { useCallback, useMemo, useState } from 'react';
import { unwrap } from '../../core/errors/unwrap';
import { AppError, asAppError } from '../../core/messages';
import type { UploadFile, UploadProblem } from '../../core/upload/checks';
import { WAIVER_ATTACHMENT_LIMITS } from '../../core/upload/limits';
import {
  EMPTY_WAIVER_FORM, groupWaiverNumberText, validateWaiverForm, waiverFormValuesOf, waiverRequestBody,
  type WaiverFormErrorKey, type WaiverFormField, type WaiverFormMode, type WaiverFormValues, type WaiverLookupItem, type WaiverQuestion, type WaiverRecord,
} from '../../core/waiver/form';
import { NEW_WAIVER, applyWaiverAction, waiverActionsFor, waiverStateOf, type WaiverViewer } from '../../core/waiver/machine';
import { WAIVER_MESSAGES } from '../../core/waiver/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useMessageNotice } from '../../hooks/use-message-notice';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { SESSION_LOOKUP } from '../../hooks/session-lookup';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { useUpload } from '../../hooks/use-upload';

/** An attached document of a waiver: its name and address. */
export type WaiverAttachment = waiver.components['schemas']['WaiverAttachment'];

/** The view the chapter officer's calls name (get-details and submit-request {viewType}; the sandbox's 'chapter'). */
export const WAIVER_CHAPTER_VIEW = 'chapter';
/** Who fills in the form: the chapter officer (spec 002 §6). */
const CHAPTER_OFFICER: WaiverViewer = { roles: ['Chapter Officer'] };
/** The all-zero id a new waiver request carries (spec 002 §9: the empty id placeholder). */
const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

const NONE: never[] = [];

/**
 * The waiver form's lookups (spec 002 §7): GET get-types, get-company-types, get-corporation-types,
 * get-title-types and get-questions, each cached for the session. Empty lists until loaded.
 */
export function useWaiverLookups() {
  const types = useSdkQuery<WaiverLookupItem[]>('waiver/get-types', (sdk, signal) => sdk.waiver.GET('/waiver/api/waivers/get-types', { signal }), SESSION_LOOKUP);
  const companyTypes = useSdkQuery<WaiverLookupItem[]>('waiver/get-company-types', (sdk, signal) => sdk.waiver.GET('/waiver/api/waivers/get-company-types', { signal }), SESSION_LOOKUP);
  const corporationTypes = useSdkQuery<WaiverLookupItem[]>('waiver/get-corporation-types', (sdk, signal) => sdk.waiver.GET('/waiver/api/waivers/get-corporation-types', { signal }), SESSION_LOOKUP);
  const titleTypes = useSdkQuery<WaiverLookupItem[]>('waiver/get-title-types', (sdk, signal) => sdk.waiver.GET('/waiver/api/waivers/get-title-types', { signal }), SESSION_LOOKUP);
  const questions = useSdkQuery<WaiverQuestion[]>('waiver/get-questions', (sdk, signal) => sdk.waiver.GET('/waiver/api/waivers/get-questions', { signal }), SESSION_LOOKUP);
  const all = [types, companyTypes, corporationTypes, titleTypes, questions];
  return {
    types: types.data ?? NONE,
    companyTypes: companyTypes.data ?? NONE,
    corporationTypes: corporationTypes.data ?? NONE,
    titleTypes: titleTypes.data ?? NONE,
    questions: questions.data ?? NONE,
    /** Some lookup is still loading. */
    isLoading: all.some((q) => q.data === undefined && q.error === undefined),
    /** The first failed lookup. */
    error: all.find((q) => q.error)?.error,
  };
}

/** The SWR key of a lead's waiver as the chapter officer's form reads it. */
export const waiverFormKey = (leadId: string, communityId: string) => ['waiver/details', leadId.toLowerCase(), WAIVER_CHAPTER_VIEW, communityId.toLowerCase()] as const;

/** Options of {@link useWaiverForm}: the prospect and the chapter (the /waiverForm query). */
export interface WaiverFormOptions {
  /** The prospect (lead) the waiver is for. */
  readonly leadId: string;
  /** The requesting chapter. */
  readonly communityId: string;
}

/** The field names the server's 422 body may hold: the form's own, and answers. */
function fieldErrorsOf(error: AppError): Partial<Record<WaiverFormErrorKey, string[]>> {
  const body = error.cause?.body;
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (typeof errors !== 'object' || errors === null) return {};
  const fields = Object.keys(EMPTY_WAIVER_FORM);
  return Object.fromEntries(Object.entries(errors).filter(([key, value]) => fields.includes(key) && Array.isArray(value))) as Partial<Record<WaiverFormErrorKey, string[]>>;
}

/**
 * The chapter officer's waiver form for a prospect (spec 002 §3-§5, §7-§9). Reads the lookups and the
 * lead's waiver (GET get-details/{leadId}/chapter?communityId; none yet (404) is a new request), keeps
 * the values as typed (a failed save or attach loses nothing), and:
 * - `save('draft')` POSTs submit-request/chapter?isdraft=true after the draft rules ('Please provide
 *   valid information'), `save('submit')` POSTs submit-request/chapter after every rule ('Please fill
 *   the required details'); one at a time (useMutation), the answer replaces the cached waiver; the
 *   texts 'Waiver saved successfully' / 'Waiver Requested Successfully', or the save-failure text
 *   (the server's field messages beside the fields when it sends them);
 * - `attach(files)` uploads through the one engine (WAIVER_ATTACHMENT_LIMITS: 6 files counting those
 *   attached, 25 MB, jpg/jpeg/png/gif/mp4; each file whole, as upload-attachments takes it), saving a
 *   draft first when the lead has no waiver yet: 'File(s) attached successfully';
 * - `remove(attachment)` DELETEs delete-attachment.
 * `canSaveDraft` / `canSubmit` come from the machine (`waiverActionsFor`, role Chapter Officer): a
 * waiver with the review is read-only to the chapter.
 */
export function useWaiverForm({ leadId, communityId }: WaiverFormOptions) {
  const sdk = useSdk();
  const lookups = useWaiverLookups();
  const hasIds = leadId !== '' && communityId !== '';
  const key = hasIds ? waiverFormKey(leadId, communityId) : null;
  const details = useSdkQuery<WaiverRecord>(key, (api, signal) =>
    api.waiver.GET('/waiver/api/waivers/get-details/{leadId}/{viewType}', { params: { path: { leadId, viewType: WAIVER_CHAPTER_VIEW }, query: { communityId } }, signal }),
  );
  // A lead without a waiver answers 404: a new request. A saved draft's answer fills the cache after it.
  const isNew = details.data === undefined && details.error?.code === 'notFound';
  const record = isNew ? null : details.data;
  const loadError = isNew || details.data !== undefined ? lookups.error : (details.error ?? lookups.error);
  const isLoading = hasIds && (lookups.isLoading || (details.data === undefined && details.error === undefined));

  const base = useMemo(() => waiverFormValuesOf(record, lookups.questions), [lookups.questions, record]);
  const [edited, setEdited] = useState<WaiverFormValues | undefined>(undefined);
  const values = edited ?? base;
  const [errors, setErrors] = useState<Partial<Record<WaiverFormErrorKey, string[]>>>({});
  const [formError, setFormError] = useState('');
  const notice = useMessageNotice();
  const [attached, setAttached] = useState<readonly WaiverAttachment[] | undefined>(undefined);
  const attachments = attached ?? record?.attachments ?? NONE;
  const [problems, setProblems] = useState<readonly UploadProblem[]>([]);

  const clearError = useCallback((name: WaiverFormErrorKey) => {
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const setValue = useCallback(
    (field: WaiverFormField, value: string) => {
      setEdited((current) => ({ ...(current ?? base), [field]: value }));
      clearError(field);
    },
    [base, clearError],
  );
  const setAnswer = useCallback(
    (questionId: string, answer: string) => {
      setEdited((current) => {
        const from = current ?? base;
        return { ...from, answers: { ...from.answers, [questionId]: answer } };
      });
      clearError(`answer:${questionId}`);
    },
    [base, clearError],
  );
  /** On leaving a grouped numeric field: a valid number shows with thousands separators (spec 002 §5). */
  const groupNumber = useCallback(
    (field: 'totalCompensation' | 'dollarVolume' | 'enterpriseValue') => {
      setEdited((current) => {
        const from = current ?? base;
        const grouped = groupWaiverNumberText(from[field]);
        return grouped === from[field] ? current : { ...from, [field]: grouped };
      });
    },
    [base],
  );

  const state = record ? waiverStateOf(record) : NEW_WAIVER;
  const actions = waiverActionsFor(state, CHAPTER_OFFICER);

  const write = useCallback(
    (mode: WaiverFormMode, form: WaiverFormValues, id: string) =>
      unwrap(
        sdk.waiver.POST('/waiver/api/waivers/submit-request/{viewType}', {
          params: { path: { viewType: WAIVER_CHAPTER_VIEW }, query: mode === 'draft' ? { isdraft: true } : {} },
          body: waiverRequestBody(form, { id, leadId, communityId }, lookups.questions),
        }),
        // spec 002 §8: 'Due to technical issues, we are currently unable to save your chapter waiver request. ...'
        { log: true, message: WAIVER_MESSAGES.saveFailed },
      ),
    [communityId, leadId, lookups.questions, sdk],
  );
  const saving = useMutation(write, key === null ? {} : { key, populate: true });
  const saveTrigger = saving.trigger;

  /** Validates and saves; resolves to the saved waiver, or undefined when refused, failed or another save runs. */
  const save = useCallback(
    async (mode: WaiverFormMode): Promise<WaiverRecord | undefined> => {
      // The machine first: a waiver with the review is refused here, with its reason, and nothing is sent.
      const allowed = applyWaiverAction(state, CHAPTER_OFFICER, mode === 'draft' ? 'saveDraft' : 'submit', new Date().toISOString());
      if (!allowed.ok) {
        setErrors({});
        setFormError(allowed.message);
        return undefined;
      }
      const checked = validateWaiverForm(values, mode, { questions: lookups.questions, titleTypes: lookups.titleTypes });
      setErrors(checked.errors);
      setFormError(checked.form);
      if (!checked.isValid) return undefined;
      const result = await saveTrigger(mode, values, record?.id ?? EMPTY_ID);
      if (result === undefined) return undefined;
      if (!result.ok) {
        // The typed values stay; the server's field texts go beside the fields when it sent them.
        const fieldErrors = fieldErrorsOf(result.error);
        setErrors(fieldErrors);
        setFormError(result.error.message);
        return undefined;
      }
      notice.show(mode === 'draft' ? WAIVER_MESSAGES.saved : WAIVER_MESSAGES.requested, 'success');
      return result.data;
    },
    [lookups.questions, lookups.titleTypes, notice, record?.id, saveTrigger, state, values],
  );

  const upload = useUpload({ limits: { ...WAIVER_ATTACHMENT_LIMITS, maxCount: Math.max(0, (WAIVER_ATTACHMENT_LIMITS.maxCount ?? 0) - attachments.length) }, blocks: 'whole-file' });
  const { start } = upload;
  /** Attaches files (saving a draft first when the lead has no waiver); refusals come back as problems before anything is sent. */
  const attach = useCallback(
    async (files: readonly UploadFile[]): Promise<CallResult<readonly WaiverAttachment[]> | undefined> => {
      setProblems([]);
      if (!record) {
        const saved = await save('draft');
        if (!saved) return undefined;
      }
      const outcome = await start(files, (block, { signal }) =>
        unwrap(sdk.waiver.POST('/waiver/api/waivers/upload-attachments/{leadId}', { params: { path: { leadId } }, body: block.fields, signal }), { log: true }),
      );
      if (outcome.status === 'cancelled') return undefined;
      if (outcome.status === 'invalid') {
        setProblems(outcome.problems);
        return { ok: false, error: new AppError('validation', { message: outcome.problems[0]?.message }) };
      }
      if (outcome.status === 'failed') {
        const error = asAppError(outcome.error);
        notice.show(error.message, 'error');
        return { ok: false, error };
      }
      // Each answer is the waiver's whole list as the server had it then; the files go in parallel, so
      // an earlier file's answer may come last: every answer together is the list, by name.
      const byName = new Map(attachments.map((a) => [a.name, a]));
      for (const list of outcome.results) for (const a of list) byName.set(a.name, a);
      const next = [...byName.values()];
      setAttached(next);
      notice.show(WAIVER_MESSAGES.attached, 'success');
      return { ok: true, data: next };
    },
    [attachments, leadId, notice, record, save, sdk, start],
  );

  const removing = useMutation((attachment: WaiverAttachment) =>
    unwrap(sdk.waiver.DELETE('/waiver/api/waivers/delete-attachment', { body: { leadId, name: attachment.name, url: attachment.url } }), { log: true }),
  );
  const removeTrigger = removing.trigger;
  /** Deletes an attached document; the list drops it once the server agrees. */
  const remove = useCallback(
    async (attachment: WaiverAttachment): Promise<CallResult<boolean> | undefined> => {
      const result = await removeTrigger(attachment);
      if (result?.ok) setAttached(attachments.filter((a) => a.name !== attachment.name));
      else if (result) notice.show(result.error.message, 'error');
      return result;
    },
    [attachments, notice, removeTrigger],
  );

  return {
    /** The lookups the fields choose from. */
    lookups,
    /** The lead's stored waiver; null for a new request, undefined while loading. */
    waiver: isLoading ? undefined : record,
    isLoading,
    /** The lookups or the waiver failed to load (a new request is no failure). */
    loadError,
    values,
    setValue,
    setAnswer,
    groupNumber,
    /** Each failing field's messages (answers under `answer:<questionId>`). */
    errors,
    /** The form-level text of the last refused or failed save; '' when none. */
    formError,
    save,
    isSaving: saving.isMutating,
    /** The chapter may save this waiver as a draft now (the machine). */
    canSaveDraft: actions.includes('saveDraft'),
    /** The chapter may submit this waiver now (the machine). */
    canSubmit: actions.includes('submit'),
    /** The success or failure text of the last save, attach or remove, shown for 6000 ms. */
    notice: notice.notice,
    attachments,
    attach,
    remove,
    isAttaching: upload.isUploading,
    /** The progress of the running or last upload. */
    progress: upload.progress,
    isRemoving: removing.isMutating,
    /** The refusals of the last attach (before anything was sent). */
    problems,
  };
}
