import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HeadlessProvider, MESSAGES } from '@ypo/headless';
import { identities } from '@ypo/msw';
import { installMockServer, recordRequests, setupMockServer } from '@ypo/msw/node';
import { createSdk } from '@ypo/sdk';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { RecoveryFlowPage } from './recovery-flow-page';

const amara = {
  identityId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001',
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'a**********r@harborcity.example',
  countryCode: '1',
  phoneNumber: '*******0101',
};
const problem = (status: number, text: string) => HttpResponse.json({ title: 'x', status, detail: text, message: text }, { status });

const server = setupMockServer();
installMockServer(server, { beforeAll, beforeEach, afterEach, afterAll });

/** The contract's handlers with this test's answers first; returns the paths asked, as they come. */
function renderFlow(flow: 'username' | 'password', ...answers: RequestHandler[]) {
  server.use(...answers);
  const requests = recordRequests(server);
  const asked = { paths: () => requests.map((request) => decodeURIComponent(new URL(request.url).pathname)) };
  const sdk = createSdk({ baseUrl: 'http://gw.test', fetch: (request) => fetch(request) });
  render(
    <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
      <MemoryRouter>
        <RecoveryFlowPage flow={flow} />
      </MemoryRouter>
    </HeadlessProvider>,
  );
  return asked;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(cleanup);

describe('RecoveryFlowPage', () => {
  it('shows the records text for an unknown email, keeping what was typed, then the username options', async () => {
    let known = false;
    const asked = renderFlow(
      'username',
      identities.getGetRecoveryPersonNameMockHandler(() => {
        if (!known) throw problem(404, MESSAGES.emailDoesNotMatchRecords);
        return amara;
      }),
    );
    await heading('Forgot username');
    press('Continue');
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(asked.paths()).toEqual([]);
    type('Email address', 'nobody@harborcity.example');
    press('Continue');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.emailDoesNotMatchRecords);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('nobody@harborcity.example');
    known = true;
    press('Continue');
    await heading('Username recovery options');
    expect(asked.paths().at(-1)).toBe('/identities/api/identities/nobody@harborcity.example/recovery/personname');
    expect(screen.getByRole('radio', { name: 'Text message (SMS) to *******0101' })).toBeTruthy();
  });

  it('keeps the typed values when going to another screen and back', async () => {
    renderFlow('password', http.all('*', () => problem(404, MESSAGES.spousePartnerInvalid)));
    await heading('Forgot password');
    press('I am a spouse or partner');
    await heading('Spouse/partner password reset');
    type('First name', 'Daniel');
    type('Last name', 'Okafor');
    type('Country code', '1');
    type('Phone number', '5550100199');
    for (let attempt = 1; attempt <= 2; attempt++) {
      press('Continue');
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.spousePartnerInvalid));
    }
    press('Continue');
    await heading('Contact us');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.unableToValidate);
    press('Back');
    await heading('Spouse/partner password reset');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Daniel');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('5550100199');
  });

  it('opens further assistance and shows the details text when nobody matches', async () => {
    renderFlow('username', http.all('*', () => problem(404, MESSAGES.detailsDoNotMatch)));
    await heading('Forgot username');
    press('I need further assistance');
    await heading('Username further assistance');
    type('Last name', 'Okafor');
    type('Day', '1');
    type('Month', '1');
    type('Year', '1990');
    press('Continue');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.detailsDoNotMatch);
  });
});
