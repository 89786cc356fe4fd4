import type { profiles } from '@ypo/sdk';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { unwrap } from '../../core/errors/unwrap';
import { AppError, asAppError } from '../../core/messages';
import { checkUploadFiles, type UploadFile, type UploadProblem } from '../../core/upload/checks';
import { EMAIL_ATTACHMENT_LIMITS } from '../../core/upload/limits';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { useUpload } from '../../hooks/use-upload';
import { emailDraftsKey } from './use-email-composer-lists';

/** The content of an email as the composer saves, sends and schedules it (spec 001 §3). */
export type EmailContent = profiles.components['schemas']['EmailContent'];
/** An attachment: its name is the last path segment of its URL (spec 001 §3). */
export type EmailAttachment = profiles.components['schemas']['EmailAttachment'];
/** The preview of a saved email. */
export type EmailPreview = profiles.components['schemas']['EmailPreview'];

/** What the officer writes: the content without the ids the composer keeps. */
export type EmailDraftInput = Omit<EmailContent, 'emailId' | 'communityId' | 'attachments' | 'isDraft' | 'timeZone' | 'scheduledDateTime'>;

/** spec 001 §3: an attachment is named by the last path segment of its URL (decoded). */
export function attachmentOf(url: string): EmailAttachment {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // A relative address: its own path.
  }
  const last = path.split('/').filter(Boolean).pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape stays as written.
  }
  return { name, url };
}

/**
 * One email being composed in a community: saves it as a draft (created on the first save, the same
 * email after), attaches files through the one upload engine (10 files of 25 MB, spec 001 §5; a draft is
 * saved first when there is none), previews, schedules in a time zone or sends it. Failures come back in
 * the results, never thrown; the officer's input stays with the caller, so a failure keeps it.
 */
export function useEmailComposer(communityId: string, initial?: EmailContent) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const [emailId, setEmailId] = useState<string | undefined>(initial?.emailId);
  const [attachments, setAttachments] = useState<readonly EmailAttachment[]>(initial?.attachments ?? []);
  const [problems, setProblems] = useState<readonly UploadProblem[]>([]);
  const upload = useUpload({ limits: EMAIL_ATTACHMENT_LIMITS, blocks: 'whole-file' });
  const refreshDrafts = useCallback(() => void mutate(emailDraftsKey(communityId)), [communityId, mutate]);

  const bodyOf = useCallback(
    (input: EmailDraftInput, id: string | undefined, files: readonly EmailAttachment[]): EmailContent => ({
      ...input,
      ...(id ? { emailId: id } : {}),
      communityId,
      attachments: [...files],
      emailSenderDetails: input.emailSenderDetails ? { ...input.emailSenderDetails, attachmentUrls: files.map((file) => file.url) } : undefined,
      isDraft: true,
    }),
    [communityId],
  );

  const save = useMutation((input: EmailDraftInput, id: string | undefined, files: readonly EmailAttachment[]) =>
    id
      ? unwrap(sdk.profiles.POST('/profiles/api/champs/save-email-content', { body: bodyOf(input, id, files) }))
      : unwrap(sdk.profiles.POST('/profiles/api/champs/create-new-email', { body: bodyOf(input, undefined, files) })),
  );
  const saveTrigger = save.trigger;
  /** Saves the draft; resolves to the saved content (its emailId kept for the next calls). */
  const saveDraft = useCallback(
    async (input: EmailDraftInput): Promise<CallResult<EmailContent> | undefined> => {
      const result = await saveTrigger(input, emailId, attachments);
      if (result?.ok) {
        setEmailId(result.data.emailId);
        refreshDrafts();
      }
      return result;
    },
    [attachments, emailId, refreshDrafts, saveTrigger],
  );

  const { start } = upload;
  /** Attaches files (after saving a draft when there is none); refusals come back as problems before anything is sent. */
  const attach = useCallback(
    async (input: EmailDraftInput, files: readonly UploadFile[]): Promise<CallResult<readonly EmailAttachment[]> | undefined> => {
      setProblems([]);
      // spec 001 §5: type, name, size, and at most 10 attachments counting those already on the email;
      // checked before anything is sent (the engine checks the content again).
      const own = checkUploadFiles(files, EMAIL_ATTACHMENT_LIMITS);
      const refused =
        own.length > 0 ? own : checkUploadFiles([...attachments.map((file) => ({ name: file.name, size: 1 })), ...files], { maxCount: EMAIL_ATTACHMENT_LIMITS.maxCount }).filter((p) => p.code === 'tooMany');
      if (refused.length > 0) {
        setProblems(refused);
        return { ok: false, error: new AppError('validation', { message: refused[0]?.message }) };
      }
      let id = emailId;
      if (!id) {
        const saved = await saveTrigger(input, undefined, attachments);
        if (saved === undefined || !saved.ok) return saved;
        id = saved.data.emailId;
        setEmailId(id);
      }
      const target = id ?? '';
      const outcome = await start(files, (block, { signal }) =>
        unwrap(sdk.profiles.POST('/profiles/api/champs/upload-attachments/{communityId}/{emailId}', { params: { path: { communityId, emailId: target } }, body: block.fields, signal })),
      );
      if (outcome.status === 'cancelled') return undefined;
      if (outcome.status === 'invalid') {
        setProblems(outcome.problems);
        return { ok: false, error: new AppError('validation', { message: outcome.problems[0]?.message }) };
      }
      if (outcome.status === 'failed') return { ok: false, error: asAppError(outcome.error) };
      const added = outcome.results.flatMap((result) => result.attachmentUrls.map(attachmentOf));
      const next = [...attachments, ...added];
      setAttachments(next);
      refreshDrafts();
      return { ok: true, data: next };
    },
    [attachments, communityId, emailId, refreshDrafts, saveTrigger, sdk, start],
  );

  /** Removes an attachment from the draft (saved with the next save). */
  const detach = useCallback((url: string) => setAttachments((before) => before.filter((file) => file.url !== url)), []);

  const preview = useMutation((id: string) => unwrap(sdk.profiles.GET('/profiles/api/champs/email-preview/{communityId}/{emailId}', { params: { path: { communityId, emailId: id } } })));
  const previewTrigger = preview.trigger;
  /** Saves the draft, then reads its preview (the HTML to show through SafeHtml). */
  const showPreview = useCallback(
    async (input: EmailDraftInput): Promise<CallResult<EmailPreview> | undefined> => {
      const saved = await saveDraft(input);
      if (saved === undefined || !saved.ok) return saved;
      return previewTrigger(saved.data.emailId ?? '');
    },
    [previewTrigger, saveDraft],
  );

  const schedule = useMutation((id: string, scheduledDateTime: string, timeZone: string) =>
    unwrap(sdk.profiles.POST('/profiles/api/champs/schedule-email', { body: { emailId: id, communityId, scheduledDateTime, timeZone } })),
  );
  const scheduleTrigger = schedule.trigger;
  /** Saves the draft, then schedules it for `scheduledDateTime` (ISO instant) in `timeZone`. */
  const scheduleEmail = useCallback(
    async (input: EmailDraftInput, scheduledDateTime: string, timeZone: string): Promise<CallResult<EmailContent> | undefined> => {
      const saved = await saveDraft(input);
      if (saved === undefined || !saved.ok) return saved;
      const result = await scheduleTrigger(saved.data.emailId ?? '', scheduledDateTime, timeZone);
      if (result?.ok) refreshDrafts();
      return result;
    },
    [refreshDrafts, saveDraft, scheduleTrigger],
  );

  const send = useMutation((body: EmailContent) => unwrap(sdk.profiles.POST('/profiles/api/champs/send-email', { body })));
  const sendTrigger = send.trigger;
  /** Sends the email now. */
  const sendEmail = useCallback(
    async (input: EmailDraftInput): Promise<CallResult<EmailContent> | undefined> => {
      const result = await sendTrigger(bodyOf(input, emailId, attachments));
      if (result?.ok) refreshDrafts();
      return result;
    },
    [attachments, bodyOf, emailId, refreshDrafts, sendTrigger],
  );

  return {
    emailId,
    attachments,
    problems,
    upload,
    saveDraft,
    attach,
    detach,
    showPreview,
    scheduleEmail,
    sendEmail,
    isBusy: save.isMutating || preview.isMutating || schedule.isMutating || send.isMutating || upload.isUploading,
    error: save.error ?? preview.error ?? schedule.error ?? send.error,
  };
}
