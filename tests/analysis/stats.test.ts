// The analysis's interval estimates (src/analysis/stats.ts): the Wilson interval of a probability, the
// normal interval of a mean, rounding for output and the normal distribution function, each against
// values worked out by hand from the formulas (or read from a standard normal table).
import { describe, expect, test } from 'vitest';
import { meanInterval, normalCdf, round, wilson, Z95, Z95_ONE_SIDED } from '../../src/analysis/stats.js';

/** Both ends of an interval, each within 1e-12 of the expected value. */
function expectInterval(got: [number, number], want: [number, number]): void {
  expect(got).toHaveLength(2);
  expect(got[0]).toBeCloseTo(want[0], 12);
  expect(got[1]).toBeCloseTo(want[1], 12);
}

describe('the Wilson interval of a probability', () => {
  test('without samples nothing is known: the whole of [0, 1]', () => {
    expect(wilson(0.5, 0)).toEqual([0, 1]);
    expect(wilson(0.2, 0, 2)).toEqual([0, 1]);
    expect(wilson(0.7, -3)).toEqual([0, 1]);
  });

  test('a fifth of 50 samples, z = 2: from 1/9 to 1/3', () => {
    // z² = 4; denominator 1 + 4/50 = 1.08; centre (0.2 + 4/100) / 1.08 = 0.24 / 1.08 = 2/9;
    // half-width 2 √(0.2·0.8/50 + 4/(4·50²)) / 1.08 = 2 √(0.0032 + 0.0004) / 1.08 = 2 · 0.06 / 1.08 = 1/9.
    expectInterval(wilson(0.2, 50, 2), [2 / 9 - 1 / 9, 2 / 9 + 1 / 9]);
  });

  test('a half of 12 samples, z = 2: from 1/4 to 3/4', () => {
    // denominator 1 + 4/12 = 4/3; centre (0.5 + 4/24) / (4/3) = (2/3)(3/4) = 1/2;
    // half-width 2 √(0.25/12 + 4/576) / (4/3) = 2 √(1/48 + 1/144) · 3/4 = 2 √(4/144) · 3/4 = 2 · (1/6) · 3/4 = 1/4.
    expectInterval(wilson(0.5, 12, 2), [0.25, 0.75]);
  });

  test('no successes in 10 samples, z = 2: from 0 (never below) to 2/7; all successes: from 5/7 to 1 (never above)', () => {
    // p = 0: denominator 1.4; centre (0 + 4/20) / 1.4 = 1/7; half-width 2 √(0 + 4/400) / 1.4 = 0.2 / 1.4 = 1/7.
    const none = wilson(0, 10, 2);
    expectInterval(none, [0, 2 / 7]);
    expect(none[0]).toBeGreaterThanOrEqual(0);
    // p = 1: centre (1 + 0.2) / 1.4 = 6/7, the same half-width 1/7.
    const all = wilson(1, 10, 2);
    expectInterval(all, [5 / 7, 1]);
    expect(all[1]).toBeLessThanOrEqual(1);
  });

  test('the default is the 95% two-sided quantile', () => {
    expect(wilson(0.2, 50)).toEqual(wilson(0.2, 50, Z95));
    expect(wilson(0.2, 50)).not.toEqual(wilson(0.2, 50, 2));
  });
});

describe('the normal interval of a mean', () => {
  test('without samples: [0, 0]; one sample: the mean itself', () => {
    expect(meanInterval(0, 0, 0)).toEqual([0, 0]);
    expect(meanInterval(5, 25, -1)).toEqual([0, 0]);
    expect(meanInterval(3, 9, 1)).toEqual([3, 3]);
    expect(meanInterval(-2, 4, 1)).toEqual([-2, -2]);
  });

  test('two samples 0 and 4, z = 2: mean 2, sd √8, from -2 to 6', () => {
    // sum 4, sum of squares 16; variance (16 - 16/2) / 1 = 8; half-width 2 √(8/2) = 4.
    expectInterval(meanInterval(4, 16, 2, 2), [-2, 6]);
  });

  test('three samples 4, 4 and 1, z = 2: mean 3, variance 3, from 1 to 5', () => {
    // sum 9, sum of squares 33; variance (33 - 81/3) / 2 = 3; half-width 2 √(3/3) = 2.
    expectInterval(meanInterval(9, 33, 3, 2), [1, 5]);
  });

  test('every sample the same: a point, however the sums round', () => {
    // three samples of 0.1: the sum of squares left by rounding is no negative variance
    expectInterval(meanInterval(0.1 + 0.1 + 0.1, 0.01 + 0.01 + 0.01, 3), [0.1, 0.1]);
  });

  test('the default is the 95% two-sided quantile', () => {
    // the samples 4, 4, 1 again: half-width Z95 · 1
    expectInterval(meanInterval(9, 33, 3), [3 - Z95, 3 + Z95]);
  });
});

describe('rounding for output', () => {
  test('to four decimals by default, or to the digits asked', () => {
    expect(round(1.23456)).toBe(1.2346);
    expect(round(1.23456, 2)).toBe(1.23);
    expect(round(-1.25, 1)).toBe(-1.2);
  });

  test('a small negative number rounds to zero, not to minus zero (which would print "-0")', () => {
    expect(round(-0.00001)).toBe(0);
    expect(Object.is(round(-0.00001), 0)).toBe(true);
    expect(Object.is(round(-0.4, 0), 0)).toBe(true);
  });
});

describe('the normal distribution function', () => {
  /** Φ from a standard normal table (10 decimals); the approximation (Abramowitz and Stegun 7.1.26) is within 1.5e-7. */
  const TABLE: [number, number][] = [
    [0, 0.5],
    [0.5, 0.6914624613],
    [1, 0.8413447461],
    [-1, 0.1586552539],
    [-1.5, 0.0668072013],
    [2, 0.9772498681],
    [3, 0.9986501020],
    [-3, 0.0013498980],
  ];

  test.each(TABLE)('Φ(%f) is %f within 1.5e-7', (x, phi) => {
    expect(Math.abs(normalCdf(x) - phi)).toBeLessThan(1.5e-7);
  });

  test('the 95% quantiles: Φ(Z95) = 0.975 and Φ(-Z95_ONE_SIDED) = 0.05', () => {
    expect(Math.abs(normalCdf(Z95) - 0.975)).toBeLessThan(1.5e-7);
    expect(Math.abs(normalCdf(-Z95_ONE_SIDED) - 0.05)).toBeLessThan(1.5e-7);
  });

  test('the infinities are certain', () => {
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalCdf(-Infinity)).toBe(0);
  });
});
