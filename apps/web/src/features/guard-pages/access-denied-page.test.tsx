import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHarness, startMockServer } from '../../testing/app-harness';
import { AccessDeniedPage } from './access-denied-page';

startMockServer();

function renderAt(path: string) {
  const { Providers } = createAppHarness({ user: null });
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <AccessDeniedPage />
      </MemoryRouter>
    </Providers>,
  );
}

afterEach(cleanup);

describe('/errorPage (spec 000 §8)', () => {
  it('shows the general access-denied text by default', () => {
    renderAt('/errorPage');
    expect(screen.getByRole('alert').textContent).toBe('You do not have access to this page. Please contact support for assistance.');
  });

  it('shows the learning-system text with ?type=lms', () => {
    renderAt('/errorPage?type=lms');
    expect(screen.getByRole('alert').textContent).toBe('You do not have access to the learning system. Please contact your administrator for assistance.');
  });
});
