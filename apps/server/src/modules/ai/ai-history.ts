import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { BoardFixture } from '../feed/live/board.types.ts';
import { replayedMatches, type MatchRecordRow } from '../feed/live/replay-records.repo.ts';
import { buildSchedules, replayedSeasons } from '../feed/live/replay-schedules.ts';

/**
 * What had happened before a publication, in the replayed timeline. The replay plays one real
 * season in a loop (`feed/replay/README.md`); inside a loop, a publication "knows":
 * - every earlier season of the competition in the database (real results, real dates), and
 * - the replayed season's matches whose *replayed* kick-off is at least {@link RESULT_DELAY_MS}
 *   before the cut-off (finished, whatever REPLAY_SPEED ≥ 1).
 * Never the replayed season's later matches, never its earlier loops (those are the very
 * results about to be replayed), never a later season (CSL 2024 beside the replayed 2023).
 *
 * Within a loop every match keeps its place relative to the others (`cycleMinute`, minutes from
 * the loop's first Monday on the league's wall clock, shift included), so a match M was replayed
 * at `fixture.kickoffAt + (minute(M) − minute(fixture))`: the finished ones are a prefix of the
 * season in cycle order. Cut-offs are {@link fitCutoff}: one a replayed day, so a competition
 * is fitted at most once a day.
 */

/** A finished match as the ratings read it (points for basketball). */
export interface PastMatch {
  playedAt: number;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  homeShotsOnTarget?: number;
  awayShotsOnTarget?: number;
  homeCorners?: number;
  awayCorners?: number;
}

/** The history of a competition at a cut-off, and the source-clock instant it stands for. */
export interface HistoryAt {
  competitionId: string;
  sport: 'football' | 'basketball';
  /** The replay instant: only matches finished by then are in `matches`. */
  cutoff: number;
  /** The real-data instant the cut-off stands for (the ratings' time-decay clock). */
  sourceAt: number;
  /** Oldest first. */
  matches: PastMatch[];
  /** The fixture's own source match, as known before it (teams, real date; no score). */
  target: { playedAt: number; home: string; away: string };
  /** Same key, same history: the cache key of a fit. */
  key: string;
}

/** A replayed result counts from this long after its replayed kick-off (a match lasts ≤ 2½ h). */
export const RESULT_DELAY_MS = 4 * 3_600_000;
/** Earlier seasons are read this far back (football: beyond the fit's 4 half-lives, so the Elo has run in; NBA: its fit's horizon). */
const LOOKBACK_DAYS = { football: 1600, basketball: 1000 } as const;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** 06:00 Beijing (22:00 UTC): no replayed match is live then, so a day's cut-off sees whole evenings. */
const DAY_START_UTC_MS = 22 * 3_600_000;

/**
 * The cut-off a publication at `now` is fitted at: the latest 06:00 Beijing at or before it.
 * @example new Date(fitCutoff(Date.parse('2026-11-26T12:00:00Z'))).toISOString() // '2026-11-25T22:00:00.000Z'
 */
export function fitCutoff(now: number): number {
  return Math.floor((now - DAY_START_UTC_MS) / DAY_MS) * DAY_MS + DAY_START_UTC_MS;
}

/**
 * How many entries (in cycle order) a fixture at `fixtureMinute` kicking off at `kickoffAt` sees
 * as finished by `cutoff`.
 * @example finishedCount([{ cycleMinute: 0 }, { cycleMinute: 6000 }], 6000, kickoffAt, kickoffAt - 2 * 3_600_000) // 0
 */
export function finishedCount(entries: readonly { cycleMinute: number }[], fixtureMinute: number, kickoffAt: number, cutoff: number): number {
  const limit = fixtureMinute + (cutoff - RESULT_DELAY_MS - kickoffAt) / MINUTE_MS;
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((entries[mid]?.cycleMinute ?? Infinity) <= limit) low = mid + 1;
    else high = mid;
  }
  return low;
}

interface Season {
  competitionId: string;
  sport: 'football' | 'basketball';
  entries: { cycleMinute: number; row: MatchRecordRow }[];
  position: Map<string, number>;
}

/** A result the ratings can use: scored, played (an awarded 0-2 was never played). */
export function pastMatchOf(row: Pick<MatchRecordRow, 'played_at' | 'home_team_id' | 'away_team_id' | 'ft_home' | 'ft_away' | 'awarded' | 'stats'>): PastMatch | null {
  if (row.ft_home === null || row.ft_away === null || row.awarded) return null;
  const stats = row.stats as { home?: { shotsOnTarget?: unknown; corners?: unknown }; away?: { shotsOnTarget?: unknown; corners?: unknown } } | null;
  const home = stats?.home?.shotsOnTarget;
  const away = stats?.away?.shotsOnTarget;
  const shots = typeof home === 'number' && typeof away === 'number' ? { homeShotsOnTarget: home, awayShotsOnTarget: away } : {};
  const homeCorners = stats?.home?.corners;
  const awayCorners = stats?.away?.corners;
  const corners = typeof homeCorners === 'number' && typeof awayCorners === 'number' ? { homeCorners, awayCorners } : {};
  return { playedAt: new Date(row.played_at).getTime(), home: row.home_team_id, away: row.away_team_id, homeScore: row.ft_home, awayScore: row.ft_away, ...shots, ...corners };
}

/**
 * Loads, once, the replayed seasons (their place in the loop) and, once per competition, the
 * earlier seasons' results inside the look-back; then answers {@link HistoryAt} queries from
 * memory. About 4,000 football and 3,000 NBA rows in all.
 */
export class ReplayedHistory {
  private seasons: Promise<Map<string, Season>> | undefined;
  private readonly earlier = new Map<string, Promise<PastMatch[]>>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The history a fixture's prediction may use at `cutoff`; null when its source match is not a replayed one. */
  async at(fixture: Pick<BoardFixture, 'sourceMatchId' | 'competitionId' | 'kickoffAt'>, cutoff: number): Promise<HistoryAt | null> {
    const season = (await this.loadSeasons()).get(fixture.competitionId);
    const index = season?.position.get(fixture.sourceMatchId);
    const self = index === undefined ? undefined : season?.entries[index];
    const first = season?.entries[0];
    if (!season || !self || !first) return null;
    const seen = finishedCount(season.entries, self.cycleMinute, fixture.kickoffAt, Math.min(cutoff, fixture.kickoffAt));
    const replayed = season.entries.slice(0, seen).flatMap((e) => pastMatchOf(e.row) ?? []);
    const earlier = await this.earlierSeasons(season, first.row);
    const matches = [...earlier, ...replayed];
    // The loop's first kick-off anchors the replay clock to the source clock.
    const firstReplayed = fixture.kickoffAt + (first.cycleMinute - self.cycleMinute) * MINUTE_MS;
    const lastPlayed = matches.at(-1)?.playedAt ?? -Infinity;
    const sourceAt = Math.max(new Date(first.row.played_at).getTime() + (cutoff - firstReplayed), lastPlayed + MINUTE_MS);
    const target = { playedAt: new Date(self.row.played_at).getTime(), home: self.row.home_team_id, away: self.row.away_team_id };
    const key = `${season.competitionId}|${cutoff}|${firstReplayed}|${seen}`;
    return { competitionId: season.competitionId, sport: season.sport, cutoff, sourceAt, matches, target, key };
  }

  /** Whether the data holds a real pre-match (not closing) quote of the match: only those feed a forecast. */
  async preMatchQuoted(sourceMatchId: string): Promise<boolean> {
    const row = await this.db.selectFrom('odds_quotes').select('match_id').where('match_id', '=', sourceMatchId).where('phase', '=', 'pre').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  private loadSeasons(): Promise<Map<string, Season>> {
    this.seasons ??= replayedMatches(this.db, replayedSeasons()).then((rows) => {
      const map = new Map<string, Season>();
      for (const s of buildSchedules(rows)) {
        const entries = s.schedule.entries.map((e) => ({ cycleMinute: e.cycleMinute, row: e.fixture.record }));
        const sport = s.code === 'NBA' ? 'basketball' : 'football';
        map.set(s.competitionId, { competitionId: s.competitionId, sport, entries, position: new Map(entries.map((e, i) => [e.row.id, i])) });
      }
      if (map.size === 0) this.seasons = undefined; // nothing imported yet: look again next time
      return map;
    });
    this.seasons.catch(() => (this.seasons = undefined));
    return this.seasons;
  }

  private earlierSeasons(season: Season, first: MatchRecordRow): Promise<PastMatch[]> {
    let found = this.earlier.get(season.competitionId);
    if (!found) {
      const start = new Date(first.played_at).getTime();
      found = this.db
        .selectFrom('matches')
        .select(['played_at', 'home_team_id', 'away_team_id', 'ft_home', 'ft_away', 'awarded', 'stats'])
        .where('competition_id', '=', season.competitionId)
        .where('played_at', '<', new Date(start))
        .where('played_at', '>=', new Date(start - LOOKBACK_DAYS[season.sport] * DAY_MS))
        .orderBy('played_at')
        .orderBy('id')
        .execute()
        .then((rows) => rows.flatMap((r) => pastMatchOf(r) ?? []));
      found.catch(() => this.earlier.delete(season.competitionId));
      this.earlier.set(season.competitionId, found);
    }
    return found;
  }
}
