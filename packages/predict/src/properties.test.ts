/**
 * Property tests (fast-check, fixed seed so a failure reproduces): the invariants every match
 * must satisfy, over the whole range of plausible markets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basketballDistributions,
  correctScoreBeidan,
  correctScoreJingcai,
  DIXON_COLES_RHO,
  fitGoalModel,
  halfTimeFullTime,
  halfTimeMatrix,
  handicapOneXTwo,
  impliedReturnRate,
  JINGCAI_MIN_ODDS,
  JINGCAI_RETURN_RATES,
  marketSummary,
  oddEvenHighLow,
  oneXTwo,
  overUnder,
  priceFootballMatch,
  removeMargin,
  rhoBounds,
  scoreMatrix,
  toDecimalOdds,
  toProbability,
  totalGoals,
  winLoss,
  basketballModel,
  type DecimalOdds,
  type GoalModel,
  type OptionOdds,
  type OptionProbability,
} from './index.ts';

const runs = { seed: 20_240_611, numRuns: 150 };
const sum = (xs: readonly OptionProbability<string>[]): number => xs.reduce((s, x) => s + x.probability, 0);
const rate = (min: number, max: number) => fc.double({ min, max, noNaN: true });

/** A goal model with rates in [0.1, 4.5] and a ρ inside its valid range. */
const goalModel = fc
  .record({ homeRate: rate(0.1, 4.5), awayRate: rate(0.1, 4.5), rhoShare: rate(-1, 1) })
  .map(({ homeRate, awayRate, rhoShare }): GoalModel => {
    const { min, max } = rhoBounds(homeRate, awayRate);
    const rho = rhoShare < 0 ? Math.max(min, -0.25) * -rhoShare : Math.min(max, 0.15) * rhoShare;
    return { homeRate, awayRate, rho };
  });

/** A bookmaker 1X2 and O/U 2.5 market with a 2–8 % margin, from a model's probabilities. */
const bookmakerOdds = fc.record({ model: goalModel, margin: rate(1.02, 1.08) }).map(({ model, margin }) => {
  const s = marketSummary(model);
  const price = (p: number) => toDecimalOdds(Math.max(1.001, 1 / (p * margin)));
  return {
    oneXTwo: [price(s.home), price(s.draw), price(s.away)] as [DecimalOdds, DecimalOdds, DecimalOdds],
    overUnder25: [price(s.over25), price(1 - s.over25)] as [DecimalOdds, DecimalOdds],
  };
});

describe('every play sums to 1 (within 1e-9)', () => {
  it('football plays read off the score matrix, and BQC', () => {
    fc.assert(
      fc.property(goalModel, fc.integer({ min: -5, max: 5 }), rate(0, 8), (model, handicap, line) => {
        const m = scoreMatrix(model);
        for (const play of [oneXTwo(m), handicapOneXTwo(m, handicap), correctScoreJingcai(m), correctScoreBeidan(m), totalGoals(m), oddEvenHighLow(m), halfTimeFullTime(model)]) {
          expect(Math.abs(sum(play) - 1)).toBeLessThan(1e-9);
          expect(play.every((x) => x.probability >= -1e-15)).toBe(true);
        }
        const ou = overUnder(m, line);
        expect(Math.abs(ou.over + ou.push + ou.under - 1)).toBeLessThan(1e-9);
        expect(Math.abs(halfTimeMatrix(model).p.flat().reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-9);
      }),
      runs,
    );
  });

  it('basketball plays', () => {
    fc.assert(
      fc.property(rate(-25, 25), rate(150, 260), (homeHandicap, total) => {
        const d = basketballDistributions({ homeHandicap, total });
        for (const play of [d.sf, d.rfsf.outcomes, d.sfc, d.dxf.outcomes]) expect(Math.abs(sum(play) - 1)).toBeLessThan(1e-9);
      }),
      runs,
    );
  });

  it('margin removal', () => {
    fc.assert(
      fc.property(fc.array(rate(1.01, 60), { minLength: 2, maxLength: 12 }), fc.constantFrom('proportional', 'power', 'shin' as const), (odds, method) => {
        const ps = removeMargin(odds.map(toDecimalOdds), method);
        expect(Math.abs(ps.reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-9);
      }),
      runs,
    );
  });
});

describe('prices respect the return rate', () => {
  const checkPlay = (odds: readonly OptionOdds<string>[], probabilities: readonly OptionProbability<string>[], r: number) => {
    odds.forEach((o, i) => {
      const p = probabilities[i]!.probability;
      // Never above the fair price at r, except the lottery's 1.01 floor.
      if (o.odds > JINGCAI_MIN_ODDS) expect(o.odds / 100).toBeLessThanOrEqual((r / p) * (1 + 1e-9));
    });
    if (odds.every((o) => o.odds > JINGCAI_MIN_ODDS)) {
      expect(impliedReturnRate(odds.map((o) => o.odds))).toBeLessThanOrEqual(r * (1 + 1e-9));
    }
  };

  it('for every jingcai football play', () => {
    fc.assert(
      fc.property(bookmakerOdds, (odds) => {
        const prices = priceFootballMatch(odds);
        const d = prices.distributions;
        checkPlay(prices.jingcai.spf, d.spf, JINGCAI_RETURN_RATES.SPF);
        checkPlay(prices.jingcai.rqspf.odds, d.rqspf.outcomes, JINGCAI_RETURN_RATES.RQSPF);
        checkPlay(prices.jingcai.bf, d.bf, JINGCAI_RETURN_RATES.BF);
        checkPlay(prices.jingcai.zjq, d.zjq, JINGCAI_RETURN_RATES.ZJQ);
        checkPlay(prices.jingcai.bqc, d.bqc, JINGCAI_RETURN_RATES.BQC);
        expect(prices.jingcai.rqspf.handicap).not.toBe(0);
      }),
      { ...runs, numRuns: 60 },
    );
  });

  it('and an uncapped two-way market comes within a rounding step of the rate', () => {
    fc.assert(
      fc.property(rate(0.2, 0.8), rate(0.7, 0.95), (p, r) => {
        const d = [{ code: '3', probability: toProbability(p) }, { code: '0', probability: toProbability(1 - p) }];
        const realised = impliedReturnRate(
          d.map(({ probability }) => Math.floor((r / probability) * 100 * (1 + 1e-12)) as Parameters<typeof impliedReturnRate>[0][number]),
        );
        expect(realised).toBeLessThanOrEqual(r * (1 + 1e-9));
        expect(realised).toBeGreaterThan(r - 0.02);
      }),
      runs,
    );
  });
});

describe('fitting recovers the model that generated the market', () => {
  it('λh and λa (and ρ) at the prior ρ, O/U given', () => {
    fc.assert(
      fc.property(rate(0.25, 3.5), rate(0.25, 3.5), (homeRate, awayRate) => {
        const truth = { homeRate, awayRate, rho: DIXON_COLES_RHO };
        const s = marketSummary(truth);
        const fit = fitGoalModel({
          oneXTwo: [toProbability(s.home), toProbability(s.draw), toProbability(s.away)],
          over25: toProbability(s.over25),
        });
        expect(Math.abs(fit.model.homeRate - homeRate)).toBeLessThan(1e-4);
        expect(Math.abs(fit.model.awayRate - awayRate)).toBeLessThan(1e-4);
      }),
      runs,
    );
  });

  it('λh and λa with ρ held at any generating value', () => {
    fc.assert(
      fc.property(goalModel.filter((m) => Math.max(m.homeRate, m.awayRate) < 3.8), (truth) => {
        const s = marketSummary(truth);
        const fit = fitGoalModel(
          { oneXTwo: [toProbability(s.home), toProbability(s.draw), toProbability(s.away)], over25: toProbability(s.over25) },
          { rho: truth.rho },
        );
        expect(Math.abs(fit.model.homeRate - truth.homeRate)).toBeLessThan(1e-4);
        expect(Math.abs(fit.model.awayRate - truth.awayRate)).toBeLessThan(1e-4);
      }),
      runs,
    );
  });
});

describe('monotonicity: a stronger home favourite never lowers P(home win)', () => {
  it('in the goal model (λh up, everything else fixed)', () => {
    fc.assert(
      fc.property(goalModel, rate(0, 1.5), (model, extra) => {
        const stronger = { ...model, homeRate: model.homeRate + extra };
        const { min, max } = rhoBounds(stronger.homeRate, stronger.awayRate);
        fc.pre(model.rho >= min && model.rho <= max);
        expect(oneXTwo(scoreMatrix(stronger))[0]!.probability).toBeGreaterThanOrEqual(oneXTwo(scoreMatrix(model))[0]!.probability - 1e-12);
      }),
      runs,
    );
  });

  it('through the fit: a shorter home price (away price lengthened) never lowers the fitted P(home)', () => {
    fc.assert(
      fc.property(bookmakerOdds, rate(0.01, 0.2), (odds, shift) => {
        const [h, d, a] = removeMargin(odds.oneXTwo);
        const moved = Math.min(shift, a! * 0.9);
        const base = fitGoalModel({ oneXTwo: [h!, d!, a!] }).model;
        const stronger = fitGoalModel({ oneXTwo: [toProbability(h! + moved), d!, toProbability(a! - moved)] }).model;
        expect(marketSummary(stronger).home).toBeGreaterThanOrEqual(marketSummary(base).home - 1e-9);
      }),
      runs,
    );
  });

  it('in basketball (a bigger home handicap given means a likelier home win)', () => {
    fc.assert(
      fc.property(rate(-20, 20), rate(0, 10), (handicap, more) => {
        const p = (h: number) => winLoss(basketballModel({ homeHandicap: h, total: 220 }))[0]!.probability;
        expect(p(handicap - more)).toBeGreaterThanOrEqual(p(handicap) - 1e-12);
      }),
      runs,
    );
  });
});

describe('BQC marginals equal the model\'s full-time and half-time 1X2', () => {
  it('for any model', () => {
    fc.assert(
      fc.property(goalModel, rate(0.3, 0.6), (model, share) => {
        const bqc = halfTimeFullTime(model, share);
        const ft = oneXTwo(scoreMatrix(model));
        const ht = oneXTwo(halfTimeMatrix(model, share));
        (['3', '1', '0'] as const).forEach((r, i) => {
          const byFt = bqc.filter((x) => x.code[1] === r).reduce((s, x) => s + x.probability, 0);
          const byHt = bqc.filter((x) => x.code[0] === r).reduce((s, x) => s + x.probability, 0);
          expect(Math.abs(byFt - ft[i]!.probability)).toBeLessThan(1e-9);
          expect(Math.abs(byHt - ht[i]!.probability)).toBeLessThan(1e-9);
        });
      }),
      runs,
    );
  });
});
