import type {
  BasketballCalculatorMatch,
  BeidanCalculatorMatch,
  CalculatorMatchBase,
  CalculatorPlay,
  FootballCalculatorMatch,
  Locale,
} from '@scoreline/contract';
import type { OptionOdds, OptionSp } from '@scoreline/predict';
import { competitionName, teamName } from '../feed/catalog/index.ts';
import type { BoardFixture, LotteryNumber } from '../feed/live/board.types.ts';
import type { BasketballLotteryEntry, LotteryEntry } from '../lottery-data/index.ts';

/**
 * The day's priced lottery matches → the calculators' rows, prices as exact decimal strings
 * (jingcai hundredths → "1.85", beidan millionths → "3.521384") so a plan built from them goes
 * into `@scoreline/lottery` unchanged.
 */

/** Leagues whose SPF / RQSPF are open for singles (单关): a product decision, see the README. */
export const SPF_SINGLE_LEAGUES: ReadonlySet<string> = new Set(['premier-league', 'la-liga', 'serie-a', 'bundesliga', 'ligue-1']);

/**
 * An integer at a power-of-ten scale as an exact decimal string.
 * @example scaled(185, 2) // "1.85"
 */
export function scaled(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  const whole = Math.floor(value / scale);
  return `${whole}.${String(value - whole * scale).padStart(decimals, '0')}`;
}

const jingcaiPlay = <C extends string>(options: readonly OptionOdds<C>[], singleAllowed: boolean): CalculatorPlay => ({
  singleAllowed,
  options: options.map((o) => ({ code: o.code, odds: scaled(o.odds, 2) })),
});

const beidanPlay = <C extends string>(options: readonly OptionSp<C>[]): CalculatorPlay => ({
  singleAllowed: true,
  options: options.map((o) => ({ code: o.code, odds: scaled(o.sp, 6) })),
});

function base(fixture: BoardFixture, number: LotteryNumber, saleCloseAt: number, locale: Locale): CalculatorMatchBase {
  const team = (id: string) => ({ id, name: teamName(id, locale, 'short') ?? id });
  return {
    id: fixture.id,
    number: number.code,
    day: number.day,
    competitionId: fixture.competitionId,
    competition: competitionName(fixture.competitionId, locale, 'short') ?? fixture.competitionId,
    home: team(fixture.homeTeamId),
    away: team(fixture.awayTeamId),
    kickoffAt: fixture.kickoffAt,
    saleCloseAt,
  };
}

/** A priced jingcai football match with its five plays; null without prices. */
export function toFootballCalculatorMatch(e: LotteryEntry, locale: Locale): FootballCalculatorMatch | null {
  const j = e.priced?.prices.jingcai;
  if (!j) return null;
  const spfSingles = SPF_SINGLE_LEAGUES.has(e.fixture.competitionId);
  return {
    ...base(e.fixture, e.number, e.saleCloseAt, locale),
    handicap: j.rqspf.handicap,
    plays: {
      SPF: jingcaiPlay(j.spf, spfSingles),
      RQSPF: jingcaiPlay(j.rqspf.odds, spfSingles),
      BF: jingcaiPlay(j.bf, true),
      ZJQ: jingcaiPlay(j.zjq, true),
      BQC: jingcaiPlay(j.bqc, true),
    },
  };
}

/** A priced jingcai basketball match; every NBA play is open for singles. */
export function toBasketballCalculatorMatch(e: BasketballLotteryEntry, locale: Locale): BasketballCalculatorMatch | null {
  const p = e.priced?.prices;
  if (!p) return null;
  return {
    ...base(e.fixture, e.number, e.saleCloseAt, locale),
    handicap: p.rfsf.handicap,
    line: p.dxf.line,
    plays: { SF: jingcaiPlay(p.sf, true), RFSF: jingcaiPlay(p.rfsf.odds, true), SFC: jingcaiPlay(p.sfc, true), DXF: jingcaiPlay(p.dxf.odds, true) },
  };
}

/** A priced match with its beidan SP; `seq` is its place in the day's beidan list. */
export function toBeidanCalculatorMatch(e: LotteryEntry, seq: number, locale: Locale): BeidanCalculatorMatch | null {
  const b = e.priced?.prices.beidan;
  if (!b) return null;
  return {
    ...base(e.fixture, e.number, e.saleCloseAt, locale),
    seq,
    handicap: b.spf.handicap,
    plays: { SPF: beidanPlay(b.spf.sp), ZJQ: beidanPlay(b.zjq), SXDS: beidanPlay(b.sxds), BF: beidanPlay(b.bf), BQC: beidanPlay(b.bqc) },
  };
}
