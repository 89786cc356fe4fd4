import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { waiver as mocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { withNodeMultipart } from '../../testing/node-multipart';
import type { WaiverRecord } from '../../core/waiver/form';
import { WAIVER_MESSAGES } from '../../core/waiver/messages';
import { useWaiverForm } from './use-waiver-form';

startMockServer();
withNodeMultipart();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LEAD = '7b000000-0000-4000-8000-000000000001';
const CHAPTER = '00000000-0000-4000-8000-00000000c101';
const W = '*/waiver/api/waivers';
const QUESTIONS = [
  { questionId: 'q1', question: 'Why?' },
  { questionId: 'q2', question: 'Who?' },
  { questionId: 'q3', question: 'How?' },
];
const TITLES = [
  { id: 'ceo', name: 'CEO' },
  { id: 'other', name: 'Other' },
];
const STORED: WaiverRecord = {
  id: '3c000000-0000-4000-8000-000000000001', leadId: LEAD, communityId: CHAPTER, waiverStatus: 'Pending', waiverFlowStatus: null,
  waiverRequestedDate: null, waiverSentForCommentsDate: null, waiverPostedToPrpdate: null, isSearchView: false,
  typeOfWaiver: 'enterprise-value', firstName: 'Ingrid', lastName: 'Solberg', chapterName: 'Harbor City Chapter', recommendation: null, age: 44,
  companyName: 'Solberg Timber', companyType: 'private', reportsTo: 'Board of directors', website: 'https://solbergtimber.example', title: 'ceo',
  titleOther: null, numberOfEmployees: 180, totalCompensation: 9.5, dollarVolume: 42_000_000, corporationType: 'family-owned',
  numberOfChapterMembers: 64, regionName: 'Atlantic Region', volumeSales: null, enterpriseValue: 120_000_000,
  waiverAnswerList: [{ questionId: 'q1', answer: 'Growing.' }], attachments: [{ name: 'a.pdf', url: 'https://media.example/waivers/a.pdf' }],
};
// A PNG's first bytes (the engine compares them with the extension's signature), padded to `size`.
const png = (name: string, size = 40) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(Math.max(0, size - 8))], name, { type: 'image/png' });
const lookups = [
  mocks.getGetWaiverQuestionsMockHandler(QUESTIONS),
  mocks.getGetWaiverTitleTypesMockHandler(TITLES),
  mocks.getGetWaiverTypesMockHandler([{ id: 'enterprise-value', name: 'Enterprise value' }]),
];
const render = (...handlers: Parameters<typeof wrapperFor>) => renderHook(() => useWaiverForm({ leadId: LEAD, communityId: CHAPTER }), { wrapper: wrapperFor(...lookups, ...handlers) });
const bodyOf = async (requests: Request[], part: string) => (await requests.find((r) => r.url.includes(part))?.clone().json()) as Record<string, unknown>;

describe('useWaiverForm: loading (spec 002 §5, §7)', () => {
  it("reads the lead's waiver in the chapter view, numbers grouped and every question answered", async () => {
    const requests = recordRequests();
    const { result } = render(mocks.getGetWaiverDetailsMockHandler(STORED));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const details = requests.find((r) => r.url.includes('/get-details/'));
    expect(new URL(details?.url ?? '').pathname).toBe(`/waiver/api/waivers/get-details/${LEAD}/chapter`);
    expect(new URL(details?.url ?? '').searchParams.get('communityId')).toBe(CHAPTER);
    expect(result.current.values).toMatchObject({ firstName: 'Ingrid', dollarVolume: '42,000,000', enterpriseValue: '120,000,000', totalCompensation: '9.5', age: '44' });
    expect(result.current.values.answers).toEqual({ q1: 'Growing.', q2: '', q3: '' });
    expect(result.current.attachments).toEqual(STORED.attachments);
    expect([result.current.canSaveDraft, result.current.canSubmit]).toEqual([true, true]);
  });

  it('takes a lead without a waiver (404) as a new request, not a failure', async () => {
    const { result } = render(problem('get', `${W}/get-details/:leadId/:viewType`, 404, 'No waiver for this lead'));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.waiver).toBeNull();
    expect(result.current.loadError).toBeUndefined();
    expect(result.current.values.firstName).toBe('');
    expect(result.current.canSubmit).toBe(true);
  });

  it('gives the chapter no save or submit once the waiver is with the review (the machine)', async () => {
    const { result } = render(mocks.getGetWaiverDetailsMockHandler({ ...STORED, waiverStatus: 'Requested', waiverFlowStatus: 'Send_to_PRP', waiverRequestedDate: '2026-10-05T14:00:00Z', waiverPostedToPrpdate: '2026-10-09T14:00:00Z' }));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect([result.current.canSaveDraft, result.current.canSubmit]).toEqual([false, false]);
    // A save anyway is refused by the machine, with its reason, and nothing is sent.
    const requests = recordRequests();
    expect(await act(() => result.current.save('draft'))).toBeUndefined();
    expect(result.current.formError).toBe('A waiver in Waiver Requested (Send_to_PRP) cannot save the waiver as a draft.');
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('useWaiverForm: save and submit', () => {
  it("saves a draft with isdraft (attachments cleared, empty answers added): 'Waiver saved successfully'", async () => {
    const requests = recordRequests();
    const { result } = render(mocks.getGetWaiverDetailsMockHandler(STORED), mocks.getSubmitWaiverRequestMockHandler({ ...STORED, recommendation: 'Yes.' }));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.setValue('recommendation', 'Yes.'));
    await act(() => result.current.save('draft'));
    const call = requests.find((r) => r.url.includes('/submit-request/'));
    expect(new URL(call?.url ?? '').pathname).toBe('/waiver/api/waivers/submit-request/chapter');
    expect(new URL(call?.url ?? '').searchParams.get('isdraft')).toBe('true');
    const body = await bodyOf(requests, '/submit-request/');
    expect(body).toMatchObject({ id: STORED.id, leadId: LEAD, communityId: CHAPTER, recommendation: 'Yes.', dollarVolume: 42_000_000, attachments: [] });
    expect(body['waiverAnswerList']).toEqual([{ questionId: 'q1', answer: 'Growing.' }, { questionId: 'q2', answer: '' }, { questionId: 'q3', answer: '' }]);
    expect(result.current.notice).toMatchObject({ message: 'Waiver saved successfully', kind: 'success' });
    expect(result.current.formError).toBe('');
  });

  it("refuses a submit with missing answers ('This field is required', 'Please fill the required details') and sends nothing", async () => {
    const requests = recordRequests();
    const { result } = render(mocks.getGetWaiverDetailsMockHandler(STORED));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.setValue('age', '130'));
    await act(() => result.current.save('submit'));
    expect(result.current.errors).toEqual({ age: ['Please provide valid age'], 'answer:q2': ['This field is required'], 'answer:q3': ['This field is required'] });
    expect(result.current.formError).toBe('Please fill the required details');
    expect(requests.filter((r) => r.url.includes('/submit-request/'))).toEqual([]);
    // Editing a field clears its message; what was typed stays.
    act(() => result.current.setAnswer('q2', 'Leads 180 people.'));
    expect(result.current.errors['answer:q2']).toBeUndefined();
    expect(result.current.values.age).toBe('130');
  });

  it("refuses a draft with bad input: 'Please provide valid information'", async () => {
    const { result } = render(mocks.getGetWaiverDetailsMockHandler(STORED));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.setValue('website', 'not a site'));
    await act(() => result.current.save('draft'));
    expect(result.current.errors).toEqual({ website: ['Please provide a valid web address'] });
    expect(result.current.formError).toBe('Please provide valid information');
  });

  it("submits without isdraft: 'Waiver Requested Successfully', and the cached waiver follows the answer", async () => {
    const requests = recordRequests();
    const requested: WaiverRecord = { ...STORED, waiverStatus: 'Requested', waiverFlowStatus: 'Submit', waiverRequestedDate: '2026-11-24T10:00:00Z' };
    const { result } = render(mocks.getGetWaiverDetailsMockHandler(STORED), mocks.getSubmitWaiverRequestMockHandler(requested));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => {
      result.current.setAnswer('q2', 'Leads 180 people.');
      result.current.setAnswer('q3', 'The chapter supports it.');
    });
    const saved = await act(() => result.current.save('submit'));
    expect(saved).toMatchObject({ waiverStatus: 'Requested' });
    expect(new URL(requests.find((r) => r.url.includes('/submit-request/'))?.url ?? '').searchParams.has('isdraft')).toBe(false);
    expect(result.current.notice?.message).toBe('Waiver Requested Successfully');
    expect([result.current.canSaveDraft, result.current.canSubmit]).toEqual([false, false]);
  });

  it('a failed save keeps what was typed, shows the save-failure text, and the server field texts beside the fields', async () => {
    const { result } = render(mocks.getGetWaiverDetailsMockHandler(STORED), problem('post', `${W}/submit-request/:viewType`, 500, 'Server error'));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => result.current.setValue('companyName', 'Solberg Timber AS'));
    expect(await act(() => result.current.save('draft'))).toBeUndefined();
    expect(result.current.formError).toBe(WAIVER_MESSAGES.saveFailed);
    expect(result.current.values.companyName).toBe('Solberg Timber AS');

    server.use(problem('post', `${W}/submit-request/:viewType`, 422, 'Invalid', { errors: { website: ['Unknown domain'], other: ['x'] } }));
    await act(() => result.current.save('draft'));
    expect(result.current.errors).toEqual({ website: ['Unknown domain'] });
    expect(result.current.formError).toBe(WAIVER_MESSAGES.saveFailed);
  });
});

describe('useWaiverForm: attachments (the one upload engine)', () => {
  it("uploads each file as file0 to upload-attachments/{leadId}: 'File(s) attached successfully'; deletes one", async () => {
    const requests = recordRequests();
    const after = [...(STORED.attachments ?? []), { name: 'one.png', url: 'https://media.example/waivers/one.png' }, { name: 'two.png', url: 'https://media.example/waivers/two.png' }];
    const { result } = render(mocks.getGetWaiverDetailsMockHandler(STORED), mocks.getUploadWaiverAttachmentsMockHandler(after), mocks.getDeleteWaiverAttachmentMockHandler(true));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const attached = await act(() => result.current.attach([png('one.png'), png('two.png')]));
    expect(attached).toEqual({ ok: true, data: after });
    const uploads = requests.filter((r) => r.url.includes('/upload-attachments/'));
    expect(uploads.map((r) => new URL(r.url).pathname)).toEqual([`/waiver/api/waivers/upload-attachments/${LEAD}`, `/waiver/api/waivers/upload-attachments/${LEAD}`]);
    expect([...(await uploads[0]!.clone().formData()).keys()]).toEqual(['file0']);
    expect(result.current.attachments).toEqual(after);
    expect(result.current.notice?.message).toBe('File(s) attached successfully');

    await act(() => result.current.remove(after[1]!));
    expect(await bodyOf(requests, '/delete-attachment')).toEqual({ leadId: LEAD, name: 'one.png', url: 'https://media.example/waivers/one.png' });
    expect(result.current.attachments.map((a) => a.name)).toEqual(['a.pdf', 'two.png']);
  });

  it('keeps every file when the parallel uploads answer out of order (each answer the list the server had then)', async () => {
    const own = (name: string) => ({ name, url: `https://media.example/waivers/${name}` });
    const { result } = render(
      mocks.getGetWaiverDetailsMockHandler(STORED),
      mocks.getUploadWaiverAttachmentsMockHandler(async ({ request }) => {
        const file = (await request.formData()).get('file0') as File;
        return [...(STORED.attachments ?? []), own(file.name)];
      }),
    );
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() => result.current.attach([png('one.png'), png('two.png')]));
    expect(result.current.attachments.map((a) => a.name)).toEqual(['a.pdf', 'one.png', 'two.png']);
  });

  it('refuses a seventh file (counting those attached), a wrong type and a file over 25 MB before sending anything', async () => {
    const requests = recordRequests();
    const { result } = render(mocks.getGetWaiverDetailsMockHandler(STORED));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() => result.current.attach(Array.from({ length: 6 }, (_, i) => png(`f${i}.png`))));
    expect(result.current.problems.map((p) => p.code)).toEqual(['tooMany']);
    await act(() => result.current.attach([png('notes.pdf')]));
    expect(result.current.problems.map((p) => p.code)).toEqual(['type']);
    await act(() => result.current.attach([png('big.png', 26_214_401)]));
    expect(result.current.problems.map((p) => p.code)).toEqual(['tooLarge']);
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('saves a draft first when the lead has no waiver yet, then uploads', async () => {
    const requests = recordRequests();
    const { result } = render(
      problem('get', `${W}/get-details/:leadId/:viewType`, 404, 'No waiver for this lead'),
      mocks.getSubmitWaiverRequestMockHandler({ ...STORED, attachments: [] }),
      mocks.getUploadWaiverAttachmentsMockHandler([{ name: 'one.png', url: 'https://media.example/waivers/one.png' }]),
    );
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() => result.current.attach([png('one.png')]));
    const writes = requests.filter((r) => r.method !== 'GET').map((r) => new URL(r.url));
    expect(writes.map((u) => [u.pathname, u.searchParams.get('isdraft')])).toEqual([
      ['/waiver/api/waivers/submit-request/chapter', 'true'],
      [`/waiver/api/waivers/upload-attachments/${LEAD}`, null],
    ]);
    expect((await bodyOf(requests, '/submit-request/'))['id']).toBe('00000000-0000-0000-0000-000000000000');
    expect(result.current.attachments.map((a) => a.name)).toEqual(['one.png']);
    // The draft's answer is now the lead's waiver: the next save names it.
    expect(result.current.waiver?.id).toBe(STORED.id);
  });
});
