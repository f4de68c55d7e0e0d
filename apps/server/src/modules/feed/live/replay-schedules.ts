import { resolveCompetition, resolveTeam } from '../catalog/index.ts';
import { nbaSeason } from '../import/nba.rows.ts';
import type { ReplayCompetition, ReplaySchedule, SourceFixture } from '../replay/index.ts';
import { buildSchedule, competitionZone, fromLocalClock, nbaTipoffMinutes, REPLAY_SEASONS } from '../replay/index.ts';
import type { MatchRecordRow } from './replay-records.repo.ts';

/**
 * The replayed seasons as calendar schedules of imported match rows, one per competition.
 * Source fixture ids are the database match ids, so a replay is seeded by what the database
 * holds, whatever the file spelled.
 */

export interface CompetitionSchedule {
  code: ReplayCompetition;
  competitionId: string;
  schedule: ReplaySchedule<MatchRecordRow>;
}

/** Which (competition id, season) pairs the replay plays, as the import stores them. */
export function replayedSeasons(): Array<{ code: ReplayCompetition; competitionId: string; season: string }> {
  return (Object.keys(REPLAY_SEASONS) as ReplayCompetition[]).map((code) => {
    const season = REPLAY_SEASONS[code];
    if (code === 'NBA') return { code, competitionId: 'nba', season: nbaSeason(Number(season)) };
    return { code, competitionId: resolveCompetition('football-data', code) ?? code, season };
  });
}

/**
 * Schedules of the competitions that have matches in `rows` (a partial import plays what it has),
 * on a replay clock shifted by `shiftMinutes` (see `replay-calendar.ts`).
 */
export function buildSchedules(rows: readonly MatchRecordRow[], shiftMinutes = 0): CompetitionSchedule[] {
  return replayedSeasons().flatMap(({ code, competitionId, season }) => {
    const own = rows.filter((r) => r.competition_id === competitionId && r.season === season);
    const fixtures = own.flatMap((row) => (code === 'NBA' ? [nbaSourceFixture(row)] : footballSourceFixture(row)));
    if (fixtures.length === 0) return [];
    return [{ code, competitionId, schedule: buildSchedule(fixtures, competitionZone(code), shiftMinutes) }];
  });
}

/**
 * The instant a schedule places an imported row at: its `played_at` for football, the home
 * team's usual tip-off on its US date for the NBA (the import stores a default tip-off).
 */
export function sourceKickoffOf(row: Pick<MatchRecordRow, 'id' | 'sport' | 'played_at' | 'home_team_id'>): Date {
  if (row.sport !== 'basketball') return row.played_at;
  return fromLocalClock({ date: usDateOf(row), minutes: nbaTipoffMinutes(kaggleCodeOf(row.home_team_id)) }, 'us-eastern');
}

function footballSourceFixture(row: MatchRecordRow): SourceFixture<MatchRecordRow>[] {
  return [{ id: row.id, kickoff: row.played_at, record: row }];
}

/**
 * NBA rows keep the US date in their id (`nba:nba:2023-24:2023-10-24:home:away`); the tip-off
 * is the home team's usual local start (`nbaTipoffMinutes`), which the import does not store.
 */
function nbaSourceFixture(row: MatchRecordRow): SourceFixture<MatchRecordRow> {
  return { id: row.id, kickoff: sourceKickoffOf(row), record: row };
}

/** The US date of an NBA row, from its id. */
export function usDateOf(row: Pick<MatchRecordRow, 'id' | 'played_at'>): string {
  return /:(\d{4}-\d{2}-\d{2}):/.exec(row.id)?.[1] ?? row.played_at.toISOString().slice(0, 10);
}

// Only teams outside the Eastern zone tip off later; every other team gets the Eastern time.
const LATE_CODES = ['gs', 'lac', 'lal', 'sac', 'por', 'den', 'utah', 'phx', 'chi', 'dal', 'hou', 'mem', 'mil', 'min', 'no', 'okc', 'sa'];
let codesByTeam: Map<string, string> | undefined;

function kaggleCodeOf(teamId: string): string {
  codesByTeam ??= new Map(LATE_CODES.flatMap((code) => {
    const id = resolveTeam('nba-kaggle', code);
    return id ? [[id, code] as const] : [];
  }));
  return codesByTeam.get(teamId) ?? 'eastern';
}
