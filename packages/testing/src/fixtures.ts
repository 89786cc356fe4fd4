// Fixture factories: the generated `get<Operation>ResponseMock` bodies of @ypo/msw, from a seed, with
// every identifier and name unique across one fixture set. orval's faker data repeats (company names
// come from a short list, a seeded run draws the same ones again), which makes lists with duplicate keys
// and `getByText` queries that match twice.
import { seedMocks } from '@ypo/msw';

/** Options of {@link createFixtures}. */
export interface FixturesOptions {
  /** Seed of the data; the same seed and the same calls give the same fixtures. Default 1. */
  seed?: number;
}

/** Builds bodies with unique identifiers and names; see {@link createFixtures}. */
export interface Fixtures {
  /** The seed the set was made with. */
  readonly seed: number;
  /**
   * One body from a generated response mock (`getGetPersonResponseMock` and the like, whose argument
   * is the fields to set), made unique; `overrides` are set as given and count as used.
   */
  one<T>(mock: (overrides?: Partial<T>) => T, overrides?: Partial<T>): T;
  /** `count` bodies from a generated mock of one item, each made unique. */
  many<T>(count: number, mock: (overrides?: Partial<T>) => T, overrides?: Partial<T>): T[];
  /** A body from any generated mock (a list mock such as `getListCommunitiesByUserResponseMock`), made unique. */
  unique<T>(body: T): T;
  /** A UUID no other fixture of the set has (version 4 form, made from the seed and a counter). */
  uuid(): string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Field names whose string values must not repeat: ids, keys, names, titles, addresses.
const UNIQUE_KEY = /(^id$|Id$|^key$|^name$|Name$|^title$|^email$|^username$|^slug$)/;

/**
 * A fixture set: seeds the data of the generated mocks (`seedMocks(seed)`, which the MSW handlers
 * share) and keeps identifiers, names, titles and e-mail addresses unique across every body it builds.
 * Make one per test or story: the same seed gives the same bodies.
 */
export function createFixtures({ seed = 1 }: FixturesOptions = {}): Fixtures {
  seedMocks(seed);
  const used = new Set<string>();
  let counter = 0;

  const uuid = (): string => {
    for (;;) {
      counter += 1;
      const tail = (seed * 0x100000 + counter).toString(16).padStart(12, '0').slice(-12);
      const id = `00000000-0000-4000-8000-${tail}`;
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };

  const distinct = (value: string): string => {
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
    if (UUID.test(value)) return uuid();
    for (let n = 2; ; n += 1) {
      const at = value.indexOf('@');
      const candidate = at > 0 ? `${value.slice(0, at)}+${n}${value.slice(at)}` : `${value} ${n}`;
      if (!used.has(candidate)) {
        used.add(candidate);
        return candidate;
      }
    }
  };

  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (typeof value === 'string') return key !== undefined && UNIQUE_KEY.test(key) ? distinct(value) : value;
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([field, item]) => [field, walk(item, field)]));
  };

  const unique = <T>(body: T): T => walk(body) as T;
  const one = <T>(mock: (overrides?: Partial<T>) => T, overrides?: Partial<T>): T => {
    // Overridden values are the caller's: kept as given, and no later body may take them.
    if (overrides) unique(overrides);
    const generated = unique(mock());
    return overrides ? { ...generated, ...overrides } : generated;
  };

  return {
    seed,
    one,
    many: (count, mock, overrides) => Array.from({ length: count }, () => one(mock, overrides)),
    unique,
    uuid,
  };
}
