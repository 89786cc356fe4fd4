// Fictional places, names and companies the domains draw from (docs/contracts.md: everything is
// invented), and the date formatting of event cards.

import type { profiles } from '@ypo/sdk';

/** World regions of the around-me directory (spec 002 §3; contract `AroundMeRegion`). */
export type WorldRegion = profiles.components['schemas']['AroundMeRegion'];

/** A city with its state, country, time zone and world region. */
export interface Place {
  city: string;
  state: string;
  stateId: string;
  country: string;
  countryCode: string;
  /** Time zone id as the event system names it. */
  timeZone: string;
  /** Fixed offset of the time zone (no daylight saving in the sandbox). */
  utcOffsetMinutes: number;
  worldRegion: WorldRegion;
}

const place = (city: string, state: string, stateId: string, country: string, countryCode: string, timeZone: string, utcOffsetMinutes: number, worldRegion: WorldRegion): Place => ({
  city, state, stateId, country, countryCode, timeZone, utcOffsetMinutes, worldRegion,
});

/** Every place of the fictional network; the chapters' cities and countries as the core's network names them. */
export const PLACES: readonly Place[] = [
  place('Harbor City', 'Atlantic', 'ATL', 'Harbor Isles', 'HI', 'Eastern Standard Time', -300, 'North America'),
  place('Saltmarsh', 'Isle Major', 'ISM', 'Harbor Isles', 'HI', 'Eastern Standard Time', -300, 'North America'),
  place('Northwind', 'Northwind', 'NWD', 'Atlantica', 'AT', 'Eastern Standard Time', -300, 'North America'),
  place('Port Merrow', 'Atlantic Shore', 'ASH', 'Atlantica', 'AT', 'Eastern Standard Time', -300, 'North America'),
  place('Lakeshore', 'Great Lakes', 'GLK', 'Atlantica', 'AT', 'Central Standard Time', -360, 'North America'),
  place('Cedar Bay', 'Cedar Coast', 'CDC', 'Meridia', 'MD', 'Mountain Standard Time', -420, 'North America'),
  place('Redstone', 'Red Hills', 'RDH', 'Meridia', 'MD', 'Mountain Standard Time', -420, 'North America'),
  place('Ironvale', 'Iron Valley', 'IRV', 'Meridia', 'MD', 'Mountain Standard Time', -420, 'North America'),
  place('Bayview', 'Pacific Coast', 'PCO', 'Pacifica', 'PF', 'Pacific Standard Time', -480, 'North America'),
  place('Eastcove', 'Leeward', 'LWD', 'Coral Keys', 'CK', 'Atlantic Standard Time', -240, 'Caribbean'),
  place('Ciudad Alta', 'Meseta', 'MES', 'Mesoterra', 'MT', 'Central America Standard Time', -360, 'Central America'),
  place('Solano Verde', 'Valle Central', 'VCE', 'Verdania', 'VD', 'E. South America Standard Time', -180, 'South America'),
  place('Marisol', 'Costa Azul', 'CAZ', 'Verdania', 'VD', 'E. South America Standard Time', -180, 'South America'),
  place('Silverpine', 'Pinemark', 'PNM', 'Nordmark', 'NM', 'W. Europe Standard Time', 60, 'Europe'),
  place('Amberfield', 'Amberland', 'AMB', 'Nordmark', 'NM', 'W. Europe Standard Time', 60, 'Europe'),
  place('Willowmere', 'Westmere', 'WSM', 'Nordmark', 'NM', 'W. Europe Standard Time', 60, 'Europe'),
  place('Castelmare', 'Riviera', 'RIV', 'Aurelia', 'AU', 'Central Europe Standard Time', 60, 'Europe'),
  place('Copper Ridge', 'Copperlands', 'CPL', 'Solandia', 'SL', 'South Africa Standard Time', 120, 'Africa'),
  place('Marigold Coast', 'Sunward Coast', 'SWC', 'Solandia', 'SL', 'South Africa Standard Time', 120, 'Africa'),
  place('Stillwater', 'Lakelands', 'LKL', 'Solandia', 'SL', 'South Africa Standard Time', 120, 'Africa'),
  place('Kisima', 'Highlands', 'HGL', 'Savanna Republic', 'SR', 'E. Africa Standard Time', 180, 'Africa'),
  place('Kyoto Bay', 'Kansai', 'KNS', 'Japan', 'JP', 'Tokyo Standard Time', 540, 'Asia'),
  place('Lotus Harbour', 'Pearl Delta', 'PRD', 'Sundara', 'SD', 'Singapore Standard Time', 480, 'Asia'),
  place('Coral Point', 'Reef Coast', 'RFC', 'Coral Commonwealth', 'CC', 'AUS Eastern Standard Time', 600, 'Oceania'),
  place('Red Rock', 'Outback', 'OBK', 'Coral Commonwealth', 'CC', 'AUS Eastern Standard Time', 600, 'Oceania'),
];

/** Countries with their states, in first-seen order. */
export function countriesWithStates(): { name: string; code: string; states: { id: string; name: string }[] }[] {
  const out = new Map<string, { name: string; code: string; states: { id: string; name: string }[] }>();
  for (const p of PLACES) {
    let country = out.get(p.countryCode);
    if (!country) out.set(p.countryCode, (country = { name: p.country, code: p.countryCode, states: [] }));
    if (!country.states.some((s) => s.id === p.stateId)) country.states.push({ id: p.stateId, name: p.state });
  }
  return [...out.values()];
}

/** Time zones of the places, with their display names. */
export function timeZones(): { id: string; name: string; utcOffsetMinutes: number }[] {
  const seen = new Map<string, number>();
  for (const p of PLACES) seen.set(p.timeZone, p.utcOffsetMinutes);
  seen.set('UTC', 0);
  return [...seen.entries()]
    .map(([id, offset]) => ({ id, name: `(UTC${offset === 0 ? '' : offsetText(offset)}) ${id}`, utcOffsetMinutes: offset }))
    .sort((a, b) => a.utcOffsetMinutes - b.utcOffsetMinutes || a.id.localeCompare(b.id));
}

export const FEMALE_NAMES = ['Ada', 'Beatriz', 'Camille', 'Dalia', 'Elena', 'Freya', 'Gabriela', 'Hana', 'Imani', 'Jana', 'Keiko', 'Leila', 'Marisol', 'Nadia', 'Olga', 'Priyanka', 'Rosa', 'Signe', 'Thandiwe', 'Ume', 'Valentina', 'Wanjiru', 'Ximena', 'Yara', 'Zofia'] as const;
export const MALE_NAMES = ['Anders', 'Bashir', 'Carlos', 'Dmitri', 'Emeka', 'Felipe', 'Goran', 'Hiro', 'Ivo', 'Jonas', 'Kofi', 'Luca', 'Mateo', 'Nikhil', 'Omar', 'Pavel', 'Rafael', 'Stellan', 'Tariq', 'Ulrich', 'Viktor', 'Wen', 'Yusuf', 'Zoltan', 'Arjun'] as const;
export const FAMILY_NAMES = ['Abara', 'Bergkvist', 'Castellano', 'Dimitriou', 'Eriksen', 'Fontaine', 'Gallardo', 'Hakimi', 'Ishikawa', 'Jovanovic', 'Kamau', 'Larsen', 'Moreau', 'Nakamura', 'Obi', 'Petrova', 'Quintero', 'Rossi', 'Sandoval', 'Takeda', 'Uzoma', 'Valdez', 'Wexler', 'Xu', 'Yilmaz', 'Zeller', 'Almeida', 'Brandt', 'Costa', 'Duarte'] as const;
const COMPANY_WORDS = ['Harbor', 'Summit', 'Lighthouse', 'Granite', 'Cedar', 'Meridian', 'Northstar', 'Riverbend', 'Bluewater', 'Ironwood', 'Sunrise', 'Keystone', 'Evergreen', 'Silverline', 'Copperfield', 'Tidewater'] as const;
const COMPANY_KINDS = ['Logistics', 'Holdings', 'Foods', 'Analytics', 'Timber', 'Marine', 'Textiles', 'Energy', 'Capital', 'Builders', 'Health', 'Robotics', 'Hotels', 'Farms'] as const;

/** A fictional company name. */
export function companyName(rng: { pick<T>(items: readonly T[]): T }): string {
  return `${rng.pick(COMPANY_WORDS)} ${rng.pick(COMPANY_KINDS)}`;
}

/** Web address slug of a name. */
export function slug(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant written in local time with its offset, e.g. `2026-12-03T09:00:00-05:00` (`Z` for UTC). */
export function localIso(utcMs: number, offsetMinutes: number): string {
  const d = new Date(utcMs + offsetMinutes * 60_000);
  const base = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
  return base + (offsetMinutes === 0 ? 'Z' : offsetText(offsetMinutes));
}

/** Date parts of an event card in local time (spec 001 §3: date, month, year, day, time). */
export function dateParts(utcMs: number, offsetMinutes: number): { date: string; month: string; year: string; day: string; time: string } {
  const d = new Date(utcMs + offsetMinutes * 60_000);
  const hours = d.getUTCHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    date: pad(d.getUTCDate()),
    month: MONTHS[d.getUTCMonth()] as string,
    year: String(d.getUTCFullYear()),
    day: DAYS[d.getUTCDay()] as string,
    time: `${h12}:${pad(d.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}
