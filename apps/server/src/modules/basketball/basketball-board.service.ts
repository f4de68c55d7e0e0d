import type { Calls, Locale, ReplyOf } from '@scoreline/contract';
import { AppError } from '../../platform/errors.ts';
import { serialize, type SerializedReply } from '../../platform/serialized.ts';
import type { BoardFixture, BoardOddsPath, BoardOddsStep, MatchBoard } from '../feed/live/board.types.ts';
import { companyRows } from '../feed/import/reference.rows.ts';
import { toGame } from './basketball.mapper.ts';
import { beijingDateOf, beijingDayRange, daysBetween } from './beijing-day.ts';

/**
 * The basketball calls served from the match board alone (synchronous, no query): the live
 * list, a date's games, one game's detail, live text and odds, and the day lists' selection.
 */

type LiveReply = ReplyOf<Calls['liveBasketballGames']>;
type OddsMarketReply = ReplyOf<Calls['basketballOdds']>['markets'][number];

const HOUR_MS = 3_600_000;
/** "About to start" and "just finished" in the live list: tip-off within this of now. */
const LIVE_LIST_HORIZON_MS = 12 * HOUR_MS;
const LIVE_LIST_MAX = 60;
export const DATE_LIST_MAX = 60;
/** How far from today a date may be asked for. */
export const DATE_RANGE_DAYS = 60;
/** The board's window (the feed's: 3 days back, 7 ahead); days outside it come from the calendar seam. */
const BOARD_BACK_MS = 3 * 86_400_000;
const BOARD_AHEAD_MS = 7 * 86_400_000;
const ODDS_HISTORY_MAX = 50;

/** Display names of every odds company the import knows (the catalog's bookmakers and the NBA lines). */
const COMPANY_NAMES = new Map(companyRows().map((row) => [row.id, row.names]));

function companyDisplayName(id: string, locale: Locale): string {
  return COMPANY_NAMES.get(id)?.[locale] ?? id;
}

export class BasketballBoardService {
  /** The live list, serialised once per board revision, locale and minute (the 12-hour edges move). */
  private readonly liveCache = new Map<Locale, { key: string; reply: SerializedReply<LiveReply> }>();

  constructor(
    private readonly board: MatchBoard,
    private readonly now: () => number,
  ) {}

  /** A basketball fixture on the board, or not-found. */
  requireGame(id: string): BoardFixture {
    const fixture = this.board.fixture(id);
    if (!fixture || fixture.sport !== 'basketball') throw new AppError('notFound', 'basketballGameNotFound', { id });
    return fixture;
  }

  liveGames(locale: Locale): SerializedReply<LiveReply> {
    const now = this.now();
    const key = `${this.board.revision}|${Math.floor(now / 60_000)}`;
    const cached = this.liveCache.get(locale);
    if (cached?.key === key) return cached.reply;
    const reply = serialize<LiveReply>(this.buildLiveList(now, locale));
    this.liveCache.set(locale, { key, reply });
    return reply;
  }

  private buildLiveList(now: number, locale: Locale): LiveReply {
    const live: BoardFixture[] = [];
    const upcoming: BoardFixture[] = [];
    const finished: BoardFixture[] = [];
    for (const f of this.board.fixtures('basketball')) {
      if (f.status === 'live' || f.status === 'break') live.push(f);
      else if (f.status === 'scheduled' && f.kickoffAt <= now + LIVE_LIST_HORIZON_MS) upcoming.push(f);
      else if (f.status === 'finished' && f.kickoffAt >= now - LIVE_LIST_HORIZON_MS) finished.push(f);
    }
    const games = (list: BoardFixture[]) => list.slice(0, LIVE_LIST_MAX).map((f) => toGame(f, locale));
    return { stale: this.board.stale, refreshedAt: this.board.refreshedAt, live: games(live), upcoming: games(upcoming), finished: games(finished) };
  }

  /** Today's Beijing date, or the asked date after checking it is real and near enough. */
  checkedDate(date: string | undefined): { date: string; from: number; to: number } {
    const today = beijingDateOf(this.now());
    const day = date ?? today;
    const range = beijingDayRange(day);
    if (!range) throw new AppError('validation', 'validation', { field: 'date', problem: 'is not a calendar date' });
    if (Math.abs(daysBetween(today, day)) > DATE_RANGE_DAYS) {
      throw new AppError('validation', 'basketballDateOutOfRange', { date: day, days: DATE_RANGE_DAYS });
    }
    return { date: day, ...range };
  }

  /** The basketball fixtures tipping off in a Beijing day, by tip-off, and whether the board spans the day. */
  fixturesOn(date: string | undefined): { date: string; covered: boolean; fixtures: BoardFixture[] } {
    const day = this.checkedDate(date);
    const all = this.board.fixtures('basketball');
    const fixtures = all.filter((f) => f.kickoffAt >= day.from && f.kickoffAt < day.to);
    const first = all[0];
    const last = all.at(-1);
    const covered = fixtures.length > 0 || (first !== undefined && last !== undefined && first.kickoffAt < day.to && last.kickoffAt >= day.from);
    return { date: day.date, covered, fixtures };
  }

  /**
   * A date's games: the board's inside its window, the calendar seam's (`beyond`) outside it, so
   * every date in range answers (results of a past day, fixtures of a later one).
   */
  async gamesOnAnyDate(date: string, locale: Locale, beyond: (range: { from: number; to: number }) => Promise<BoardFixture[]>): Promise<ReplyOf<Calls['basketballGamesOnDate']>> {
    const day = this.checkedDate(date);
    const [back, ahead] = [this.now() - BOARD_BACK_MS, this.now() + BOARD_AHEAD_MS];
    if (day.from >= back && day.to <= ahead) return this.gamesOnDate(date, locale);
    const outside = (await beyond(day)).filter((f) => f.kickoffAt < back || f.kickoffAt >= ahead);
    const fixtures = [...this.fixturesOn(date).fixtures, ...outside].sort((a, b) => a.kickoffAt - b.kickoffAt || (a.id < b.id ? -1 : 1));
    return { date: day.date, covered: true, games: fixtures.slice(0, DATE_LIST_MAX).map((f) => toGame(f, locale)) };
  }

  gamesOnDate(date: string, locale: Locale): ReplyOf<Calls['basketballGamesOnDate']> {
    const day = this.fixturesOn(date);
    return { date: day.date, covered: day.covered, games: day.fixtures.slice(0, DATE_LIST_MAX).map((f) => toGame(f, locale)) };
  }

  detail(id: string, locale: Locale): ReplyOf<Calls['basketballGameDetail']> {
    const fixture = this.requireGame(id);
    const periods = fixture.periods;
    const halfTime =
      periods && periods.home.length >= 2 && fixture.phase !== 'q2'
        ? { home: (periods.home[0] ?? 0) + (periods.home[1] ?? 0), away: (periods.away[0] ?? 0) + (periods.away[1] ?? 0) }
        : null;
    return {
      game: toGame(fixture, locale),
      halfTime,
      overtimePeriods: Math.max(0, (periods?.home.length ?? 0) - 4),
      stale: this.board.stale,
    };
  }

  liveText(id: string, afterSeq: number | undefined, limit: number, locale: Locale): ReplyOf<Calls['basketballLiveText']> {
    const fixture = this.requireGame(id);
    const after = this.board.events(id).filter((e) => afterSeq === undefined || e.seq > afterSeq);
    const lines = after.slice(0, limit).map((e) => ({
      seq: e.seq,
      minute: e.minute,
      kind: e.kind,
      side: e.side,
      score: e.score,
      text: e.text[locale],
    }));
    return { id, status: fixture.status, lines, hasMore: after.length > limit };
  }

  odds(id: string, locale: Locale): ReplyOf<Calls['basketballOdds']> {
    const fixture = this.requireGame(id);
    const closed = this.now() >= fixture.kickoffAt;
    const markets = this.board.odds(id).flatMap((path) => {
      const market = toOddsMarket(path, closed, locale);
      return market ? [market] : [];
    });
    return { id, markets };
  }
}

const MARKETS = { spread: 'spread', total: 'total', moneyline: 'moneyline' } as const;

function outcomesOf(market: OddsMarketReply['market'], prices: number): OddsMarketReply['outcomes'] {
  if (prices !== 2) return [];
  return market === 'total' ? ['over', 'under'] : ['home', 'away'];
}

function toOddsMarket(path: BoardOddsPath, closed: boolean, locale: Locale): OddsMarketReply | undefined {
  const market = MARKETS[path.market as keyof typeof MARKETS] as OddsMarketReply['market'] | undefined;
  const opening = path.steps[0];
  const current = path.steps.at(-1);
  if (!market || !opening || !current) return undefined;
  const history = path.steps.length > ODDS_HISTORY_MAX ? [opening, ...path.steps.slice(-(ODDS_HISTORY_MAX - 1))] : path.steps;
  return {
    market,
    companyId: path.company,
    companyName: companyDisplayName(path.company, locale),
    outcomes: outcomesOf(market, opening.prices.length),
    opening: toStep(opening),
    current: toStep(current),
    closed,
    history: history.map(toStep),
  };
}

function toStep(step: BoardOddsStep): { at: number; line: number | null; prices: number[] } {
  return { at: step.at, line: step.line, prices: [...step.prices] };
}
