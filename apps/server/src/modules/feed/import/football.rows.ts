import { resolveCompetition, resolveTeam } from '../catalog/index.ts';
import type { FootballMatch, MatchOdds, ParseResult, Warning } from '../source/index.ts';
import type { MappedFile, MatchRow, OddsRow } from './import.types.ts';
import { footballDefaultKickoff, matchId } from './match.ids.ts';
import { RowCollector } from './row.collector.ts';

/**
 * football-data.co.uk matches (top-5 season files and the CSL file) → match and odds rows.
 * Every bookmaker column the parser found becomes a quote of its company.
 */

/**
 * Maps a parsed football-data.co.uk file.
 *
 * @example
 * footballRows('football-data.co.uk/E0_2425.csv', parsed).rows[0]?.match?.id
 * // 'fd:premier-league:2024-25:2024-08-16:manchester-united:fulham'
 */
export function footballRows(file: string, parsed: ParseResult<FootballMatch>): MappedFile {
  const out = new RowCollector(parsed);
  for (const m of parsed.records) {
    const competition = resolveCompetition('football-data', m.competition);
    const home = resolveTeam('football-data', m.home);
    const away = resolveTeam('football-data', m.away);
    if (!competition) out.reject(m.line, `competition '${m.competition}' is not in the catalog`);
    else if (!home) out.reject(m.line, `home team '${m.home}' is not in the catalog`);
    else if (!away) out.reject(m.line, `away team '${m.away}' is not in the catalog`);
    else {
      const match = matchRow(file, m, matchId('fd', competition, m.season, m.date, home, away), { competition, home, away });
      out.accept({ line: m.line, key: match.id, match, odds: oddsRows(match.id, m.odds, m.line, out.warnings) });
    }
  }
  return out.result();
}

function matchRow(file: string, m: FootballMatch, id: string, ids: { competition: string; home: string; away: string }): MatchRow {
  return {
    id,
    sport: 'football',
    competition_id: ids.competition,
    season: m.season,
    stage: null,
    played_at: m.kickoff ?? footballDefaultKickoff(m.date),
    time_known: m.kickoff !== undefined,
    home_team_id: ids.home,
    away_team_id: ids.away,
    ft_home: m.fullTime.home,
    ft_away: m.fullTime.away,
    ht_home: m.halfTime?.home ?? null,
    ht_away: m.halfTime?.away ?? null,
    awarded: m.awarded,
    note: m.note ?? null,
    home_quarters: null,
    away_quarters: null,
    home_overtime: null,
    away_overtime: null,
    stats: m.stats ?? null,
    referee: m.referee ?? null,
    neutral: null,
    city: null,
    country: null,
    source_file: file,
    source_line: m.line,
  };
}

function oddsRows(matchIdValue: string, odds: MatchOdds, line: number, warnings: Warning[]): OddsRow[] {
  const seen = new Map<string, string>();
  const kept: OddsRow[] = [];
  const keep = (code: string, company: string | undefined, row: OddsRow) => {
    const key = `${row.company_id}|${row.market}|${row.phase}`;
    if (!company) warnings.push({ line, message: `${code}: unknown bookmaker code; its ${row.market} quote dropped` });
    else if (seen.has(key)) warnings.push({ line, message: `${code}: ${key} already quoted by ${seen.get(key)}; dropped` });
    else {
      seen.set(key, code);
      kept.push(row);
    }
  };
  // Whole literals, not spreads of shared parts: V8 builds a spread object on its slow path, and
  // with ~40 quotes a match that was most of a file's mapping time.
  for (const q of odds.oneXTwo) keep(q.code, q.company, quoteRow(matchIdValue, q.company, '1x2', q.timing, null, [q.home, q.draw, q.away], [null, null]));
  for (const q of odds.overUnder) keep(q.code, q.company, quoteRow(matchIdValue, q.company, 'ou', q.timing, q.line, [null, null, null], [q.over, q.under]));
  for (const q of odds.asianHandicap) keep(q.code, q.company, quoteRow(matchIdValue, q.company, 'ah', q.timing, q.line, [q.home, null, q.away], [null, null]));
  return kept;
}

type Price = number | null;

function quoteRow(
  matchIdValue: string, company: string | undefined, market: OddsRow['market'], phase: OddsRow['phase'], line: number | null,
  [home, draw, away]: [Price, Price, Price], [over, under]: [Price, Price],
): OddsRow {
  return {
    match_id: matchIdValue, company_id: company ?? '', market, phase, line,
    price_home: home, price_draw: draw, price_away: away, price_over: over, price_under: under, price_format: 'decimal',
  };
}
