import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { problem } from '@ypo/msw';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SnackbarRegion } from '../../components/snackbar-region';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { EmailComposer } from './email-composer';

startMockServer();
afterEach(cleanup);

const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const HARBOR = '00000000-0000-4000-8000-00000000c101';
const EMAIL = 'e1000000-0000-4000-8000-000000000001';
const SIGNATURE = 's1000000-0000-4000-8000-000000000001';
const P = '*/profiles/api/champs';
const AMARA = { id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001', firstName: 'Amara', lastName: 'Okafor', email: 'amara.okafor@harborcity.example', isSelected: true };
const SENDER = { id: BRUNO, firstName: 'Bruno', lastName: 'Lindqvist', email: 'bruno.lindqvist@harborcity.example', isSelected: true };
const DRAFT = {
  emailId: EMAIL,
  communityId: HARBOR,
  subject: 'Retreat agenda',
  body: '<p>Hello <b>team</b><img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
  recipients: [AMARA],
  attachments: [{ name: 'Agenda.pdf', url: 'https://media.example/email/e1/Agenda.pdf' }],
  emailSenderDetails: { senderId: BRUNO, senderName: 'Bruno Lindqvist', senderEmail: SENDER.email, signatureContent: '<p>Bruno, Chair</p>' },
  isDraft: true,
};

/** The composer of Harbor City with one draft and one signature; `saves` collects the bodies of save-email-content. */
function renderComposer() {
  const saves: Record<string, unknown>[] = [];
  server.use(
    http.get(`${P}/get/email-sender-list/:id`, () => HttpResponse.json({ senderList: [SENDER], loggedInUser: { firstName: 'Bruno', lastName: 'Lindqvist' } })),
    http.get(`${P}/get-signature-list/:id`, () => HttpResponse.json([{ signatureId: SIGNATURE, communityId: HARBOR, data: '<p>Bruno, Chair</p>' }])),
    http.get(`${P}/get-time-zones`, () => HttpResponse.json([{ id: 'UTC', name: '(UTC) UTC' }, { id: 'Eastern Standard Time', name: '(UTC-05:00) Eastern Standard Time' }])),
    http.get(`${P}/get-emails/:communityId`, () => HttpResponse.json([{ emailId: EMAIL, subject: 'Retreat agenda', isDraft: true }])),
    http.get(`${P}/get-email-contents/:communityId/:emailId`, () => HttpResponse.json(DRAFT)),
    http.post(`${P}/get-email-recipient-list`, () => HttpResponse.json([AMARA, SENDER])),
    http.get('*/communities/api/get-custom-email-groups-info/:id', () => HttpResponse.json([{ id: 'a7000000-0000-4000-8000-000000000001', communityId: HARBOR, name: 'Summit Planning Committee', members: [] }])),
    http.get('*/communities/api/get-member-details-info/:id', () => HttpResponse.json([])),
    http.post(`${P}/save-email-content`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      return HttpResponse.json({ ...DRAFT, ...body });
    }),
  );
  const harness = createAppHarness({ user: userOf(BRUNO, 'Bruno Lindqvist') });
  harness.session.start({ token: { accessToken: 'token', expiresAt: Date.now() + 7_200_000 }, createdAt: Date.now() });
  const view = render(
    <harness.Providers>
      <EmailComposer community={{ communityId: HARBOR, communityType: 'chapter' }} />
      <SnackbarRegion />
    </harness.Providers>,
  );
  return { saves, container: view.container, calls: harness.calls };
}

const form = () => screen.getByRole('form', { name: 'Email' });
const message = async () => within(form()).findByRole('textbox', { name: 'Message' });

describe('EmailComposer (spec 001, chapter officers)', () => {
  it('offers the recipient types with the custom groups, lists the recipients as checkboxes, and is axe-clean', async () => {
    const { container } = renderComposer();
    await within(form()).findByRole('checkbox', { name: 'Summit Planning Committee' });
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Officers' }));
    const recipients = await within(form()).findByRole('group', { name: 'Recipients (2 of 2 selected)' });
    fireEvent.click(within(recipients).getByRole('checkbox', { name: /Amara Okafor/ }));
    await within(form()).findByRole('group', { name: 'Recipients (1 of 2 selected)' });
    expect(within(form()).queryByRole('button', { name: /Event/ })).toBeNull();
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Event attendees' }));
    expect(await within(form()).findByRole('button', { name: /Event/ })).toBeTruthy();
    await message();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('opens a draft into the editor through the sanitiser, with its recipients, attachments and signature', async () => {
    renderComposer();
    fireEvent.click(await screen.findByRole('button', { name: 'Open draft Retreat agenda' }));
    await waitFor(() => expect((within(form()).getByLabelText('Subject') as HTMLInputElement).value).toBe('Retreat agenda'));
    const body = await message();
    await waitFor(() => expect(body.textContent).toBe('Hello team'));
    expect(body.querySelector('img[onerror], script')).toBeNull();
    expect(within(form()).getByRole('list', { name: 'Attachments' }).textContent).toContain('Agenda.pdf');
    expect(within(form()).getByRole('group', { name: 'Recipients (1 of 1 selected)' })).toBeTruthy();
    await waitFor(() => expect(within(form()).getByRole('button', { name: /Signature/ }).textContent).toContain('Bruno, Chair'));
  });

  it('keeps everything typed on a gateway 500 when saving and shows the failure; the retry saves it', async () => {
    const { saves } = renderComposer();
    fireEvent.click(await screen.findByRole('button', { name: 'Open draft Retreat agenda' }));
    await waitFor(() => expect((within(form()).getByLabelText('Subject') as HTMLInputElement).value).toBe('Retreat agenda'));
    fireEvent.change(within(form()).getByLabelText('Subject'), { target: { value: 'Retreat agenda, final' } });
    const body = await message();
    await waitFor(() => expect(body.textContent).toBe('Hello team'));
    server.use(problem('post', `${P}/save-email-content`, 500, 'Internal Server Error'));
    fireEvent.click(within(form()).getByRole('button', { name: 'Save draft' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect((within(form()).getByLabelText('Subject') as HTMLInputElement).value).toBe('Retreat agenda, final');
    expect(body.textContent).toBe('Hello team');
    expect(within(form()).getByRole('list', { name: 'Attachments' }).textContent).toContain('Agenda.pdf');
    expect(within(form()).getByRole('group', { name: 'Recipients (1 of 1 selected)' })).toBeTruthy();

    // The newest handler answers first: the retry reaches the saving one again.
    answerSaves(saves);
    fireEvent.click(within(form()).getByRole('button', { name: 'Save draft' }));
    await within(form()).findByText('Draft saved.');
    expect(within(form()).queryByRole('alert')).toBeNull();
    const saved = saves.at(-1) as { subject: string; body: string; recipients: unknown[]; attachments: { name: string }[]; emailSenderDetails: { signatureContent: string } };
    expect(saved.subject).toBe('Retreat agenda, final');
    expect(saved.body).toContain('team');
    expect(saved.body).not.toMatch(/onerror|script/);
    expect(saved.recipients).toEqual([AMARA]);
    expect(saved.attachments.map((file) => file.name)).toEqual(['Agenda.pdf']);
    expect(saved.emailSenderDetails.signatureContent).toBe('<p>Bruno, Chair</p>');
  });

  it('previews the saved email through SafeHtml, then sends it', async () => {
    stubCssEscape();
    const sent: Record<string, unknown>[] = [];
    renderComposer();
    server.use(
      http.get(`${P}/email-preview/:communityId/:emailId`, () => HttpResponse.json({ emailId: EMAIL, subject: 'Retreat agenda', html: '<p>Hello <b>team</b></p><img src="x" onerror="alert(1)"><div class="signature"><p>Bruno, Chair</p></div>' })),
      http.post(`${P}/send-email`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({ ...DRAFT, ...body, isDraft: false });
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open draft Retreat agenda' }));
    await waitFor(() => expect((within(form()).getByLabelText('Subject') as HTMLInputElement).value).toBe('Retreat agenda'));
    fireEvent.click(within(form()).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Retreat agenda' });
    expect(dialog.textContent).toContain('Bruno, Chair');
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(form()).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Email sent.')).toBeTruthy();
    expect(sent[0]).toMatchObject({ emailId: EMAIL, subject: 'Retreat agenda', recipients: [AMARA] });
  });

  it('refuses a file of a type the composer does not take, in the snackbar, sending nothing', async () => {
    const { calls } = renderComposer();
    const input = await waitFor(() => {
      const found = form().querySelector('input[type=file]');
      expect(found).not.toBeNull();
      return found as HTMLInputElement;
    });
    fireEvent.change(input, { target: { files: [new File(['x'], 'tool.exe', { type: 'application/octet-stream' })] } });
    expect(await screen.findByText('File type not supported')).toBeTruthy();
    expect(calls.filter((call) => /create-new-email|upload-attachments/.test(call.path))).toEqual([]);
  });

  it('creates a signature and chooses it for the email', async () => {
    renderComposer();
    server.use(http.post(`${P}/create-new-signature/:communityId`, async ({ request }) => HttpResponse.json({ ...((await request.json()) as object), signatureId: 's1000000-0000-4000-8000-000000000002' })));
    fireEvent.click(await within(form()).findByRole('button', { name: 'New signature' }));
    fireEvent.change(within(form()).getByLabelText('Signature text'), { target: { value: 'Bruno Lindqvist\nChapter Chair' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save signature' }));
    await waitFor(() => expect(within(form()).getByRole('list', { name: 'Signatures' }).textContent).toContain('Chapter Chair'));
    await waitFor(() => expect(within(form()).getByRole('button', { name: /Signature/ }).textContent).toContain('Chapter Chair'));
  });
});

/** Answers save-email-content again, collecting the bodies in `saves`. */
function answerSaves(saves: Record<string, unknown>[]) {
  server.use(
    http.post(`${P}/save-email-content`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      return HttpResponse.json({ ...DRAFT, ...body });
    }),
  );
}
