// The seeded generator (src/core/rng.ts): floats in [0, 1), unbiased integers, bad bounds refused.
import { expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';

test('next() is the 32-bit draw scaled into [0, 1)', () => {
  const a = Rng.fromSeed(42);
  const b = Rng.fromSeed(42);
  for (let i = 0; i < 1000; i++) {
    const x = a.next();
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThan(1);
    expect(x).toBe(b.nextU32() / 4294967296);
  }
});

test('int(n) refuses n below 1 or not a number, and stays in [0, n)', () => {
  const r = Rng.fromSeed(1);
  for (const n of [0, -1, 0.5, Number.NaN]) expect(() => r.int(n)).toThrow(new RangeError(`Rng.int: n must be >= 1, got ${n}`));
  const counts = [0, 0, 0];
  for (let i = 0; i < 3000; i++) counts[r.int(3)]!++;
  for (const c of counts) expect(c).toBeGreaterThan(850);
  expect(Rng.fromSeed(9).int(1)).toBe(0);
});

test('the same seed gives the same stream; state() resumes it', () => {
  const a = Rng.fromSeed(7);
  a.int(10);
  const b = new Rng(a.state());
  expect(Array.from({ length: 5 }, () => b.nextU32())).toEqual(Array.from({ length: 5 }, () => a.nextU32()));
});

test('int(n) has no modulo bias: draws past the last whole multiple of n are rejected', () => {
  // n = 3 * 2^30: a plain x % n would give results below 2^30 half the time instead of a third
  const n = 3 * 2 ** 30;
  const r = Rng.fromSeed(5);
  let low = 0;
  for (let i = 0; i < 3000; i++) {
    const x = r.int(n);
    expect(x).toBeLessThan(n);
    if (x < 2 ** 30) low++;
  }
  expect(low / 3000).toBeGreaterThan(0.3);
  expect(low / 3000).toBeLessThan(0.37);
});
