import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AROUND_ME_MESSAGES as M } from '@ypo/headless/around-me';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { AroundMe } from './around-me';

startMockServer();
stubCssEscape();
afterEach(cleanup);

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const base = {
  address1: '5 Garden Row', address2: null, city: 'Harbor City', state: 'Atlantic', zip: '00105', country: 'Harbor Isles', countryCode: 'HI', region: 'North America',
  relationship: ['Owner'], establishmentType: 'Accommodation', accommodationType: 'Resort', cuisine: null, destinationRestaurant: false, priceRange: '$$', hotelClass: 'Luxury',
  website: null, discountCode: null, telephone: null, managerContact: null,
};
let saved: unknown[];

beforeEach(() => {
  saved = [];
  server.use(
    http.post('*/profiles/api/around-me/get-search-synonyms', () => HttpResponse.json([])),
    http.post('*/profiles/api/around-me/search-assets', () => HttpResponse.json({ totalCount: 1, assets: [{ ...base, id: 'a5500000-0000-4000-8000-000000000001', name: 'Harbor Light Hotel', assetStatus: 'Approved' }] })),
    http.get('*/profiles/api/v2/around-me/:id/get-myassets', () =>
      HttpResponse.json([
        { ...base, id: 'a5500000-0000-4000-8000-000000000002', name: 'Dockside Kitchen', assetStatus: 'Pending' },
        { ...base, id: 'a5500000-0000-4000-8000-000000000003', name: 'Saffron Inn', assetStatus: 'Denied', denialReason: 'Please add the hotel class.' },
      ]),
    ),
    http.get('*/profiles/api/around-me/can-view-pending-asset-request', () => HttpResponse.json(false)),
    http.get('*/profiles/api/around-me/get-business-about-community', () =>
      HttpResponse.json({ communityId: '00000000-0000-4000-8000-00000000c701', name: 'Businesses', communityType: 'businesses', isAdmin: false, health: null, salesforceId: null, isActivityModerated: false, isPrimary: false }),
    ),
    http.get('*/profiles/api/around-me/get-countries-and-regions', () => HttpResponse.json({ countries: [{ id: 'c0c00000-0000-4000-8000-000000000001', name: 'Harbor Isles', countryCode: 'HI' }], regions: ['North America', 'Europe'] })),
    http.post('*/profiles/api/around-me/save-and-submit', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ ...base, id: 'a5500000-0000-4000-8000-000000000009', name: 'New', assetStatus: 'Pending' });
    }),
  );
});

function renderAroundMe() {
  const { Providers } = createAppHarness({ user: userOf(AMARA) });
  return render(
    <Providers>
      <AroundMe />
    </Providers>,
  );
}

describe('AroundMe on /businesses (spec 002 §3-§8)', () => {
  it('shows the directory, and my businesses with their review state: under review not editable, a denial with its reason; axe-clean', async () => {
    const { container } = renderAroundMe();
    expect(await screen.findByRole('heading', { name: 'Harbor Light Hotel' })).toBeTruthy();
    const mine = await screen.findByRole('list', { name: M.myAssets });
    await within(mine).findByRole('heading', { name: 'Dockside Kitchen' });
    expect(within(mine).getByText(M.underReview)).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Edit Dockside Kitchen' })).toBeNull();
    expect(within(mine).getByText(M.deniedBecause('Please add the hotel class.'))).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Edit Saffron Inn' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: M.pendingRequests })).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('checks the required fields and the phone pattern, keeps what was typed, and makes None of the above exclusive', async () => {
    renderAroundMe();
    fireEvent.click(await screen.findByRole('button', { name: M.addAsset }));
    const dialog = await screen.findByRole('dialog', { name: M.addAsset });
    fireEvent.change(within(dialog).getByLabelText(M.fieldName), { target: { value: 'Saffron Table' } });
    fireEvent.change(within(dialog).getByLabelText(M.fieldTelephone), { target: { value: 'call me' } });
    const owner = within(dialog).getByRole('checkbox', { name: 'Owner' });
    fireEvent.click(owner);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'None of the above' }));
    expect((owner as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: M.submit }));
    expect(await within(dialog).findByText('Please enter valid phone number')).toBeTruthy();
    expect(within(dialog).getByText(M.streetRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.relationshipRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.regionRequired)).toBeTruthy();
    expect((within(dialog).getByLabelText(M.fieldName) as HTMLInputElement).value).toBe('Saffron Table');
    fireEvent.click(owner);
    expect((within(dialog).getByRole('checkbox', { name: 'None of the above' }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(saved).toEqual([]));
  });

  it("offers to affiliate after 'Asset already exists'; another member already associated gets the spec's text", async () => {
    server.use(
      http.post('*/profiles/api/around-me/save-and-submit', () =>
        HttpResponse.json({ title: 'Unprocessable Entity', status: 422, detail: 'Asset already exists', message: 'Asset already exists', assetId: 'a5500000-0000-4000-8000-000000000001' }, { status: 422 }),
      ),
      http.post('*/profiles/api/around-me/searchprofile', () => HttpResponse.json([{ id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000003', firstName: 'Chen', lastName: 'Wei-Ling', preferredName: 'Chen' }])),
      http.post('*/profiles/api/around-me/is-person-asset-mapping-exists', () => HttpResponse.json(true)),
      http.get('*/profiles/api/around-me/get-states-or-provinces/:id', () => HttpResponse.json([{ id: 'ATL', name: 'Atlantic' }])),
    );
    renderAroundMe();
    fireEvent.click(await screen.findByRole('button', { name: M.addAsset }));
    const dialog = await screen.findByRole('dialog', { name: M.addAsset });
    const fill = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(M.fieldName, 'Harbor Light Hotel');
    fill(M.fieldStreet, '12 Quay Street');
    fill(M.fieldCity, 'Harbor City');
    fill(M.fieldZip, '00101');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Owner' }));
    const choose = async (label: string, option: string) => {
      fireEvent.click(await within(dialog).findByRole('button', { name: new RegExp(`${label}$`) }));
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };
    await waitFor(() => expect(within(dialog).getByRole('button', { name: new RegExp(`${M.fieldCountry}$`) })).toBeTruthy());
    await choose(M.fieldCountry, 'Harbor Isles');
    await choose(M.fieldState, 'Atlantic');
    await choose(M.fieldRegion, 'North America');
    await choose(M.fieldEstablishmentType, 'Accommodation');
    await choose(M.fieldAccommodationType, 'Boutique');
    fireEvent.click(within(dialog).getByRole('button', { name: M.submit }));
    await waitFor(() => expect(dialog.textContent).toContain('Asset already exists'));
    fireEvent.change(within(dialog).getByLabelText(M.affiliateAnother), { target: { value: 'Chen' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Chen Wei-Ling' }));
    expect(await within(dialog).findByText('User already associated to this business. Please select a different user')).toBeTruthy();
  });
});
