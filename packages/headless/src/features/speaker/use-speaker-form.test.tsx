import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { speaker as mocks } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeakerFormValues } from '../../core/speaker/form';
import { SPEAKER_MESSAGES as M } from '../../core/speaker/messages';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useSpeakerForm } from './use-speaker-form';
import { useSpeakerLookups } from './use-speaker-lookups';
import { useSpeakerRegistrationStatus } from './use-speaker-registration-status';
import type { SpeakerProfile } from './use-speaker-profile';

startMockServer();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const LOOKUPS = {
  languages: [{ id: 'en', name: 'English' }],
  associations: [{ id: 'assoc-1', name: 'Leadership Speakers Guild' }],
  topics: [{ categoryName: 'Leadership', childTopics: [{ topicName: 'Leading Change', isSelected: false }] }],
};
const FILLED: SpeakerFormValues = {
  preferredName: '', firstName: 'Amara', familyName: 'Okafor', title: 'Keynote speaker', travelFromCity: 'Harbor City', country: 'Harbor Isles',
  phoneCode: '1', phone: '5550100001', email: 'amara.okafor@harborcity.example', linkedInUrl: '', webSiteUrl: '', gender: 'Female',
  biography: 'Founder who speaks on logistics.', languages: ['en'], associations: ['assoc-1'], topics: ['Leading Change'], previouslySpoken: false,
  previousEvents: '', feeRange: 3, reducedFee: false, travellingResourceProgram: false, servingResource: true, termsAccepted: true,
};
const savedProfile = (body: SpeakerProfile): SpeakerProfile => ({ ...body, personID: AMARA, approvalStatus: 'P', speakerType: 'member' });
const silenceLog = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

/** The form and the registration status the guard reads, in one provider. */
function useFormAndStatus(initial?: SpeakerFormValues, mode: 'become' | 'edit' = 'become') {
  const form = useSpeakerForm({ mode, personId: AMARA, lookups: LOOKUPS, ...(initial ? { initial } : {}) });
  const status = useSpeakerRegistrationStatus(AMARA);
  return { form, status };
}

/** What the probes saw last. */
interface Seen {
  form?: ReturnType<typeof useSpeakerForm>;
  status?: ReturnType<typeof useSpeakerRegistrationStatus>;
}
function FormProbe({ seen }: { seen: Seen }) {
  seen.form = useSpeakerForm({ mode: 'become', personId: AMARA, lookups: LOOKUPS, initial: FILLED });
  return null;
}
/** The app (the guard's status) with the page (the form) shown or left. */
function AppProbe({ seen, show }: { seen: Seen; show: boolean }) {
  seen.status = useSpeakerRegistrationStatus(AMARA);
  return show ? <FormProbe seen={seen} /> : null;
}

describe('useSpeakerLookups (spec 002 §3, §7)', () => {
  it('loads the five lookups once each', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getGetSpeakerLanguagesMockHandler([{ id: 'en', name: 'English' }]));
    const { result } = renderHook(() => useSpeakerLookups(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.languages).toEqual([{ id: 'en', name: 'English' }]);
    expect(result.current.error).toBeUndefined();
    const paths = calls.map((r) => new URL(r.url).pathname).sort();
    expect(paths).toEqual([
      '/speaker/api/speaker/get/Associations', '/speaker/api/speaker/get/Topics', '/speaker/api/speaker/get/country-and-states',
      '/speaker/api/speaker/get/feerange', '/speaker/api/speaker/get/languages',
    ]);
  });

  it('reports a failed lookup', async () => {
    silenceLog();
    const wrapper = wrapperFor(problem('get', '*/speaker/api/speaker/get/Topics', 500, 'Internal Server Error'));
    const { result } = renderHook(() => useSpeakerLookups(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.error).toBeDefined();
    expect(result.current.topics).toEqual([]);
  });
});

describe('useSpeakerForm (spec 002 §2, §4, §5, §8)', () => {
  it('Next validates the step and keeps every value; Back does not validate', async () => {
    const wrapper = wrapperFor(mocks.getGetSpeakerRegistrationStatusMockHandler(null));
    const { result } = renderHook(() => useFormAndStatus(), { wrapper });
    act(() => result.current.form.setValue('firstName', '  '));
    act(() => void result.current.form.next());
    expect(result.current.form.stepIndex).toBe(0);
    expect(result.current.form.errors.firstName).toEqual([M.blank]);
    expect(result.current.form.formError).toBe(M.requiredFields);

    act(() => {
      for (const field of ['firstName', 'familyName', 'title', 'travelFromCity', 'country', 'phoneCode', 'phone', 'email', 'gender'] as const) {
        result.current.form.setValue(field, FILLED[field]);
      }
    });
    act(() => void result.current.form.next());
    expect(result.current.form.step.id).toBe('biography');
    expect(result.current.form.errors).toEqual({});
    expect(result.current.form.formError).toBe('');
    act(() => result.current.form.setValue('biography', 'Typed on step two'));
    act(() => result.current.form.back());
    expect(result.current.form.step.id).toBe('personal');
    expect(result.current.form.values).toMatchObject({ firstName: 'Amara', biography: 'Typed on step two' });
  });

  it('submit shows every error and goes to the first step with one', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor();
    const { result } = renderHook(() => useFormAndStatus({ ...FILLED, topics: [], termsAccepted: false }), { wrapper });
    let saved: SpeakerProfile | undefined;
    await act(async () => {
      saved = await result.current.form.submit();
    });
    expect(saved).toBeUndefined();
    expect(result.current.form.errors).toEqual({ topics: [M.topicsRequired], termsAccepted: [M.termsRequired] });
    expect(result.current.form.step.id).toBe('topics');
    expect(calls.some((r) => r.url.includes('save-speaker'))).toBe(false);
  });

  it('saves with save-speaker, extra fields included; the status becomes P on leaving the form; the success text shows for 2500 ms', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getGetSpeakerRegistrationStatusMockHandler(null),
      mocks.getSaveSpeakerMockHandler(async ({ request }) => savedProfile((await request.json()) as SpeakerProfile)),
    );
    // The page (the form) unmounts while the app (the provider, the guard's status) stays.
    const seen: Seen = {};
    const { rerender } = render(<AppProbe seen={seen} show />, { wrapper });
    const result = { get current() { return { form: seen.form!, status: seen.status! }; } };
    await waitFor(() => expect(result.current.status.isLoading).toBe(false));
    expect(result.current.status.status).toBeNull();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let saved: SpeakerProfile | undefined;
    await act(async () => {
      saved = await result.current.form.submit({ profileImageUrl: 'pending/speakers/amara.jpg' });
    });
    expect(saved).toMatchObject({ approvalStatus: 'P', firstName: 'Amara', profileImageUrl: 'pending/speakers/amara.jpg' });
    const body = (await calls.find((r) => r.url.endsWith('/save-speaker'))!.clone().json()) as SpeakerProfile;
    expect(body).toMatchObject({ firstName: 'Amara', feeRange: 3, servingResource: true, previuoslySpokenAtYpoEvent: null, languages: [{ id: 'en', name: 'English' }] });
    // The become-a-speaker route sends P home: the thank-you stays while the form is shown.
    expect(result.current.status.status).toBeNull();
    expect(result.current.form).toMatchObject({ isSaved: true, savedMessage: M.saved });
    act(() => void vi.advanceTimersByTime(2499));
    expect(result.current.form.savedMessage).toBe(M.saved);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.form.savedMessage).toBe('');
    rerender(<AppProbe seen={seen} show={false} />);
    await waitFor(() => expect(result.current.status.status).toBe('P'));
  });

  it('a failed save keeps the values, shows Unable to connect to the serve, logs speaker data error, and the status is null', async () => {
    const log = silenceLog();
    const wrapper = wrapperFor(
      mocks.getGetSpeakerRegistrationStatusMockHandler('D'),
      problem('post', '*/speaker/api/speaker/save-speaker', 500, 'Internal Server Error'),
    );
    const { result } = renderHook(() => useFormAndStatus(FILLED), { wrapper });
    await waitFor(() => expect(result.current.status.status).toBe('D'));
    await act(async () => {
      await result.current.form.submit();
    });
    expect(result.current.form.formError).toBe(M.saveFailed);
    expect(result.current.form.saveError?.message).toBe(M.speakerDataError);
    expect(log).toHaveBeenCalled();
    expect(result.current.form.values).toEqual(FILLED);
    expect(result.current.form.isSaved).toBe(false);
    expect(result.current.status.status).toBeNull();
  });

  it('a refused save (422) shows the server texts beside the fields on their step', async () => {
    silenceLog();
    const wrapper = wrapperFor(
      http.post('*/speaker/api/speaker/save-speaker', () =>
        HttpResponse.json({ status: 422, title: M.requiredFields, errors: { phone: [M.phoneInvalid] } }, { status: 422 }),
      ),
    );
    const { result } = renderHook(() => useFormAndStatus({ ...FILLED }), { wrapper });
    await act(async () => {
      await result.current.form.submit();
    });
    expect(result.current.form.errors).toEqual({ phone: [M.phoneInvalid] });
    expect(result.current.form.formError).toBe(M.requiredFields);
    expect(result.current.form.step.id).toBe('personal');
  });

  it('edit mode saves with edit-speaker and leaves the status alone', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getGetSpeakerRegistrationStatusMockHandler('A'),
      mocks.getEditSpeakerMockHandler(async ({ request }) => ({ ...((await request.json()) as SpeakerProfile), approvalStatus: 'A' })),
    );
    const { result } = renderHook(() => useFormAndStatus({ ...FILLED, title: 'Author' }, 'edit'), { wrapper });
    await waitFor(() => expect(result.current.status.status).toBe('A'));
    await act(async () => {
      await result.current.form.submit({ speakerId: '5a000000-0000-4000-8000-000000000001' });
    });
    expect(calls.some((r) => r.url.endsWith('/edit-speaker'))).toBe(true);
    expect(calls.some((r) => r.url.endsWith('/save-speaker'))).toBe(false);
    expect(result.current.form.savedMessage).toBe(M.saved);
    expect(result.current.status.status).toBe('A');
  });
});
