// React hooks of the chapter email composer (spec 001 §3, §5, §7): senders, signatures, recipients by
// type, drafts, attachments through the one upload engine, preview, schedule and send.
export { attachmentOf, useEmailComposer } from './use-email-composer';
export type { EmailAttachment, EmailContent, EmailDraftInput, EmailPreview } from './use-email-composer';
export {
  EMAIL_RECIPIENT_TYPES,
  EMAIL_TIME_ZONES_KEY,
  emailDraftsKey,
  emailRecipientsKey,
  emailSendersKey,
  emailSignaturesKey,
  useEmailDrafts,
  useEmailRecipients,
  useEmailSenders,
  useEmailSignatures,
  useEmailTimeZones,
} from './use-email-composer-lists';
export type { EmailListItem, EmailRecipient, EmailSenderList, EmailSignature, EmailTimeZone } from './use-email-composer-lists';
