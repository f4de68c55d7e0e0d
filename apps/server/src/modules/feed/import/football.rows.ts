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
  const base = { match_id: matchIdValue, price_format: 'decimal' as const };
  const none = { line: null, price_home: null, price_draw: null, price_away: null, price_over: null, price_under: null };
  const rows: Array<OddsRow & { code: string; company: string | undefined }> = [
    ...odds.oneXTwo.map((q) => ({
      ...base, ...none, code: q.code, company: q.company, market: '1x2' as const, phase: q.timing,
      price_home: q.home, price_draw: q.draw, price_away: q.away, company_id: q.company ?? '',
    })),
    ...odds.overUnder.map((q) => ({
      ...base, ...none, code: q.code, company: q.company, market: 'ou' as const, phase: q.timing,
      line: q.line, price_over: q.over, price_under: q.under, company_id: q.company ?? '',
    })),
    ...odds.asianHandicap.map((q) => ({
      ...base, ...none, code: q.code, company: q.company, market: 'ah' as const, phase: q.timing,
      line: q.line, price_home: q.home, price_away: q.away, company_id: q.company ?? '',
    })),
  ];
  const seen = new Map<string, string>();
  const kept: OddsRow[] = [];
  for (const { code, company, ...row } of rows) {
    const key = `${row.company_id}|${row.market}|${row.phase}`;
    if (!company) warnings.push({ line, message: `${code}: unknown bookmaker code; its ${row.market} quote dropped` });
    else if (seen.has(key)) warnings.push({ line, message: `${code}: ${key} already quoted by ${seen.get(key)}; dropped` });
    else {
      seen.set(key, code);
      kept.push(row);
    }
  }
  return kept;
}
