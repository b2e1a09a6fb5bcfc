/** Interval estimates of the analysis: Wilson for probabilities, normal for means. */

/** The 95% two-sided normal quantile. */
export const Z95 = 1.959963984540054;

/** The 95% one-sided normal quantile (Φ(z) = 0.95). */
export const Z95_ONE_SIDED = 1.6448536269514722;

/**
 * The Wilson score interval of a proportion `p` estimated from `n` samples (95%). `p` may come
 * from fractional outcomes (ties split, calibrated probabilities): their variance is at most the
 * Bernoulli variance p(1 - p), so the interval is then conservative. `[0, 1]` without samples.
 */
export function wilson(p: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt(Math.max(0, p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The normal 95% interval of a mean from a sum and a sum of squares of `n` samples (the mean itself below two samples). */
export function meanInterval(sum: number, sum2: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 0];
  const mean = sum / n;
  if (n < 2) return [mean, mean];
  const variance = Math.max(0, (sum2 - (sum * sum) / n) / (n - 1));
  const half = z * Math.sqrt(variance / n);
  return [mean - half, mean + half];
}

/** A number rounded to `digits` decimals (for output; the same input always prints the same). */
export function round(x: number, digits = 4): number {
  const f = 10 ** digits;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** The standard normal distribution function Φ(x) (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  if (x === Infinity) return 1;
  if (x === -Infinity) return 0;
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
