// Deterministic randomness for seeding: the same seed gives the same fictional network on every start.
import type { Rng } from './types.ts';

/** 32-bit FNV-1a hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');

/**
 * Deterministic GUID for a kind of entity and its index, e.g. guid('member', 42). Valid UUID
 * format (version 4, RFC 4122 variant): 8 hex digits from the kind, the index in the last group.
 */
export function guid(kind: string, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`guid index must be a non-negative integer, got ${index}`);
  const prefix = hash32(kind);
  // Keep clear of the fixed ids of docs/contracts.md, which start 00000000-, 5d1f6a2e-, 9a000000- ...
  const head = prefix < 0x10000000 ? prefix + 0x10000000 : prefix;
  const tag = hash32(`${kind}#`) & 0xfff;
  return `${hex(head, 8)}-${hex((index / 2 ** 48) & 0xffff, 4)}-4${hex(tag, 3)}-8000-${hex(index % 2 ** 48, 12)}`;
}

/** A seeded Rng that can fork independent streams (one per domain). */
export type SeededRng = Rng & { fork(name: string): SeededRng };

/** sfc32 generator seeded from a string or number. */
export function createRng(seed: string | number): SeededRng {
  const s = String(seed);
  let a = hash32(`a:${s}`);
  let b = hash32(`b:${s}`);
  let c = hash32(`c:${s}`);
  let d = hash32(`d:${s}`) | 1;
  const nextUint = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) nextUint();
  const rng: SeededRng = {
    next: () => nextUint() / 2 ** 32,
    int(min: number, max: number) {
      if (max < min) throw new RangeError(`int(${min}, ${max}): max is below min`);
      return min + Math.floor(rng.next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(rng.next() * items.length)] as T;
    },
    guid,
    /** An independent generator for a named part (a domain), unaffected by what others draw. */
    fork: (name: string) => createRng(`${s}/${name}`),
  };
  return rng;
}

/** Helpers over an Rng that seeding code needs often. */
export function chance(rng: Rng, probability: number): boolean {
  return rng.next() < probability;
}

/** `count` distinct elements of a list (or all of them when the list is shorter). */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const copy = [...items];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rng.next() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}
