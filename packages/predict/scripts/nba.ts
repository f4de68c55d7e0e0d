/**
 * Reads the NBA betting file layout (shared/data/README.md §3: season, date M/D/YY, home, away,
 * score_home, score_away, whos_favored, spread, total, moneyline_home, moneyline_away) into
 * back-test games. Rows without a usable score are skipped; lines and moneylines are optional
 * per row (the file has no moneylines from 17 Jan 2023 on).
 */
import { readFileSync } from 'node:fs';
import { linesFromSpread, type BasketballLines } from '../src/basketball.ts';
import type { NbaBacktestGame } from '../src/basketball-backtest.ts';
import { toDecimalOdds, type DecimalOdds } from '../src/units.ts';
import { parseCsv } from './csv.ts';

const REQUIRED = ['date', 'home', 'away', 'score_home', 'score_away'];

export function loadNba(files: readonly string[]): NbaBacktestGame[] {
  return files.flatMap((file) => {
    const rows = parseCsv(readFileSync(file, 'utf8'), file);
    const missing = REQUIRED.filter((c) => rows.length > 0 && !(c in (rows[0] ?? {})));
    if (missing.length > 0) throw new Error(`${file}: not an NBA betting file (no ${missing.join(', ')} column)`);
    return rows.flatMap((row) => nbaGame(row) ?? []);
  });
}

function nbaGame(row: Record<string, string>): NbaBacktestGame | undefined {
  const playedAt = usDate(row.date ?? '');
  const homePoints = Number(row.score_home);
  const awayPoints = Number(row.score_away);
  if (Number.isNaN(playedAt) || !row.home || !row.away || row.score_home === '' || !Number.isInteger(homePoints) || !Number.isInteger(awayPoints)) return undefined;
  const lines = spreadAndTotal(row);
  const moneyline = decimalPair(row.moneyline_home, row.moneyline_away);
  return { playedAt, home: row.home, away: row.away, homePoints, awayPoints, ...(lines ? { lines } : {}), ...(moneyline ? { moneyline } : {}) };
}

/** M/D/YY (US order) as midnight UTC of that day: games are ordered by day only. */
function usDate(text: string): number {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/.exec(text);
  if (!m) return NaN;
  return Date.UTC(2000 + Number(m[3]), Number(m[1]) - 1, Number(m[2]));
}

function spreadAndTotal(row: Record<string, string>): BasketballLines | undefined {
  const favourite = row.whos_favored;
  const spread = Number(row.spread);
  const total = Number(row.total);
  if ((favourite !== 'home' && favourite !== 'away') || row.spread === '' || row.total === '' || !Number.isFinite(spread) || !(total > 0)) return undefined;
  return linesFromSpread(favourite, spread, total);
}

/** American odds (−150, +130) to decimal; anything between −100 and +100 is not a price. */
function decimalPair(home: string | undefined, away: string | undefined): [DecimalOdds, DecimalOdds] | undefined {
  const pair = [home, away].map((text) => {
    const x = Number(text);
    if (!text || !Number.isFinite(x) || Math.abs(x) < 100) return undefined;
    return toDecimalOdds(x > 0 ? 1 + x / 100 : 1 + 100 / -x);
  });
  return pair[0] && pair[1] ? [pair[0], pair[1]] : undefined;
}
