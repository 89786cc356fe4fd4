import { SESSION_KEYS, usePageChrome } from '@ypo/headless';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHarness, startMockServer } from '../testing/app-harness';
import { QueryFlags, useLinkHref } from './root';

startMockServer();

function Probe() {
  const location = useLocation();
  const { flags } = usePageChrome();
  return (
    <>
      <p data-testid="url">{location.pathname + location.search}</p>
      <p data-testid="flags">{Object.entries(flags).filter(([, on]) => on).map(([name]) => name).join(',') || 'none'}</p>
    </>
  );
}

function renderAt(path: string) {
  const { Providers } = createAppHarness({ user: null });
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <QueryFlags />
        <Probe />
      </MemoryRouter>
    </Providers>,
  );
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('query flags (spec 000 §2, §4)', () => {
  it('switches page chrome off and takes the flags out of the URL, so each applies once', async () => {
    renderAt('/home?hideHeader=true&engagementApp=true&tab=2');
    await waitFor(() => expect(screen.getByTestId('flags').textContent).toBe('hideHeader,engagementApp'));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/home?tab=2'));
    expect(screen.getByTestId('flags').textContent).toBe('hideHeader,engagementApp');
  });

  it('ignores flags whose value is not true, but still removes them', async () => {
    renderAt('/home?hideFooter=false');
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/home'));
    expect(screen.getByTestId('flags').textContent).toBe('none');
  });

  it('keeps a refId of the query as the attribution reference id', async () => {
    renderAt('/home?refId=spring-campaign');
    await waitFor(() => expect(window.sessionStorage.getItem(SESSION_KEYS.attribution)).toContain('"refId":"spring-campaign"'));
  });
});

describe('useLinkHref (react-aria links through the router)', () => {
  function Hrefs({ hrefs }: { hrefs: string[] }) {
    return (
      <ul>
        {hrefs.map((href) => (
          <HrefOf key={href} href={href} />
        ))}
      </ul>
    );
  }
  function HrefOf({ href }: { href: string }) {
    return <li>{useLinkHref(href)}</li>;
  }

  it("keeps other sites' addresses and gives app paths the router's basename", async () => {
    const hrefs = ['https://ideas.test.example/ideas-into-action', 'mailto:help@connect.example', '//cdn.example/x', '/loginSecurity', '/privacySettings?tab=1'];
    const router = createMemoryRouter([{ path: '*', element: <Hrefs hrefs={hrefs} /> }], { basename: '/app', initialEntries: ['/app/home'] });
    render(<RouterProvider router={router} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'https://ideas.test.example/ideas-into-action',
      'mailto:help@connect.example',
      '//cdn.example/x',
      '/app/loginSecurity',
      '/app/privacySettings?tab=1',
    ]);
  });
});
