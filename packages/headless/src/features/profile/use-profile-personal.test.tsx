import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles as mocks } from '@ypo/msw';
import { delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, recordRequests, wrapperFor, startMockServer } from '../../testing/mock-server';
import { useContactInformation, useEducation, useEmergencyContact, useRelationships, type Education, type Relationship } from './use-profile-personal';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const EMPTY = '00000000-0000-0000-0000-000000000000';
const pathsOf = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
const silenceLog = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const school = (n: number, schoolName = `School ${n}`): Education => ({ educationId: `ed000000-0000-4000-8000-00000000000${n}`, personId: AMARA, schoolName, schoolType: 'University' });

describe('useEducation (spec 002 §3)', () => {
  it('shows a new entry at once, then the answer', async () => {
    const saved = school(2, 'Lakeshore Business School');
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getGetProfileEducationMockHandler({ personId: AMARA, educationDetails: [school(1)] }),
      mocks.getSaveProfileEducationMockHandler(async () => {
        await delay(400);
        return { personId: AMARA, educationDetails: [school(1), saved] };
      }),
    );
    const { result } = renderHook(() => useEducation(AMARA), { wrapper });
    await waitFor(() => expect(result.current.entries).toHaveLength(1));
    let answer: Awaited<ReturnType<typeof result.current.save>>;
    const pending = act(async () => {
      answer = await result.current.save({ ...saved, educationId: 'ignored' });
    });
    await waitFor(() => expect(result.current.entries.map((e) => e.educationId)).toEqual([school(1).educationId, EMPTY]));
    await pending;
    expect(answer!).toEqual({ ok: true, data: { personId: AMARA, educationDetails: [school(1), saved] } });
    expect(result.current.entries.map((e) => e.schoolName)).toEqual(['School 1', 'Lakeshore Business School']);
    const post = calls.find((r) => r.method === 'POST');
    expect(await post?.clone().json()).toMatchObject({ educationId: EMPTY, personId: AMARA, schoolName: 'Lakeshore Business School' });
  });

  it('puts a removed entry back when the delete fails', async () => {
    silenceLog();
    const wrapper = wrapperFor(
      mocks.getGetProfileEducationMockHandler({ personId: AMARA, educationDetails: [school(1), school(2)] }),
      problem('put', '*/profiles/api/v2/member-profile/delete-education/:educationId', 500, 'Internal Server Error'),
    );
    const { result } = renderHook(() => useEducation(AMARA), { wrapper });
    await waitFor(() => expect(result.current.entries).toHaveLength(2));
    let answer: Awaited<ReturnType<typeof result.current.remove>>;
    await act(async () => {
      answer = await result.current.remove(school(2));
    });
    expect(answer!).toMatchObject({ ok: false, error: { code: 'server' } });
    expect(result.current.entries).toHaveLength(2);
  });
});

describe('useRelationships: the soft result (spec 002 §5)', () => {
  const kofi: Relationship = { relationshipId: EMPTY, personId: AMARA, relationshipType: 'Business partner', firstName: 'Kofi', lastName: 'Mensah', email: 'chen.weiling@northwind.example' };

  it("returns 'Email already exists' for the email field, logs nothing and keeps the list", async () => {
    const log = silenceLog();
    const wrapper = wrapperFor(
      mocks.getGetProfileRelationshipsMockHandler({ personId: AMARA, relationships: [] }),
      problem('post', '*/profiles/api/v2/member-profile/save-relationship', 422, 'Email already exists', { detail: 'Email already exists', message: 'Email already exists' }),
    );
    const { result } = renderHook(() => useRelationships(AMARA), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    let answer: Awaited<ReturnType<typeof result.current.save>>;
    await act(async () => {
      answer = await result.current.save(kofi);
    });
    expect(answer).toEqual({ isSaved: false, emailMessage: 'Email already exists' });
    expect(result.current.entries).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('gives any other failure as the failure', async () => {
    silenceLog();
    const wrapper = wrapperFor(
      mocks.getGetProfileRelationshipsMockHandler({ personId: AMARA, relationships: [] }),
      problem('post', '*/profiles/api/v2/member-profile/save-relationship', 500, 'Internal Server Error'),
    );
    const { result } = renderHook(() => useRelationships(AMARA), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    let answer: Awaited<ReturnType<typeof result.current.save>>;
    await act(async () => {
      answer = await result.current.save(kofi);
    });
    expect(answer).toMatchObject({ isSaved: false, error: { ok: false, error: { code: 'server' } } });
  });

  it('shows the saved relationship once the server accepts it', async () => {
    const saved = { ...kofi, relationshipId: 'a1000000-0000-4000-8000-000000000001', email: 'kofi@okafor.example' };
    const wrapper = wrapperFor(
      mocks.getGetProfileRelationshipsMockHandler({ personId: AMARA, relationships: [] }),
      mocks.getSaveProfileRelationshipMockHandler({ personId: AMARA, relationships: [saved] }),
    );
    const { result } = renderHook(() => useRelationships(AMARA), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(async () => {
      expect(await result.current.save({ ...kofi, email: 'kofi@okafor.example' })).toEqual({ isSaved: true, data: { personId: AMARA, relationships: [saved] } });
    });
    expect(result.current.entries).toEqual([saved]);
  });
});

describe('useContactInformation (spec 002 §5, §8)', () => {
  const contact = { personId: AMARA, email: 'amara.okafor@harborcity.example', alternateEmail: null, mobilePhone: '+15550100101', businessPhone: null, extension: null, websiteUrl: null };

  it("asks is-email-exists first: a taken email is 'Email Address is already on file' and nothing is saved", async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getGetProfileContactInformationMockHandler(contact), mocks.getIsMemberProfileEmailExistsMockHandler(true));
    const { result } = renderHook(() => useContactInformation(AMARA), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(contact));
    await act(async () => {
      expect(await result.current.update({ ...contact, email: 'chen.weiling@northwind.example' })).toEqual({ isSaved: false, emailMessage: 'Email Address is already on file' });
    });
    expect(pathsOf(calls).filter((p) => p.startsWith('PUT'))).toEqual([]);
    expect(pathsOf(calls).map(decodeURIComponent)).toContain(`GET /profiles/api/member-profile/is-email-exists/${AMARA}/chen.weiling@northwind.example`);
    expect(result.current.data?.email).toBe(contact.email);
  });

  it('saves a free email', async () => {
    const changed = { ...contact, email: 'amara@okafor.example' };
    const wrapper = wrapperFor(
      mocks.getGetProfileContactInformationMockHandler(contact),
      mocks.getIsMemberProfileEmailExistsMockHandler(false),
      mocks.getUpdateProfileContactInformationMockHandler(changed),
    );
    const { result } = renderHook(() => useContactInformation(AMARA), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(contact));
    await act(async () => {
      expect(await result.current.update(changed)).toEqual({ isSaved: true, data: changed });
    });
    expect(result.current.data?.email).toBe('amara@okafor.example');
  });
});

describe('useEmergencyContact', () => {
  it('shows the change at once and puts it back when the save fails', async () => {
    silenceLog();
    const none = { personId: AMARA, firstName: null, lastName: null, relation: null, phone: null, email: null };
    const wrapper = wrapperFor(
      mocks.getGetProfileEmergencyContactMockHandler(none),
      problem('put', '*/profiles/api/v2/member-profile/update-emergency-contact', 500, 'Internal Server Error'),
    );
    const { result } = renderHook(() => useEmergencyContact(AMARA), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(none));
    await act(async () => {
      const answer = await result.current.update({ ...none, firstName: 'Daniel', lastName: 'Okafor', relation: 'Spouse', phone: '+15550100104', email: 'daniel@okafor.example' });
      expect(answer).toMatchObject({ ok: false });
    });
    expect(result.current.data).toEqual(none);
  });
});
