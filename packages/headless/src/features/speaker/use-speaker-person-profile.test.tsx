import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useSpeakerPersonProfile } from './use-speaker-person-profile';

startMockServer();
afterEach(cleanup);

const ESPERANZA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000005';
const person = (biography: string) => ({ personId: ESPERANZA, firstName: 'Esperanza', familyName: 'Ruiz', email: 'esperanza.ruiz@atlantic.example', biography });

describe('useSpeakerPersonProfile (spec 002 §2, §7)', () => {
  it('reads the member part of the speaker profile by person id and reads it again on refresh', async () => {
    const requests = recordRequests();
    let biography = 'Sails the Atlantic.';
    const wrapper = wrapperFor(http.get('*/profiles/api/Speaker/PersonProfile/:id', () => HttpResponse.json(person(biography))));
    const { result } = renderHook(() => useSpeakerPersonProfile(ESPERANZA), { wrapper });
    await waitFor(() => expect(result.current.profile?.biography).toBe('Sails the Atlantic.'));
    expect(new URL(requests[0]!.url).pathname).toBe(`/profiles/api/Speaker/PersonProfile/${ESPERANZA}`);
    biography = 'Speaks on family governance.';
    await act(async () => {
      await result.current.refresh();
    });
    expect(result.current.profile?.biography).toBe('Speaks on family governance.');
  });

  it('holds the call without an id and gives the error of a failed read', async () => {
    const requests = recordRequests();
    const held = renderHook(() => useSpeakerPersonProfile(null), { wrapper: wrapperFor() });
    expect(held.result.current.isLoading).toBe(false);
    expect(requests).toHaveLength(0);
    const wrapper = wrapperFor(problem('get', '*/profiles/api/Speaker/PersonProfile/:id', 404, 'Not Found'));
    const { result } = renderHook(() => useSpeakerPersonProfile(ESPERANZA), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error?.cause?.status).toBe(404);
    expect(result.current.profile).toBeUndefined();
  });
});
