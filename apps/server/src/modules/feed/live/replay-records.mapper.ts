import type { FootballMatch, MatchOdds, NbaGame, NbaLines, Pair, TeamStats } from '../source/index.ts';
import { outcomeOf } from '../source/football-match.fields.ts';
import type { BasketballTeamBox } from '../replay/index.ts';
import { TEAM_BOX_KEYS } from '../replay/index.ts';
import type { BoxScoreRecordRow, MatchRecordRow, OddsQuoteRow } from './replay-records.repo.ts';

/**
 * Imported rows back into the parser records the pure replay functions take. Only what the
 * replay reads is rebuilt: scores, half-time, statistics, quarters and quotes. Team names are the
 * catalog ids (the live text names teams through the catalog), the source line is unknown (0).
 */

/**
 * A football match row as a `FootballMatch` (odds filled later, for the matches near today).
 *
 * @example
 * footballRecord(row).fullTime // { home: 2, away: 1, result: 'H' }
 */
export function footballRecord(row: MatchRecordRow, competitionCode: string, odds: MatchOdds = NO_ODDS): FootballMatch {
  const fullTime = scoreOf(row.ft_home ?? 0, row.ft_away ?? 0);
  const record: FootballMatch = {
    line: 0,
    competition: competitionCode,
    season: row.season,
    date: row.played_at.toISOString().slice(0, 10),
    kickoff: row.played_at.toISOString(),
    home: row.home_team_id,
    away: row.away_team_id,
    fullTime,
    awarded: row.awarded,
    odds,
  };
  if (row.ht_home !== null && row.ht_away !== null) record.halfTime = scoreOf(row.ht_home, row.ht_away);
  const stats = statsOf(row.stats);
  if (stats) record.stats = stats;
  return record;
}

/**
 * An NBA game row as an `NbaGame`; `date` is the US date (from the match id, which keeps it).
 *
 * @example
 * nbaRecord(row, '2023-10-24').homeLine.quarters // [25, 27, 21, 22]
 */
export function nbaRecord(row: MatchRecordRow, usDate: string, quotes: readonly OddsQuoteRow[] = []): NbaGame {
  const line = (score: number | null, quarters: number[] | null, overtime: number | null) => ({
    score: score ?? 0,
    quarters: [quarters?.[0] ?? 0, quarters?.[1] ?? 0, quarters?.[2] ?? 0, quarters?.[3] ?? 0] as [number, number, number, number],
    overtime: overtime ?? 0,
  });
  return {
    line: 0,
    season: Number(row.season.slice(0, 4)) + 1,
    date: usDate,
    stage: row.stage === 'playoffs' || row.stage === 'other' ? row.stage : 'regular',
    home: row.home_team_id,
    away: row.away_team_id,
    homeLine: line(row.ft_home, row.home_quarters, row.home_overtime),
    awayLine: line(row.ft_away, row.away_quarters, row.away_overtime),
    lines: nbaLinesOf(quotes),
  };
}

/** Decimal football quotes as the parser gives them; the company id stands in for the column code. */
export function matchOddsOf(quotes: readonly OddsQuoteRow[]): MatchOdds {
  const odds: MatchOdds = { oneXTwo: [], overUnder: [], asianHandicap: [] };
  for (const q of quotes) {
    if (q.price_format !== 'decimal') continue;
    const source = { code: q.company_id, company: q.company_id as MatchOdds['oneXTwo'][number]['company'], timing: q.phase };
    const [home, draw, away, over, under, line] = [q.price_home, q.price_draw, q.price_away, q.price_over, q.price_under, q.line].map(numberOf);
    if (q.market === '1x2' && home && draw && away) odds.oneXTwo.push({ ...source, home, draw, away });
    // The parser only knows the 2.5 goals line; the import stores nothing else.
    if (q.market === 'ou' && line === 2.5 && over && under) odds.overUnder.push({ ...source, line: 2.5, over, under });
    if (q.market === 'ah' && line !== undefined && home && away) odds.asianHandicap.push({ ...source, line, home, away });
  }
  return odds;
}

/** NBA lines back from quotes: the stored spread is the home side's handicap. */
function nbaLinesOf(quotes: readonly OddsQuoteRow[]): NbaLines {
  const lines: NbaLines = {};
  for (const q of quotes) {
    const line = numberOf(q.line);
    if (q.market === 'spread' && line !== undefined) {
      lines.favourite = line > 0 ? 'away' : 'home';
      lines.spread = Math.abs(line);
    }
    if (q.market === 'total' && line !== undefined) lines.total = line;
    const [home, away] = [numberOf(q.price_home), numberOf(q.price_away)];
    if (q.market === 'ml' && home !== undefined && away !== undefined) lines.moneyline = { home, away };
  }
  return lines;
}

const NO_ODDS: MatchOdds = { oneXTwo: [], overUnder: [], asianHandicap: [] };

function scoreOf(home: number, away: number) {
  return { home, away, result: outcomeOf(home, away) };
}

function numberOf(value: string | number | null): number | undefined {
  if (value === null) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function statsOf(value: unknown): Pair<TeamStats> | undefined {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object') return undefined;
  const { home, away } = parsed as Partial<Pair<TeamStats>>;
  return home && away ? { home, away } : undefined;
}

/**
 * A game's two team box scores from their rows, or undefined unless both sides are there with
 * every count (the importer stores them as named numbers).
 *
 * @example
 * nbaBoxOf(rows)?.home.rebounds // 50
 */
export function nbaBoxOf(rows: readonly BoxScoreRecordRow[]): Pair<BasketballTeamBox> | undefined {
  const side = (name: 'home' | 'away'): BasketballTeamBox | undefined => {
    const stats = rows.find((r) => r.side === name)?.stats;
    if (typeof stats !== 'object' || stats === null) return undefined;
    const values = stats as Record<string, unknown>;
    const entries = TEAM_BOX_KEYS.map((key) => [key, values[key]] as const);
    if (!entries.every(([, v]) => typeof v === 'number' && Number.isInteger(v) && v >= 0)) return undefined;
    return Object.fromEntries(entries) as unknown as BasketballTeamBox;
  };
  const home = side('home');
  const away = side('away');
  return home && away ? { home, away } : undefined;
}
