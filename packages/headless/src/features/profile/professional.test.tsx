import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles as mocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ID } from '../../core/impersonation/impersonation';
import { MESSAGES } from '../../core/messages';
import type { Accomplishment, ProfessionalExperience } from '../../core/profile/professional';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useCanEditProfile } from './use-can-edit-profile';
import { useAccomplishments, useProfessionalExperience } from './use-professional-collection';
import { useProfileDropdowns } from './use-profile-dropdowns';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const cid = (n: number) => `c0a00000-0000-4000-8000-00000000000${n}`;
const pathsOf = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
const award = (n: number, description: string): Accomplishment => ({ companyId: cid(n), personId: AMARA, companyName: 'Okafor Logistics', description, month: 5, year: 2025 });

describe('useCanEditProfile (spec 002 §2, §6)', () => {
  it('lets the owner edit without asking the server, in edit mode only with mode=edit', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getCanChapterAdminEditProfileMockHandler(false));
    const { result, rerender } = renderHook(({ mode }) => useCanEditProfile({ memberId: AMARA, viewerId: AMARA.toUpperCase(), requestedMode: mode }), {
      wrapper,
      initialProps: { mode: 'edit' as string | null },
    });
    expect(result.current).toMatchObject({ canEdit: true, isEditMode: true, isOwner: true });
    rerender({ mode: null });
    expect(result.current.isEditMode).toBe(false);
    expect(pathsOf(calls)).toEqual([]);
  });

  it.each([
    [true, true],
    [false, false],
  ])('asks the server for a chapter admin (allowed: %s)', async (allowed, isEditMode) => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getCanChapterAdminEditProfileMockHandler(allowed));
    const { result } = renderHook(() => useCanEditProfile({ memberId: AMARA, viewerId: BRUNO, requestedMode: 'edit' }), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ canEdit: allowed, isEditMode, isOwner: false });
    expect(pathsOf(calls)).toEqual([`GET /profiles/api/member-profile/can-chapter-admin-edit-profile/${AMARA}`]);
  });

  it('allows nothing when the check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(problem('get', '*/profiles/api/member-profile/can-chapter-admin-edit-profile/:id', 500, 'Internal Server Error'));
    const { result } = renderHook(() => useCanEditProfile({ memberId: AMARA, viewerId: BRUNO, requestedMode: 'edit' }), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current).toMatchObject({ canEdit: false, isEditMode: false });
  });
});

describe('useProfileDropdowns (spec 002 §3)', () => {
  it('loads the lookup lists', async () => {
    const wrapper = wrapperFor(mocks.getGetProfileDropdownsMockHandler({ industry: [{ id: '1', name: 'Technology' }], presidentType: [{ id: '1', name: 'Founder' }] }));
    const { result } = renderHook(() => useProfileDropdowns(), { wrapper });
    await waitFor(() => expect(result.current.dropdowns?.industry).toEqual([{ id: '1', name: 'Technology' }]));
  });
});

describe('professional collections (spec 002 §3, §7)', () => {
  it('loads a collection by person id and saves a new entry with the empty id, showing it at once', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: unknown[] = [];
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getGetAccomplishmentsMockHandler({ personId: AMARA, accomplishments: [award(1, 'Award one.')] }),
      mocks.getSaveAccomplishmentMockHandler(async ({ request }) => {
        sent.push(await request.json());
        await held;
        return { personId: AMARA, accomplishments: [award(1, 'Award one.'), award(2, 'Award two.')] };
      }),
    );
    const { result } = renderHook(() => useAccomplishments(AMARA), { wrapper });
    await waitFor(() => expect(result.current.entries).toHaveLength(1));
    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = result.current.save({ companyId: EMPTY_ID, personId: AMARA, companyName: 'Okafor Logistics', description: 'Award two.' });
    });
    await waitFor(() => expect(result.current.entries?.map((e) => e.description)).toEqual(['Award one.', 'Award two.']));
    expect(result.current.isSaving).toBe(true);
    release();
    await act(async () => {
      expect(await saving).toMatchObject({ ok: true });
    });
    expect(result.current.entries?.map((e) => e.companyId)).toEqual([cid(1), cid(2)]);
    expect(sent).toEqual([{ companyId: EMPTY_ID, personId: AMARA, companyName: 'Okafor Logistics', description: 'Award two.' }]);
    expect(pathsOf(calls)).toEqual([`GET /profiles/api/v2/member-profile/get-accomplishments/${AMARA}`, 'POST /profiles/api/v2/member-profile/save-accomplishments']);
  });

  it('deletes by companyId with the entry as body (a PUT)', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getGetAccomplishmentsMockHandler({ personId: AMARA, accomplishments: [award(1, 'Award one.'), award(2, 'Award two.')] }),
      mocks.getDeleteAccomplishmentMockHandler({ personId: AMARA, accomplishments: [award(1, 'Award one.')] }),
    );
    const { result } = renderHook(() => useAccomplishments(AMARA), { wrapper });
    await waitFor(() => expect(result.current.entries).toHaveLength(2));
    await act(async () => {
      await result.current.remove(award(2, 'Award two.'));
    });
    expect(result.current.entries?.map((e) => e.companyId)).toEqual([cid(1)]);
    expect(pathsOf(calls).at(-1)).toBe(`PUT /profiles/api/v2/member-profile/delete-accomplishment/${cid(2)}`);
  });

  it('rolls an update back when the call fails, and gives the error text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const entry: ProfessionalExperience = { primaryId: cid(5), personId: AMARA, companyName: 'Okafor Logistics', title: 'CEO', startMonth: 3, startYear: 2011, isActive: true };
    const wrapper = wrapperFor(
      mocks.getGetProfessionalExperienceMockHandler({ personId: AMARA, professionalExperience: [entry] }),
      problem('put', '*/profiles/api/v2/member-profile/update-professional-experience', 500, 'Internal Server Error'),
    );
    const { result } = renderHook(() => useProfessionalExperience(AMARA), { wrapper });
    await waitFor(() => expect(result.current.entries).toHaveLength(1));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.update({ ...entry, title: 'Chair' });
    });
    expect(outcome).toMatchObject({ ok: false, error: { message: MESSAGES.errorOccurredTryLater } });
    expect(result.current.entries?.[0]?.title).toBe('CEO');
    expect(result.current.saveError?.message).toBe(MESSAGES.errorOccurredTryLater);
  });

  it('holds the load without a person id', () => {
    const calls = recordRequests();
    const { result } = renderHook(() => useAccomplishments(null), { wrapper: wrapperFor() });
    expect(result.current.entries).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
