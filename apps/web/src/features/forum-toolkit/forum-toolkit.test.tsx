import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { communities, forum, profiles } from '@ypo/msw';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape } from '../../testing/app-harness';
import { ForumExercisePage } from './forum-exercise-page';
import { ForumToolkit } from './forum-toolkit-section';

startMockServer();

const id = (n: number) => `6e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TYPES = [{ id: id(101), name: 'Opening Exercise' }, { id: id(102), name: 'Deep Dive' }, { id: id(103), name: 'Case Study' }];
const ex = (n: number, name: string, type: string, time: number) => ({ id: id(n), name, type, time, description: `${name} in detail.` });
const EXERCISES = [ex(1, 'Check-in', 'Opening Exercise', 30), ex(2, 'Succession', 'Deep Dive', 90), ex(3, 'Crossroads', 'Case Study', 60), ex(4, 'Growth', 'Deep Dive', 120)];

beforeAll(() => stubCssEscape());
beforeEach(() => {
  localStorage.clear();
  server.use(
    forum.getGetForumExerciseTypesMockHandler(TYPES),
    forum.getGetAllExercisesOptionalParametersMockHandler(EXERCISES),
    forum.getGetForumExerciseMockHandler(({ params }) => EXERCISES.find((e) => e.id === params.id) ?? EXERCISES[0]!),
    communities.getGetForumCategoryMockHandler([{ id: id(9), name: 'Member Forum' }]),
    profiles.getGetForumResourceLinksMockHandler([{ id: id(21), type: 'button', label: 'Forum Toolkit Guide', resourceName: 'Forum Toolkit Guide', navigationUrl: 'https://connect.example/guide', displayOrder: 1 }]),
  );
});
afterEach(cleanup);

function renderAt(path: string) {
  const { Providers } = createAppHarness({ user: null });
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/forum/exercise/:type?" element={<ForumExercisePage />} />
          <Route path="/forum/:communityId?" element={<ForumToolkit />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const names = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);

describe('ForumToolkit (spec 001 §2, §5, §7)', () => {
  it('lists the exercises without the case study, filters by time, shows agendas and links; axe-clean', async () => {
    const { container } = renderAt('/forum/f');
    const list = await screen.findByRole('list', { name: 'Exercises' });
    await waitFor(() => expect(names(list)).toEqual(['Check-in', 'Succession', 'Growth']));
    expect(within(screen.getByRole('navigation', { name: 'Exercise types' })).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/forum/exercise/opening-exercise', '/forum/exercise/deep-dive', '/forum/exercise/case-study',
    ]);
    const time = screen.getByRole('textbox', { name: 'Longest exercise (minutes)' });
    fireEvent.change(time, { target: { value: '90' } });
    fireEvent.blur(time);
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Exercises' }))).toEqual(['Check-in', 'Succession']));
    expect(screen.getByRole('list', { name: 'Monthly Forum Meeting' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Forum Toolkit Guide' })).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('ForumExercisePage', () => {
  it('shows one type, loads an exercise when opened; case-study lists the case studies', async () => {
    renderAt('/forum/exercise/deep-dive');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deep Dive' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Deep Dive exercises' });
    await waitFor(() => expect(names(list)).toEqual(['Succession', 'Growth']));
    fireEvent.click(within(list).getByRole('button', { name: 'Show Growth' }));
    expect(await within(list).findByText('Growth in detail.')).toBeTruthy();
    cleanup();
    renderAt('/forum/exercise/case-study');
    const studies = await screen.findByRole('list', { name: 'Case Study exercises' });
    await waitFor(() => expect(names(studies)).toEqual(['Crossroads']));
  });
});
