/**
 * Reads football-data.co.uk CSV files (any leagues, any seasons) into back-test matches: result,
 * shots on target, the pre-match prices (Pinnacle's, else the averages, else Bet365) and the
 * closing 1X2 (Pinnacle's, else the average closing columns).
 */
import { readFileSync } from 'node:fs';
import type { BacktestMatch } from '../src/backtest.ts';
import { toDecimalOdds, type DecimalOdds } from '../src/units.ts';
import { parseCsv } from './csv.ts';

/** One football-data.co.uk row as a back-test match; undefined when it lacks a result. */
function footballMatch(row: Record<string, string>, file: string): BacktestMatch | undefined {
  const playedAt = footballDate(row.Date ?? '', row.Time ?? '');
  const homeGoals = Number(row.FTHG);
  const awayGoals = Number(row.FTAG);
  if (Number.isNaN(playedAt) || !row.HomeTeam || !row.AwayTeam || row.FTHG === '' || !Number.isInteger(homeGoals) || !Number.isInteger(awayGoals)) return undefined;
  const preMatch = prices(row, ['PSH', 'PSD', 'PSA'], ['AvgH', 'AvgD', 'AvgA'], ['BbAvH', 'BbAvD', 'BbAvA'], ['B365H', 'B365D', 'B365A']);
  const over25 = pair(row, ['P>2.5', 'P<2.5'], ['Avg>2.5', 'Avg<2.5'], ['BbAv>2.5', 'BbAv<2.5']);
  const closing = prices(row, ['PSCH', 'PSCD', 'PSCA'], ['AvgCH', 'AvgCD', 'AvgCA']);
  return {
    league: row.Div || file,
    playedAt,
    home: row.HomeTeam,
    away: row.AwayTeam,
    homeGoals,
    awayGoals,
    ...shotsOnTarget(row),
    ...corners(row),
    ...(preMatch ? { preMatch: { oneXTwo: preMatch, ...(over25 ? { over25 } : {}) } } : {}),
    ...(closing ? { closing } : {}),
  };
}

function shotsOnTarget(row: Record<string, string>): { homeShotsOnTarget?: number; awayShotsOnTarget?: number } {
  const home = Number(row.HST);
  const away = Number(row.AST);
  if (row.HST === '' || row.AST === '' || !Number.isInteger(home) || !Number.isInteger(away) || home < 0 || away < 0) return {};
  return { homeShotsOnTarget: home, awayShotsOnTarget: away };
}

function corners(row: Record<string, string>): { homeCorners?: number; awayCorners?: number } {
  const home = Number(row.HC);
  const away = Number(row.AC);
  if (!row.HC || !row.AC || !Number.isInteger(home) || !Number.isInteger(away) || home < 0 || away < 0) return {};
  return { homeCorners: home, awayCorners: away };
}

/** dd/mm/yy or dd/mm/yyyy, with the kick-off time when given (UK clock, close enough for ordering). */
function footballDate(date: string, time: string): number {
  const m = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/.exec(date);
  if (!m) return NaN;
  const year = m[3]?.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const clock = /^\d{2}:\d{2}$/.test(time) ? time : '15:00';
  return Date.parse(`${year}-${m[2]}-${m[1]}T${clock}:00Z`);
}

function prices(row: Record<string, string>, ...choices: string[][]): [DecimalOdds, DecimalOdds, DecimalOdds] | undefined {
  for (const columns of choices) {
    const odds = columns.map((c) => Number(row[c]));
    if (odds.length === 3 && odds.every((o) => Number.isFinite(o) && o > 1)) return odds.map(toDecimalOdds) as [DecimalOdds, DecimalOdds, DecimalOdds];
  }
  return undefined;
}

function pair(row: Record<string, string>, ...choices: string[][]): [DecimalOdds, DecimalOdds] | undefined {
  for (const columns of choices) {
    const odds = columns.map((c) => Number(row[c]));
    if (odds.length === 2 && odds.every((o) => Number.isFinite(o) && o > 1)) return odds.map(toDecimalOdds) as [DecimalOdds, DecimalOdds];
  }
  return undefined;
}

export function loadFootball(files: readonly string[]): BacktestMatch[] {
  return files.flatMap((file) => {
    const rows = parseCsv(readFileSync(file, 'utf8'), file);
    if (rows.length > 0 && !('FTHG' in (rows[0] ?? {}))) throw new Error(`${file}: not a football-data.co.uk file (no FTHG column)`);
    return rows.flatMap((row) => footballMatch(row, file) ?? []);
  });
}
