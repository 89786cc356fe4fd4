import { describe, expect, it } from 'vitest';
import { clearLogoutData, createMemoryStorage } from '../storage/session-keys';
import {
  canScrollForMore,
  cffCardFields,
  readSpeakerDirectoryState,
  readSpeakerView,
  showMoreSpeakers,
  speakerAutocompleteRequest,
  speakerDirectoryOffset,
  speakerDirectoryRequest,
  speakerDirectoryResultsOf,
  speakerFilterGroups,
  speakerResultsText,
  speakerTypeAheadRequest,
  speakerViewOf,
  toggleSpeakerFilter,
  writeSpeakerDirectoryState,
  writeSpeakerView,
  type SpeakerCard,
  type SpeakerDirectoryPage,
} from './directory';

const card = (n: number, extra: Partial<SpeakerCard> = {}): SpeakerCard => ({
  speakerId: null,
  personID: `p0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  firstName: `First${n}`,
  familyName: `Family${n}`,
  categories: [],
  ...extra,
});
const page = (cards: SpeakerCard[], total: number): SpeakerDirectoryPage => ({
  searchResults: cards,
  totalResultCount: total,
  searchRibbonGroup: [{ label: 'Japan', filterKey: 'Country', filterValue: 'Japan', count: 1, ribbonGroupName: 'Country' }],
});
const LEADERSHIP = { filterKey: 'Topics', filterValue: 'Leadership', label: 'Leadership' };

describe('speakerDirectoryRequest (spec 002 §7, §9)', () => {
  it.each([
    ['', ''],
    ['a', ''],
    [' a ', ''],
    ['ab', 'ab'],
    ['  Tanaka ', 'Tanaka'],
  ])('search %j is sent as %j (only when longer than 1 character)', (typed, sent) => {
    expect(speakerDirectoryRequest({ search: typed, filters: [] }, { skip: 0, isCff: false }).search).toBe(sent);
  });

  it('sends skip, 50, the filters and last name ascending; the CFF Directory adds speakersWhoAre=IsCFFSpeaker first', () => {
    expect(speakerDirectoryRequest({ search: 'lead', filters: [LEADERSHIP] }, { skip: speakerDirectoryOffset(2), isCff: false })).toEqual({
      search: 'lead',
      skip: 100,
      maxResultCount: 50,
      searchFilters: [{ filterKey: 'Topics', filterValue: 'Leadership' }],
      orderBy: { sortField: 'LastName', direction: 'asc' },
    });
    expect(speakerDirectoryRequest({ search: '', filters: [LEADERSHIP] }, { skip: 0, isCff: true }).searchFilters).toEqual([
      { filterKey: 'speakersWhoAre', filterValue: 'IsCFFSpeaker' },
      { filterKey: 'Topics', filterValue: 'Leadership' },
    ]);
  });
});

describe('type-ahead and autocomplete requests (spec 002 §9)', () => {
  it.each([
    ['l', null],
    ['le', { search: 'le' }],
    ['lea', { search: 'lea', originalSearch: 'lea' }],
  ])('%j: nothing up to 1 character, the original text only above 2', (typed, expected) => {
    const request = speakerTypeAheadRequest(typed, [], { isCff: false });
    if (expected === null) expect(request).toBeNull();
    else {
      expect(request).toMatchObject(expected);
      if (!('originalSearch' in expected)) expect(request).not.toHaveProperty('originalSearch');
    }
  });

  it('asks the filter groups within the chosen filters (and the CFF filter)', () => {
    expect(speakerTypeAheadRequest('jap', [LEADERSHIP], { isCff: true, fields: ['Country'] })).toEqual({
      search: 'jap',
      originalSearch: 'jap',
      fieldsToQuery: ['Country'],
      searchFilters: [
        { filterKey: 'speakersWhoAre', filterValue: 'IsCFFSpeaker' },
        { filterKey: 'Topics', filterValue: 'Leadership' },
      ],
      ribbonGroupName: 'Country',
      typeaheadPreFilter: null,
    });
  });

  it('autocompletes names only above 1 character', () => {
    expect(speakerAutocompleteRequest('T')).toBeNull();
    expect(speakerAutocompleteRequest(' Ta ')).toEqual({ search: 'Ta' });
  });
});

describe('results and scrolling (spec 002 §4 Directory scrolling, §9)', () => {
  it('appends pages without listing a card twice (by speaker id or person id, any case)', () => {
    const hiroshi = card(0, { speakerId: '5A000000-0000-4000-8000-000000000001', personID: null });
    const results = speakerDirectoryResultsOf([
      page([card(1), card(2), hiroshi], 5),
      page([card(2), { ...hiroshi, speakerId: hiroshi.speakerId?.toLowerCase() ?? null }, card(3)], 5),
    ]);
    expect(results.cards.map((c) => c.familyName)).toEqual(['Family1', 'Family2', 'Family0', 'Family3']);
    expect(results.totalCount).toBe(5);
    expect(results.facets).toHaveLength(1);
    expect(speakerDirectoryResultsOf([])).toEqual({ cards: [], totalCount: 0, facets: [] });
  });

  it.each([
    [true, 10, 100, false],
    [false, 100, 100, false],
    [false, 50, 100, true],
    [false, 120, 100, false],
  ])('loading %s, loaded %i of %i: scrolling for more is %s', (isLoading, loaded, total, enabled) => {
    expect(canScrollForMore(isLoading, loaded, total)).toBe(enabled);
  });

  it('shows 10 more per step and fetches the next 50 only when those 10 are not loaded', () => {
    expect(showMoreSpeakers(10, 50, 120)).toEqual({ shown: 20, fetch: false });
    expect(showMoreSpeakers(40, 50, 120)).toEqual({ shown: 50, fetch: false });
    expect(showMoreSpeakers(50, 50, 120)).toEqual({ shown: 60, fetch: true });
    expect(showMoreSpeakers(110, 120, 120)).toEqual({ shown: 120, fetch: false });
    expect(showMoreSpeakers(10, 12, 12)).toEqual({ shown: 12, fetch: false });
  });
});

describe('filters', () => {
  it('toggles a value on once and off again', () => {
    const on = toggleSpeakerFilter([], { filterKey: 'Topics', filterValue: 'Leadership', label: 'Leadership' }, true);
    expect(toggleSpeakerFilter(on, { filterKey: 'Topics', filterValue: 'Leadership' }, true)).toEqual(on);
    expect(toggleSpeakerFilter(on, { filterKey: 'Topics', filterValue: 'Leadership' }, false)).toEqual([]);
  });

  it('groups the ribbon by its group names, child values after their parent', () => {
    const groups = speakerFilterGroups([
      { label: 'Leadership', filterKey: 'Topics', filterValue: 'Leadership', ribbonGroupName: 'Topics', subFilters: [{ label: 'Crisis Leadership', filterKey: 'Topics', filterValue: 'Crisis Leadership' }] },
      { label: 'English', filterKey: 'Languages', filterValue: 'English', ribbonGroupName: 'Languages' },
      { label: 'Wellbeing', filterKey: 'Topics', filterValue: 'Wellbeing', ribbonGroupName: 'Topics' },
    ]);
    expect(groups.map((g) => [g.name, g.items.map((i) => i.label)])).toEqual([
      ['Topics', ['Leadership', 'Crisis Leadership', 'Wellbeing']],
      ['Languages', ['English']],
    ]);
  });
});

describe('session storage (spec 002 §4)', () => {
  it('remembers each directory’s text and filters apart, and logout clears them', () => {
    const storage = createMemoryStorage();
    expect(readSpeakerDirectoryState(storage, false)).toEqual({ search: '', filters: [] });
    writeSpeakerDirectoryState(storage, false, { search: 'lead', filters: [LEADERSHIP] });
    writeSpeakerDirectoryState(storage, true, { search: '', filters: [{ filterKey: 'CffRegion', filterValue: 'r1', label: 'Europe' }] });
    expect(readSpeakerDirectoryState(storage, false)).toEqual({ search: 'lead', filters: [LEADERSHIP] });
    expect(readSpeakerDirectoryState(storage, true).filters).toEqual([{ filterKey: 'CffRegion', filterValue: 'r1', label: 'Europe' }]);
    writeSpeakerView(storage, speakerViewOf({ speakerId: null, personID: 'p1' }));
    expect(clearLogoutData(storage)).toHaveLength(3);
    expect(readSpeakerDirectoryState(storage, false)).toEqual({ search: '', filters: [] });
    expect(readSpeakerView(storage)).toBeUndefined();
  });

  it('ignores unreadable or foreign values', () => {
    const storage = createMemoryStorage({ 'ypo.filters.speakerDirectory': '{nope', 'ypo.filters.cffDirectory': JSON.stringify({ search: 3, filters: [{ filterKey: 'A' }, { filterKey: 'B', filterValue: 'b' }] }) });
    expect(readSpeakerDirectoryState(storage, false)).toEqual({ search: '', filters: [] });
    expect(readSpeakerDirectoryState(storage, true)).toEqual({ search: '', filters: [{ filterKey: 'B', filterValue: 'b', label: 'b' }] });
    expect(readSpeakerDirectoryState(undefined, true)).toEqual({ search: '', filters: [] });
    const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => undefined };
    expect(readSpeakerDirectoryState(throwing, false)).toEqual({ search: '', filters: [] });
    expect(() => writeSpeakerView(throwing, { speakerType: 'member', approvalStatus: 'A' })).not.toThrow();
  });

  it('stores the speaker type (speaker or member) and status A of a viewed card', () => {
    const storage = createMemoryStorage();
    writeSpeakerView(storage, speakerViewOf({ speakerId: '5a000000-0000-4000-8000-000000000001', personID: null }));
    expect(readSpeakerView(storage)).toEqual({ speakerType: 'speaker', approvalStatus: 'A' });
    writeSpeakerView(storage, speakerViewOf({ speakerId: null, personID: 'p1' }));
    expect(readSpeakerView(storage)).toEqual({ speakerType: 'member', approvalStatus: 'A' });
    storage.setItem('ypo.filters.speakerView', JSON.stringify({ speakerType: 'member', approvalStatus: 'P' }));
    expect(readSpeakerView(storage)).toBeUndefined();
  });
});

describe('cards (spec 002 §3, §5)', () => {
  it('shows a CFF’s fees per training, forum programs, qualification, retreat topic, tag line, since, region and the rating cut', () => {
    const fields = cffCardFields(
      card(1, {
        recordType: 'CFF',
        cffFee: [
          { id: 'f1', trainingName: 'Forum Retreat', minimumFee: 1000, maximumFee: 3000 },
          { id: 'f2', trainingName: 'Moderator Training', minimumFee: 2000, maximumFee: 2000 },
        ],
        numberofFourmPrograms: 12,
        qualification: 'Certified forum facilitator',
        retreatTopic: 'Life transitions',
        tagLine: 'Better forums, better leaders',
        cffSince: 2012,
        cffRegion: { id: 'r1', name: 'Europe' },
        averageCffRating: 4.666666667,
      }),
    );
    expect(fields).toEqual({
      fees: [
        { trainingName: 'Forum Retreat', range: '$1,000 - $3,000' },
        { trainingName: 'Moderator Training', range: '$2,000' },
      ],
      forumPrograms: '12 forum programs',
      qualification: 'Certified forum facilitator',
      retreatTopic: 'Life transitions',
      tagLine: 'Better forums, better leaders',
      since: 'since 2012',
      region: 'Europe',
      rating: '4.66666',
    });
  });

  it('leaves out what a card does not have', () => {
    expect(cffCardFields(card(2))).toEqual({ fees: [], forumPrograms: '', qualification: '', retreatTopic: '', tagLine: '', since: '', region: '', rating: '' });
    expect(cffCardFields(card(3, { numberofFourmPrograms: 0 })).forumPrograms).toBe('0 forum programs');
  });

  it('counts results', () => {
    expect(speakerResultsText(1)).toBe('1 speaker');
    expect(speakerResultsText(23)).toBe('23 speakers');
  });
});
