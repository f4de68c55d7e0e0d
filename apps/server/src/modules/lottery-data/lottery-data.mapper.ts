import type { Locale, LotteryIssueSummary, LotteryMatchBase } from '@scoreline/contract';
import type { OptionOdds, OptionSp } from '@scoreline/predict';
import { competitionName, teamName } from '../feed/catalog/index.ts';
import type { BoardFixture } from '../feed/live/board.types.ts';
import type { IssueView, LotteryEntry } from './lottery-data.service.ts';
import type { IssueStatus, SfcIssue } from './lottery-issues.ts';

/** Board and predict shapes → the contract's lottery rows (names in the caller's locale). */

const team = (id: string, locale: Locale) => ({ id, name: teamName(id, locale, 'short') ?? id });

/** Jingcai hundredths → decimal odds. */
export const jingcai = <C extends string>(options: readonly OptionOdds<C>[]) => options.map((o) => ({ code: o.code, odds: o.odds / 100 }));
/** Beidan millionths → decimal SP. */
export const beidan = <C extends string>(options: readonly OptionSp<C>[]) => options.map((o) => ({ code: o.code, sp: o.sp / 1e6 }));

function matchLabels(f: BoardFixture, locale: Locale) {
  return {
    competitionId: f.competitionId,
    competition: competitionName(f.competitionId, locale, 'short') ?? f.competitionId,
    home: team(f.homeTeamId, locale),
    away: team(f.awayTeamId, locale),
    kickoffAt: f.kickoffAt,
    status: f.status,
    score: f.score,
    halfTime: f.halfTime,
  };
}

/** The columns every day row shares. */
export function toMatchBase(e: LotteryEntry, locale: Locale): LotteryMatchBase {
  const q = e.priced?.quote;
  return {
    id: e.fixture.id,
    number: e.number.code,
    day: e.number.day,
    ...matchLabels(e.fixture, locale),
    saleCloseAt: e.saleCloseAt,
    quote: q ? { company: q.company, oneXTwo: q.oneXTwo, overUnder25: q.overUnder25, quotedAt: q.quotedAt } : null,
  };
}

/** Per-play row builders: the base columns plus that play's prices and winning option. */
export const dayRows = {
  spf: (e: LotteryEntry, locale: Locale) => {
    const j = e.priced?.prices.jingcai;
    return {
      ...toMatchBase(e, locale),
      spf: j ? jingcai(j.spf) : null,
      rqspf: j ? { handicap: j.rqspf.handicap, options: jingcai(j.rqspf.odds) } : null,
      result: e.settlement ? { spf: e.settlement.spf, rqspf: e.settlement.rqspf } : null,
    };
  },
  bifen: (e: LotteryEntry, locale: Locale) => ({
    ...toMatchBase(e, locale),
    bf: e.priced ? jingcai(e.priced.prices.jingcai.bf) : null,
    result: e.settlement?.bf ?? null,
  }),
  bqc: (e: LotteryEntry, locale: Locale) => ({
    ...toMatchBase(e, locale),
    bqc: e.priced ? jingcai(e.priced.prices.jingcai.bqc) : null,
    result: e.settlement?.bqc ?? null,
  }),
  qiu: (e: LotteryEntry, locale: Locale) => ({
    ...toMatchBase(e, locale),
    zjq: e.priced ? jingcai(e.priced.prices.jingcai.zjq) : null,
    result: e.settlement?.zjq ?? null,
  }),
  sxds: (e: LotteryEntry, locale: Locale) => ({
    ...toMatchBase(e, locale),
    sxds: e.priced ? beidan(e.priced.prices.beidan.sxds) : null,
    result: e.settlement?.sxds ?? null,
  }),
  fanbo: (e: LotteryEntry, locale: Locale) => ({
    ...toMatchBase(e, locale),
    fanbo: e.priced ? e.priced.fanbo.map((o) => ({ code: o.code, notProbability: o.notProbability, odds: o.price === null ? null : o.price / 10_000 })) : null,
    result: e.settlement?.bf ?? null,
  }),
} as const;

/** An issue as listed. */
export function toIssueSummary(issue: SfcIssue, status: IssueStatus): LotteryIssueSummary {
  return {
    number: issue.number,
    saturday: issue.saturday,
    status,
    salesCloseAt: issue.salesCloseAt,
    lastKickoffAt: issue.lastKickoffAt,
    settled: issue.results.filter((r) => r !== null).length,
    result: issue.result,
  };
}

/** An issue with its 14 matches. */
export function toIssueDetail(view: IssueView, locale: Locale) {
  return {
    ...toIssueSummary(view.issue, view.status),
    matches: view.entries.map((e, i) => ({
      position: i + 1,
      id: e.fixture.id,
      number: e.number?.code ?? null,
      ...matchLabels(e.fixture, locale),
      spf: e.priced ? jingcai(e.priced.prices.jingcai.spf) : null,
      result: view.issue.results[i] ?? null,
    })),
  };
}
