/** The chapter email composer (spec 001 §3, §5, §7): senders, signatures, recipients, drafts, attachments, schedule, send, outbox. */
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../helpers.ts';
import type { ApiClient } from '../testing.ts';
import { sandboxForTests } from '../test-sandbox.ts';
import { emailGroupsOf } from './chapter-studio.ts';

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
// Relative to the day the test runs (docs/testing.md, "Dates"): a year back, and three months ahead at 14:00.
const DAY_MS = 86_400_000;
const PAST = `${new Date(Date.now() - 365 * DAY_MS).toISOString().slice(0, 10)}T00:00:00Z`;
const FUTURE = `${new Date(Date.now() + 90 * DAY_MS).toISOString().slice(0, 10)}T14:00:00Z`;

interface Recipient { id: string; firstName: string; lastName: string; email: string; isSelected?: boolean }
interface Email { emailId: string; communityId: string; subject: string; body: string; recipients: Recipient[]; attachments?: { name: string; url: string }[]; isDraft?: boolean; timeZone?: string | null; scheduledDateTime?: string | null; emailSenderDetails?: Record<string, unknown> }

const env = sandboxForTests({
  bruno: 'bruno.lindqvist', // chair of Harbor City: an officer
  amara: 'amara.okafor', // member of Harbor City, not an officer
});

const C = '/profiles/api/champs';

/** A draft from Bruno to the given recipients, with his signature. */
async function draft(recipients: Recipient[], subject = 'Leadership Summit: agenda') {
  const answer = await env.as.bruno.post<Email>(`${C}/create-new-email`, {
    communityId: HARBOR_CITY,
    subject,
    body: '<p>Dear members, the agenda is attached.</p>',
    recipients,
    emailSenderDetails: { senderId: BRUNO, senderName: 'Bruno Lindqvist', senderEmail: 'bruno.lindqvist@harborcity.example', signatureContent: '<p>Bruno<br>Chair</p>' },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function attach(client: ApiClient, emailId: string, files: { name: string; type: string; data: Uint8Array<ArrayBuffer> }[]) {
  const form = new FormData();
  files.forEach((file, i) => form.set(`file${i}`, new Blob([file.data], { type: file.type }), file.name));
  const response = await fetch(`${env.running.url}${C}/upload-attachments/${HARBOR_CITY}/${emailId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${client.token}`, 'Ocp-Apim-Subscription-Key': 'k' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { attachmentUrls: string[]; detail?: string } };
}

const PDF = Uint8Array.from(Buffer.from('%PDF-1.4\n%%EOF\n'));

describe('email composer: senders, recipients, signatures', () => {
  it('lists the officers as senders (the caller selected) and refuses a member who is not an officer', async () => {
    const senders = await env.as.bruno.get<{ senderList: Recipient[]; loggedInUser: { firstName: string } }>(`${C}/get/email-sender-list/${HARBOR_CITY}`);
    expect(senders.status).toBe(200);
    expect(senders.body.loggedInUser.firstName).toBe('Bruno');
    expect(senders.body.senderList.find((s) => s.id === BRUNO)).toMatchObject({ email: 'bruno.lindqvist@harborcity.example', isSelected: true });
    expect((await env.as.amara.get(`${C}/get/email-sender-list/${HARBOR_CITY}`)).status).toBe(403);
  });

  it('gives recipients by type: members, officers, custom groups, event attendees; unknown types are 404', async () => {
    const members = (await env.as.bruno.post<Recipient[]>(`${C}/get-email-recipient-list`, { communityId: HARBOR_CITY, recipientTypes: ['Members'] })).body;
    expect(members.length).toBeGreaterThan(10);
    expect(members.some((m) => m.email.toLowerCase() === 'amara.okafor@harborcity.example')).toBe(true);
    const officers = (await env.as.bruno.get<Recipient[]>(`${C}/get/email-recipient-details/${HARBOR_CITY}/Officers`)).body;
    expect(officers.map((o) => o.id)).toContain(BRUNO);
    expect(officers.length).toBeLessThan(members.length);
    // Custom groups are chapter studio's email groups (one of each).
    const group = emailGroupsOf(env.running.sandbox.store, HARBOR_CITY)[0];
    expect(group?.name).toBe('Summit Planning Committee');
    const inGroup = (await env.as.bruno.get<Recipient[]>(`${C}/get/email-recipient-details/${HARBOR_CITY}/${group?.id}`)).body;
    expect(inGroup.map((r) => r.id).sort()).toEqual(group?.members.map((m) => m.personId).sort());
    const attendees = await env.as.bruno.get<Recipient[]>(`${C}/get/email-recipient-details/${HARBOR_CITY}/EventAttendees`);
    expect(attendees.status).toBe(200);
    expect((await env.as.bruno.get(`${C}/get/email-recipient-details/${HARBOR_CITY}/Nobody`)).status).toBe(404);
  });

  it('creates, updates and deletes signatures, kept per community', async () => {
    const created = await env.as.bruno.post<{ signatureId: string; data: string }>(`${C}/create-new-signature/${HARBOR_CITY}`, { communityId: HARBOR_CITY, data: '<p>Bruno</p>' });
    expect(created.status).toBe(200);
    const id = created.body.signatureId;
    expect((await env.as.bruno.post(`${C}/update-signature/${HARBOR_CITY}`, { signatureId: id, communityId: HARBOR_CITY, data: '<p>Bruno, Chair</p>' })).status).toBe(200);
    expect((await env.as.bruno.get<{ data: string }[]>(`${C}/get-signature-list/${HARBOR_CITY}`)).body.map((s) => s.data)).toEqual(['<p>Bruno, Chair</p>']);
    expect((await env.as.bruno.delete<unknown[]>(`${C}/delete-signature/${HARBOR_CITY}/${id}`)).body).toEqual([]);
    expect((await env.as.bruno.delete(`${C}/delete-signature/${HARBOR_CITY}/${id}`)).status).toBe(404);
  });
});

describe('email composer: drafts, attachments, schedule, send', () => {
  it('saves drafts, lists them newest first, reads and deletes them', async () => {
    const recipients = (await env.as.bruno.get<Recipient[]>(`${C}/get/email-recipient-details/${HARBOR_CITY}/Officers`)).body;
    const first = await draft(recipients, 'First');
    const second = await draft(recipients, 'Second');
    const saved = await env.as.bruno.post<Email>(`${C}/save-email-content`, { ...first, subject: 'First, edited' });
    expect(saved.body).toMatchObject({ emailId: first.emailId, subject: 'First, edited', isDraft: true });
    const drafts = (await env.as.bruno.get<{ emailId: string; subject: string }[]>(`${C}/get-emails/${HARBOR_CITY}?isDraft=true`)).body;
    expect(drafts.map((d) => d.subject)).toEqual(['First, edited', 'Second']);
    expect((await env.as.bruno.get<Email>(`${C}/get-email-contents/${HARBOR_CITY}/${second.emailId}`)).body.subject).toBe('Second');
    expect((await env.as.bruno.delete<{ emailIds: string[] }>(`${C}/delete-emails`, { emailIds: [second.emailId] })).body.emailIds).toEqual([second.emailId]);
    expect((await env.as.bruno.get<unknown[]>(`${C}/get-emails/${HARBOR_CITY}?isDraft=true`)).body).toHaveLength(1);
    expect((await env.as.amara.get(`${C}/get-emails/${HARBOR_CITY}?isDraft=true`)).status).toBe(403);
  });

  it('keeps attachments (named by the URL’s last segment, served back) within 10 files and the type list', async () => {
    const email = await draft([]);
    const uploaded = await attach(env.as.bruno, email.emailId, [{ name: 'Summit agenda.pdf', type: 'application/pdf', data: PDF }]);
    expect(uploaded.status).toBe(200);
    const [url = ''] = uploaded.body.attachmentUrls;
    const served = await fetch(`${env.running.url}${new URL(url).pathname}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
    const contents = (await env.as.bruno.get<Email>(`${C}/get-email-contents/${HARBOR_CITY}/${email.emailId}`)).body;
    expect(contents.attachments).toEqual([{ name: 'Summit-agenda.pdf', url }]);
    expect(await attach(env.as.bruno, email.emailId, [{ name: 'run.exe', type: 'application/octet-stream', data: PDF }])).toMatchObject({ status: 422, body: { detail: 'File type not supported' } });
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `part ${i}.txt`, type: 'text/plain', data: PDF }));
    expect((await attach(env.as.bruno, email.emailId, ten)).status).toBe(422);
    expect((await attach(env.as.amara, email.emailId, [{ name: 'a.pdf', type: 'application/pdf', data: PDF }])).status).toBe(403);
  });

  it('schedules an email in a time zone: it lands in the outbox with its signature and attachment, and leaves the drafts', async () => {
    const zones = (await env.as.bruno.get<{ id: string; name: string }[]>(`${C}/get-time-zones`)).body;
    expect(zones.map((z) => z.id)).toContain('UTC');
    const recipients = (await env.as.bruno.get<Recipient[]>(`${C}/get/email-recipient-details/${HARBOR_CITY}/Officers`)).body;
    const email = await draft(recipients);
    const url = (await attach(env.as.bruno, email.emailId, [{ name: 'agenda.pdf', type: 'application/pdf', data: PDF }])).body.attachmentUrls[0];
    const schedule = { emailId: email.emailId, communityId: HARBOR_CITY, timeZone: 'Eastern Standard Time' };
    expect((await env.as.bruno.post(`${C}/schedule-email`, { ...schedule, scheduledDateTime: PAST })).status).toBe(422);
    expect((await env.as.bruno.post(`${C}/schedule-email`, { ...schedule, timeZone: 'Mars Time', scheduledDateTime: FUTURE })).status).toBe(422);
    const scheduled = await env.as.bruno.post<Email>(`${C}/schedule-email`, { ...schedule, scheduledDateTime: FUTURE });
    expect(scheduled.body).toMatchObject({ isDraft: false, scheduledDateTime: FUTURE, timeZone: 'Eastern Standard Time' });
    const outbox = (await (await fetch(`${env.running.url}/__sandbox/outbox`)).json()) as Record<string, unknown>[];
    expect(outbox[0]).toMatchObject({
      channel: 'email', status: 'scheduled', emailId: email.emailId, subject: 'Leadership Summit: agenda', from: 'bruno.lindqvist@harborcity.example',
      scheduledDateTime: FUTURE, timeZone: 'Eastern Standard Time', recipients: recipients.map((r) => r.email), attachments: [{ name: 'agenda.pdf', url }],
    });
    expect(outbox[0]?.html).toContain('<p>Bruno<br>Chair</p>');
    expect(readOutbox(env.running.sandbox.store, recipients[0]?.email)[0]?.emailId).toBe(email.emailId);
    expect((await env.as.bruno.get<unknown[]>(`${C}/get-emails/${HARBOR_CITY}?isDraft=true`)).body).toEqual([]);
    expect((await env.as.bruno.post(`${C}/schedule-email`, { ...schedule, scheduledDateTime: FUTURE })).status).toBe(422);
  });

  it('sends an email at once (new or a draft); one without recipients is refused', async () => {
    const recipients = (await env.as.bruno.post<Recipient[]>(`${C}/get-email-recipient-list`, { communityId: HARBOR_CITY, recipientTypes: ['Officers'] })).body;
    const sent = await env.as.bruno.post<Email>(`${C}/send-email`, { communityId: HARBOR_CITY, subject: 'Now', body: '<p>Hello</p>', recipients });
    expect(sent.body.isDraft).toBe(false);
    const [message] = readOutbox(env.running.sandbox.store);
    expect(message).toMatchObject({ status: 'sent', subject: 'Now', emailId: sent.body.emailId });
    const empty = await draft([]);
    expect((await env.as.bruno.post(`${C}/send-email`, empty)).status).toBe(422);
  });
});
