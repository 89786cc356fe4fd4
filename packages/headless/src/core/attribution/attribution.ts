import { SESSION_KEYS, type KeyValueStorage } from '../storage/session-keys';

// spec 000 §4 gives the attribution expiry as "1 unit" without naming the unit; we take one
// unit to be one day (a campaign link followed today still counts tomorrow morning).
/** Length of one attribution expiry unit: one day. */
export const ATTRIBUTION_EXPIRY_UNIT_MS = 24 * 60 * 60 * 1000;
/** spec 000 §4: the attribution reference id expires after 1 unit. */
export const ATTRIBUTION_EXPIRY_UNITS = 1;
/** Query key that carries an attribution reference id into the app. */
export const ATTRIBUTION_QUERY_KEY = 'refId';

/** An attribution reference id and when it expires (epoch ms). */
export interface Attribution {
  /** The reference id read from the `refId` query parameter of the address the member arrived on. */
  readonly refId: string;
  /** When the attribution expires, in epoch milliseconds. */
  readonly expiresAt: number;
}

const MAX_REF_ID_LENGTH = 200;

function parse(text: string | null): Attribution | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { refId, expiresAt } = value as Record<string, unknown>;
    if (typeof refId !== 'string' || refId === '' || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return undefined;
    return { refId, expiresAt };
  } catch {
    return undefined;
  }
}

/** Stores `refId` with a 1-unit expiry, replacing any earlier one; blank ids are ignored. */
export function saveAttribution(storage: KeyValueStorage, refId: string, now: number = Date.now()): Attribution | undefined {
  const trimmed = refId.trim();
  if (trimmed === '' || trimmed.length > MAX_REF_ID_LENGTH) return undefined;
  // spec 000 §4: a new reference id replaces the old one.
  const attribution = { refId: trimmed, expiresAt: now + ATTRIBUTION_EXPIRY_UNITS * ATTRIBUTION_EXPIRY_UNIT_MS };
  storage.setItem(SESSION_KEYS.attribution, JSON.stringify(attribution));
  return attribution;
}

/** The stored attribution while it is valid; an expired or unreadable one is removed. */
export function readAttribution(storage: KeyValueStorage, now: number = Date.now()): Attribution | undefined {
  const text = storage.getItem(SESSION_KEYS.attribution);
  if (text === null) return undefined;
  const attribution = parse(text);
  // spec 000 §4: expired reference ids are removed.
  if (attribution === undefined || attribution.expiresAt <= now) {
    storage.removeItem(SESSION_KEYS.attribution);
    return undefined;
  }
  return attribution;
}

/** On app load: keeps the `refId` of the query (replacing the old one), else the stored one while valid. */
export function captureAttribution(storage: KeyValueStorage, search: string, now: number = Date.now()): Attribution | undefined {
  const refId = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(ATTRIBUTION_QUERY_KEY);
  if (refId !== null) {
    const saved = saveAttribution(storage, refId, now);
    if (saved !== undefined) return saved;
  }
  return readAttribution(storage, now);
}
