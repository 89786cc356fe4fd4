import { describe, expect, it } from 'vitest';
import { eventCardOf } from './cards';
import {
  MY_CHAPTERS_FILTER,
  datesOf,
  locationLevelOf,
  locationOf,
  selectDates,
  selectLocation,
  toggleEventFilter,
  type EventFilter,
} from './filters';
import {
  EVENT_PAGE_SIZE,
  INITIAL_EVENT_SEARCH,
  enterEventDirectory,
  eventResultsOf,
  eventSearchRequest,
  eventTypeAheadRequest,
  freezeFacet,
  hasMoreEvents,
  mobileFiltersOpenAfter,
  nextEventOffset,
  platformNameOf,
  type EventFacet,
  type EventSearchPage,
} from './search';

const f = (filterKey: string, filterValue: string, extra: Partial<EventFilter> = {}): EventFilter => ({ filterKey, filterValue, ...extra });
const values = (filters: readonly EventFilter[]) => filters.map((x) => `${x.filterKey}=${x.filterValue}`);
const context = { skip: 0, platformName: 'Web Chrome', registeredCount: 2 };

describe('event search request (spec 001 §3)', () => {
  it('sends every field of the spec, maxResultCount 50, isChampEvents false and the AND flag', () => {
    const request = eventSearchRequest({ search: 'summit', sort: 'Recommended', filters: [f('Host', 'My Chapters', { label: 'My Chapters', count: 4, checked: true, subFilters: [] })] }, context);
    expect(request).toEqual({
      search: 'summit',
      orderBy: { sortField: 'Recommended', direction: 'asc' },
      searchFilters: [{ label: 'My Chapters', filterKey: 'Host', filterValue: 'My Chapters' }],
      skip: 0,
      fieldToQuery: null,
      maxResultCount: 50,
      isChampEvents: false,
      platformName: 'Web Chrome',
      userRegisteredAndWaitlistedEventCount: 2,
      isAndRelationship: true,
    });
  });

  it.each([
    ['', ''],
    ['s', ''],
    [' s ', ''],
    ['su', 'su'],
    ['  summit ', 'summit'],
  ])('sends the text %j as %j (only above 1 character)', (typed, sent) => {
    expect(eventSearchRequest({ ...INITIAL_EVENT_SEARCH, search: typed }, context).search).toBe(sent);
  });

  it.each([
    ['Recommended', 'Recommended'],
    ['MostRecent', 'StartDateTime'],
    ['EventName', 'EventName'],
  ] as const)('sort %s orders by %s ascending (spec 001 §9)', (sort, field) => {
    expect(eventSearchRequest({ ...INITIAL_EVENT_SEARCH, sort }, context).orderBy).toEqual({ sortField: field, direction: 'asc' });
  });

  it('first loads the unfiltered events sorted Recommended', () => {
    expect(INITIAL_EVENT_SEARCH).toEqual({ search: '', sort: 'Recommended', filters: [] });
  });

  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36', 'Web Chrome'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0', 'Web Edge'],
    ['Mozilla/5.0 (Macintosh) Gecko/20100101 Firefox/131.0', 'Web Firefox'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1', 'Mobile Safari'],
    ['curl/8', 'Web Other'],
  ])('names the platform and browser of %s', (ua, name) => {
    expect(platformNameOf(ua)).toBe(name);
  });
});

describe('paging (spec 001 §4, §9)', () => {
  const event = (n: number) => ({ id: `e-${n}`, name: `Event ${n}`, startDateTime: '2026-12-03T09:00:00-05:00', endDateTime: '2026-12-03T11:00:00-05:00', locationType: 'In Person' as const });
  const page = (from: number, count: number, total: number, facets: EventFacet[] = []): EventSearchPage => ({
    results: Array.from({ length: count }, (_, i) => event(from + i)),
    totalCount: total,
    facets: { searchRibbonGroup: facets },
    userRegisteredAndWaitlistedEventCount: 3,
  });

  it('the offset grows by 50 while the loaded count is below the total', () => {
    expect(EVENT_PAGE_SIZE).toBe(50);
    expect(nextEventOffset(0)).toBe(50);
    expect(nextEventOffset(50)).toBe(100);
    expect(hasMoreEvents(50, 120)).toBe(true);
    expect(hasMoreEvents(120, 120)).toBe(false);
  });

  it('the initial load replaces; more pages append without repeating an event', () => {
    expect(eventResultsOf([])).toMatchObject({ results: [], totalCount: 0, hasMore: false });
    const one = eventResultsOf([page(0, 50, 120)]);
    expect(one).toMatchObject({ totalCount: 120, hasMore: true, registeredCount: 3 });
    expect(one.results).toHaveLength(50);
    const two = eventResultsOf([page(0, 50, 120), page(49, 50, 120)]);
    expect(two.results).toHaveLength(99);
    expect(new Set(two.results.map((e) => e.id)).size).toBe(99);
    const all = eventResultsOf([page(0, 50, 100), page(50, 50, 100)]);
    expect(all.hasMore).toBe(false);
    // A page that brings nothing ends the paging even if the total says more.
    expect(eventResultsOf([page(0, 50, 120), page(50, 0, 120)]).hasMore).toBe(false);
  });

  it('keeps the frozen facet’s categories, marking the chosen ones', () => {
    const before: EventFacet[] = [
      { key: 'Location', categories: [f('Location', 'Atlantica', { label: 'Atlantica', count: 9 }), f('Location', 'Borealis', { label: 'Borealis', count: 4 })] },
      { key: 'Format', categories: [f('Format', 'Virtual', { count: 5 })] },
    ];
    const after: EventFacet[] = [
      { key: 'Location', categories: [f('Location', 'Atlantica', { label: 'Atlantica', count: 9, checked: true })] },
      { key: 'Format', categories: [f('Format', 'Virtual', { count: 2 })] },
    ];
    const chosen = [f('Location', 'Atlantica')];
    const merged = freezeFacet(before, after, 'Location', chosen);
    expect(merged[0]?.categories.map((c) => [c.filterValue, c.checked])).toEqual([
      ['Atlantica', true],
      ['Borealis', false],
    ]);
    expect(merged[1]).toEqual(after[1]);
    expect(freezeFacet(before, after, null, chosen)).toEqual(after);
    expect(freezeFacet([], after, 'Location', chosen)).toEqual(after);
  });

  it.each([
    [true, 0, false],
    [true, 3, true],
    [false, 3, false],
  ])('mobile filters open=%s with total %i stay open=%s (zero total closes them)', (open, total, after) => {
    expect(mobileFiltersOpenAfter(open, total)).toBe(after);
  });

  it.each([
    ['/eventDirectory', '/events'],
    ['/events', null],
    ['/events/', null],
  ])('entering at %s resets the sort and goes to %s', (path, to) => {
    expect(enterEventDirectory(path)).toEqual({ state: INITIAL_EVENT_SEARCH, redirectTo: to });
  });
});

describe('filter rules (spec 001 §4, §9)', () => {
  it.each([
    ['Atlantica', 'country'],
    ['Atlantica>Atlantic', 'state'],
    ['Atlantica>Atlantic>Harbor City', 'city'],
  ] as const)("'>' in %s marks a %s", (value, level) => {
    expect(locationLevelOf(value)).toBe(level);
  });

  const city = [f('Format', 'Virtual'), f('Location', 'Atlantica>Atlantic>Harbor City')];
  it.each([
    ['a country clears state and city', city, 'country', 'Borealis', ['Format=Virtual', 'Location=Borealis']],
    ['Any Country removes the location', city, 'country', 'Any Country', ['Format=Virtual']],
    ['a state keeps the country and clears the city', city, 'state', 'Coast', ['Format=Virtual', 'Location=Atlantica>Coast']],
    ['Any State/Province/Region leaves the country', city, 'state', 'Any State/Province/Region', ['Format=Virtual', 'Location=Atlantica']],
    ['a city under the state', [f('Location', 'Atlantica>Atlantic')], 'city', 'Port', ['Location=Atlantica>Atlantic>Port']],
    ['the default city removes the city filter', city, 'city', 'Any City', ['Format=Virtual', 'Location=Atlantica>Atlantic']],
    ['no state without a country', [], 'state', 'Atlantic', []],
    ['no city without a state', [f('Location', 'Atlantica')], 'city', 'Port', ['Location=Atlantica']],
  ] as const)('%s', (_name, filters, level, value, expected) => {
    expect(values(selectLocation(filters, level, value))).toEqual(expected);
  });

  it('reads the chosen location back', () => {
    expect(locationOf(city)).toEqual({ country: 'Atlantica', state: 'Atlantic', city: 'Harbor City' });
    expect(locationOf([])).toEqual({ country: null, state: null, city: null });
  });

  it('a location suggestion replaces the location, its level marked by ">"', () => {
    expect(values(toggleEventFilter(city, f('Location', 'Borealis>North'), true))).toEqual(['Format=Virtual', 'Location=Borealis>North']);
  });

  it('dates are replaced as a pair', () => {
    const range = selectDates([f('Format', 'Virtual')], { kind: 'range', from: '2026-12-01', to: '2026-12-31' });
    expect(values(range)).toEqual(['Format=Virtual', 'StartDateEarliest=2026-12-01', 'StartDateLatest=2026-12-31']);
    expect(datesOf(range)).toEqual({ kind: 'range', from: '2026-12-01', to: '2026-12-31' });
    const newer = selectDates(range, { kind: 'range', from: '2027-01-01', to: null });
    expect(values(newer)).toEqual(['Format=Virtual', 'StartDateEarliest=2027-01-01']);
    const active = toggleEventFilter(newer, f('Date', 'All Active Events'), true);
    expect(values(active)).toEqual(['Format=Virtual', 'Date=All Active Events']);
    expect(datesOf(active)).toEqual({ kind: 'allActive' });
    expect(values(selectDates(active, { kind: 'none' }))).toEqual(['Format=Virtual']);
  });

  const hosts = [f('Host', 'All Regions'), f('Host', 'Global Events'), f('Format', 'Virtual')];
  it.each([
    ['My Chapters removes the other host filters', hosts, MY_CHAPTERS_FILTER, ['Format=Virtual', 'Host=My Chapters']],
    ['My Networks removes My Chapters', [MY_CHAPTERS_FILTER], f('Host', 'My Networks'), ['Host=My Networks']],
    ['another host removes My Chapters and My Networks', [MY_CHAPTERS_FILTER, f('Format', 'Virtual')], f('Host', 'All Networks'), ['Format=Virtual', 'Host=All Networks']],
    ['other hosts combine', [f('Host', 'All Regions')], f('Host', 'Global Events'), ['Host=All Regions', 'Host=Global Events']],
    ['the separate My Chapters key is a host filter too', [f('My Chapters', 'true')], f('Host', 'All Regions'), ['Host=All Regions']],
  ] as const)('%s', (_name, filters, item, expected) => {
    expect(values(toggleEventFilter(filters, item, true))).toEqual(expected);
  });

  it.each([
    ['Event Topic', 'Leadership', ['Coaching', 'Boards']],
    ['Learning Goal', 'Grow', ['Grow as a Leader']],
  ])('a %s parent (%s) removes its children', (key, parent, children) => {
    const chosen = [...children.map((c) => f(key, c)), f('Format', 'Virtual')];
    const item = f(key, parent, { subFilters: children.map((c) => f(key, c)) });
    expect(values(toggleEventFilter(chosen, item, true))).toEqual(['Format=Virtual', `${key}=${parent}`]);
  });

  it('turns a filter off and does not add it twice', () => {
    const on = toggleEventFilter([], f('Format', 'Virtual', { count: 3, checked: false }), true);
    expect(on).toEqual([{ filterKey: 'Format', filterValue: 'Virtual' }]);
    expect(toggleEventFilter(on, f('format', 'virtual'), true)).toEqual(on);
    expect(toggleEventFilter(on, f('Format', 'Virtual'), false)).toEqual([]);
  });
});

describe('type-ahead request (spec 001 §3, §5)', () => {
  it.each([
    ['', null],
    ['h', null],
  ])('sends nothing for %j', (typed, expected) => {
    expect(eventTypeAheadRequest(typed, [])).toBe(expected);
  });

  it('sends the original text only above 2 characters, with the current filters', () => {
    expect(eventTypeAheadRequest('ha', [])).toEqual({ search: 'ha', fieldsToQuery: ['EventName', 'Location', 'Event Topic', 'Community'], searchFilters: [] });
    expect(eventTypeAheadRequest(' harb ', [f('Format', 'Virtual', { count: 2 })])).toMatchObject({
      search: 'harb',
      originalSearch: 'harb',
      searchFilters: [{ filterKey: 'Format', filterValue: 'Virtual' }],
    });
  });
});

describe('event card (spec 001 §2, §3)', () => {
  const summit = {
    startDateTime: '2026-12-03T09:00:00-05:00',
    endDateTime: '2026-12-04T17:00:00-05:00',
    startEventDate: { date: '03', month: 'Dec', year: '2026', day: 'Thursday', time: '9:00 AM' },
    endEventDate: { date: '04', month: 'Dec', year: '2026', day: 'Friday', time: '5:00 PM' },
    eventTimeZone: 'Eastern Standard Time',
    city: 'Harbor City',
    state: 'Atlantic',
    country: 'Atlantica',
    locationType: 'In Person' as const,
    registrationStatus: 'Registered' as const,
  };

  it('shows dates with time zone, city, state, country, location type and the registration', () => {
    expect(eventCardOf(summit)).toEqual({
      start: 'Thursday, Dec 03, 2026 9:00 AM',
      end: 'Friday, Dec 04, 2026 5:00 PM',
      timeZone: 'Eastern Standard Time',
      place: 'Harbor City, Atlantic, Atlantica',
      locationType: 'In Person',
      isVirtual: false,
      registration: 'Registered',
    });
  });

  it.each([
    [null, 'Register'],
    ['Waitlisted', 'Waitlisted'],
  ] as const)('registration %s shows %s', (status, shown) => {
    expect(eventCardOf({ ...summit, registrationStatus: status }).registration).toBe(shown);
  });

  it('a virtual event on one day, without date parts, reads its own clock', () => {
    const card = eventCardOf({ startDateTime: '2026-12-10T16:00:00Z', endDateTime: '2026-12-10T17:30:00Z', locationType: 'Virtual', city: null, state: null, country: null });
    expect(card).toMatchObject({ start: 'Thursday, Dec 10, 2026 4:00 PM', end: '5:30 PM', place: '', isVirtual: true, registration: 'Register', timeZone: null });
  });
});
