import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, RouterLinks, server, startMockServer, stubCssEscape } from '../../testing/app-harness';
import { Snackbars } from '../snackbars';
import { MyQuickLinks } from './my-quick-links';

startMockServer();

const API = 'http://gw.test/profiles/api/quick-Links';
type Group = { key: string; displayName: string; iconOrder: number; links: { label: string; navigationUrl: string }[] };
const one = (key: string, label: string, navigationUrl: string, iconOrder: number): Group => ({ key, displayName: label, iconOrder, links: [{ label, navigationUrl }] });
const AVAILABLE: Group[] = [
  { key: 'events', displayName: 'Events', iconOrder: 1, links: [{ label: 'Event Directory', navigationUrl: '/eventDirectory' }] },
  { key: 'tools', displayName: 'Tools', iconOrder: 2, links: [{ label: 'Policies and Procedures', navigationUrl: '/policiesProcedures' }, { label: 'Feedback', navigationUrl: '/feedback' }] },
  { key: 'handbook', displayName: 'Chapter Resources', iconOrder: 3, links: [{ label: 'Chapter Handbook', navigationUrl: 'https://connect.ypo.test/resources/chapter-handbook' }] },
];

let chosen: Group[];
let failing: boolean;

beforeAll(() => stubCssEscape());
beforeEach(() => {
  failing = false;
  chosen = [one('events', 'Event Directory', '/eventDirectory', 1), one('handbook', 'Chapter Handbook', 'https://connect.ypo.test/resources/chapter-handbook', 2)];
  server.use(
    http.get(`${API}/get-person-quickLinks`, () => HttpResponse.json(chosen)),
    http.get(`${API}/get-available-person-quickLinks`, () => HttpResponse.json(AVAILABLE)),
    http.post(`${API}/save-person-quickLinks`, async ({ request }) => {
      if (failing) return HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 });
      chosen = (await request.json()) as Group[];
      return HttpResponse.json(chosen);
    }),
  );
});
afterEach(cleanup);

function renderMine() {
  const { Providers } = createAppHarness({ user: null });
  return render(
    <Providers>
      <MemoryRouter>
        <RouterLinks>
          <MyQuickLinks />
        </RouterLinks>
      </MemoryRouter>
      <Snackbars />
    </Providers>,
  );
}

const shown = () => within(screen.getByRole('list', { name: 'My Quick Links', hidden: true })).getAllByRole('link', { hidden: true }).map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]);

async function openEditor() {
  await waitFor(() => expect(shown()).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Edit My Quick Links' }));
  return screen.findByRole('dialog', { name: 'Edit My Quick Links' });
}

describe('MyQuickLinks (spec 002 §7, spec 001 §5, §8)', () => {
  it('shows the chosen links: app pages in place, sites in a new tab', async () => {
    renderMine();
    await waitFor(() =>
      expect(shown()).toEqual([
        ['Event Directory', '/eventDirectory', null],
        ['Chapter Handbook', 'https://connect.ypo.test/resources/chapter-handbook', '_blank'],
      ]),
    );
  });

  it('adds a link chosen among those not yet chosen, reorders, saves with the spec’s text; axe-clean', async () => {
    renderMine();
    const dialog = await openEditor();
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /Choose a link/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Policies and Procedures', 'Feedback']);
    fireEvent.click(options[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move up Policies and Procedures' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move up Policies and Procedures' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save quick links' }));
    expect(await screen.findByText('You successfully changed your My Quick Links settings.')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shown().map(([label]) => label)).toEqual(['Policies and Procedures', 'Event Directory', 'Chapter Handbook']);
    expect(chosen.map((g) => [g.key, g.iconOrder, g.links[0]?.navigationUrl])).toEqual([
      ['tools', 1, '/policiesProcedures'],
      ['events', 2, '/eventDirectory'],
      ['handbook', 3, 'https://connect.ypo.test/resources/chapter-handbook'],
    ]);
  });

  it('a failed save shows the spec’s failure text in the editor, which keeps the draft, and the list rolls back', async () => {
    failing = true;
    renderMine();
    const dialog = await openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Event Directory' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save quick links' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Due to technical issues, we are currently unable to change your My Quick Links settings. Please try again later.',
    );
    expect(within(within(dialog).getByRole('grid')).getAllByRole('row').map((row) => row.textContent?.includes('Event Directory'))).toEqual([false]);
    await waitFor(() => expect(shown().map(([label]) => label)).toEqual(['Event Directory', 'Chapter Handbook']));
  });
});
