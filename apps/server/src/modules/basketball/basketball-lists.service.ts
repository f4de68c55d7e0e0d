import type { Calls, Locale, ParsedPayloadOf, ReplyOf } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import type { BoardFixture, MatchBoard } from '../feed/live/board.types.ts';
import type { BasketballBoardService } from './basketball-board.service.ts';
import { toGame } from './basketball.mapper.ts';
import { bookmakerMoneyline, lotterySpread, lotteryTotal, modelMoneyline, type Moneyline } from './basketball-markets.ts';
import { atsOutcome, overUnderOutcome, type GameResult } from './basketball-records.ts';
import * as repo from './basketball.repo.ts';

/**
 * The day lists (大小分, 独赢, 让分): the board's games of a Beijing date, paged, each with its
 * lines as the board holds them now and prices derived from them.
 */

type DayPayload = ParsedPayloadOf<Calls['basketballTotalsList']>;

interface Lines {
  spread: number | null;
  total: number | null;
}

export class BasketballListsService {
  constructor(
    private readonly db: Db,
    private readonly board: MatchBoard,
    private readonly games: BasketballBoardService,
  ) {}

  private page(payload: DayPayload) {
    const { date, fixtures } = this.games.fixturesOn(payload.date);
    const start = (payload.page - 1) * payload.pageSize;
    return {
      head: { date, page: payload.page, pageSize: payload.pageSize, total: fixtures.length },
      fixtures: fixtures.slice(start, start + payload.pageSize),
    };
  }

  /** The lines in force now: the last step of the board's spread and total paths. */
  private linesOf(id: string): Lines {
    const lines: Lines = { spread: null, total: null };
    for (const path of this.board.odds(id)) {
      const line = path.steps.at(-1)?.line ?? null;
      if (path.market === 'spread') lines.spread = line;
      else if (path.market === 'total') lines.total = line;
    }
    return lines;
  }

  totals(payload: DayPayload, locale: Locale): ReplyOf<Calls['basketballTotalsList']> {
    const { head, fixtures } = this.page(payload);
    const items = fixtures.map((f) => {
      const { spread, total } = this.linesOf(f.id);
      const lottery = total === null ? null : lotteryTotal(spread, total);
      const final = finalResult(f, { spread, total });
      const result = final && {
        totalPoints: final.homePoints + final.awayPoints,
        bookmaker: overUnderOutcome(final),
        lottery: lottery ? (final.homePoints + final.awayPoints > lottery.line ? ('over' as const) : ('under' as const)) : null,
      };
      return { game: toGame(f, locale), line: total, lottery, result };
    });
    return { ...head, items };
  }

  spreads(payload: DayPayload, locale: Locale): ReplyOf<Calls['basketballSpreadList']> {
    const { head, fixtures } = this.page(payload);
    const items = fixtures.map((f) => {
      const lines = this.linesOf(f.id);
      const lottery = lines.spread === null ? null : lotterySpread(lines.spread);
      const final = finalResult(f, lines);
      const margin = final ? final.homePoints - final.awayPoints : 0;
      const cover = final ? atsOutcome(final, 'home') : null;
      const result = final && {
        margin,
        cover: cover === null ? null : cover === 'cover' ? ('home' as const) : cover === 'fail' ? ('away' as const) : ('push' as const),
        lottery: lottery ? (margin + lottery.handicap > 0 ? ('home' as const) : ('away' as const)) : null,
      };
      return { game: toGame(f, locale), line: lines.spread, lottery, result };
    });
    return { ...head, items };
  }

  async moneylines(payload: DayPayload, locale: Locale): Promise<ReplyOf<Calls['basketballMoneylineList']>> {
    const { head, fixtures } = this.page(payload);
    const quoted = await repo.moneylinesOf(this.db, fixtures.map((f) => f.sourceMatchId));
    const bySource = new Map(quoted.map((q) => [q.match_id, q]));
    const items = fixtures.map((f) => {
      const line = moneylineOf(bySource.get(f.sourceMatchId), this.linesOf(f.id).spread);
      const final = finalResult(f, { spread: null, total: null });
      return {
        game: toGame(f, locale),
        source: line?.source ?? null,
        home: line?.home ?? null,
        away: line?.away ?? null,
        overround: line?.overround ?? null,
        winner: final ? (final.homePoints > final.awayPoints ? ('home' as const) : ('away' as const)) : null,
      };
    });
    return { ...head, items };
  }
}

/** The data's moneyline when quoted, else one derived from the spread, else none. */
function moneylineOf(quote: repo.MoneylineRow | undefined, spread: number | null): Moneyline | null {
  if (quote?.price_home != null && quote.price_away != null) return bookmakerMoneyline(Number(quote.price_home), Number(quote.price_away));
  return spread === null ? null : modelMoneyline(spread);
}

/** A finished fixture as a settled result with its lines; null until it is finished. */
function finalResult(fixture: BoardFixture, lines: Lines): GameResult | null {
  if (fixture.status !== 'finished' || !fixture.score) return null;
  return {
    id: fixture.id,
    playedAt: fixture.kickoffAt,
    homeTeamId: fixture.homeTeamId,
    awayTeamId: fixture.awayTeamId,
    homePoints: fixture.score.home,
    awayPoints: fixture.score.away,
    spread: lines.spread,
    total: lines.total,
  };
}
