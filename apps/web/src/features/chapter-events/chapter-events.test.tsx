import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { problem } from '@ypo/msw';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { ChapterEventForm } from './chapter-event-form';

startMockServer();
beforeAll(stubCssEscape);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const HARBOR = '00000000-0000-4000-8000-00000000c101';
const E = '*/events/api';

function renderWith(node: React.ReactNode) {
  const harness = createAppHarness({ user: userOf(BRUNO, 'Bruno Lindqvist') });
  harness.session.start({ token: { accessToken: 'token', expiresAt: Date.now() + 7_200_000 }, createdAt: Date.now() });
  return render(<harness.Providers>{node}</harness.Providers>);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ChapterEventForm (spec 001 §2, §5, §8)', () => {
  it('shows the spec texts for bad input and keeps what was typed; a failed save keeps the form too', async () => {
    server.use(
      http.get(`${E}/chapterevent/get-time-zones`, () => HttpResponse.json([{ id: 'UTC', name: '(UTC) UTC' }])),
      http.get(`${E}/chapterevent/get-cvent-lookup/`, () => HttpResponse.json({})),
      http.get(`${E}/chapterevent/get-cvent-custom-fields`, () => HttpResponse.json([])),
      http.get(`${E}/champsevent/get-community-users/:id`, () => HttpResponse.json([])),
    );
    const { container } = renderWith(<ChapterEventForm communityId={HARBOR} kind="chapter" />);
    const form = await screen.findByRole('form', { name: 'Create a chapter event' });
    type('Event name', 'Harbor City Regatta');
    type('Starts', '2027-06-12T10:00');
    type('Ends', '2027-06-12T09:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    expect(await within(form).findByText('Invalid Date Range')).toBeTruthy();
    expect(within(form).getByText('Please select a time zone.')).toBeTruthy();
    expect((screen.getByLabelText('Event name') as HTMLInputElement).value).toBe('Harbor City Regatta');
    expect((screen.getByLabelText('Ends') as HTMLInputElement).value).toBe('2027-06-12T09:00');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);

    // Virtual, valid: the save fails and shows the spec's text; nothing typed is lost.
    type('Ends', '2027-06-12T16:00');
    fireEvent.click(screen.getByRole('radio', { name: 'Virtual' }));
    server.use(problem('post', `${E}/chapterevent/create-cvent`, 500, 'Internal Server Error'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The time zone is picked through the Select's hidden native select (react-aria keeps one for forms).
    const native = container.querySelector('select') as HTMLSelectElement;
    fireEvent.change(native, { target: { value: 'UTC' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(within(form).getByText('Something went wrong, please try again later.')).toBeTruthy());
    expect((screen.getByLabelText('Event name') as HTMLInputElement).value).toBe('Harbor City Regatta');
    expect((screen.getByLabelText('Starts') as HTMLInputElement).value).toBe('2027-06-12T10:00');
  });
});
