import { createHash } from 'node:crypto';

// Deterministic numbers from a text seed: the same seed gives the same seed data and figures on
// every machine and every run.
export const hashUnit = (...parts: (string | number)[]): number => {
  const digest = createHash('sha256').update(parts.join('|')).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
};

// A small seeded generator (mulberry32) for sequences.
export const seededRandom = (seed: string): (() => number) => {
  let state = Math.floor(hashUnit(seed) * 0xffff_ffff);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

// Review ids look like Google's: long opaque url-safe text.
export const opaqueId = (...parts: (string | number)[]): string =>
  `AbFvOq${createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 34)}`;

export const DAY_MS = 86_400_000;

export const startOfUtcDay = (date: Date): Date => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
