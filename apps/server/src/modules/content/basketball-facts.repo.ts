import type { Db } from '../../plugins/db/database.ts';
import { boxScoresOf, findNbaMatch, meetingsBefore, teamResultsBefore, type NbaResultRow } from '../basketball/basketball.repo.ts';
import type { BoardFixture } from '../feed/live/board.types.ts';
import { FORM_MATCHES, type BasketballFormFacts, type BasketballPreviewFacts, type BasketballReportFacts, type BoxFacts, type LinesFacts } from './match-facts.ts';

/** A basketball fixture's facts from the imported NBA history, cut at the real game it replays. */

function identity(f: BoardFixture) {
  return { matchId: f.id, sourceMatchId: f.sourceMatchId, competitionId: f.competitionId, homeTeamId: f.homeTeamId, awayTeamId: f.awayTeamId, kickoffAt: f.kickoffAt };
}

function pointsOf(row: NbaResultRow, teamId: string): [number, number] {
  return row.home_team_id === teamId ? [row.ft_home, row.ft_away] : [row.ft_away, row.ft_home];
}

async function form(db: Db, teamId: string, before: Date): Promise<BasketballFormFacts> {
  const rows = await teamResultsBefore(db, teamId, before, FORM_MATCHES);
  const facts = { played: rows.length, won: 0, lost: 0, pointsFor: 0, pointsAgainst: 0 };
  for (const row of rows) {
    const [mine, theirs] = pointsOf(row, teamId);
    facts.pointsFor += mine;
    facts.pointsAgainst += theirs;
    if (mine > theirs) facts.won += 1;
    else facts.lost += 1;
  }
  return facts;
}

const numberOrNull = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));

async function lines(db: Db, sourceMatchId: string): Promise<LinesFacts> {
  const rows = await db
    .selectFrom('odds_quotes')
    .select(['market', 'line'])
    .where('match_id', '=', sourceMatchId)
    .where('company_id', '=', 'nba-lines')
    .where('phase', '=', 'pre')
    .where('market', 'in', ['spread', 'total'])
    .execute();
  return { spread: numberOrNull(rows.find((r) => r.market === 'spread')?.line), total: numberOrNull(rows.find((r) => r.market === 'total')?.line) };
}

export async function basketballPreviewFacts(db: Db, fixture: BoardFixture): Promise<BasketballPreviewFacts | null> {
  const source = await findNbaMatch(db, fixture.sourceMatchId);
  if (!source) return null;
  const before = source.played_at;
  const [home, away, meetings, line] = await Promise.all([
    form(db, fixture.homeTeamId, before),
    form(db, fixture.awayTeamId, before),
    meetingsBefore(db, fixture.homeTeamId, fixture.awayTeamId, before, FORM_MATCHES),
    lines(db, fixture.sourceMatchId),
  ]);
  const homeWins = meetings.filter((m) => pointsOf(m, fixture.homeTeamId)[0] > pointsOf(m, fixture.homeTeamId)[1]).length;
  const latest = meetings[0];
  return {
    ...identity(fixture),
    sport: 'basketball',
    form: { home, away },
    headToHead: {
      played: meetings.length,
      homeWins,
      awayWins: meetings.length - homeWins,
      last: latest ? { homeTeamId: latest.home_team_id, awayTeamId: latest.away_team_id, score: { home: latest.ft_home, away: latest.ft_away } } : null,
    },
    lines: line,
  };
}

function box(stats: Record<string, number> | undefined): BoxFacts | null {
  if (!stats) return null;
  const { rebounds, assists, threesMade, turnovers } = stats;
  if ([rebounds, assists, threesMade, turnovers].some((v) => typeof v !== 'number')) return null;
  return { rebounds: rebounds ?? 0, assists: assists ?? 0, threesMade: threesMade ?? 0, turnovers: turnovers ?? 0 };
}

export async function basketballReportFacts(db: Db, fixture: BoardFixture): Promise<BasketballReportFacts | null> {
  const row = await db
    .selectFrom('matches')
    .select(['ft_home', 'ft_away', 'home_quarters', 'away_quarters', 'home_overtime', 'away_overtime'])
    .where('id', '=', fixture.sourceMatchId)
    .where('sport', '=', 'basketball')
    .executeTakeFirst();
  if (!row || row.ft_home === null || row.ft_away === null) return null;
  const [boxes, line] = await Promise.all([boxScoresOf(db, fixture.sourceMatchId), lines(db, fixture.sourceMatchId)]);
  const home = box(boxes.find((b) => b.side === 'home')?.stats);
  const away = box(boxes.find((b) => b.side === 'away')?.stats);
  return {
    ...identity(fixture),
    sport: 'basketball',
    score: { home: row.ft_home, away: row.ft_away },
    quarters: row.home_quarters && row.away_quarters ? { home: row.home_quarters, away: row.away_quarters } : null,
    overtime: row.home_overtime && row.away_overtime !== null ? { home: row.home_overtime, away: row.away_overtime } : null,
    box: home && away ? { home, away } : null,
    lines: line,
  };
}
