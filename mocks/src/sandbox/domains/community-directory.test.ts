/** Community directory (communitySearch, communitySearchAutocomplete): the seeded communities by text and facet, fixed sort, pages of 50. */
import { describe, expect, it } from 'vitest';
import { sandboxForTests } from '../test-sandbox.ts';

interface Entry { id: string; name: string; communityType: string; keywords: string[]; typeIcons: string[] }
interface Category { label: string; filterKey: string; filterValue: string; count: number; checked: boolean }
interface SearchAnswer { searchResults: Entry[]; totalResultCount: number; searchRibbonGroup: { key: string; categories: Category[] }[] }

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const env = sandboxForTests({ amara: 'amara.okafor' });
const search = (body: Record<string, unknown>) => env.as.amara.post<SearchAnswer>('/communities/api/communitysearch', { search: '', skip: 0, maxResultCount: 50, ...body });
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

describe('communitySearch', () => {
  it('lists the communities by name in pages of 50, whatever orderBy says (the sort is fixed)', async () => {
    const first = await search({ orderBy: 'Name desc' });
    expect(first.status).toBe(200);
    expect(first.body.totalResultCount).toBeGreaterThan(50);
    expect(first.body.searchResults).toHaveLength(50);
    const names = first.body.searchResults.map((e) => e.name);
    expect(names).toEqual([...names].sort(byName));
    const second = await search({ skip: 50 });
    expect(second.body.searchResults[0]?.name).not.toBe(names[0]);
    expect(byName(names[49] ?? '', second.body.searchResults[0]?.name ?? '')).toBeLessThanOrEqual(0);
  });

  it('finds by text and filters by CommunityType, CommunityFocus and EligibilityRequirements with counts matching the results', async () => {
    const harbor = await search({ search: 'Harbor City' });
    expect(harbor.body.searchResults.find((e) => e.id === HARBOR_CITY)).toMatchObject({ name: 'Harbor City Chapter', communityType: 'chapter', typeIcons: ['chapter'] });
    const all = await search({});
    const groups = all.body.searchRibbonGroup.map((g) => g.key);
    expect(groups).toEqual(['CommunityType', 'CommunityFocus', 'EligibilityRequirements']);
    for (const group of all.body.searchRibbonGroup) {
      const category = group.categories[0];
      if (!category) throw new Error(`${group.key} has no values`);
      const filtered = await search({ searchFilters: [{ filterKey: category.filterKey, filterValue: category.filterValue }], maxResultCount: 500 });
      expect(filtered.body.totalResultCount).toBe(category.count);
      expect(filtered.body.searchRibbonGroup.find((g) => g.key === group.key)?.categories.find((c) => c.filterValue === category.filterValue)?.checked).toBe(true);
    }
    const networks = await search({ searchFilters: [{ filterKey: 'CommunityType', filterValue: 'network' }], maxResultCount: 500 });
    expect(networks.body.searchResults.every((e) => e.communityType === 'network')).toBe(true);
    // Two values of one facet are alternatives.
    const both = await search({ searchFilters: [{ filterKey: 'CommunityType', filterValue: 'network' }, { filterKey: 'CommunityType', filterValue: 'chapter' }] });
    const chapters = await search({ searchFilters: [{ filterKey: 'CommunityType', filterValue: 'chapter' }] });
    expect(both.body.totalResultCount).toBe(networks.body.totalResultCount + chapters.body.totalResultCount);
  });
});

describe('communitySearchAutocomplete', () => {
  it('suggests community names from the original text, a facet with ribbonGroupName, nothing for 1 character', async () => {
    const answer = await env.as.amara.post<Category[]>('/communities/api/communitysearchautocomplete', { search: 'Ha', originalSearch: 'Harbor' });
    expect(answer.status).toBe(200);
    expect(answer.body[0]).toMatchObject({ label: 'Harbor City Chapter', filterKey: 'CommunityName' });
    const focus = await env.as.amara.post<Category[]>('/communities/api/communitysearchautocomplete', { search: 'fam', ribbonGroupName: 'CommunityFocus' });
    expect(focus.body.map((c) => c.filterValue)).toContain('Family');
    expect((await env.as.amara.post<Category[]>('/communities/api/communitysearchautocomplete', { search: 'h' })).body).toEqual([]);
  });
});
