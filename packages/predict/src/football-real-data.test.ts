/**
 * Back-test on the real data: every match of E0, SP1, D1, I1 and F1, 2018-19 .. 2024-25, fitted
 * from its pre-match Pinnacle 1X2 (Bet365 when missing) and over/under 2.5 odds (Pinnacle, else
 * Bet365, else the 2018-19 Betbrain average), scored against what happened. Prints the table the
 * README quotes. Skips only when the data folder is absent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BQC_OPTIONS,
  footballDistributions,
  jingcaiScoreCode,
  logLoss,
  oneXTwo,
  overUnder,
  halfTimeMatrix,
  rankedProbabilityScore,
  resultCode,
  toDecimalOdds,
  type DecimalOdds,
  type FootballDistributions,
} from './index.ts';
import { loadChineseSuperLeague, loadFootballMatches, missingDataReason, type FootballMatch } from './testing/shared-data.ts';

const skipReason = missingDataReason();
if (skipReason) console.warn(`football real-data test skipped: ${skipReason}`);

interface Scored {
  readonly match: FootballMatch;
  readonly d: FootballDistributions;
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
const frequencies = (indices: readonly number[], size: number): number[] => {
  const counts = new Array<number>(size).fill(0);
  for (const i of indices) counts[i] = (counts[i] ?? 0) + 1;
  return counts.map((c) => c / indices.length);
};
const zjqIndex = (m: FootballMatch): number => Math.min(m.homeGoals + m.awayGoals, 7);
const spfIndex = (h: number, a: number): number => ['3', '1', '0'].indexOf(resultCode(h, a));

function fit(match: FootballMatch, withOverUnder: boolean): Scored {
  const [h = 0, d = 0, a = 0] = match.oneXTwo ?? [];
  const oneXTwo = [h, d, a].map(toDecimalOdds) as [DecimalOdds, DecimalOdds, DecimalOdds];
  const ou = withOverUnder && match.overUnder ? (match.overUnder.map(toDecimalOdds) as [DecimalOdds, DecimalOdds]) : undefined;
  return { match, d: footballDistributions(ou ? { oneXTwo, overUnder25: ou } : { oneXTwo }) };
}

describe.skipIf(skipReason !== undefined)('real data: goal model fitted to pre-match odds, five leagues, 2018-19 .. 2024-25', () => {
  let scored: Scored[] = [];
  let withoutOverUnder: Scored[] = [];
  const report: Record<string, string> = {};

  beforeAll(() => {
    const matches = loadFootballMatches().filter((m) => m.oneXTwo && Number.isInteger(m.homeGoals) && Number.isInteger(m.awayGoals));
    scored = matches.filter((m) => m.overUnder).map((m) => fit(m, true));
    // The no-O/U path on every fourth match, to keep the test fast.
    withoutOverUnder = matches.filter((_, i) => i % 4 === 0).map((m) => fit(m, false));
    report['matches fitted (1X2 + O/U)'] = String(scored.length);
  }, 60_000);

  it('covers the data set', () => {
    expect(scored.length).toBeGreaterThan(12_400);
  });

  it('predicts P(over 2.5) within 1 % of the observed frequency, and per decile within 4 %', () => {
    const predicted = scored.map((s) => overUnder(s.d.matrix, 2.5).over);
    const observed = scored.map((s) => (s.match.homeGoals + s.match.awayGoals > 2 ? 1 : 0));
    report['P(over 2.5) predicted / observed'] = `${mean(predicted).toFixed(4)} / ${mean(observed).toFixed(4)}`;
    expect(Math.abs(mean(predicted) - mean(observed))).toBeLessThan(0.01);
    const order = predicted.map((p, i) => [p, observed[i] ?? 0] as const).sort((x, y) => x[0] - y[0]);
    const size = Math.ceil(order.length / 10);
    const worst = Math.max(
      ...Array.from({ length: 10 }, (_, k) => {
        const bin = order.slice(k * size, (k + 1) * size);
        return Math.abs(mean(bin.map((b) => b[0])) - mean(bin.map((b) => b[1])));
      }),
    );
    report['P(over 2.5) worst decile gap'] = worst.toFixed(4);
    expect(worst).toBeLessThan(0.04);
  });

  it('total goals (ZJQ): log loss beats the constant league-average distribution, each option within 1 %', () => {
    const outcome = scored.map((s) => zjqIndex(s.match));
    const model = mean(scored.map((s, i) => logLoss(s.d.zjq.map((x) => x.probability), outcome[i] ?? 0)));
    const byLeague = new Map<string, number[]>();
    scored.forEach((s, i) => byLeague.set(s.match.file.split('_')[0] ?? '', [...(byLeague.get(s.match.file.split('_')[0] ?? '') ?? []), outcome[i] ?? 0]));
    const leagueFreq = new Map([...byLeague].map(([league, xs]) => [league, frequencies(xs, 8)]));
    const constant = mean(scored.map((s, i) => logLoss(leagueFreq.get(s.match.file.split('_')[0] ?? '') ?? [], outcome[i] ?? 0)));
    report['ZJQ log loss model / league-average constant'] = `${model.toFixed(4)} / ${constant.toFixed(4)}`;
    expect(model).toBeLessThan(constant - 0.02);
    const observed = frequencies(outcome, 8);
    const gaps = observed.map((o, k) => mean(scored.map((s) => s.d.zjq[k]?.probability ?? 0)) - o);
    report['ZJQ predicted − observed, 0..7+'] = gaps.map((g) => g.toFixed(4)).join(' ');
    expect(Math.max(...gaps.map(Math.abs))).toBeLessThan(0.01);
  });

  it('correct score (BF 31): log loss beats the constant, draws 0:0 and 1:1 close to observed', () => {
    const codes = scored[0]?.d.bf.map((x) => x.code) ?? [];
    const outcome = scored.map((s) => codes.indexOf(jingcaiScoreCode(s.match.homeGoals, s.match.awayGoals)));
    const model = mean(scored.map((s, i) => logLoss(s.d.bf.map((x) => x.probability), outcome[i] ?? 0)));
    const freq = frequencies(outcome, codes.length);
    const constant = mean(outcome.map((o) => logLoss(freq, o)));
    report['BF log loss model / constant'] = `${model.toFixed(4)} / ${constant.toFixed(4)}`;
    expect(model).toBeLessThan(constant - 0.05);
    for (const [score, h] of [['0:0', 0], ['1:1', 1]] as const) {
      const predicted = mean(scored.map((s) => s.d.matrix.p[h]?.[h] ?? 0));
      const observed = mean(scored.map((s) => (s.match.homeGoals === h && s.match.awayGoals === h ? 1 : 0)));
      report[`P(${score}) predicted / observed`] = `${predicted.toFixed(4)} / ${observed.toFixed(4)}`;
      expect(Math.abs(predicted - observed)).toBeLessThan(0.012);
    }
    const draw = mean(scored.map((s) => oneXTwo(s.d.matrix)[1]?.probability ?? 0));
    const drawObserved = mean(scored.map((s) => (s.match.homeGoals === s.match.awayGoals ? 1 : 0)));
    report['P(draw) predicted / observed'] = `${draw.toFixed(4)} / ${drawObserved.toFixed(4)}`;
    expect(Math.abs(draw - drawObserved)).toBeLessThan(0.012);
  });

  it('1X2 of the fitted model scores as the market does (the fit reproduces the 1X2)', () => {
    const outcome = scored.map((s) => spfIndex(s.match.homeGoals, s.match.awayGoals));
    const model = scored.map((s, i) => logLoss(oneXTwo(s.d.matrix).map((x) => x.probability), outcome[i] ?? 0));
    const market = scored.map((s, i) => logLoss(s.d.spf.map((x) => x.probability), outcome[i] ?? 0));
    const rps = mean(scored.map((s, i) => rankedProbabilityScore(s.d.spf.map((x) => x.probability), outcome[i] ?? 0)));
    report['1X2 log loss model / market, market RPS'] = `${mean(model).toFixed(4)} / ${mean(market).toFixed(4)}, ${rps.toFixed(4)}`;
    expect(Math.abs(mean(model) - mean(market))).toBeLessThan(0.002);
  });

  // A known weakness, guarded rather than hidden: Poisson goals spread the goal difference too
  // wide, so 让平 (a win by exactly the handicap) comes out about 2.3 points too unlikely and 让胜
  // 2.2 points too likely (README, "Accuracy"). The bound catches a regression, not a virtue.
  it('handicap (RQSPF) at the quoted handicap: predicted vs observed within 3 % per outcome', () => {
    const outcome = scored.map((s) => spfIndex(s.match.homeGoals + s.d.rqspf.handicap, s.match.awayGoals));
    const observed = frequencies(outcome, 3);
    const predicted = [0, 1, 2].map((k) => mean(scored.map((s) => s.d.rqspf.outcomes[k]?.probability ?? 0)));
    report['RQSPF 3/1/0 predicted vs observed'] = predicted.map((p, k) => `${p.toFixed(4)}/${(observed[k] ?? 0).toFixed(4)}`).join(' ');
    predicted.forEach((p, k) => expect(Math.abs(p - (observed[k] ?? 0))).toBeLessThan(0.03));
  });

  it('half-time/full-time (BQC): log loss beats the constant, half-time draws close to observed', () => {
    const withHalfTime = scored.filter((s) => s.match.halfTimeHome !== undefined && s.match.halfTimeAway !== undefined);
    const outcome = withHalfTime.map((s) =>
      BQC_OPTIONS.indexOf(`${resultCode(s.match.halfTimeHome ?? 0, s.match.halfTimeAway ?? 0)}${resultCode(s.match.homeGoals, s.match.awayGoals)}`),
    );
    const model = mean(withHalfTime.map((s, i) => logLoss(s.d.bqc.map((x) => x.probability), outcome[i] ?? 0)));
    const freq = frequencies(outcome, 9);
    const constant = mean(outcome.map((o) => logLoss(freq, o)));
    report['BQC log loss model / constant'] = `${model.toFixed(4)} / ${constant.toFixed(4)}`;
    expect(model).toBeLessThan(constant - 0.05);
    const htDraw = mean(withHalfTime.map((s) => oneXTwo(halfTimeMatrix(s.d.fit.model))[1]?.probability ?? 0));
    const htDrawObserved = mean(withHalfTime.map((s) => (s.match.halfTimeHome === s.match.halfTimeAway ? 1 : 0)));
    report['P(half-time draw) predicted / observed'] = `${htDraw.toFixed(4)} / ${htDrawObserved.toFixed(4)}`;
    expect(Math.abs(htDraw - htDrawObserved)).toBeLessThan(0.01);
  });

  it('without over/under odds (1X2 and the typical total only) it stays calibrated enough to use', () => {
    const predicted = mean(withoutOverUnder.map((s) => overUnder(s.d.matrix, 2.5).over));
    const observed = mean(withoutOverUnder.map((s) => (s.match.homeGoals + s.match.awayGoals > 2 ? 1 : 0)));
    const outcome = withoutOverUnder.map((s) => zjqIndex(s.match));
    const model = mean(withoutOverUnder.map((s, i) => logLoss(s.d.zjq.map((x) => x.probability), outcome[i] ?? 0)));
    const freq = frequencies(outcome, 8);
    const constant = mean(outcome.map((o) => logLoss(freq, o)));
    report['no O/U: P(over 2.5) predicted / observed; ZJQ log loss model / constant'] =
      `${predicted.toFixed(4)} / ${observed.toFixed(4)}; ${model.toFixed(4)} / ${constant.toFixed(4)}`;
    expect(Math.abs(predicted - observed)).toBeLessThan(0.02);
    expect(model).toBeLessThan(constant - 0.02);
  });

  it('Chinese Super League (closing 1X2 only, no O/U): totals still calibrated within 2 %', () => {
    const csl = loadChineseSuperLeague()
      .filter((m) => m.oneXTwo && Number.isInteger(m.homeGoals) && Number.isInteger(m.awayGoals))
      .map((m) => fit(m, false));
    const predicted = mean(csl.map((s) => overUnder(s.d.matrix, 2.5).over));
    const observed = mean(csl.map((s) => (s.match.homeGoals + s.match.awayGoals > 2 ? 1 : 0)));
    const outcome = csl.map((s) => zjqIndex(s.match));
    const model = mean(csl.map((s, i) => logLoss(s.d.zjq.map((x) => x.probability), outcome[i] ?? 0)));
    const freq = frequencies(outcome, 8);
    const constant = mean(outcome.map((o) => logLoss(freq, o)));
    report['CSL (no O/U), n; P(over 2.5) predicted / observed; ZJQ log loss model / constant'] =
      `${csl.length}; ${predicted.toFixed(4)} / ${observed.toFixed(4)}; ${model.toFixed(4)} / ${constant.toFixed(4)}`;
    expect(csl.length).toBeGreaterThan(2500);
    expect(Math.abs(predicted - observed)).toBeLessThan(0.02);
    expect(model).toBeLessThan(constant - 0.02);
    console.log(`football back-test\n${Object.entries(report).map(([k, v]) => `  ${k}: ${v}`).join('\n')}`);
  });
});
