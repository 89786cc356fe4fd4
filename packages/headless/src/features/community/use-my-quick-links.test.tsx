import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles } from '@ypo/msw';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { PersonQuickLinkGroup } from '../../core/community/my-quick-links';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useMyQuickLinks } from './use-my-quick-links';

startMockServer();
afterEach(cleanup);

const group = (key: string, label: string, navigationUrl: string, iconOrder: number): PersonQuickLinkGroup => ({ key, displayName: label, iconOrder, links: [{ label, navigationUrl }] });
const CHOSEN = [group('events', 'Event Directory', '/eventDirectory', 1), group('directories', 'Member Directory', '/memberDirectoryPage', 2)];
const AVAILABLE: PersonQuickLinkGroup[] = [
  { key: 'events', displayName: 'Events', iconOrder: 1, links: [{ label: 'Event Directory', navigationUrl: '/eventDirectory' }] },
  { key: 'directories', displayName: 'Directories', iconOrder: 2, links: [{ label: 'Member Directory', navigationUrl: '/memberDirectoryPage' }, { label: 'Content Directory', navigationUrl: '/contentDirectoryPage' }] },
];
const SAVE = '*/profiles/api/quick-Links/save-person-quickLinks';
const labels = (items: readonly { label: string }[] | undefined) => items?.map((item) => item.label);

describe('useMyQuickLinks (spec 002 §7, spec 001 §5, §8)', () => {
  it('gives the chosen links in order and the available ones not chosen', async () => {
    const wrapper = wrapperFor(profiles.getGetPersonQuickLinksMockHandler(CHOSEN), profiles.getGetAvailablePersonQuickLinksMockHandler(AVAILABLE));
    const { result } = renderHook(useMyQuickLinks, { wrapper });
    await waitFor(() => expect(result.current.choices).toBeDefined());
    expect(labels(result.current.items)).toEqual(['Event Directory', 'Member Directory']);
    expect(labels(result.current.choices)).toEqual(['Content Directory']);
  });

  it('saves one group per shortcut in the new order, shows it at once and gives the spec’s success text', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(
      profiles.getGetPersonQuickLinksMockHandler(CHOSEN),
      profiles.getGetAvailablePersonQuickLinksMockHandler(AVAILABLE),
      http.post(SAVE, async ({ request }) => {
        await delay(50);
        return HttpResponse.json(await request.json());
      }),
    );
    const { result } = renderHook(useMyQuickLinks, { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    const next = [result.current.choices![0]!, result.current.items![1]!, result.current.items![0]!];
    let saving!: ReturnType<typeof result.current.save>;
    act(() => {
      saving = result.current.save(next);
    });
    await waitFor(() => expect(labels(result.current.items)).toEqual(['Content Directory', 'Member Directory', 'Event Directory']));
    expect(result.current.isSaving).toBe(true);
    let outcome: Awaited<typeof saving>;
    await act(async () => {
      outcome = await saving;
    });
    expect(outcome!).toMatchObject({ ok: true, message: 'You successfully changed your My Quick Links settings.' });
    const sent = requests.find((r) => r.url.endsWith('/save-person-quickLinks'));
    expect(await sent?.clone().json()).toEqual([
      group('directories', 'Content Directory', '/contentDirectoryPage', 1),
      group('directories', 'Member Directory', '/memberDirectoryPage', 2),
      group('events', 'Event Directory', '/eventDirectory', 3),
    ]);
    expect(labels(result.current.choices)).toEqual([]);
  });

  it('a failed save gives the spec’s failure text and rolls the list back', async () => {
    const wrapper = wrapperFor(
      profiles.getGetPersonQuickLinksMockHandler(CHOSEN),
      profiles.getGetAvailablePersonQuickLinksMockHandler(AVAILABLE),
      problem('post', SAVE, 422, 'Unprocessable Entity', { message: 'You have reached the maximum of 24 quick links.' }),
    );
    const { result } = renderHook(useMyQuickLinks, { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    let outcome: Awaited<ReturnType<typeof result.current.save>>;
    await act(async () => {
      outcome = await result.current.save([result.current.items![1]!]);
    });
    expect(outcome!.ok === false && outcome!.error.message).toBe(
      'Due to technical issues, we are currently unable to change your My Quick Links settings. Please try again later.',
    );
    expect(labels(result.current.items)).toEqual(['Event Directory', 'Member Directory']);
  });
});
