// The chapter email composer (openapi/profiles.yaml tag emailComposer; spec 001 §2, §3, §5, §7): the
// officers of a community pick a sender and a signature, recipients by type (members, officers, event
// attendees, custom groups), write, attach files, save drafts, preview, schedule or send. A sent or
// scheduled email lands in the outbox (`GET /__sandbox/outbox`, helpers.ts `deliver`).
import type { profiles } from '@ypo/sdk';
import { bodyOf, deliver, forbidden, mediaUrl, newId, notFound, now, ok, param, parseDateTime, sameId, sliceOf, specError, unprocessable } from '../helpers.ts';
import type { Caller, OperationHandler, SandboxDomain, SandboxRequest, Store } from '../types.ts';
import { emailGroupsOf } from './chapter-studio.ts';
import type { EventsSlice } from './events.ts';
import { timeZones } from './geography.ts';
import { findMember, isCommunityAdmin, membersOfCommunity, requireMembership } from './network.ts';
import { extensionOf, fileParts, keepUpload, pathSegment } from './uploads.ts';

type EmailContent = profiles.components['schemas']['EmailContent'];
type EmailRecipient = profiles.components['schemas']['EmailRecipient'];
type EmailSignature = profiles.components['schemas']['EmailSignature'];
type ScheduleEmailRequest = profiles.components['schemas']['ScheduleEmailRequest'];

/** spec 001 §5: at most 10 attachments per email. */
export const MAX_EMAIL_ATTACHMENTS = 10;
/** spec 001 §5: each attachment at most 25 MB (26214400 bytes). */
export const MAX_EMAIL_ATTACHMENT_BYTES = 26_214_400;
/** spec 001 §5 ("per general rule"): the file types of files and media, with the media type each is served as. */
const ATTACHMENT_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg', '.mp4': 'video/mp4', '.csv': 'text/csv', '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '.pdf': 'application/pdf',
  '.pps': 'application/vnd.ms-powerpoint', '.ppsx': 'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
  '.ppt': 'application/vnd.ms-powerpoint', '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.rtf': 'application/rtf', '.txt': 'text/plain', '.vsd': 'application/vnd.visio', '.wbp': 'application/octet-stream',
  '.xps': 'application/vnd.ms-xpsdocument', '.xlt': 'application/vnd.ms-excel', '.bmp': 'image/bmp', '.gif': 'image/gif',
  '.jpeg': 'image/jpeg', '.jpg': 'image/jpeg', '.png': 'image/png',
};

/** Recipient types of the composer: all members, the officers (admins), attendees of an event; any other type is a custom group id (chapter studio's email groups). */
export const RECIPIENT_TYPES = { members: 'Members', officers: 'Officers', eventAttendees: 'EventAttendees' } as const;

/** A stored email: its content, who wrote it, when it last changed, and whether it went out. */
export interface StoredEmail {
  content: EmailContent & { emailId: string };
  authorId: string;
  lastModifiedDateTime: string;
  state: 'draft' | 'scheduled' | 'sent';
}

/** `store.emailComposer`. */
export interface EmailComposerSlice {
  /** By community id. */
  signatures: Record<string, (EmailSignature & { signatureId: string })[]>;
  /** By email id. */
  emails: Record<string, StoredEmail>;
}

const slice = (store: Store) => sliceOf<EmailComposerSlice>(store, 'emailComposer');

/** The community (404), the caller a member (403) and one of its officers (403): the composer is for chapter officers (spec 001 §1). */
function requireOfficer(store: Store, caller: Caller, communityId: string) {
  const found = requireMembership(store, caller, communityId);
  if (!isCommunityAdmin(store, caller.personId, found.community.communityId)) throw forbidden('Only the officers of this community may write its emails.');
  return found.community;
}

const recipientOf = (store: Store, personId: string): EmailRecipient | undefined => {
  const member = findMember(store, personId);
  if (!member) return undefined;
  return { id: member.personId, firstName: member.preferredName || member.firstName, lastName: member.familyName, email: member.email, isSelected: true };
};

/** The recipients of one type in a community (unknown type or event: 404). */
function recipientsOfType(store: Store, communityId: string, type: string, options: { memberType?: string | null; eventId?: string | null } = {}): EmailRecipient[] {
  let personIds: string[];
  if (type === RECIPIENT_TYPES.members) {
    const memberType = options.memberType?.trim().toLowerCase();
    personIds = membersOfCommunity(store, communityId)
      .filter((m) => !memberType || memberType === 'all' || m.roles.some((role) => role.toLowerCase() === memberType))
      .map((m) => m.personId);
  } else if (type === RECIPIENT_TYPES.officers) {
    personIds = membersOfCommunity(store, communityId).filter((m) => m.isAdmin).map((m) => m.personId);
  } else if (type === RECIPIENT_TYPES.eventAttendees) {
    const events = (store.events as EventsSlice | undefined) ?? { events: [], registrations: [] };
    const eventIds = events.events.filter((e) => sameId(e.communityId, communityId) && (!options.eventId || sameId(e.id, options.eventId))).map((e) => e.id);
    if (options.eventId && eventIds.length === 0) throw notFound('No event of this community with this id.');
    const wanted = new Set(eventIds);
    personIds = events.registrations.filter((r) => wanted.has(r.eventId) && r.status === 'Registered').map((r) => r.personId);
  } else {
    const group = emailGroupsOf(store, communityId).find((g) => sameId(g.id, type));
    if (!group) throw notFound(`No recipient type or custom group '${type}' in this community.`);
    personIds = group.members.filter((m) => m.isSelected !== false).map((m) => m.personId);
  }
  const seen = new Set<string>();
  return personIds.flatMap((id) => {
    const key = id.toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    return recipientOf(store, id) ?? [];
  });
}

const getChampsEmailSenderList: OperationHandler = (request, caller, store) => {
  const community = requireOfficer(store, caller, param(request, 'id'));
  const senderList = membersOfCommunity(store, community.communityId)
    .filter((m) => m.isAdmin)
    .flatMap((m) => recipientOf(store, m.personId) ?? [])
    .map((sender) => ({ ...sender, isSelected: sameId(sender.id, caller.personId) }));
  const me = recipientOf(store, caller.personId);
  return ok({ senderList, loggedInUser: { firstName: me?.firstName ?? caller.persona.givenName, lastName: me?.lastName ?? caller.persona.familyName } });
};

const getChampsEmailRecipientList: OperationHandler = (request, caller, store) => {
  const body = bodyOf<profiles.components['schemas']['EmailRecipientListRequest']>(request);
  const community = requireOfficer(store, caller, body.communityId ?? '');
  const all = (body.recipientTypes ?? []).flatMap((type) => recipientsOfType(store, community.communityId, type));
  const seen = new Set<string>();
  return ok(all.filter((r) => !seen.has(r.id) && seen.add(r.id)));
};

const getChampsEmailRecipientDetails: OperationHandler = (request, caller, store) => {
  const community = requireOfficer(store, caller, param(request, 'communityId'));
  return ok(recipientsOfType(store, community.communityId, param(request, 'recipientType'), { memberType: request.query.get('memberType'), eventId: request.query.get('eventId') }));
};

// --- signatures ---

const signaturesOf = (store: Store, communityId: string) => (slice(store).signatures[communityId] ??= []);

const getChampsSignatureList: OperationHandler = (request, caller, store) => {
  const community = requireOfficer(store, caller, param(request, 'id'));
  return ok(signaturesOf(store, community.communityId));
};

const createChampsNewSignature: OperationHandler = (request, caller, store) => {
  const community = requireOfficer(store, caller, param(request, 'communityId'));
  const data = bodyOf<EmailSignature>(request).data ?? '';
  if (!data.trim()) throw unprocessable('A signature needs some text.', { data: ['is required'] });
  const signature = { signatureId: newId(), communityId: community.communityId, data };
  signaturesOf(store, community.communityId).push(signature);
  return ok(signature);
};

const updateChampsSignature: OperationHandler = (request, caller, store) => {
  const community = requireOfficer(store, caller, param(request, 'communityId'));
  const body = bodyOf<EmailSignature>(request);
  const signature = signaturesOf(store, community.communityId).find((s) => sameId(s.signatureId, body.signatureId));
  if (!signature) throw notFound('No signature with this id in this community.');
  if (!body.data?.trim()) throw unprocessable('A signature needs some text.', { data: ['is required'] });
  signature.data = body.data;
  return ok(signature);
};

const deleteChampsSignature: OperationHandler = (request, caller, store) => {
  const community = requireOfficer(store, caller, param(request, 'communityId'));
  const list = signaturesOf(store, community.communityId);
  const at = list.findIndex((s) => sameId(s.signatureId, param(request, 'signatureId')));
  if (at < 0) throw notFound('No signature with this id in this community.');
  list.splice(at, 1);
  return ok(list);
};

// --- emails ---

/** The stored email, which must belong to a community the caller is an officer of. */
function requireEmail(store: Store, caller: Caller, emailId: string, communityId?: string): StoredEmail {
  const email = Object.values(slice(store).emails).find((e) => sameId(e.content.emailId, emailId));
  if (!email || (communityId && !sameId(email.content.communityId, communityId))) throw notFound('No email with this id.');
  requireOfficer(store, caller, email.content.communityId);
  return email;
}

/** Creates or updates an email from the request body; a sent or scheduled email no longer changes (422). */
function upsert(request: SandboxRequest, caller: Caller, store: Store, create: boolean): StoredEmail {
  const body = bodyOf<EmailContent>(request) as EmailContent;
  const community = requireOfficer(store, caller, body.communityId);
  const existing = !create && body.emailId ? requireEmail(store, caller, body.emailId, community.communityId) : undefined;
  if (existing && existing.state !== 'draft') throw unprocessable('This email was already sent or scheduled.');
  const emailId = existing?.content.emailId ?? newId();
  const attachments = body.attachments ?? existing?.content.attachments ?? [];
  const content = { ...body, emailId, communityId: community.communityId, attachments, isDraft: true };
  const stored: StoredEmail = { content, authorId: existing?.authorId ?? caller.personId, lastModifiedDateTime: now(store), state: 'draft' };
  slice(store).emails[emailId] = stored;
  return stored;
}

const asAnswer = (email: StoredEmail) => ({ ...email.content, isDraft: email.state === 'draft' });

/** The email's HTML as sent: the body, then the signature. */
const htmlOf = (content: EmailContent) => `${content.body}${content.emailSenderDetails?.signatureContent ? `<div class="signature">${content.emailSenderDetails.signatureContent}</div>` : ''}`;

/** Puts the email in the outbox: sent now, or scheduled for a time in a time zone. */
function dispatch(store: Store, email: StoredEmail, schedule?: { scheduledDateTime: string; timeZone: string }): void {
  const { content } = email;
  const recipients = content.recipients.filter((r) => r.isSelected !== false).map((r) => r.email);
  if (recipients.length === 0) throw unprocessable('Choose at least one recipient.', { recipients: ['has no selected recipient'] });
  if (!content.subject.trim()) throw unprocessable('An email needs a subject.', { subject: ['is required'] });
  email.state = schedule ? 'scheduled' : 'sent';
  email.lastModifiedDateTime = now(store);
  if (schedule) Object.assign(content, schedule);
  deliver(store, {
    channel: 'email',
    to: recipients.join(', '),
    recipients,
    from: content.emailSenderDetails?.senderEmail ?? findMember(store, email.authorId)?.email ?? '',
    subject: content.subject,
    text: content.subject,
    html: htmlOf(content),
    attachments: content.attachments ?? [],
    emailId: content.emailId,
    communityId: content.communityId,
    status: email.state === 'scheduled' ? 'scheduled' : 'sent',
    ...schedule,
  });
}

const getChampsEmails: OperationHandler = (request, caller, store) => {
  const community = requireOfficer(store, caller, param(request, 'communityId'));
  const isDraft = request.query.get('isDraft');
  return ok(
    Object.values(slice(store).emails)
      .filter((e) => sameId(e.content.communityId, community.communityId) && (isDraft === null || (e.state === 'draft') === (isDraft === 'true')))
      .sort((a, b) => b.lastModifiedDateTime.localeCompare(a.lastModifiedDateTime))
      .map((e) => ({ emailId: e.content.emailId, subject: e.content.subject, isDraft: e.state === 'draft', isSelected: false, lastModifiedDateTime: e.lastModifiedDateTime })),
  );
};

const deleteChampsEmails: OperationHandler = (request, caller, store) => {
  const ids = bodyOf<{ emailIds: string[] }>(request).emailIds ?? [];
  const emails = ids.map((id) => requireEmail(store, caller, id));
  for (const email of emails) delete slice(store).emails[email.content.emailId];
  return ok({ emailIds: emails.map((e) => e.content.emailId) });
};

const uploadChampsEmailAttachments: OperationHandler = (request, caller, store) => {
  const email = requireEmail(store, caller, param(request, 'emailId'), param(request, 'communityId'));
  if (email.state !== 'draft') throw unprocessable('This email was already sent or scheduled.');
  const parts = fileParts(request.body);
  if (parts.length === 0) throw unprocessable('No file was sent.', { file0: ['is required'] });
  const already = email.content.attachments ?? [];
  if (already.length + parts.length > MAX_EMAIL_ATTACHMENTS) {
    throw unprocessable(`An email has at most ${MAX_EMAIL_ATTACHMENTS} attachments.`, { [parts[0]?.field ?? 'file0']: [`would make ${already.length + parts.length} attachments; at most ${MAX_EMAIL_ATTACHMENTS}`] });
  }
  // Check every file before keeping any: a refused upload keeps nothing.
  const accepted = parts.map(({ field, file }) => {
    const contentType = ATTACHMENT_TYPES[extensionOf(file.name)];
    if (!contentType) throw specError(422, 'File type not supported', { [field]: [`${extensionOf(file.name) || 'a file without extension'} is not an attachment type`] });
    if (file.size > MAX_EMAIL_ATTACHMENT_BYTES) throw specError(422, 'File does not meet requirements', { [field]: ['is larger than 25 MB (26214400 bytes)'] });
    return { file, contentType };
  });
  const uploadedAt = now(store);
  const urls = accepted.map(({ file, contentType }) => {
    const path = `email/${email.content.communityId}/${email.content.emailId}/${newId()}/${pathSegment(file.name)}`;
    keepUpload(store, { pendingBlobStoragePath: path, name: file.name, contentType, size: file.size, communityId: email.content.communityId, uploaderId: caller.personId, uploadedAt }, file.data ?? new Uint8Array());
    return mediaUrl(path);
  });
  // spec 001 §3: an attachment's name is the last path segment of its URL.
  const added = urls.map((url) => ({ name: decodeURIComponent(new URL(url).pathname.split('/').pop() ?? ''), url }));
  email.content.attachments = [...already, ...added];
  email.content.emailSenderDetails &&= { ...email.content.emailSenderDetails, attachmentUrls: email.content.attachments.map((a) => a.url) };
  email.lastModifiedDateTime = uploadedAt;
  return ok({ attachmentUrls: urls });
};

const scheduleChampsEmail: OperationHandler = (request, caller, store) => {
  const body = bodyOf<ScheduleEmailRequest>(request) as ScheduleEmailRequest;
  const email = requireEmail(store, caller, body.emailId, body.communityId);
  if (email.state !== 'draft') throw unprocessable('This email was already sent or scheduled.');
  if (!timeZones().some((zone) => zone.id === body.timeZone)) throw unprocessable('Unknown time zone.', { timeZone: ['is not one of get-time-zones'] });
  if (parseDateTime(body.scheduledDateTime) <= parseDateTime(now(store))) throw unprocessable('The scheduled time must be in the future.', { scheduledDateTime: ['is not in the future'] });
  dispatch(store, email, { scheduledDateTime: body.scheduledDateTime, timeZone: body.timeZone });
  return ok(asAnswer(email));
};

const sendChampsEmail: OperationHandler = (request, caller, store) => {
  const body = bodyOf<EmailContent>(request);
  const existing = body.emailId ? Object.values(slice(store).emails).find((e) => sameId(e.content.emailId, body.emailId)) : undefined;
  const email = upsert(request, caller, store, !existing);
  dispatch(store, email);
  return ok(asAnswer(email));
};

/** The `emailComposer` domain (openapi/profiles.yaml, tag emailComposer). */
export const emailComposerDomain: SandboxDomain = {
  name: 'email-composer',
  seed(store) {
    store.emailComposer = { signatures: {}, emails: {} } satisfies EmailComposerSlice;
  },
  handlers: {
    getChampsEmailSenderList,
    getChampsEmailRecipientList,
    getChampsEmailRecipientDetails,
    getChampsSignatureList,
    createChampsNewSignature,
    updateChampsSignature,
    deleteChampsSignature,
    createChampsNewEmail: (request, caller, store) => ok(asAnswer(upsert(request, caller, store, true))),
    saveChampsEmailContent: (request, caller, store) => {
      const emailId = bodyOf<EmailContent>(request).emailId;
      const exists = !!emailId && Object.values(slice(store).emails).some((e) => sameId(e.content.emailId, emailId));
      return ok(asAnswer(upsert(request, caller, store, !exists)));
    },
    getChampsEmailContents: (request, caller, store) => ok(asAnswer(requireEmail(store, caller, param(request, 'emailid'), param(request, 'communityId')))),
    getChampsEmailPreview: (request, caller, store) => {
      const email = requireEmail(store, caller, param(request, 'emailId'), param(request, 'communityId'));
      return ok({ emailId: email.content.emailId, subject: email.content.subject, html: htmlOf(email.content) });
    },
    getChampsEmails,
    deleteChampsEmails,
    uploadChampsEmailAttachments,
    getChampsTimeZones: () => ok(timeZones().map(({ id, name }) => ({ id, name }))),
    scheduleChampsEmail,
    sendChampsEmail,
  },
};
