/**
 * Scoring rules for back-testing forecasts against outcomes (the data README's baselines use
 * the same definitions). Lower is better for all three.
 */

/**
 * −ln p of the outcome that happened (natural log); p is floored at 1e-15 so a confident miss
 * costs 34.5 nats rather than infinity.
 * @example logLoss([0.5, 0.3, 0.2], 1) // 1.2040 (= −ln 0.3)
 */
export function logLoss(probabilities: readonly number[], outcome: number): number {
  return -Math.log(Math.max(probabilities[outcome] ?? 0, 1e-15));
}

/**
 * Brier score: Σ (pᵢ − oᵢ)² over all options (the multi-outcome form, range 0–2).
 * @example brierScore([0.5, 0.3, 0.2], 0) // 0.38
 */
export function brierScore(probabilities: readonly number[], outcome: number): number {
  return probabilities.reduce((s, p, i) => s + (p - (i === outcome ? 1 : 0)) ** 2, 0);
}

/**
 * Ranked probability score for ordered outcomes: Σ over the first n−1 cumulative sums of
 * (P − O)², divided by n − 1 (for H/D/A this is the README's ½·[…] form).
 * @example rankedProbabilityScore([0.5, 0.3, 0.2], 0) // 0.145
 */
export function rankedProbabilityScore(probabilities: readonly number[], outcome: number): number {
  let cumulativeP = 0;
  let total = 0;
  for (let i = 0; i < probabilities.length - 1; i++) {
    cumulativeP += probabilities[i] ?? 0;
    total += (cumulativeP - (i >= outcome ? 1 : 0)) ** 2;
  }
  return total / (probabilities.length - 1);
}
