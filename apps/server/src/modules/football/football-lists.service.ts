import type { FootballDayQuery, FootballRow, Locale } from '@scoreline/contract';
import type { BoardFixture, MatchBoard } from '../feed/live/board.types.ts';
import { serialize, type SerializedReply } from '../../platform/serialized.ts';
import { beijingDateOf, beijingDayRange } from './beijing-day.ts';
import { toFootballRow } from './match-row.mapper.ts';

/**
 * The football lists served from the board: "now" (pre-serialised, the hot path) and the day
 * lists, each a day's fixtures turned into rows by a decorator that may leave a match out.
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** "About to start": kicking off within this long. */
export const NOW_AHEAD_MS = 3 * HOUR_MS;
/** "Just finished": kicked off within this long (a match lasts about two hours). */
export const NOW_BEHIND_MS = 4 * HOUR_MS;
export const FEATURED_LIMIT = 20;
/** The board's window (the feed's: 3 days back, 7 ahead); days outside it come from the calendar seam. */
const BOARD_BACK_MS = 3 * 24 * HOUR_MS;
const BOARD_AHEAD_MS = 7 * 24 * HOUR_MS;
const FEATURED_ORDER = ['premier-league', 'la-liga', 'serie-a', 'bundesliga', 'ligue-1', 'chinese-super-league'];

export type Decorate<T> = (fixture: BoardFixture, locale: Locale) => T | undefined;

interface NowReply {
  stale: boolean;
  refreshedAt: number;
  items: FootballRow[];
}

interface DayPage<T> {
  date: string;
  page: number;
  pageSize: number;
  total: number;
  stale: boolean;
  items: T[];
}

type ParsedDayQuery = Required<Pick<FootballDayQuery, 'page' | 'pageSize'>> & Omit<FootballDayQuery, 'page' | 'pageSize'>;

/**
 * Whether a fixture belongs on the "now" list at an instant.
 *
 * @example
 * isOnNowList({ status: 'live', kickoffAt: 0 } as BoardFixture, 10 * 3_600_000) // true
 */
export function isOnNowList(f: Pick<BoardFixture, 'status' | 'kickoffAt'>, now: number): boolean {
  if (f.status === 'live' || f.status === 'break') return true;
  if (f.status === 'scheduled') return f.kickoffAt <= now + NOW_AHEAD_MS && f.kickoffAt >= now - NOW_BEHIND_MS;
  return f.status === 'finished' && f.kickoffAt >= now - NOW_BEHIND_MS;
}

export class FootballListService {
  private readonly nowCache = new Map<Locale, { revision: number; validUntil: number; reply: SerializedReply<NowReply> }>();

  constructor(
    private readonly board: MatchBoard,
    private readonly now: () => number,
    /** A day's fixtures beyond the board's window (the calendar seam); none: such days are empty. */
    private readonly beyond?: (day: string, competitionIds?: readonly string[]) => Promise<BoardFixture[]>,
  ) {}

  /**
   * Built once per board revision, locale and minute (the window moves with the clock even when
   * nothing changes), then the same bytes for every caller.
   */
  liveNow(locale: Locale): SerializedReply<NowReply> {
    const now = this.now();
    const cached = this.nowCache.get(locale);
    if (cached && cached.revision === this.board.revision && now < cached.validUntil) return cached.reply;
    const revision = this.board.revision;
    const items = this.board
      .fixtures('football')
      .filter((f) => isOnNowList(f, now))
      .map((f) => toFootballRow(f, locale));
    const reply = serialize<NowReply>({ stale: this.board.stale, refreshedAt: this.board.refreshedAt, items });
    this.nowCache.set(locale, { revision, validUntil: (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS, reply });
    return reply;
  }

  /** A day's fixtures (optionally of some competitions), by kick-off. */
  fixturesOfDay(date: string | undefined, competitionIds?: readonly string[]): { date: string; fixtures: BoardFixture[] } {
    const day = date ?? beijingDateOf(this.now());
    const { from, to } = beijingDayRange(day);
    const only = competitionIds?.length ? new Set(competitionIds) : undefined;
    const fixtures = this.board.fixtures('football').filter((f) => f.kickoffAt >= from && f.kickoffAt < to && (!only || only.has(f.competitionId)));
    return { date: day, fixtures };
  }

  /** A page of a day list; `order` re-sorts the decorated rows (default: by kick-off). */
  dayPage<T>(query: ParsedDayQuery, locale: Locale, decorate: Decorate<T>, order?: (a: T, b: T) => number): DayPage<T> {
    const { date, fixtures } = this.fixturesOfDay(query.date, query.competitionIds);
    const rows = fixtures.flatMap((f) => {
      const row = decorate(f, locale);
      return row === undefined ? [] : [row];
    });
    if (order) rows.sort(order);
    const start = (query.page - 1) * query.pageSize;
    return { date, page: query.page, pageSize: query.pageSize, total: rows.length, stale: this.board.stale, items: rows.slice(start, start + query.pageSize) };
  }

  /**
   * The scores tab's day list: from the board for a day inside its window, else from the calendar
   * seam (results of a past day, fixtures of a later one), so every date answers.
   */
  async anyDayPage<T>(query: ParsedDayQuery, locale: Locale, decorate: Decorate<T>): Promise<DayPage<T>> {
    const day = query.date ?? beijingDateOf(this.now());
    const { from, to } = beijingDayRange(day);
    const [back, ahead] = [this.now() - BOARD_BACK_MS, this.now() + BOARD_AHEAD_MS];
    if (!this.beyond || (from >= back && to <= ahead)) return this.dayPage(query, locale, decorate);
    // A day across the window's edge: the board's part, then the seam's outside it.
    const outside = (await this.beyond(day, query.competitionIds)).filter((f) => f.kickoffAt < back || f.kickoffAt >= ahead);
    const fixtures = [...this.fixturesOfDay(day, query.competitionIds).fixtures, ...outside].sort((a, b) => a.kickoffAt - b.kickoffAt || (a.id < b.id ? -1 : 1));
    const rows = fixtures.flatMap((f) => {
      const row = decorate(f, locale);
      return row === undefined ? [] : [row];
    });
    const start = (query.page - 1) * query.pageSize;
    return { date: day, page: query.page, pageSize: query.pageSize, total: rows.length, stale: this.board.stale, items: rows.slice(start, start + query.pageSize) };
  }

  /** The day's top-competition matches first, then by kick-off; bounded. */
  featured(date: string | undefined, locale: Locale): { date: string; stale: boolean; items: FootballRow[] } {
    const day = this.fixturesOfDay(date);
    const rank = (f: BoardFixture) => {
      const i = FEATURED_ORDER.indexOf(f.competitionId);
      return i < 0 ? FEATURED_ORDER.length : i;
    };
    const items = [...day.fixtures]
      .sort((a, b) => rank(a) - rank(b) || a.kickoffAt - b.kickoffAt || a.id.localeCompare(b.id))
      .slice(0, FEATURED_LIMIT)
      .map((f) => toFootballRow(f, locale));
    return { date: day.date, stale: this.board.stale, items };
  }
}
