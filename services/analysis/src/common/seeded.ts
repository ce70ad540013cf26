import { createHash } from 'node:crypto';

// A number in [0, 1) fixed by its parts: the same inputs always give the same value, so modelled
// figures are stable from one request, restart or machine to the next.
export const seeded = (...parts: (string | number)[]): number => {
  const digest = createHash('sha256').update(parts.join('|')).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
};

export const round1 = (value: number): number => Math.round(value * 10) / 10;
export const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);
