// `npm run predict:estimate`: the slow searches behind DIXON_COLES_RHO and TOTAL_PRIOR_WEIGHT.
// Prints the grids and exits non-zero when the named constants are no longer the best values.
import {
  DIXON_COLES_RHO,
  fitGoalModel,
  marketSummary,
  marketTargets,
  scoreMatrix,
  toDecimalOdds,
  TOTAL_PRIOR_WEIGHT,
  type DecimalOdds,
  type FitOptions,
} from '../src/index.ts';
import { loadFootballMatches, missingDataReason, type FootballMatch } from '../src/testing/shared-data.ts';

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
const rms = (xs: readonly number[]): number => Math.sqrt(sum(xs.map((x) => x * x)) / xs.length);
const quantile = (xs: readonly number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? Number.NaN;

function oddsOf(m: FootballMatch) {
  return {
    oneXTwo: (m.oneXTwo ?? [2, 3, 4]).map(toDecimalOdds) as [DecimalOdds, DecimalOdds, DecimalOdds],
    overUnder25: (m.overUnder ?? [2, 2]).map(toDecimalOdds) as [DecimalOdds, DecimalOdds],
  };
}

/** Mean log-likelihood of the observed full-time scores, each match fitted with `options`. */
function scoreLogLikelihood(matches: readonly FootballMatch[], options: FitOptions): number {
  const logs = matches.map((m) => Math.log(scoreMatrix(fitGoalModel(marketTargets(oddsOf(m)), options).model).p[m.homeGoals]?.[m.awayGoals] ?? 1e-15));
  return sum(logs) / matches.length;
}

const reason = missingDataReason();
if (reason) {
  console.error(`no data: ${reason}`);
  process.exit(2);
}
const matches = loadFootballMatches().filter((m) => m.oneXTwo && m.overUnder);
let failures = 0;

const rhos = matches.map((m) => fitGoalModel(marketTargets(oddsOf(m))).model.rho);
console.log(`per-match rho: deciles 1/5/9 ${[0.1, 0.5, 0.9].map((q) => quantile(rhos, q).toFixed(4)).join(' / ')}`);
if (Math.abs(quantile(rhos, 0.5) - DIXON_COLES_RHO) >= 0.005) failures += 1;
const likelihoods = [-0.1, -0.08, -0.06, -0.04, 0].map((rho) => `${rho.toFixed(2)}: ${scoreLogLikelihood(matches, { rho }).toFixed(5)}`);
console.log(`mean log-likelihood of the scores, rho held fixed: ${likelihoods.join(', ')}; fitted per match: ${scoreLogLikelihood(matches, {}).toFixed(5)}`);

const gap = (options: FitOptions): number =>
  rms(matches.map((m) => {
    const targets = marketTargets(oddsOf(m));
    return marketSummary(fitGoalModel({ oneXTwo: targets.oneXTwo }, options).model).over25 - (targets.over25 ?? 0);
  }));
const grid = [-0.1, -0.09, -0.08, -0.07, -0.06].flatMap((rho) => [0.02, 0.05, 0.1].map((w) => ({ rho, w, gap: gap({ rho, totalPriorWeight: w }) })));
console.log(grid.map((g) => `rho ${g.rho}, weight ${g.w}: RMS gap of P(over 2.5) to the O/U market ${g.gap.toFixed(4)}`).join('\n'));
const best = grid.reduce((a, b) => (b.gap < a.gap ? b : a));
if (best.rho !== DIXON_COLES_RHO || best.w !== TOTAL_PRIOR_WEIGHT) failures += 1;

console.log(failures === 0 ? 'the named constants are still the best values' : `${failures} constant(s) drifted from their derivation`);
process.exit(failures === 0 ? 0 : 1);
