import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Snackbars } from '../../components/snackbars';
import { createAppHarness, permissionsOf, RouterLinks, server, startMockServer, stubCssEscape } from '../../testing/app-harness';
import { FeedbackPage } from './feedback-page';
import { PoliciesPage } from './policies-page';

startMockServer();

const API = 'http://gw.test/profiles/api';
const RATING = 'fb000000-0000-4000-8000-000000000001';
const TEXT = 'fb000000-0000-4000-8000-000000000002';
const QUESTIONS = [
  { id: RATING, questionType: 'Experience', question: 'How would you rate your experience today?', answerType: 'rating', answer: 0 },
  { id: TEXT, questionType: 'Experience', question: 'What should we improve?', answerType: 'text', answer: '' },
];
const CONDUCT = '9b000000-0000-4000-8000-000000000011';
const PRIVACY = '9b000000-0000-4000-8000-000000000031';
const HEADINGS = [
  { id: '9b000000-0000-4000-8000-000000000001', title: 'Membership policies', articles: [{ id: CONDUCT, title: 'Code of conduct' }] },
  { id: '9b000000-0000-4000-8000-000000000003', title: 'Privacy and data', articles: [{ id: PRIVACY, title: 'Data privacy' }] },
];
const ARTICLES: Record<string, { id: string; title: string; content: string }> = {
  [CONDUCT]: { id: CONDUCT, title: 'Code of conduct', content: '<p>Members treat each other with respect.</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>' },
  [PRIVACY]: { id: PRIVACY, title: 'Data privacy', content: '<p>Your profile is visible to members only.</p>' },
};

let submitted: unknown[];
let updated: unknown[];
let refusal: string | undefined;
let searched: string[];

beforeAll(() => stubCssEscape());
beforeEach(() => {
  submitted = [];
  updated = [];
  refusal = undefined;
  searched = [];
  server.use(
    http.get(`${API}/feedback/get-feedback-questions`, () => HttpResponse.json(QUESTIONS)),
    http.post(`${API}/feedback/submit-feedback`, async ({ request }) => {
      const body = await request.json();
      if (refusal) return HttpResponse.json({ title: 'Unprocessable Entity', status: 422, detail: refusal, message: refusal }, { status: 422 });
      submitted.push(body);
      return HttpResponse.json({ message: 'Thank you for your feedback.' });
    }),
    http.post(`${API}/feedback/update-feedback-questions`, async ({ request }) => {
      const body = await request.json();
      updated.push(body);
      return HttpResponse.json(body);
    }),
    http.get(`${API}/tools/policies/get-headings`, () => HttpResponse.json(HEADINGS)),
    http.get(`${API}/tools/policies/get-article-data/:id`, ({ params }) => {
      const article = ARTICLES[String(params['id'])];
      return article ? HttpResponse.json(article) : HttpResponse.json({ title: 'Not Found', status: 404 }, { status: 404 });
    }),
    http.get(`${API}/tools/policies/search/:term`, ({ params }) => {
      const term = decodeURIComponent(String(params['term']));
      searched.push(term);
      return HttpResponse.json(Object.values(ARTICLES).filter((a) => `${a.title} ${a.content}`.toLowerCase().includes(term.toLowerCase())).map(({ id, title }) => ({ id, title })));
    }),
  );
});
afterEach(cleanup);

const PERMISSIONS = '/communities/api/community/GetUserPermissionsAndCommunities';

function renderAt(path: string, page: React.ReactNode, userRoles: string[] = ['Member']) {
  const { Providers } = createAppHarness({ user: null, answers: { [PERMISSIONS]: () => Response.json(permissionsOf({ userRoles })) } });
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <RouterLinks>
          <Routes>
            <Route path="*" element={page} />
          </Routes>
        </RouterLinks>
      </MemoryRouter>
      <Snackbars />
    </Providers>,
  );
}

async function expectAxeClean(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

describe('FeedbackPage (spec 002 §3, §7, §8)', () => {
  it('sends a rating and a text, shows the server’s thanks and clears the form; axe-clean', async () => {
    const { container } = renderAt('/feedback', <FeedbackPage />);
    const rating = await screen.findByRole('radiogroup', { name: 'How would you rate your experience today?' });
    expect(within(rating).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false, false, false, false]);
    await expectAxeClean(container);
    fireEvent.click(within(rating).getByRole('radio', { name: '4 of 5' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What should we improve?' }), { target: { value: 'Faster search.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeDefined();
    expect(submitted).toEqual([[{ ...QUESTIONS[0], answer: 4 }, { ...QUESTIONS[1], answer: 'Faster search.' }]]);
    expect((screen.getByRole('textbox', { name: 'What should we improve?' }) as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's message field when the submit is refused, and keeps the answers", async () => {
    refusal = 'Please answer at least one question before you send your feedback.';
    renderAt('/feedback', <FeedbackPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'What should we improve?' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect((screen.getByRole('textbox', { name: 'What should we improve?' }) as HTMLTextAreaElement).value).toBe('  ');
  });
});

describe('the feedback questions editor (spec 002 §7 update-feedback-questions)', () => {
  it('is not offered to a member', async () => {
    renderAt('/feedback', <FeedbackPage />);
    await screen.findByRole('radiogroup', { name: 'How would you rate your experience today?' });
    expect(screen.queryByRole('button', { name: 'Edit the questions' })).toBeNull();
  });

  it('lets staff add a question, requires its text and type, and saves the list; axe-clean', async () => {
    const { container } = renderAt('/feedback', <FeedbackPage />, ['Team Member']);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the questions' }));
    const editor = screen.getByRole('region', { name: 'Feedback questions' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove question 1' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Add a question' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save questions' }));
    const added = within(editor).getByRole('group', { name: 'Question 2' });
    expect(within(added).getByText('Please enter the question.')).toBeDefined();
    expect(within(added).getByText('Please enter the question type.')).toBeDefined();
    expect(updated).toEqual([]);
    await expectAxeClean(container);
    fireEvent.change(within(added).getByRole('textbox', { name: 'Question' }), { target: { value: ' Which event did you like most? ' } });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Question type' }), { target: { value: 'Events' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText('The feedback questions were saved.')).toBeDefined();
    expect(updated).toHaveLength(1);
    expect((updated[0] as { question: string; answerType: string; answer: unknown }[]).map((q) => [q.question, q.answerType, q.answer])).toEqual([
      ['What should we improve?', 'text', ''],
      ['Which event did you like most?', 'rating', 0],
    ]);
    expect(await screen.findByRole('radiogroup', { name: 'Which event did you like most?' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Feedback questions' })).toBeNull();
  });
});

describe('PoliciesPage (spec 002 §2, §7)', () => {
  it('lists the topics, opens an article through the sanitising component; axe-clean', async () => {
    const { container } = renderAt('/policiesProcedures', <PoliciesPage />);
    const topics = await screen.findByRole('navigation', { name: 'Topics' });
    expect(await within(topics).findByRole('heading', { name: 'Membership policies' })).toBeDefined();
    expect(screen.getByText('Choose a policy to read it.')).toBeDefined();
    fireEvent.click(within(topics).getByRole('link', { name: 'Code of conduct' }));
    const article = await screen.findByRole('article', { name: 'Code of conduct' });
    await waitFor(() => expect(article.textContent).toContain('Members treat each other with respect.'));
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(within(topics).getByRole('link', { name: 'Code of conduct' }).getAttribute('aria-current')).toBe('page');
    expect(within(article).getByText('Membership policies')).toBeDefined();
    await expectAxeClean(container);
  });

  it('opens the article the address names, and searches a term once sent, trimmed, over 1 character', async () => {
    renderAt(`/policiesProcedures?article=${PRIVACY}`, <PoliciesPage />);
    expect(await screen.findByRole('article', { name: 'Data privacy' })).toBeDefined();
    const field = screen.getByRole('searchbox', { name: 'Search policies' });
    fireEvent.change(field, { target: { value: 'r' } });
    act(() => fireEvent.submit(field.closest('form')!));
    expect(searched).toEqual([]);
    fireEvent.change(field, { target: { value: '  respect ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('heading', { name: 'Results for “respect”' });
    expect(results).toBeDefined();
    expect(searched).toEqual(['respect']);
    fireEvent.click(screen.getByRole('list', { name: 'Results for “respect”' }).querySelector('a')!);
    expect(await screen.findByRole('article', { name: 'Code of conduct' })).toBeDefined();
    fireEvent.change(field, { target: { value: 'nothing like it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No results found')).toBeDefined();
  });
});
