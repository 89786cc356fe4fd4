import { useSnackbar } from '@ypo/headless';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppHarness } from '../testing/app-harness';
import { Snackbars } from './snackbars';

let show: ReturnType<typeof useSnackbar>['show'] = () => 0;
function Trigger() {
  show = useSnackbar().show;
  return null;
}

beforeAll(async () => {
  await import('./snackbar-region');
}, 30_000);
afterEach(cleanup);

describe('Snackbars (spec 000 §2: top right, 3 seconds)', () => {
  it('shows a message in the notifications region and takes it away after 3 seconds', async () => {
    const { Providers } = createAppHarness({ user: null });
    render(
      <Providers>
        <Trigger />
        <Snackbars />
      </Providers>,
    );
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    act(() => void show('You successfully changed your notification settings', 'success'));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(region.textContent).toContain('You successfully changed your notification settings');
    await waitFor(() => expect(screen.queryByText('You successfully changed your notification settings')).toBeNull(), { timeout: 4500 });
  });
});
