/**
 * The few special functions the models need, written out so the package has no dependency and
 * every result is deterministic to the last bit on every platform that has IEEE doubles.
 */

/**
 * Poisson probabilities P(X = 0..maxGoals-1) followed by the tail P(X ≥ maxGoals) in the last
 * slot, so the vector always sums to 1 (up to rounding) whatever the truncation.
 * @example poissonWithTail(1.5, 3) // [0.2231, 0.3347, 0.2510, 0.1912]
 */
export function poissonWithTail(rate: number, maxGoals: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-rate);
  let below = 0;
  for (let k = 0; k < maxGoals; k++) {
    out.push(p);
    below += p;
    p *= rate / (k + 1);
  }
  out.push(Math.max(0, 1 - below));
  return out;
}

/**
 * P(X > k) for X ~ Poisson(rate), summed from the far side so it keeps its relative accuracy
 * when it is tiny (used to choose a truncation).
 * @example poissonUpperTail(1, 2) // 0.0803 (= 1 − e⁻¹·2.5)
 */
export function poissonUpperTail(rate: number, k: number): number {
  let p = Math.exp(-rate);
  for (let i = 1; i <= k; i++) p *= rate / i;
  let tail = 0;
  for (let i = k + 1; p > 0 && i < k + 1000; i++) {
    p *= rate / i;
    tail += p;
    if (p < tail * 1e-17) break;
  }
  return tail;
}

/**
 * Binomial probabilities P(B = 0..n) for B ~ Binomial(n, share).
 * @example binomialPmf(2, 0.5) // [0.25, 0.5, 0.25]
 */
export function binomialPmf(n: number, share: number): number[] {
  const out: number[] = [Math.pow(1 - share, n)];
  for (let k = 1; k <= n; k++) {
    const prev = out[k - 1] ?? 0;
    out.push(share === 1 ? (k === n ? 1 : 0) : (prev * (n - k + 1) * share) / (k * (1 - share)));
  }
  return out;
}

/**
 * The standard normal cumulative distribution Φ(z), accurate to about 1e-15 absolute: a
 * positive-term series for |z| < 3·√2 and a continued fraction beyond (no cancellation in either).
 * @example normalCdf(0) // 0.5
 * @example normalCdf(1.959963984540054) // 0.975
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const erfcX = x < 3 ? 1 - erfSeries(x) : erfcContinuedFraction(x);
  return z >= 0 ? 1 - erfcX / 2 : erfcX / 2;
}

/** erf(x) = 2/√π · e^(−x²) · Σ 2ⁿ x^(2n+1) / (1·3·…·(2n+1)), all terms positive. */
function erfSeries(x: number): number {
  let term = x;
  let sum = x;
  for (let n = 1; n < 200 && term > sum * 1e-17; n++) {
    term *= (2 * x * x) / (2 * n + 1);
    sum += term;
  }
  return (2 / Math.sqrt(Math.PI)) * Math.exp(-x * x) * sum;
}

/** erfc(x) for x ≥ 3 by the Laplace continued fraction, evaluated bottom-up with 60 terms. */
function erfcContinuedFraction(x: number): number {
  let f = x;
  for (let k = 60; k >= 1; k--) f = x + k / 2 / f;
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}
