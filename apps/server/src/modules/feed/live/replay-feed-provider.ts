import type { Db } from '../../../plugins/db/database.ts';
import type { BasketballTimeline, FootballTimeline, ReplayCompetition, ReplayFixture } from '../replay/index.ts';
import {
  basketballStateAt,
  basketballTimeline,
  fixturesInWindow,
  footballOddsPaths,
  footballStateAt,
  footballTimeline,
  matchSeed,
  nbaOddsPaths,
  replayMatchId,
} from '../replay/index.ts';
import { assignLotteryNumbers } from '../../lottery-data/lottery-numbering.ts';
import type { BoardEvent, BoardOddsPath, LotteryNumber } from './board.types.ts';
import type { FeedFixture, FeedProvider, FeedWindow } from './feed-provider.ts';
import { publicFixtureId } from './fixture-id.ts';
import { footballRecord, matchOddsOf, nbaBoxOf, nbaRecord } from './replay-records.mapper.ts';
import { ReplayCalendar } from './replay-calendar.ts';
import { boxScoresOf, oddsQuotesOf, type BoxScoreRecordRow, type MatchRecordRow, type OddsQuoteRow } from './replay-records.repo.ts';
import { usDateOf } from './replay-schedules.ts';
import { basketballBoardEvents } from './basketball-live-text.ts';
import {
  basketballFixtureState,
  boardOddsPath,
  footballBoardEvents,
  footballFixtureState,
  type FixtureIdentity,
} from './replay-state.mapper.ts';

export interface ReplayOptions {
  /** REPLAY_SEED: the same seed replays the same minutes, baskets and odds steps. */
  seed: string;
  /** REPLAY_SPEED: live matches run this many times faster (kick-offs stay on the calendar). */
  speed: number;
  /** Where the seasons sit in time; default: the plain calendar, unshifted. */
  calendar?: ReplayCalendar;
}

/** The rows of one match read when it enters the window. */
interface ActivationRows {
  quotes: readonly OddsQuoteRow[];
  /** NBA.com team box scores (regular-season NBA games only). */
  boxes: readonly BoxScoreRecordRow[];
}

/** One replayed occurrence near today, with its whole timeline and odds computed once. */
type Active =
  | { sport: 'football'; identity: FixtureIdentity; timeline: FootballTimeline; odds: BoardOddsPath[]; statsCovered: boolean }
  | { sport: 'basketball'; identity: FixtureIdentity; timeline: BasketballTimeline; odds: BoardOddsPath[] };

/**
 * The default `FeedProvider`: the replayed seasons' imported matches (loaded from the database
 * once), placed on the calendar around today and replayed for any instant. Odds quotes are read
 * only for the matches that enter the window. Everything is deterministic for the seed.
 */
export class ReplayFeedProvider implements FeedProvider {
  private active = new Map<string, Active>();
  private readonly calendar: ReplayCalendar;

  constructor(
    private readonly db: Db,
    private readonly options: ReplayOptions,
  ) {
    this.calendar = options.calendar ?? new ReplayCalendar(db, { mode: 'calendar', now: Date.now });
  }

  async fixtures(window: FeedWindow, at: number): Promise<FeedFixture[]> {
    const schedules = await this.calendar.schedules();
    // A day more each side, so every lottery day inside the window is numbered whole.
    const wide = schedules.flatMap((s) =>
      fixturesInWindow(s.schedule, new Date(window.from - DAY_MS), new Date(window.to + DAY_MS)).map((f) => ({
        ...f,
        code: s.code,
        publicId: publicFixtureId(replayMatchId(f)),
        sport: f.record.sport,
        competitionId: f.record.competition_id,
        kickoffAt: f.replayKickoff.getTime(),
      })),
    );
    const numbers = assignLotteryNumbers(wide.map((f) => ({ id: f.publicId, sport: f.sport, competitionId: f.competitionId, kickoffAt: f.kickoffAt })));
    const found = wide.filter((f) => f.kickoffAt >= window.from && f.kickoffAt < window.to);
    const next = new Map<string, Active>();
    const missing = found.filter((f) => {
      const held = this.active.get(f.publicId);
      if (held) next.set(f.publicId, held);
      return !held;
    });
    const ids = [...new Set(missing.map((f) => f.id))];
    const [quoteRows, boxRows] = await Promise.all([oddsQuotesOf(this.db, ids), boxScoresOf(this.db, missing.filter((f) => f.code === 'NBA').map((f) => f.id))]);
    const quotes = groupBy(quoteRows, (q) => q.match_id);
    const boxes = groupBy(boxRows, (b) => b.match_id);
    for (const f of missing) {
      next.set(f.publicId, this.activate(f, f.publicId, f.code, { quotes: quotes.get(f.id) ?? [], boxes: boxes.get(f.id) ?? [] }, numbers.get(f.publicId) ?? null));
    }
    this.active = next;
    return [...next.values()].map((a) => this.stateOf(a, at)).sort((a, b) => a.kickoffAt - b.kickoffAt || (a.id < b.id ? -1 : 1));
  }

  async states(ids: readonly string[], at: number): Promise<FeedFixture[]> {
    return ids.flatMap((id) => {
      const held = this.active.get(id);
      return held ? [this.stateOf(held, at)] : [];
    });
  }

  async events(id: string, at: number): Promise<BoardEvent[]> {
    const held = this.active.get(id);
    if (!held) return [];
    const teams = { home: held.identity.homeTeamId, away: held.identity.awayTeamId };
    const kickoff = new Date(held.identity.kickoffAt);
    if (held.sport === 'football') return footballBoardEvents(footballStateAt(held.timeline, kickoff, new Date(at), this.options.speed).events, teams);
    return basketballBoardEvents(basketballStateAt(held.timeline, kickoff, new Date(at), this.options.speed), teams);
  }

  /** The whole path up to kick-off, whatever `at`: the board cuts it at the current time. */
  async odds(id: string, _at?: number): Promise<BoardOddsPath[]> {
    return this.active.get(id)?.odds ?? [];
  }

  private activate(f: ReplayFixture<MatchRecordRow>, publicId: string, code: ReplayCompetition, rows: ActivationRows, lottery: LotteryNumber | null): Active {
    const { quotes, boxes } = rows;
    const row = f.record;
    const identity: FixtureIdentity = {
      id: publicId,
      sourceMatchId: row.id,
      sport: row.sport,
      competitionId: row.competition_id,
      season: row.season,
      homeTeamId: row.home_team_id,
      awayTeamId: row.away_team_id,
      kickoffAt: f.replayKickoff.getTime(),
      lottery,
    };
    const occurrence = replayMatchId(f);
    const seed = (purpose: string) => matchSeed(this.options.seed, occurrence, purpose);
    if (code === 'NBA') {
      const game = nbaRecord(row, usDateOf(row), quotes);
      const timeline = basketballTimeline(game, seed('timeline'), nbaBoxOf(boxes));
      return { sport: 'basketball', identity, timeline, odds: nbaOddsPaths(game.lines, f.replayKickoff).map(boardOddsPath) };
    }
    const match = footballRecord(row, code, matchOddsOf(quotes));
    const odds = footballOddsPaths(match.odds, f.replayKickoff, seed('odds')).map(boardOddsPath);
    return { sport: 'football', identity, timeline: footballTimeline(match, seed('timeline')), odds, statsCovered: match.stats !== undefined };
  }

  private stateOf(held: Active, at: number): FeedFixture {
    const kickoff = new Date(held.identity.kickoffAt);
    if (held.sport === 'football') {
      return footballFixtureState(held.identity, footballStateAt(held.timeline, kickoff, new Date(at), this.options.speed), held.statsCovered);
    }
    return basketballFixtureState(held.identity, basketballStateAt(held.timeline, kickoff, new Date(at), this.options.speed));
  }
}

const DAY_MS = 86_400_000;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
