import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles as mocks } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdRequests, problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { attachmentOf, useEmailComposer } from './use-email-composer';
import { useEmailDrafts, useEmailRecipients, useEmailSignatures } from './use-email-composer-lists';

// jsdom's FormData and Blob are not the ones Node's Request understands; multipart needs Node's.
const NodeFormData = (await new Response('x=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ID = '00000000-0000-4000-8000-00000000c101';
const EMAIL = 'e1000000-0000-4000-8000-000000000001';
const P = '*/profiles/api/champs';
const AMARA = { id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001', firstName: 'Amara', lastName: 'Okafor', email: 'amara.okafor@harborcity.example', isSelected: true };
const INPUT = { subject: 'Summit', body: '<p>Agenda</p>', recipients: [AMARA] };
// A PDF's first bytes (the engine compares them with the extension's signature), padded to `size`.
const file = (name: string, size = 20, type = 'application/pdf') => new File([new TextEncoder().encode('%PDF-1.4\n'), new Uint8Array(Math.max(0, size - 9))], name, { type });
const bodies = async (requests: Request[], path: string) =>
  Promise.all(requests.filter((r) => new URL(r.url).pathname === path).map((r) => r.clone().json() as Promise<Record<string, unknown>>));

describe('attachmentOf (spec 001 §3)', () => {
  it('names an attachment by the last segment of its URL, decoded', () => {
    expect(attachmentOf('https://media.example/email/e1/Summit%20agenda.pdf')).toEqual({ name: 'Summit agenda.pdf', url: 'https://media.example/email/e1/Summit%20agenda.pdf' });
    expect(attachmentOf('/media/a/b.txt/').name).toBe('b.txt');
    expect(attachmentOf('https://m.example/x/%E0%A4%A.pdf').name).toBe('%E0%A4%A.pdf');
  });
});

describe('useEmailRecipients (cancelable, spec 001 §7)', () => {
  it('aborts the older recipient-list load when the types change', async () => {
    const held = holdRequests('post', `${P}/get-email-recipient-list`);
    const { result, rerender } = renderHook(({ types }) => useEmailRecipients(ID, types), { wrapper: wrapperFor(), initialProps: { types: ['Members'] as readonly string[] } });
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ types: ['Officers'] });
    await waitFor(() => expect(held).toHaveLength(2));
    await waitFor(() => expect(held[0]?.request.signal.aborted).toBe(true));
    expect(held[1]?.request.signal.aborted).toBe(false);
    held[1]?.answer([AMARA]);
    await waitFor(() => expect(result.current.data).toEqual([AMARA]));
    expect(result.current.error).toBeUndefined();
    expect(await held[1]?.request.clone().json()).toEqual({ communityId: ID, recipientTypes: ['Officers'] });
  });

  it('takes the attendees of the chosen event from the recipient details, the other types from the list, once each', async () => {
    const OTHER = { ...AMARA, id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002', firstName: 'Bruno', email: 'bruno@harborcity.example' };
    const requests = recordRequests();
    server.use(
      http.post(`${P}/get-email-recipient-list`, () => HttpResponse.json([AMARA])),
      http.get(`${P}/get/email-recipient-details/:communityId/:type`, () => HttpResponse.json([AMARA, OTHER])),
    );
    const { result } = renderHook(() => useEmailRecipients(ID, ['Officers', 'EventAttendees'], { eventId: 'ev-1' }), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.data).toEqual([AMARA, OTHER]));
    expect(await requests.find((r) => r.url.includes('get-email-recipient-list'))?.clone().json()).toEqual({ communityId: ID, recipientTypes: ['Officers'] });
    const details = new URL(requests.find((r) => r.url.includes('email-recipient-details'))?.url ?? '');
    expect([details.pathname.endsWith(`/${ID}/EventAttendees`), details.searchParams.get('eventId')]).toEqual([true, 'ev-1']);
  });

  it('holds the call without a type', () => {
    const requests = recordRequests();
    renderHook(() => useEmailRecipients(ID, []), { wrapper: wrapperFor() });
    expect(requests).toEqual([]);
  });
});

describe('useEmailDrafts (cancelable list, delete)', () => {
  it('lists drafts with isDraft=true, aborts an older load on a new community, and deletes with a body', async () => {
    const held = holdRequests('get', `${P}/get-emails/*`);
    const { result, rerender } = renderHook(({ id }) => useEmailDrafts(id), { wrapper: wrapperFor(mocks.getDeleteChampsEmailsMockHandler({ emailIds: [EMAIL] })), initialProps: { id: ID } });
    await waitFor(() => expect(held).toHaveLength(1));
    expect(new URL(held[0]?.request.url ?? '').searchParams.get('isDraft')).toBe('true');
    rerender({ id: '00000000-0000-4000-8000-00000000c102' });
    await waitFor(() => expect(held[0]?.request.signal.aborted).toBe(true));
    rerender({ id: ID });
    await waitFor(() => expect(held).toHaveLength(3));
    held[2]?.answer([{ emailId: EMAIL, subject: 'Summit', isDraft: true }, { emailId: 'e1000000-0000-4000-8000-000000000002', subject: 'Other', isDraft: true }]);
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    const requests = recordRequests();
    await act(() => result.current.remove([EMAIL]));
    expect(result.current.data?.map((d) => d.subject)).toEqual(['Other']);
    expect(await requests[0]?.clone().json()).toEqual({ emailIds: [EMAIL] });
  });
});

describe('useEmailDrafts open', () => {
  it('opens a draft with its whole content', async () => {
    server.use(http.get(`${P}/get-email-contents/:communityId/:emailId`, ({ params }) => HttpResponse.json({ ...INPUT, emailId: params['emailId'], communityId: ID })));
    const { result } = renderHook(() => useEmailDrafts(ID), { wrapper: wrapperFor() });
    const opened = await act(() => result.current.open(EMAIL));
    expect(opened).toMatchObject({ ok: true, data: { emailId: EMAIL, subject: 'Summit', body: '<p>Agenda</p>' } });
  });
});

describe('useEmailSignatures', () => {
  it('creates, updates and deletes signatures, the list following each answer', async () => {
    const created = { signatureId: '51000000-0000-4000-8000-000000000001', communityId: ID, data: '<p>Bruno</p>' };
    const wrapper = wrapperFor(
      mocks.getGetChampsSignatureListMockHandler([]),
      mocks.getCreateChampsNewSignatureMockHandler(created),
      mocks.getUpdateChampsSignatureMockHandler({ ...created, data: '<p>Bruno, Chair</p>' }),
      mocks.getDeleteChampsSignatureMockHandler([]),
    );
    const { result } = renderHook(() => useEmailSignatures(ID), { wrapper });
    await waitFor(() => expect(result.current.signatures).toEqual([]));
    await act(() => result.current.create('<p>Bruno</p>'));
    expect(result.current.signatures).toEqual([created]);
    await act(() => result.current.update(created.signatureId, '<p>Bruno, Chair</p>'));
    expect(result.current.signatures?.map((s) => s.data)).toEqual(['<p>Bruno, Chair</p>']);
    await act(() => result.current.remove(created.signatureId));
    expect(result.current.signatures).toEqual([]);
  });
});

describe('useEmailComposer', () => {
  const saved = { ...INPUT, emailId: EMAIL, communityId: ID, attachments: [], isDraft: true };

  it('creates the draft first, then saves the same email; attaches through the upload engine, named from the URL', async () => {
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    const requests = recordRequests();
    const wrapper = wrapperFor(
      mocks.getCreateChampsNewEmailMockHandler(saved),
      mocks.getSaveChampsEmailContentMockHandler(saved),
      mocks.getUploadChampsEmailAttachmentsMockHandler({ attachmentUrls: ['https://media.example/email/e1/Agenda.pdf'] }),
      mocks.getScheduleChampsEmailMockHandler({ ...saved, isDraft: false, timeZone: 'UTC', scheduledDateTime: '2027-03-01T14:00:00Z' }),
    );
    const { result } = renderHook(() => useEmailComposer(ID), { wrapper });
    let attached: Awaited<ReturnType<typeof result.current.attach>>;
    await act(async () => {
      attached = await result.current.attach(INPUT, [file('Agenda.pdf')]);
    });
    expect(attached!).toEqual({ ok: true, data: [{ name: 'Agenda.pdf', url: 'https://media.example/email/e1/Agenda.pdf' }] });
    expect(result.current.emailId).toBe(EMAIL);
    const upload = requests.find((r) => r.url.includes('/upload-attachments/'));
    expect(new URL(upload?.url ?? '').pathname).toBe(`/profiles/api/champs/upload-attachments/${ID}/${EMAIL}`);
    expect([...(await upload!.clone().formData()).keys()]).toEqual(['file0']);

    let scheduled: Awaited<ReturnType<typeof result.current.scheduleEmail>>;
    await act(async () => {
      scheduled = await result.current.scheduleEmail(INPUT, '2027-03-01T14:00:00Z', 'UTC');
    });
    expect(scheduled!).toMatchObject({ ok: true, data: { isDraft: false } });
    const [save] = await bodies(requests, '/profiles/api/champs/save-email-content');
    expect(save).toMatchObject({ emailId: EMAIL, communityId: ID, attachments: [{ name: 'Agenda.pdf', url: 'https://media.example/email/e1/Agenda.pdf' }] });
    expect(await bodies(requests, '/profiles/api/champs/schedule-email')).toEqual([{ emailId: EMAIL, communityId: ID, scheduledDateTime: '2027-03-01T14:00:00Z', timeZone: 'UTC' }]);
  });

  it('refuses an eleventh attachment and a wrong type before sending anything', async () => {
    const requests = recordRequests();
    const eleven = Array.from({ length: 11 }, (_, i) => file(`f${i}.pdf`));
    const { result } = renderHook(() => useEmailComposer(ID, { ...saved }), { wrapper: wrapperFor() });
    await act(async () => {
      expect((await result.current.attach(INPUT, eleven))?.ok).toBe(false);
    });
    expect(result.current.problems.map((p) => p.code)).toEqual(['tooMany']);
    await act(async () => {
      expect((await result.current.attach(INPUT, [file('run.exe')]))?.ok).toBe(false);
    });
    expect(result.current.problems).toEqual([expect.objectContaining({ code: 'type', message: 'File type not supported' })]);
    await act(async () => {
      expect((await result.current.attach(INPUT, [file('big.pdf', 26_214_401)]))?.ok).toBe(false);
    });
    expect(result.current.problems.map((p) => p.code)).toEqual(['tooLarge']);
    expect(requests).toEqual([]);
  });

  it('keeps the typed content on a gateway 500: the failure comes back, nothing is lost or thrown', async () => {
    server.use(problem('post', `${P}/send-email`, 500, 'Internal Server Error'));
    const { result } = renderHook(() => useEmailComposer(ID), { wrapper: wrapperFor() });
    let sent: Awaited<ReturnType<typeof result.current.sendEmail>>;
    await act(async () => {
      sent = await result.current.sendEmail(INPUT);
    });
    expect(sent!.ok).toBe(false);
    expect(result.current.error).toBeDefined();
  });

  it('previews after saving', async () => {
    server.use(http.post(`${P}/create-new-email`, () => HttpResponse.json(saved)));
    const wrapper = wrapperFor(mocks.getGetChampsEmailPreviewMockHandler({ emailId: EMAIL, subject: 'Summit', html: '<p>Agenda</p>' }));
    const { result } = renderHook(() => useEmailComposer(ID), { wrapper });
    let shown: Awaited<ReturnType<typeof result.current.showPreview>>;
    await act(async () => {
      shown = await result.current.showPreview(INPUT);
    });
    expect(shown!).toEqual({ ok: true, data: { emailId: EMAIL, subject: 'Summit', html: '<p>Agenda</p>' } });
  });
});
