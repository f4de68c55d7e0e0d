import type { Db } from '../../plugins/db/database.ts';
import { findSourceMatch, headToHead, seasonResults, teamMatches, type PlayedRow } from '../football/history.repo.ts';
import { computeStandings, recordOf, type MatchResult } from '../football/standings.ts';
import type { BoardFixture } from '../feed/live/board.types.ts';
import {
  FORM_MATCHES,
  type FormFacts,
  type GoalFacts,
  type HeadToHeadFacts,
  type MatchIdentity,
  type OddsFacts,
  type PreviewFacts,
  type ReportFacts,
  type SideStats,
  type TableFacts,
} from './match-facts.ts';

/**
 * Reads a fixture's facts from the imported history. History is cut at the real match the
 * fixture replays (as the football module does), so a preview never knows the result.
 */

function toResult(row: PlayedRow): MatchResult {
  return { homeTeamId: row.home_team_id, awayTeamId: row.away_team_id, homeGoals: row.ft_home, awayGoals: row.ft_away, playedAt: row.played_at.getTime() };
}

function identity(fixture: BoardFixture): MatchIdentity {
  return {
    matchId: fixture.id,
    sourceMatchId: fixture.sourceMatchId,
    competitionId: fixture.competitionId,
    homeTeamId: fixture.homeTeamId,
    awayTeamId: fixture.awayTeamId,
    kickoffAt: fixture.kickoffAt,
  };
}

async function form(db: Db, teamId: string, before: Date): Promise<FormFacts> {
  const rows = await teamMatches(db, teamId, before, { limit: FORM_MATCHES, offset: 0 });
  const { played, won, drawn, lost, goalsFor, goalsAgainst } = recordOf(rows.map(toResult), teamId);
  return { played, won, drawn, lost, goalsFor, goalsAgainst };
}

async function meetings(db: Db, fixture: BoardFixture, before: Date): Promise<HeadToHeadFacts> {
  const rows = await headToHead(db, [fixture.homeTeamId, fixture.awayTeamId], before, FORM_MATCHES);
  const record = recordOf(rows.map(toResult), fixture.homeTeamId);
  const latest = rows[0];
  return {
    played: record.played,
    homeWins: record.won,
    draws: record.drawn,
    awayWins: record.lost,
    last: latest ? { homeTeamId: latest.home_team_id, awayTeamId: latest.away_team_id, score: { home: latest.ft_home, away: latest.ft_away } } : null,
  };
}

async function table(db: Db, fixture: BoardFixture, before: Date): Promise<TableFacts | null> {
  const standings = computeStandings((await seasonResults(db, fixture.competitionId, fixture.season, before)).map(toResult));
  const place = (teamId: string) => {
    const s = standings.find((row) => row.teamId === teamId);
    return s ? { rank: s.rank, points: s.points, played: s.played } : null;
  };
  const home = place(fixture.homeTeamId);
  const away = place(fixture.awayTeamId);
  // Early in a season (or a cup) there is no table worth quoting.
  if (!home || !away || home.played < 3 || away.played < 3) return null;
  return { teams: standings.length, home, away };
}

/** The market average (football-data's `avg` row) before kick-off, else the bookmakers' mean. */
export async function preMatchOdds(db: Db, sourceMatchId: string): Promise<OddsFacts | null> {
  const rows = await db
    .selectFrom('odds_quotes')
    .select(['company_id', 'price_home', 'price_draw', 'price_away'])
    .where('match_id', '=', sourceMatchId)
    .where('market', '=', '1x2')
    .where('phase', '=', 'pre')
    .execute();
  const complete = rows.filter((r) => r.price_home !== null && r.price_draw !== null && r.price_away !== null);
  const avg = complete.find((r) => r.company_id === 'avg');
  const chosen = avg ? [avg] : complete.filter((r) => r.company_id !== 'max');
  if (chosen.length === 0) return null;
  const mean = (pick: (r: (typeof chosen)[number]) => string | null) => round2(chosen.reduce((sum, r) => sum + Number(pick(r)), 0) / chosen.length);
  return { home: mean((r) => r.price_home), draw: mean((r) => r.price_draw), away: mean((r) => r.price_away) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The preview's facts, or null when the real match is not in the database. */
export async function previewFacts(db: Db, fixture: BoardFixture): Promise<PreviewFacts | null> {
  const source = await findSourceMatch(db, fixture.sourceMatchId);
  if (!source) return null;
  const before = source.played_at;
  const [home, away, headToHead, standings, odds] = await Promise.all([
    form(db, fixture.homeTeamId, before),
    form(db, fixture.awayTeamId, before),
    meetings(db, fixture, before),
    table(db, fixture, before),
    preMatchOdds(db, fixture.sourceMatchId),
  ]);
  return { ...identity(fixture), form: { home, away }, headToHead, table: standings, odds };
}

/** The report's facts from the real match (result, half-time, scorers, statistics), or null. */
export async function reportFacts(db: Db, fixture: BoardFixture): Promise<ReportFacts | null> {
  const source = await findSourceMatch(db, fixture.sourceMatchId);
  if (!source || source.ft_home === null || source.ft_away === null) return null;
  const [goals, odds] = await Promise.all([scorers(db, fixture), preMatchOdds(db, fixture.sourceMatchId)]);
  const halfTime = source.ht_home === null || source.ht_away === null ? null : { home: source.ht_home, away: source.ht_away };
  return {
    ...identity(fixture),
    score: { home: source.ft_home, away: source.ft_away },
    halfTime,
    goals,
    stats: readStats(source.stats),
    odds,
  };
}

/** Real scorers where the data has them (international matches); league files have none. */
async function scorers(db: Db, fixture: BoardFixture): Promise<GoalFacts[]> {
  const rows = await db
    .selectFrom('goalscorers')
    .select(['team_id', 'scorer', 'minute', 'penalty', 'own_goal'])
    .where('match_id', '=', fixture.sourceMatchId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({
    side: r.team_id === fixture.homeTeamId ? 'home' : 'away',
    minute: r.minute,
    scorer: r.scorer,
    penalty: r.penalty,
    ownGoal: r.own_goal,
  }));
}

/** The import stores `{home, away}` of football-data's team statistics, or null. */
function readStats(value: unknown): ReportFacts['stats'] {
  if (typeof value !== 'object' || value === null) return null;
  const { home, away } = value as { home?: Record<string, unknown>; away?: Record<string, unknown> };
  const side = (s: Record<string, unknown> | undefined): SideStats | null => {
    if (!s) return null;
    const keys = ['shots', 'shotsOnTarget', 'corners', 'yellow', 'red'] as const;
    if (!keys.every((k) => typeof s[k] === 'number')) return null;
    return { shots: s.shots as number, shotsOnTarget: s.shotsOnTarget as number, corners: s.corners as number, yellow: s.yellow as number, red: s.red as number };
  };
  const h = side(home);
  const a = side(away);
  return h && a ? { home: h, away: a } : null;
}
