import type { Db } from '../../plugins/db/database.ts';
import type { BoardFixture } from '../feed/live/board.types.ts';
import { publicFixtureId } from '../feed/live/fixture-id.ts';
import { ReplayCalendar } from '../feed/live/replay-calendar.ts';
import { loopSchedulesOf, type WorldCalendar } from '../feed/live/world-calendar.ts';
import { WorldClock } from '../feed/live/world-clock.ts';
import { oddsQuotesOf, type MatchRecordRow, type OddsQuoteRow } from '../feed/live/replay-records.repo.ts';
import type { CompetitionSchedule } from '../feed/live/replay-schedules.ts';
import { fixturesInWindow, replayMatchId } from '../feed/replay/index.ts';
import { footballResultsFromCalendar } from '../football/football-day-history.ts';
import { addDays } from './lottery-day.ts';
import { assembleIssue, issueNumber, weekendBounds, type SfcIssue } from './lottery-issues.ts';
import { COMPANY_PREFERENCE, priceFootball, type FootballLotteryPrices } from './lottery-prices.ts';

/**
 * 14-match issues off the board. Past ones, older than the board's window, come from the calendar
 * seam (`WorldClock`, the same reading of the database the scores tab's day list makes for a past
 * day: `footballResultsFromCalendar`), so a past issue lists the matches, dates and real scores
 * the scores tab shows on its weekend — including weekends before a league's current loop began,
 * which show the season before. Ids are the board's for the current loop (what the board gave
 * them while it held them), else the imported match's id, as the day list gives it. Reference
 * prices come from each match's closing 1X2 quote (the board priced it at the sale cut-off, which
 * is the closing quote unless the match kicked off outside sales hours). Past weekends change only
 * when the calendar does (a new loop, another shift), so each is built once per calendar.
 */

/** How far back the issue list goes: a year of weekends. */
export const ISSUE_HISTORY_WEEKS = 52;

/** A past issue's match, as the history rebuilt it. */
export interface HistoryMatch {
  fixture: BoardFixture;
  spf: FootballLotteryPrices | null;
}

export interface HistoryIssue {
  issue: SfcIssue;
  matches: HistoryMatch[] | null;
}

export class IssueHistory {
  private readonly calendar: ReplayCalendar;
  private readonly weekends = new Map<string, SfcIssue | null>();
  /** A past weekend's results as the seam dates them, by Saturday (an issue's matches come from here). */
  private readonly played = new Map<string, BoardFixture[]>();
  private readonly details = new Map<string, HistoryMatch[]>();
  /** Past weekends dated while a board match of theirs was unfinished (the seam cut them). */
  private readonly provisional = new Set<string>();
  /** The calendar the past weekends above were dated on (`WorldClock.signature`). */
  private datedOn = '';
  /** Weekends to come, by Saturday: their lists depend only on the calendar. */
  private readonly coming = new Map<string, SfcIssue | null>();

  constructor(
    private readonly db: Db,
    calendar?: ReplayCalendar,
    /** The seam (with the board's cut); none: a clock from `calendar` alone. */
    private readonly world?: WorldCalendar,
  ) {
    this.calendar = calendar ?? new ReplayCalendar(db, { mode: 'calendar', now: Date.now });
  }

  /**
   * The issues of the weekends that ended before `now`, newest first, at most
   * {@link ISSUE_HISTORY_WEEKS} weekends back.
   */
  async issues(now: number): Promise<SfcIssue[]> {
    const clock = await this.clockAt(now);
    if (clock.competitions('football').length === 0) return [];
    this.keepFor(clock.signature());
    const latest = latestEndedSaturday(now);
    const saturdays = Array.from({ length: ISSUE_HISTORY_WEEKS }, (_, i) => addDays(latest, -7 * i));
    await this.datePlayed(clock, saturdays.filter((saturday) => !this.weekends.has(saturday) || this.provisional.has(saturday)));
    // Weekends that fell out of the year are dropped, so the caches stay bounded as time passes.
    const oldest = saturdays.at(-1) ?? latest;
    for (const saturday of this.weekends.keys()) if (saturday < oldest) [this.weekends, this.played, this.provisional].forEach((m) => m.delete(saturday));
    if (this.details.size > 2 * ISSUE_HISTORY_WEEKS) this.details.clear();
    return saturdays.flatMap((saturday) => this.weekends.get(saturday) ?? []);
  }

  /**
   * The issues of the weekends not over by `now` — the one in progress (if any) and the next —
   * from the same calendar, as their fixture lists only: no score is read, so nothing that has
   * not been played yet is given away. The board, when it holds a weekend whole, has its state.
   */
  async upcoming(now: number): Promise<SfcIssue[]> {
    const schedules = await this.loadSchedules();
    if (schedules.length === 0) return [];
    const next = addDays(latestEndedSaturday(now), 7);
    const saturdays = weekendBounds(next).from <= now ? [next, addDays(next, 7)] : [next];
    for (const saturday of this.coming.keys()) if (saturday < next) this.coming.delete(saturday);
    return saturdays.flatMap((saturday) => {
      if (!this.coming.has(saturday)) this.coming.set(saturday, assembleIssue(saturday, this.weekendFixtures(schedules, saturday).map((f) => f.fixture)));
      return this.coming.get(saturday) ?? [];
    });
  }

  /** An upcoming issue's fixtures (unplayed) in issue order, or null when the calendar has not got them all. */
  async upcomingFixtures(issue: SfcIssue): Promise<BoardFixture[] | null> {
    const byId = new Map(this.weekendFixtures(await this.loadSchedules(), issue.saturday).map((f) => [f.fixture.id, f.fixture]));
    const chosen = issue.fixtureIds.flatMap((id) => byId.get(id) ?? []);
    return chosen.length === issue.fixtureIds.length ? chosen : null;
  }

  /** A past issue's 14 matches with reference prices (one query for their quotes, then cached). */
  async matches(issue: SfcIssue): Promise<HistoryMatch[]> {
    const cached = this.details.get(issue.number);
    if (cached) return cached;
    const byId = new Map((this.played.get(issue.saturday) ?? []).map((f) => [f.id, f]));
    const chosen = issue.fixtureIds.flatMap((id) => byId.get(id) ?? []);
    const quotes = await oddsQuotesOf(this.db, chosen.map((f) => f.sourceMatchId));
    const matches = chosen.map((fixture) => ({ fixture, spf: closingPrices(quotes.filter((q) => q.match_id === fixture.sourceMatchId)) }));
    this.details.set(issue.number, matches);
    return matches;
  }

  /** The seam at `now`: the world calendar's (with the board's cut) or one from the calendar alone. */
  private async clockAt(now: number): Promise<WorldClock> {
    if (this.world) return this.world.at(now);
    return new WorldClock(new Date(now), loopSchedulesOf(await this.calendar.schedules()));
  }

  /** Forgets the past weekends when the calendar they were dated on changed (a new loop, a shift). */
  private keepFor(signature: string): void {
    if (signature === this.datedOn) return;
    [this.weekends, this.played, this.details, this.provisional].forEach((m) => m.clear());
    this.datedOn = signature;
  }

  /** Dates the given past weekends' results through the seam (one query) and assembles their issues. */
  private async datePlayed(clock: WorldClock, saturdays: readonly string[]): Promise<void> {
    if (saturdays.length === 0) return;
    const bounds = saturdays.map(weekendBounds);
    const from = Math.min(...bounds.map((b) => b.from));
    const to = Math.max(...bounds.map((b) => b.to));
    // The day list's rows, under the board's id where the board held (or holds) the occurrence.
    // A weekend the seam cut (a board match of it still unfinished) is not final: dated again next time.
    const settledBy = Math.min(...clock.competitions('football').map((c) => clock.cutoffOf(c).getTime()));
    const results = (await footballResultsFromCalendar(this.db, clock, from, to)).map((f) => ({ ...f, id: clock.boardIdOf({ id: f.sourceMatchId, competition_id: f.competitionId }) ?? f.id }));
    saturdays.forEach((saturday, i) => {
      const { from: start, to: end } = bounds[i] as { from: number; to: number };
      const weekend = results.filter((f) => f.kickoffAt >= start && f.kickoffAt < end);
      this.played.set(saturday, weekend);
      this.weekends.set(saturday, assembleIssue(saturday, weekend));
      this.details.delete(issueNumber(saturday));
      if (end > settledBy) this.provisional.add(saturday);
      else this.provisional.delete(saturday);
    });
  }

  /** The football schedules: a 14-match issue is made of football matches only. */
  private async loadSchedules(): Promise<CompetitionSchedule[]> {
    return (await this.calendar.schedules()).filter((s) => s.code !== 'NBA');
  }


  /** A weekend's replayed occurrences in the current loops, not played yet (no score read). */
  private weekendFixtures(schedules: readonly CompetitionSchedule[], saturday: string): { fixture: BoardFixture }[] {
    const { from, to } = weekendBounds(saturday);
    return schedules.flatMap((s) =>
      fixturesInWindow(s.schedule, new Date(from), new Date(to)).map((f) => ({ fixture: futureFixture(f.record, publicFixtureId(replayMatchId(f)), f.replayKickoff.getTime()) })),
    );
  }
}

/** The Saturday of the latest weekend (Friday 12:00 to Monday 12:00) that ended by `now`. */
function latestEndedSaturday(now: number): string {
  const today = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
  let saturday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 1) % 7));
  while (weekendBounds(saturday).to > now) saturday = addDays(saturday, -7);
  return saturday;
}

/** A match of a weekend still to come: scheduled, its real result not read. */
function futureFixture(row: MatchRecordRow, id: string, kickoffAt: number): BoardFixture {
  return {
    id, sourceMatchId: row.id, sport: 'football', competitionId: row.competition_id, season: row.season,
    homeTeamId: row.home_team_id, awayTeamId: row.away_team_id, kickoffAt,
    status: 'scheduled', phase: 'scheduled', clock: null, period: null, score: null, halfTime: null,
    periods: null, liveStats: null, lottery: null, version: 1,
  };
}

/** Prices from the preferred company's closing (else pre-match) 1X2 and over/under 2.5. */
function closingPrices(quotes: readonly OddsQuoteRow[]): FootballLotteryPrices | null {
  const rank = (q: OddsQuoteRow) => {
    const i = (COMPANY_PREFERENCE as readonly string[]).indexOf(q.company_id);
    return (i < 0 ? COMPANY_PREFERENCE.length : i) * 2 + (q.phase === 'closing' ? 0 : 1);
  };
  const best = (market: string, ok: (q: OddsQuoteRow) => boolean) => quotes.filter((q) => q.market === market && ok(q)).sort((a, b) => rank(a) - rank(b))[0];
  const valid = (...xs: (string | number | null)[]) => xs.every((x) => x !== null && Number(x) > 1);
  const x = best('1x2', (q) => valid(q.price_home, q.price_draw, q.price_away));
  if (!x) return null;
  const ou = best('ou', (q) => Number(q.line) === 2.5 && valid(q.price_over, q.price_under));
  return priceFootball({
    company: x.company_id,
    oneXTwo: [Number(x.price_home), Number(x.price_draw), Number(x.price_away)],
    overUnder25: ou ? [Number(ou.price_over), Number(ou.price_under)] : null,
    quotedAt: 0,
  });
}
