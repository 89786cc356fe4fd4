import { describe, expect, it } from 'vitest';
import { expectMatchesContract, expectRequestMatchesContract } from '../contract-assert.ts';
import { call, callerOf, seededStore } from '../test-network.ts';
import type { Caller, Store } from '../types.ts';
import { speakerDomain, SPEAKER_SEED } from './speaker.ts';
import type { SpeakerSlice } from './speaker.ts';
import { uploadsDomain } from './uploads.ts';

type Card = { speakerId: string | null; personID: string | null; approvalStatus: string; firstName: string; familyName: string; categories: string[]; country: string };
type Directory = { searchResults: Card[]; totalResultCount: number; searchRibbonGroup: { label: string; filterKey: string; filterValue: string; count: number; ribbonGroupName: string; subFilters: unknown[] }[] };

const HIROSHI = '5a000000-0000-4000-8000-000000000001';
const hiroshi = callerOf('non-member-speaker');
const amelie = callerOf('speaker-applicant');
const amara = callerOf('member');
const kwame = callerOf('team-member');

const fresh = (): Store => seededStore([speakerDomain]);
const records = (store: Store) => (store.speaker as SpeakerSlice).speakers;

async function op(operationId: string, caller: Caller, store: Store, options: Parameters<typeof call>[4] = {}) {
  const res = await call(speakerDomain, operationId, caller, store, options);
  expect(res.status).toBe(200);
  expectMatchesContract(operationId, 200, res.body);
  return res.body;
}

async function directory(store: Store, body: Partial<{ search: string; skip: number; maxResultCount: number; searchFilters: { filterKey: string; filterValue: string }[]; orderBy: { sortField: string; direction: string } | null }> = {}, caller = amara): Promise<Directory> {
  const request = { search: '', skip: 0, maxResultCount: 50, searchFilters: [], orderBy: null, ...body };
  expectRequestMatchesContract('searchSpeakerDirectory', request);
  return (await op('searchSpeakerDirectory', caller, store, { body: request })) as Directory;
}

function profileBody(firstName: string, familyName: string, email: string) {
  const body = {
    speakerId: null, personID: null, preferredName: firstName, firstName, familyName, title: 'Keynote speaker', travelFromCity: 'Harbor City',
    country: 'Harbor Isles', phoneCode: '1', phone: '5550100001', email, linkedInUrl: null, gender: 'Female', profileImageUrl: null,
    fallbackProfileImageUrl: null, feeRange: 3, reducedFee: false, travellingResourceProgram: false, biography: 'Founder who speaks on logistics.',
    servingResource: true, webSiteUrl: null, previuoslySpokenAtYpoEvent: null,
    topics: [{ categoryName: 'Leadership', childTopics: [{ topicName: 'Leading Change', isSelected: true }, { topicName: 'Crisis Leadership', isSelected: false }] }],
    languages: [{ id: 'en', name: 'English' }], associations: [{ id: 'assoc-1', name: 'Leadership Speakers Guild' }],
    cffRegion: null, averageCffRating: null, cffFee: [], numberofFourmPrograms: null, qualification: null, retreatTopic: null, tagLine: null, cffSince: null,
  };
  expectRequestMatchesContract('saveSpeaker', body);
  return body;
}

describe('speaker seed', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(seededStore([speakerDomain], 3).speaker)).toBe(JSON.stringify(seededStore([speakerDomain], 3).speaker));
    expect(JSON.stringify(seededStore([speakerDomain], 3).speaker)).not.toBe(JSON.stringify(seededStore([speakerDomain], 4).speaker));
  });

  it('has member and non-member speakers, CFFs, pending and reviewed applicants', () => {
    const all = records(fresh());
    const approved = all.filter((r) => r.approvalStatus === 'A');
    expect(approved.filter((r) => r.speakerType === 'member' && r.recordType === 'Speaker')).toHaveLength(SPEAKER_SEED.memberSpeakers + 1); // + the regional-officer persona
    expect(approved.filter((r) => r.speakerType === 'Non-Member')).toHaveLength(SPEAKER_SEED.nonMemberSpeakers + 1);
    const cffs = all.filter((r) => r.recordType === 'CFF');
    expect(cffs).toHaveLength(SPEAKER_SEED.cffs);
    expect(cffs.every((r) => r.cffRegion && r.averageCffRating !== null && r.cffFee.length > 0 && r.cffSince !== null)).toBe(true);
    expect(all.filter((r) => r.approvalStatus === 'P')).toHaveLength(SPEAKER_SEED.pendingMembers + SPEAKER_SEED.pendingNonMembers + 1);
    expect(all.filter((r) => r.approvalStatus === 'D')).toHaveLength(SPEAKER_SEED.deniedMembers + SPEAKER_SEED.deniedNonMembers);
  });
});

describe('speaker lookups and status checks', () => {
  it('answers every lookup as the contract says', async () => {
    const store = fresh();
    for (const id of ['getSpeakerAssociations', 'getSpeakerLanguages', 'getSpeakerTopics', 'getSpeakerFeeRange', 'getSpeakerFeeRanges', 'getSpeakerCountryAndStates', 'getSpeakerRegions']) {
      const body = await op(id, amara, store);
      expect((body as unknown[]).length, id).toBeGreaterThan(0);
    }
    expect(await op('getSpeakerFeeRange', amara, store)).toHaveLength(9);
    expect((await op('getSpeakerRegions', amara, store)) as { name: string }[]).toContainEqual({ id: '00000000-0000-4000-8000-00000000c201', name: 'Atlantic Region' });
  });

  it('registration status follows the personas: A for the external speaker, P for the applicant, null otherwise', async () => {
    const store = fresh();
    expect(await op('getSpeakerRegistrationStatus', hiroshi, store, { params: { id: HIROSHI } })).toBe('A');
    expect(await op('getSpeakerRegistrationStatus', amelie, store, { params: { id: amelie.personId } })).toBe('P');
    expect(await op('getSpeakerRegistrationStatus', amara, store, { params: { id: amara.personId } })).toBeNull();
    expect(await op('isApprovedSpeaker', hiroshi, store)).toBe(true);
    expect(await op('isApprovedSpeaker', amelie, store)).toBe(false);
    expect(await op('isBecomeSpeaker', amelie, store)).toBe(true);
    expect(await op('isBecomeSpeaker', amara, store)).toBe(false);
  });

  it('only administrators may view the speaker admin directory and its lists', async () => {
    const store = fresh();
    expect(await op('canViewSpeakerAdminDirectory', kwame, store)).toBe(true);
    expect(await op('canViewSpeakerAdminDirectory', amara, store)).toBe(false);
    await expect(call(speakerDomain, 'getPendingSpeakers', amara, store, { query: { skipNumber: 0, takeSize: 10 } })).rejects.toMatchObject({ status: 403 });
    await expect(call(speakerDomain, 'approveSpeakerRequest', amara, store, { body: { personID: amelie.personId } })).rejects.toMatchObject({ status: 403 });
  });
});

describe('speaker administration (spec 002 §4)', () => {
  it('pages pending applicants by skipNumber and takeSize, a short page last', async () => {
    const store = fresh();
    const seen: Card[] = [];
    for (let skip = 0; ; skip += 5) {
      const page = (await op('getPendingSpeakers', kwame, store, { query: { skipNumber: skip, takeSize: 5 } })) as Card[];
      seen.push(...page);
      if (page.length < 5) break;
    }
    expect(seen).toHaveLength(records(store).filter((r) => r.approvalStatus === 'P').length);
    expect(seen.every((c) => c.approvalStatus === 'P')).toBe(true);
    expect(seen.some((c) => c.personID === amelie.personId)).toBe(true);
    expect(await op('getPendingSpeakersCount', kwame, store)).toBe(seen.length);
  });

  it('filters reviewed applicants: Approved Only, Denied Only, Approved and Denied', async () => {
    const store = fresh();
    const approved = (await op('getReviewedSpeakers', kwame, store, { query: { skipNumber: 0, takeSize: 500, status: 'A' } })) as Card[];
    const denied = (await op('getReviewedSpeakers', kwame, store, { query: { skipNumber: 0, takeSize: 500, status: 'Denied Only' } })) as Card[];
    const both = (await op('getReviewedSpeakers', kwame, store, { query: { skipNumber: 0, takeSize: 500 } })) as Card[];
    expect(approved.every((c) => c.approvalStatus === 'A')).toBe(true);
    expect(denied.every((c) => c.approvalStatus === 'D')).toBe(true);
    expect(denied).toHaveLength(SPEAKER_SEED.deniedMembers + SPEAKER_SEED.deniedNonMembers);
    expect(both).toHaveLength(approved.length + denied.length);
  });

  it('lists pending oldest first and a new application last; a review moves it to the top of the reviewed list', async () => {
    const store = fresh();
    await op('saveSpeaker', amara, store, { body: profileBody('Amara', 'Okafor', 'amara.okafor@harborcity.example') });
    const pending = (await op('getPendingSpeakers', kwame, store, { query: { skipNumber: 0, takeSize: 500 } })) as Card[];
    const submitted = pending.map((c) => records(store).find((r) => r.personID === c.personID && r.speakerId === c.speakerId)?.submittedAt ?? '');
    expect(submitted).toEqual([...submitted].sort());
    expect(pending.at(-1)?.personID).toBe(amara.personId);
    await op('rejectSpeakerRequest', kwame, store, { body: { speakerId: null, personID: amara.personId } });
    const denied = (await op('getReviewedSpeakers', kwame, store, { query: { skipNumber: 0, takeSize: 1, status: 'D' } })) as Card[];
    expect(denied).toEqual([expect.objectContaining({ personID: amara.personId, approvalStatus: 'D' })]);
    expect(await op('getSpeakerRegistrationStatus', amara, store, { params: { id: amara.personId } })).not.toMatch(/^[AP]$/);
    expect(await op('isApprovedSpeaker', amara, store)).toBe(false);
  });

  it('answers anyone but an administrator 403 Administrators Only on every list and review', async () => {
    const store = fresh();
    for (const [operationId, options] of [
      ['getPendingSpeakers', { query: { skipNumber: 0, takeSize: 10 } }],
      ['getReviewedSpeakers', { query: { skipNumber: 0, takeSize: 10, status: 'A' } }],
      ['approveSpeakerRequest', { body: { speakerId: null, personID: amelie.personId } }],
      ['rejectSpeakerRequest', { body: { speakerId: null, personID: amelie.personId } }],
    ] as const) {
      await expect(call(speakerDomain, operationId, amelie, store, options)).rejects.toMatchObject({ status: 403, message: 'Administrators Only' });
    }
    expect(records(store).find((r) => r.personID === amelie.personId)?.approvalStatus).toBe('P');
  });

  it('save -> P; approve -> A and in the directory; reject -> D and not', async () => {
    const store = fresh();
    const countBefore = (await op('getPendingSpeakersCount', kwame, store)) as number;
    const saved = await op('saveSpeaker', amara, store, { body: profileBody('Amara', 'Okafor', 'amara.okafor@harborcity.example') });
    expect(saved).toMatchObject({ approvalStatus: 'P', personID: amara.personId, speakerType: 'member' });
    expect(await op('getSpeakerRegistrationStatus', amara, store, { params: { id: amara.personId } })).toBe('P');
    expect(await op('getPendingSpeakersCount', kwame, store)).toBe(countBefore + 1);
    expect((await directory(store, { search: 'Okafor' })).searchResults).toHaveLength(0);

    const review = { speakerId: null, personID: amara.personId };
    expectRequestMatchesContract('approveSpeakerRequest', review);
    expect(await op('approveSpeakerRequest', kwame, store, { body: review })).toBe(true);
    expect(await op('getSpeakerRegistrationStatus', amara, store, { params: { id: amara.personId } })).toBe('A');
    expect(await op('isApprovedSpeaker', amara, store)).toBe(true);
    const found = await directory(store, { search: 'Okafor' });
    expect(found.searchResults).toEqual([expect.objectContaining({ personID: amara.personId, approvalStatus: 'A', categories: ['Leading Change'] })]);
    await expect(call(speakerDomain, 'approveSpeakerRequest', kwame, store, { body: review })).rejects.toMatchObject({ status: 422 });

    const other = records(store).find((r) => r.approvalStatus === 'P' && r.speakerType === 'Non-Member');
    expect(await op('rejectSpeakerRequest', kwame, store, { body: { speakerId: other?.speakerId } })).toBe(true);
    expect(other?.approvalStatus).toBe('D');
    expect((await directory(store, { search: `${other?.firstName} ${other?.familyName}` })).searchResults.some((c) => c.speakerId === other?.speakerId)).toBe(false);
  });

  it('refuses a blank form with the spec text', async () => {
    await expect(call(speakerDomain, 'saveSpeaker', amara, fresh(), { body: { ...profileBody('x', 'y', 'a@b.example'), firstName: '  ' } })).rejects.toMatchObject({ status: 422, message: 'Please fill in the required fields' });
  });

  it('answers 422 with the spec 002 §5 text of every failing field', async () => {
    const body = {
      ...profileBody('x', 'y', 'a@b.example'), title: ' ', phoneCode: '1234', phone: '12', email: 'a@b', gender: '', webSiteUrl: 'not a url',
      languages: [], associations: [], topics: [{ categoryName: 'Leadership', childTopics: [{ topicName: 'Leading Change', isSelected: false }] }],
      feeRange: 9, reducedFee: null, servingResource: null,
    };
    const failure = call(speakerDomain, 'saveSpeaker', amara, fresh(), { body });
    await expect(failure).rejects.toMatchObject({
      status: 422,
      message: 'Please fill in the required fields',
      errors: {
        title: ['Cannot be left blank'], phoneCode: ['Invalid Phone number'], phone: ['Invalid Phone number'], email: ['This is not a valid email address'],
        gender: ['You must select one option'], webSiteUrl: ['Please enter a valid url'], languages: ['Select at least one language'],
        associations: ['Select at least one association'], topics: ['Select at least one Topic'], feeRange: ['Select your Fees Range'],
        reducedFee: ['Select YES or NO'], servingResource: ['Select YES or NO'],
      },
    });
    await expect(call(speakerDomain, 'editSpeaker', hiroshi, fresh(), { body: { ...body, speakerId: HIROSHI } })).rejects.toMatchObject({ status: 422 });
  });

  it('an approved speaker cannot apply again', async () => {
    await expect(call(speakerDomain, 'saveSpeaker', hiroshi, fresh(), { body: profileBody('Hiroshi', 'Tanaka', 'hiroshi.tanaka@kyotobay.example') })).rejects.toMatchObject({ status: 422 });
  });

  it('edit-speaker keeps the approval status; only the owner or an admin edits', async () => {
    const store = fresh();
    const body = { ...profileBody('Hiroshi', 'Tanaka', 'hiroshi.tanaka@kyotobay.example'), speakerId: HIROSHI, title: 'Author' };
    expect(await op('editSpeaker', hiroshi, store, { body })).toMatchObject({ approvalStatus: 'A', title: 'Author' });
    await expect(call(speakerDomain, 'editSpeaker', amara, store, { body })).rejects.toMatchObject({ status: 403 });
  });
});

describe('speaker directory and profiles', () => {
  it('pages approved speakers by 50 with a total count, sorted by last name by default', async () => {
    const store = fresh();
    const first = await directory(store);
    const expected = records(store).filter((r) => r.approvalStatus === 'A' && r.recordType === 'Speaker').length;
    expect(first.totalResultCount).toBe(expected);
    expect(first.searchResults).toHaveLength(Math.min(50, expected));
    const second = await directory(store, { skip: 50 });
    expect(second.searchResults).toHaveLength(expected - 50);
    const names = [...first.searchResults, ...second.searchResults].map((c) => c.familyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const desc = await directory(store, { orderBy: { sortField: 'FirstName', direction: 'desc' }, maxResultCount: 200 });
    const firsts = desc.searchResults.map((c) => c.firstName);
    expect(firsts).toEqual([...firsts].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
  });

  it('filters by topic category, counts facets, and ignores one-character search text', async () => {
    const store = fresh();
    const all = await directory(store);
    expect((await directory(store, { search: 'a' })).totalResultCount).toBe(all.totalResultCount);
    const leadership = await directory(store, { searchFilters: [{ filterKey: 'Topics', filterValue: 'Leadership' }], maxResultCount: 200 });
    const facet = all.searchRibbonGroup.find((f) => f.filterKey === 'Topics' && f.filterValue === 'Leadership');
    expect(leadership.totalResultCount).toBe(facet?.count);
    const leadershipTopics = ['Crisis Leadership', 'Leading Change', 'Board Governance', 'Culture and Values'];
    expect(leadership.searchResults.every((c) => c.categories.some((t) => leadershipTopics.includes(t)))).toBe(true);
    expect(facet?.subFilters.length).toBeGreaterThan(0);
  });

  it('the CFF directory (speakersWhoAre=IsCFFSpeaker) lists CFFs with a region facet', async () => {
    const store = fresh();
    const cff = await directory(store, { searchFilters: [{ filterKey: 'speakersWhoAre', filterValue: 'IsCFFSpeaker' }], maxResultCount: 100 });
    expect(cff.totalResultCount).toBe(SPEAKER_SEED.cffs);
    expect(cff.searchRibbonGroup.some((f) => f.ribbonGroupName === 'CFF Region')).toBe(true);
    const first = cff.searchResults[0];
    const profile = await op('getSpeakerProfileInfo', amara, store, { body: { id: first?.personID, speakerType: 'member', approvalStatus: 'A', speakersWhoAre: 'IsCFFSpeaker' } });
    expect(profile).toMatchObject({ recordType: 'CFF', cffRegion: expect.objectContaining({ name: expect.any(String) }) });
  });

  it('every facet value counts exactly what a search with that value added finds, within the other filters', async () => {
    const store = fresh();
    const cffFilter = { filterKey: 'speakersWhoAre', filterValue: 'IsCFFSpeaker' };
    for (const base of [[], [{ filterKey: 'Languages', filterValue: 'English' }], [cffFilter], [cffFilter, { filterKey: 'Topics', filterValue: 'Forum' }]]) {
      const all = await directory(store, { searchFilters: base, maxResultCount: 200 });
      const items = all.searchRibbonGroup.flatMap((f) => [f, ...(f.subFilters as typeof all.searchRibbonGroup)]);
      expect(items.length).toBeGreaterThan(5);
      for (const item of items) {
        const others = base.filter((f) => f.filterKey !== item.filterKey);
        const narrowed = await directory(store, { searchFilters: [...others, { filterKey: item.filterKey, filterValue: item.filterValue }], maxResultCount: 200 });
        expect(narrowed.totalResultCount, `${item.filterKey}=${item.filterValue}`).toBe(item.count);
      }
    }
  });

  it('a checked value keeps the other values of its group (one key combines with OR) and marks itself checked', async () => {
    const store = fresh();
    const all = await directory(store);
    const [first, second] = all.searchRibbonGroup.filter((f) => f.filterKey === 'Country');
    const one = await directory(store, { searchFilters: [{ filterKey: 'Country', filterValue: first?.filterValue ?? '' }], maxResultCount: 200 });
    expect(one.totalResultCount).toBe(first?.count);
    expect(one.searchResults.every((c) => c.country === first?.filterValue)).toBe(true);
    expect(one.searchRibbonGroup.find((f) => f.filterValue === first?.filterValue)).toMatchObject({ checked: true });
    expect(one.searchRibbonGroup.find((f) => f.filterValue === second?.filterValue)).toMatchObject({ checked: false, count: second?.count });
    const both = await directory(store, { searchFilters: [{ filterKey: 'Country', filterValue: first?.filterValue ?? '' }, { filterKey: 'Country', filterValue: second?.filterValue ?? '' }] });
    expect(both.totalResultCount).toBe((first?.count ?? 0) + (second?.count ?? 0));
  });

  it('CFF cards carry the CFF fields and a region filter narrows the CFF directory; speaker cards carry none', async () => {
    const store = fresh();
    const cffFilter = { filterKey: 'speakersWhoAre', filterValue: 'IsCFFSpeaker' };
    type CardWithFields = Card & Record<string, unknown>;
    type WithFields = Omit<Directory, 'searchResults'> & { searchResults: CardWithFields[] };
    const cff = (await directory(store, { searchFilters: [cffFilter], maxResultCount: 100 })) as WithFields;
    for (const card of cff.searchResults) {
      expect(card).toMatchObject({ recordType: 'CFF', qualification: expect.any(String), retreatTopic: expect.any(String), tagLine: expect.any(String), cffSince: expect.any(Number), numberofFourmPrograms: expect.any(Number) });
      expect((card.cffFee as unknown[]).length).toBeGreaterThan(0);
    }
    const region = cff.searchRibbonGroup.find((f) => f.ribbonGroupName === 'CFF Region');
    const narrowed = (await directory(store, { searchFilters: [cffFilter, { filterKey: 'CffRegion', filterValue: region?.filterValue ?? '' }], maxResultCount: 100 })) as typeof cff;
    expect(narrowed.totalResultCount).toBe(region?.count);
    expect(narrowed.totalResultCount).toBeLessThan(cff.totalResultCount);
    expect(narrowed.searchResults.every((c) => (c.cffRegion as { id: string }).id === region?.filterValue)).toBe(true);
    const speakers = (await directory(store)) as typeof cff;
    expect(speakers.searchResults.every((c) => c.recordType === 'Speaker' && c.cffFee === undefined)).toBe(true);
  });

  it('searches text within the facets: counts follow the text', async () => {
    const store = fresh();
    const found = await directory(store, { search: 'Tanaka', maxResultCount: 200 });
    expect(found.searchResults.some((c) => c.speakerId === HIROSHI)).toBe(true);
    const japan = found.searchRibbonGroup.find((f) => f.filterKey === 'Country' && f.filterValue === 'Japan');
    expect(japan?.count).toBe(found.searchResults.filter((c) => c.country === 'Japan').length);
  });

  it('autocompletes names and types ahead filter values', async () => {
    const store = fresh();
    const tan = (await op('speakerSearchAutocomplete', amara, store, { body: { search: 'Tan' } })) as Card[];
    expect(tan.some((c) => c.speakerId === HIROSHI)).toBe(true);
    expect(await op('speakerSearchAutocomplete', amara, store, { body: { search: 'T' } })).toEqual([]);
    const lea = (await op('speakerTypeAhead', amara, store, { body: { search: 'lea', originalSearch: 'lea', fieldsToQuery: ['Topics'], searchFilters: [], ribbonGroupName: 'Topics', typeaheadPreFilter: null } })) as { label: string }[];
    expect(lea.map((x) => x.label)).toEqual(expect.arrayContaining(['Leadership', 'Leading Change']));
  });

  it('loads profiles: the external speaker by speaker id; pending ones only for the applicant and admins', async () => {
    const store = fresh();
    expect(await op('getSpeakerProfileInfo', amara, store, { body: { id: HIROSHI, speakerType: 'Non-Member', approvalStatus: 'A' } })).toMatchObject({ firstName: 'Hiroshi', feeRange: 4, previuoslySpokenAtYpoEvent: 'Harbor City Leadership Summit 2025' });
    await expect(call(speakerDomain, 'getSpeakerProfileInfo', amara, store, { body: { id: amelie.personId } })).rejects.toMatchObject({ status: 404 });
    expect(await op('getSpeakerProfileInfo', amelie, store, { body: { id: amelie.personId } })).toMatchObject({ approvalStatus: 'P' });
    expect(await op('getSpeakerProfileInfo', kwame, store, { body: { id: amelie.personId } })).toMatchObject({ approvalStatus: 'P' });
    await expect(call(speakerDomain, 'getSpeakerProfileInfo', amara, store, { body: { id: HIROSHI, speakersWhoAre: 'IsCFFSpeaker' } })).rejects.toMatchObject({ status: 404 });
  });

  it('answers uploads, the upload address and the terms of use', async () => {
    const store = seededStore([speakerDomain, uploadsDomain]);
    expect(await op('getSpeakerSas', hiroshi, store, { params: { n: '1' } })).toMatch(/^https:\/\/media\.example\//);
    // A JPEG's start and its frame header (SOF0: 1x1 pixels): the photo is checked by its content (speaker-media.ts).
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0, 1, 0, 1, 3]);
    expect(await op('uploadSpeakerProfileImage', hiroshi, store, { body: { file0: { name: 'Hiroshi Tanaka.jpg', type: 'image/jpeg', size: jpeg.length, data: jpeg } } })).toMatchObject({ name: 'Hiroshi Tanaka.jpg' });
    expect(await op('saveSpeakerTermsAndConditions', amara, store, { body: { termsAndConditionsAccepted: true } })).toBe(true);
    expect((store.speaker as SpeakerSlice).termsAccepted).toContain(amara.personId);
  });
});
