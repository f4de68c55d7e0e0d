import { resolveCompetition, resolveTeam } from '../catalog/index.ts';
import type { NbaBoxScore, NbaGame, NbaTeamBox, ParseResult } from '../source/index.ts';
import type { BoxScoreRow, MappedFile, MatchRow, OddsRow } from './import.types.ts';
import { matchId, nbaDefaultTipoff } from './match.ids.ts';
import { NBA_LINES_COMPANY } from './reference.rows.ts';
import { RowCollector } from './row.collector.ts';

/**
 * NBA games (Kaggle betting file) → match rows with quarter scores, and spread, total and
 * moneyline quotes of the `nba-lines` company; NBA.com team box scores → box-score rows of the
 * games already imported. The file does not say whether its lines are opening or closing; they
 * are stored as `pre` (taken before the game). Second-half lines are not imported.
 */

/** `2024` (the year the season ends) → `2023-24`. */
export function nbaSeason(endYear: number): string {
  return `${endYear - 1}-${String(endYear % 100).padStart(2, '0')}`;
}

/**
 * Maps the parsed Kaggle NBA file.
 *
 * @example
 * nbaGameRows('nba-betting-kaggle/nba_2008-2024.csv', parsed).rows[0]?.match?.home_quarters // [25, 27, 21, 22]
 */
export function nbaGameRows(file: string, parsed: ParseResult<NbaGame>): MappedFile {
  const out = new RowCollector(parsed);
  const competition = resolveCompetition('nba', 'NBA') ?? 'nba';
  for (const g of parsed.records) {
    const home = resolveTeam('nba-kaggle', g.home);
    const away = resolveTeam('nba-kaggle', g.away);
    if (!home) out.reject(g.line, `home: '${g.home}' is not in the catalog`);
    else if (!away) out.reject(g.line, `away: '${g.away}' is not in the catalog`);
    else {
      const match = gameRow(file, g, matchId('nba', competition, nbaSeason(g.season), g.date, home, away), { competition, home, away });
      out.accept({ line: g.line, key: match.id, match, odds: lineRows(match.id, g) });
    }
  }
  return out.result();
}

function gameRow(file: string, g: NbaGame, id: string, ids: { competition: string; home: string; away: string }): MatchRow {
  const firstHalf = (q: readonly number[]) => (q[0] ?? 0) + (q[1] ?? 0);
  return {
    id,
    sport: 'basketball',
    competition_id: ids.competition,
    season: nbaSeason(g.season),
    stage: g.stage,
    played_at: nbaDefaultTipoff(g.date),
    time_known: false,
    home_team_id: ids.home,
    away_team_id: ids.away,
    ft_home: g.homeLine.score,
    ft_away: g.awayLine.score,
    ht_home: firstHalf(g.homeLine.quarters),
    ht_away: firstHalf(g.awayLine.quarters),
    awarded: false,
    note: null,
    home_quarters: [...g.homeLine.quarters],
    away_quarters: [...g.awayLine.quarters],
    home_overtime: g.homeLine.overtime,
    away_overtime: g.awayLine.overtime,
    stats: null,
    referee: null,
    neutral: null,
    city: null,
    country: null,
    source_file: file,
    source_line: g.line,
  };
}

function lineRows(id: string, g: NbaGame): OddsRow[] {
  // A whole literal per quote (no spread of defaults: V8's slow path, once per row).
  const quote = (market: OddsRow['market'], line: number | null, home: number | null, away: number | null): OddsRow => ({
    match_id: id, company_id: NBA_LINES_COMPANY, market, phase: 'pre', line,
    price_home: home, price_draw: null, price_away: away, price_over: null, price_under: null, price_format: 'american',
  });
  const rows: OddsRow[] = [];
  const { spread, favourite, total, moneyline } = g.lines;
  // Stored as the home side's handicap, like the football Asian handicap line.
  if (spread !== undefined) rows.push(quote('spread', favourite === 'home' ? -spread : spread, null, null));
  if (total !== undefined) rows.push(quote('total', total, null, null));
  if (moneyline) rows.push(quote('ml', null, moneyline.home, moneyline.away));
  return rows;
}

/**
 * Maps the parsed box-score file onto the NBA games already in the database (`knownIds`).
 *
 * @example
 * nbaBoxRows(file, parsed, ids).rows[0]?.boxScores?.[0]?.stats.points // 102
 */
export function nbaBoxRows(file: string, parsed: ParseResult<NbaBoxScore>, knownIds: ReadonlySet<string>): MappedFile {
  const out = new RowCollector(parsed);
  for (const b of parsed.records) {
    const home = resolveTeam('nba-kaggle', b.home.kaggleCode);
    const away = resolveTeam('nba-kaggle', b.away.kaggleCode);
    const id = home && away ? matchId('nba', 'nba', nbaSeason(b.season), b.date, home, away) : undefined;
    if (!home || !away || !id) out.reject(b.line, `home/away: '${b.home.kaggleCode}'/'${b.away.kaggleCode}' not in the catalog`);
    else if (!knownIds.has(id)) out.reject(b.line, `no imported NBA game ${b.date} ${b.away.code} @ ${b.home.code} to attach the box score to`);
    else {
      const boxOf = (side: 'home' | 'away', teamId: string, box: NbaTeamBox): BoxScoreRow => ({
        match_id: id, side, team_id: teamId, game_id: b.gameId, stats: boxStats(box),
      });
      out.accept({ line: b.line, key: id, boxScores: [boxOf('home', home, b.home), boxOf('away', away, b.away)] });
    }
  }
  return out.result();
}

function boxStats(box: NbaTeamBox): Record<string, number> {
  const { code: _code, kaggleCode: _kaggle, ...stats } = box;
  return stats;
}
