import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles as mocks } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ASSET_FORM, type AssetFormValues } from '../../core/around-me/asset-form';
import type { BusinessAsset } from '../../core/around-me/lists';
import { AROUND_ME_MESSAGES as M } from '../../core/around-me/messages';
import { problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useAroundMePlaces } from './use-around-me-places';
import { useAroundMePeople, useAroundMeSuggestions } from './use-around-me-suggestions';
import { useAssetDirectory } from './use-asset-directory';
import { useAssetSubmit } from './use-asset-submit';
import { useBulkAdd } from './use-bulk-add';
import { useMyAssets } from './use-my-assets';
import { usePendingAssets } from './use-pending-assets';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const aid = (n: number) => `a5500000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const asset = (n: number, extra: Partial<BusinessAsset> = {}): BusinessAsset => ({
  id: aid(n), name: `Asset ${n}`, address1: '1 Quay Street', address2: null, city: 'Harbor City', state: 'Atlantic', zip: '00101', country: 'Harbor Isles',
  countryCode: 'HI', region: 'North America', relationship: ['Owner'], establishmentType: 'Accommodation', accommodationType: 'Resort', cuisine: null,
  destinationRestaurant: false, priceRange: '$$', hotelClass: 'Luxury', website: null, discountCode: null, telephone: null, managerContact: null, assetStatus: 'Approved', denialReason: null, ...extra,
});
const hotel: AssetFormValues = {
  ...EMPTY_ASSET_FORM, name: 'Saffron Inn', address1: '5 Garden Row', city: 'Harbor City', state: 'Atlantic', zip: '00105', countryCode: 'HI',
  region: 'North America', relationship: 'Owner', establishmentType: 'Accommodation', accommodationType: 'Resort',
};
const bodies = async (requests: Request[], path: string) => Promise.all(requests.filter((r) => new URL(r.url).pathname === path).map(async (r) => (await r.clone().json()) as Record<string, unknown>));
const silenceLog = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('useAssetDirectory (spec 002 §3, §7)', () => {
  it('searches with the synonyms of the text and the filters, 50 a page', async () => {
    const calls = recordRequests();
    const all = Array.from({ length: 60 }, (_, i) => asset(i + 1));
    const wrapper = wrapperFor(
      mocks.getGetAroundMeSearchSynonymsMockHandler(['hotel', 'inn', 'lodging']),
      mocks.getSearchAroundMeAssetsMockHandler(async ({ request }) => {
        const body = (await request.json()) as { skip: number; take: number };
        return { totalCount: all.length, assets: all.slice(body.skip, body.skip + body.take) };
      }),
    );
    const { result } = renderHook(() => useAssetDirectory(), { wrapper });
    await waitFor(() => expect(result.current.assets).toHaveLength(50));
    expect(result.current).toMatchObject({ totalCount: 60, hasMore: true });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.assets).toHaveLength(60));
    expect(result.current.hasMore).toBe(false);

    act(() => {
      result.current.setSearch('hotel');
      result.current.setFilter('region', 'Europe');
    });
    await waitFor(async () => expect((await bodies(calls, '/profiles/api/around-me/search-assets')).at(-1)).toMatchObject({ search: 'hotel', synonyms: ['inn', 'lodging'], region: 'Europe', skip: 0, take: 50 }));
    expect(calls.filter((r) => r.url.includes('get-search-synonyms'))).toHaveLength(1);
  });

  it('searches the text alone when the synonyms fail, and empties the list when the search fails', async () => {
    silenceLog();
    const calls = recordRequests();
    const wrapper = wrapperFor(
      problem('post', '*/profiles/api/around-me/get-search-synonyms', 500, 'Internal Server Error'),
      mocks.getSearchAroundMeAssetsMockHandler({ totalCount: 1, assets: [asset(1)] }),
    );
    const { result } = renderHook(() => useAssetDirectory({ search: 'spa', location: '', filters: { region: '', establishmentType: '', accommodationType: '', cuisine: '', priceRange: '', hotelClass: '' } }), { wrapper });
    await waitFor(() => expect(result.current.assets).toHaveLength(1));
    expect((await bodies(calls, '/profiles/api/around-me/search-assets'))[0]).not.toHaveProperty('synonyms');
    server.use(problem('post', '*/profiles/api/around-me/search-assets', 500, 'Internal Server Error'));
    act(() => result.current.setLocation('Harbor'));
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.assets).toEqual([]);
  });
});

describe('useAroundMeSuggestions and useAroundMePlaces (spec 002 §3, §7)', () => {
  it('suggests from 2 characters, and lists countries, regions and the states of a country', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getGetAroundMeLocationSuggestionsMockHandler(['Harbor City, Atlantic']),
      mocks.getGetAroundMeCountriesAndRegionsMockHandler({ countries: [{ id: 'c0c00000-0000-4000-8000-000000000001', name: 'Harbor Isles', countryCode: 'HI' }], regions: ['Europe'] }),
      mocks.getGetAroundMeStatesOrProvincesMockHandler([{ id: 'ATL', name: 'Atlantic' }]),
    );
    const { result, rerender } = renderHook(({ text }) => useAroundMeSuggestions('location', text), { wrapper, initialProps: { text: 'H' } });
    expect(result.current.suggestions).toEqual([]);
    rerender({ text: 'Ha' });
    await waitFor(() => expect(result.current.suggestions).toEqual(['Harbor City, Atlantic']));
    expect(calls.filter((r) => r.url.includes('get-location-suggestions'))).toHaveLength(1);

    const places = renderHook(() => useAroundMePlaces('c0c00000-0000-4000-8000-000000000001'), { wrapper });
    await waitFor(() => expect(places.result.current.states).toEqual([{ id: 'ATL', name: 'Atlantic' }]));
    expect(places.result.current.countries.map((c) => c.countryCode)).toEqual(['HI']);
    expect(places.result.current.regions).toEqual(['Europe']);
  });
});

describe('useAroundMePeople (spec 002 §7, §8)', () => {
  it('finds members to associate from 2 characters; a failed search finds nobody', async () => {
    const calls = recordRequests();
    const chen = { id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000003', firstName: 'Chen', lastName: 'Wei-Ling' };
    const wrapper = wrapperFor(mocks.getSearchAroundMeProfileMockHandler([chen]));
    const { result, rerender } = renderHook(({ text }) => useAroundMePeople(text), { wrapper, initialProps: { text: 'C' } });
    expect(result.current.people).toEqual([]);
    rerender({ text: 'Chen' });
    await waitFor(() => expect(result.current.people).toEqual([chen]));
    expect(await bodies(calls, '/profiles/api/around-me/searchprofile')).toEqual([{ search: 'Chen' }]);
    server.use(problem('post', '*/profiles/api/around-me/searchprofile', 500, 'Internal Server Error'));
    silenceLog();
    rerender({ text: 'Bruno' });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await waitFor(() => expect(result.current.people).toEqual([]));
  });
});

describe('useMyAssets (spec 002 §7)', () => {
  it('lists the assets (or the shortcut) and deletes, the list becoming the answer', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getGetMyAssetsMockHandler([asset(1), asset(2, { assetStatus: 'Denied', denialReason: 'No phone.' })]),
      mocks.getGetMyAssetsShortcutMockHandler([asset(1)]),
      mocks.getDeleteAroundMeAssetsMockHandler([asset(1)]),
    );
    const { result } = renderHook(() => useMyAssets(AMARA), { wrapper });
    await waitFor(() => expect(result.current.assets).toHaveLength(2));
    expect(result.current.assets[1]).toMatchObject({ assetStatus: 'Denied', denialReason: 'No phone.' });
    await act(async () => {
      expect(await result.current.remove([aid(2)])).toMatchObject({ ok: true });
    });
    expect(result.current.assets.map((a) => a.id)).toEqual([aid(1)]);
    expect(await bodies(calls, '/profiles/api/around-me/delete-assets')).toEqual([{ personId: AMARA, assetIds: [aid(2)] }]);
    const shortcut = renderHook(() => useMyAssets(AMARA, { shortcut: true }), { wrapper });
    await waitFor(() => expect(shortcut.result.current.assets).toHaveLength(1));
    expect(calls.some((r) => r.url.includes('/v3/around-me/') && r.url.endsWith('/get-myassets-shortcut'))).toBe(true);
  });
});

describe('useAssetSubmit (spec 002 §4, §5, §8)', () => {
  it('submits a new asset for review', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getSaveAndSubmitAssetMockHandler(asset(9, { name: 'Saffron Inn', assetStatus: 'Pending' })));
    const { result } = renderHook(() => useAssetSubmit(AMARA), { wrapper });
    await act(async () => {
      expect(await result.current.submit({ values: hotel, countryName: 'Harbor Isles' })).toMatchObject({ ok: true, data: { status: 'submitted', asset: { assetStatus: 'Pending' } } });
    });
    expect((await bodies(calls, '/profiles/api/around-me/save-and-submit'))[0]).toMatchObject({ name: 'Saffron Inn', relationship: ['Owner'], country: 'Harbor Isles', cuisine: null });
  });

  it("swallows a failed save-and-submit (nothing logged) and answers 'Asset already exists' with the asset to affiliate with", async () => {
    const log = silenceLog();
    const wrapper = wrapperFor(problem('post', '*/profiles/api/around-me/save-and-submit', 500, 'Internal Server Error'));
    const { result } = renderHook(() => useAssetSubmit(AMARA), { wrapper });
    await act(async () => {
      expect(await result.current.submit({ values: hotel, countryName: 'Harbor Isles' })).toEqual({ ok: true, data: { status: 'notSubmitted' } });
    });
    expect(log).not.toHaveBeenCalled();
    server.use(problem('post', '*/profiles/api/around-me/save-and-submit', 422, 'Unprocessable Entity', { message: 'Asset already exists', assetId: aid(1) }));
    await act(async () => {
      expect(await result.current.submit({ values: hotel, countryName: 'Harbor Isles' })).toEqual({ ok: true, data: { status: 'duplicate', assetId: aid(1) } });
    });
  });

  it('updates and resubmits an existing asset; a refused update shows its error', async () => {
    silenceLog();
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getUpdateAndSubmitAssetMockHandler(asset(2, { assetStatus: 'Pending' })));
    const { result } = renderHook(() => useAssetSubmit(AMARA), { wrapper });
    await act(async () => {
      expect(await result.current.submit({ values: hotel, countryName: 'Harbor Isles', id: aid(2) })).toMatchObject({ ok: true, data: { status: 'submitted' } });
    });
    expect((await bodies(calls, '/profiles/api/around-me/update-and-submit'))[0]).toMatchObject({ id: aid(2) });
    server.use(problem('put', '*/profiles/api/around-me/update-and-submit', 500, 'Internal Server Error'));
    await act(async () => {
      expect(await result.current.submit({ values: hotel, countryName: 'Harbor Isles', id: aid(2) })).toMatchObject({ ok: false });
    });
    expect(result.current.submitError).toBeDefined();
  });

  it("affiliates a person, or says 'User already associated to this business. Please select a different user'", async () => {
    silenceLog();
    const calls = recordRequests();
    let exists = false;
    const wrapper = wrapperFor(mocks.getIsPersonAssetMappingExistsMockHandler(() => exists), mocks.getAddDuplicateAssetsMockHandler(asset(1, { relationship: ['Investor'] })));
    const { result } = renderHook(() => useAssetSubmit(AMARA), { wrapper });
    const affiliation = { assetId: aid(1), personId: AMARA, relationship: ['Investor'] as const };
    await act(async () => {
      expect(await result.current.affiliate(affiliation)).toMatchObject({ ok: true, data: { relationship: ['Investor'] } });
    });
    exists = true;
    await act(async () => {
      const outcome = await result.current.affiliate(affiliation);
      expect(outcome?.ok === false && outcome.error.message).toBe('User already associated to this business. Please select a different user');
    });
    expect(calls.filter((r) => r.url.includes('add-duplicate-assets'))).toHaveLength(1);
  });
});

describe('usePendingAssets (spec 002 §4, §6, §8)', () => {
  it('loads the list only for those who may view it, and offers review to admins only', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getCanViewPendingAssetRequestMockHandler(false),
      mocks.getGetBusinessAboutCommunityMockHandler({ communityId: '00000000-0000-4000-8000-00000000c701', name: 'Businesses', communityType: 'businesses', isAdmin: false, health: null, salesforceId: null, isActivityModerated: false, isPrimary: false }),
    );
    const { result } = renderHook(() => usePendingAssets(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ canView: false, canReview: false, assets: [] });
    expect(calls.some((r) => r.url.includes('get-pending-assets'))).toBe(false);
  });

  it('approves, denies with a required reason, and a failed load empties the list', async () => {
    silenceLog();
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getCanViewPendingAssetRequestMockHandler(true),
      mocks.getGetBusinessAboutCommunityMockHandler({ communityId: '00000000-0000-4000-8000-00000000c701', name: 'Businesses', communityType: 'businesses', isAdmin: true, health: null, salesforceId: null, isActivityModerated: false, isPrimary: false }),
      mocks.getGetPendingAssetsMockHandler([asset(1, { assetStatus: 'Pending' }), asset(2, { assetStatus: 'Pending' })]),
      mocks.getApproveAssetMockHandler(asset(1)),
      mocks.getDenyAssetMockHandler(asset(2, { assetStatus: 'Denied', denialReason: 'No phone.' })),
    );
    const { result } = renderHook(() => usePendingAssets(), { wrapper });
    await waitFor(() => expect(result.current.assets).toHaveLength(2));
    expect(result.current).toMatchObject({ canView: true, canReview: true });
    await act(async () => {
      const refused = await result.current.review({ assetId: aid(2), decision: 'deny', reason: '  ' });
      expect(refused?.ok === false && refused.error.message).toBe(M.denyReasonRequired);
    });
    expect(calls.some((r) => r.url.includes('deny-asset'))).toBe(false);
    await act(async () => {
      await result.current.review({ assetId: aid(1), decision: 'approve' });
    });
    expect(result.current.assets.map((a) => a.id)).toEqual([aid(2)]);
    await act(async () => {
      await result.current.review({ assetId: aid(2), decision: 'deny', reason: ' No phone. ' });
    });
    expect(await bodies(calls, '/profiles/api/around-me/deny-asset')).toEqual([{ assetId: aid(2), reason: 'No phone.' }]);

    server.use(problem('get', '*/profiles/api/around-me/get-pending-assets', 500, 'Internal Server Error'));
    const again = renderHook(() => usePendingAssets(), { wrapper: wrapperFor() });
    await waitFor(() => expect(again.result.current.error).toBeDefined());
    expect(again.result.current.assets).toEqual([]);
  });
});

describe('useBulkAdd (spec 002 §7, §8, §9)', () => {
  const TEMPLATE = 'https://media.example/templates/Businesses%20bulk%20add.xlsx';
  const xlsx = (name: string, bytes = [0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) => new File([new Uint8Array(bytes)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

  it('downloads the template from the given address', async () => {
    server.use(http.get(TEMPLATE, () => new HttpResponse(new Uint8Array([0x50, 0x4b]), { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } })));
    const { result } = renderHook(() => useBulkAdd({ templateUrl: TEMPLATE }), { wrapper: wrapperFor() });
    let outcome: Awaited<ReturnType<typeof result.current.downloadTemplate>> | undefined;
    await act(async () => {
      outcome = await result.current.downloadTemplate();
    });
    expect(outcome).toMatchObject({ ok: true, data: { fileName: 'Businesses bulk add.xlsx' } });
    expect(outcome?.ok && outcome.data.blob.size).toBe(2);
  });

  it("uploads a spreadsheet through the upload engine; anything else is 'Please upload a valid document'", async () => {
    silenceLog();
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getUploadBulkAddTemplateMockHandler({ bytes: 7, base64String: null, fileName: 'list.xlsx', fileType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    const { result } = renderHook(() => useBulkAdd({ templateUrl: TEMPLATE }), { wrapper });
    await act(async () => {
      expect(await result.current.upload(xlsx('list.xlsx'))).toMatchObject({ status: 'done' });
    });
    expect(calls.filter((r) => r.url.includes('upload-bulk-add-template'))).toHaveLength(1);
    await act(async () => {
      expect(await result.current.upload(new File(['x'], 'notes.pdf', { type: 'application/pdf' }))).toMatchObject({ status: 'invalid', problems: [{ message: M.invalidDocument }] });
    });
    server.use(problem('post', '*/profiles/api/around-me/upload-bulk-add-template', 422, 'Unprocessable Entity', { message: 'Please upload a valid document' }));
    await act(async () => {
      const failed = await result.current.upload(xlsx('other.xlsx'));
      expect(failed.status === 'failed' && (failed.error as Error).message).toBe(M.invalidDocument);
    });
  });
});
