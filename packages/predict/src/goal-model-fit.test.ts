import { describe, expect, it } from 'vitest';
import {
  DIXON_COLES_RHO,
  fitGoalModel,
  marketSummary,
  oneXTwo,
  overUnder,
  removeMargin,
  scoreMatrix,
  toDecimalOdds,
  toProbability,
  type GoalModel,
  type GoalModelTargets,
} from './index.ts';

function targetsOf(model: GoalModel, withOverUnder = true): GoalModelTargets {
  const s = marketSummary(model);
  const oneXTwo = [toProbability(s.home), toProbability(s.draw), toProbability(s.away)] as const;
  return withOverUnder ? { oneXTwo, over25: toProbability(s.over25) } : { oneXTwo };
}

describe('marketSummary', () => {
  it('agrees with the full score matrix', () => {
    const model = { homeRate: 1.7, awayRate: 0.8, rho: -0.09 };
    const s = marketSummary(model);
    const m = scoreMatrix(model);
    const [h, d, a] = oneXTwo(m);
    expect(s.home).toBeCloseTo(h!.probability, 13);
    expect(s.draw).toBeCloseTo(d!.probability, 13);
    expect(s.away).toBeCloseTo(a!.probability, 13);
    expect(s.over25).toBeCloseTo(overUnder(m, 2.5).over, 13);
  });
});

describe('fitGoalModel', () => {
  it('fits a typical match (worked: 1.90 / 3.60 / 4.20, over/under 1.95 / 1.95)', () => {
    const [home, draw, away] = removeMargin([1.9, 3.6, 4.2].map(toDecimalOdds));
    const [over25] = removeMargin([1.95, 1.95].map(toDecimalOdds));
    const fit = fitGoalModel({ oneXTwo: [home!, draw!, away!], over25: over25! });
    expect(fit.model.homeRate).toBeCloseTo(1.6403, 3);
    expect(fit.model.awayRate).toBeCloseTo(1.0336, 3);
    expect(fit.model.rho).toBeCloseTo(-0.0879, 3);
    expect(fit.rmsError).toBeLessThan(1e-4);
    const s = marketSummary(fit.model);
    expect(s.draw).toBeCloseTo(draw!, 3);
    expect(s.over25).toBeCloseTo(0.5, 4);
  });

  it('recovers the rates exactly when the market came from the model at the prior ρ', () => {
    const truth = { homeRate: 1.85, awayRate: 0.72, rho: DIXON_COLES_RHO };
    const fit = fitGoalModel(targetsOf(truth));
    expect(fit.model.homeRate).toBeCloseTo(truth.homeRate, 6);
    expect(fit.model.awayRate).toBeCloseTo(truth.awayRate, 6);
    expect(fit.model.rho).toBeCloseTo(truth.rho, 6);
  });

  it('recovers the rates with ρ held at the generating value', () => {
    const truth = { homeRate: 0.9, awayRate: 1.4, rho: 0.02 };
    const fit = fitGoalModel(targetsOf(truth), { rho: 0.02 });
    expect(fit.model.homeRate).toBeCloseTo(0.9, 6);
    expect(fit.model.awayRate).toBeCloseTo(1.4, 6);
  });

  it('without over/under odds, fits the 1X2 and leans on the typical total', () => {
    const truth = { homeRate: 1.5, awayRate: 1.2, rho: DIXON_COLES_RHO };
    const fit = fitGoalModel(targetsOf(truth, false));
    expect(fit.model.rho).toBe(DIXON_COLES_RHO);
    expect(fit.model.homeRate + fit.model.awayRate).toBeCloseTo(2.7, 1);
    expect(fit.rmsError).toBeLessThan(2e-3);
  });

  it('is deterministic', () => {
    const targets = targetsOf({ homeRate: 2.2, awayRate: 0.6, rho: -0.03 });
    expect(fitGoalModel(targets)).toEqual(fitGoalModel(targets));
  });

  it('copes with lopsided markets', () => {
    const [home, draw, away] = removeMargin([1.05, 15, 41].map(toDecimalOdds));
    const fit = fitGoalModel({ oneXTwo: [home!, draw!, away!], over25: toProbability(0.75) });
    expect(fit.model.homeRate).toBeGreaterThan(2.5);
    expect(fit.model.awayRate).toBeLessThan(0.5);
    expect(fit.rmsError).toBeLessThan(5e-3);
  });
});
