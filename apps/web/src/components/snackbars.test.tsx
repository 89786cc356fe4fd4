import { useSnackbar } from '@ypo/headless';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppHarness, startMockServer } from '../testing/app-harness';
import { Snackbars } from './snackbars';

startMockServer();

let show: ReturnType<typeof useSnackbar>['show'] = () => 0;
function Trigger() {
  show = useSnackbar().show;
  return null;
}

beforeAll(async () => {
  await import('./snackbar-region');
}, 30_000);
afterEach(cleanup);

function renderSnackbars() {
  const { Providers } = createAppHarness({ user: null });
  render(
    <Providers>
      <Trigger />
      <Snackbars />
    </Providers>,
  );
}

describe('Snackbars (spec 000 §2: top right, 3 seconds)', () => {
  it('shows a message in the notifications region and takes it away after 3 seconds', async () => {
    renderSnackbars();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    act(() => void show('You successfully changed your notification settings', 'success'));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(region.textContent).toContain('You successfully changed your notification settings');
    await waitFor(() => expect(screen.queryByText('You successfully changed your notification settings')).toBeNull(), { timeout: 4500 });
  });

  it('marks each toast with its kind, so it takes the colour of that kind (spec 001 §9)', async () => {
    renderSnackbars();
    act(() => void show('Error While Uploading', 'error'));
    act(() => void show('Check your file', 'warning'));
    const error = await screen.findByText('Error While Uploading');
    expect(error.closest('[data-kind]')?.getAttribute('data-kind')).toBe('error');
    expect(screen.getByText('Check your file').closest('[data-kind]')?.getAttribute('data-kind')).toBe('warning');
  });
});
