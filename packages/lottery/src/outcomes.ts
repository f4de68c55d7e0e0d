/**
 * Settlement of one match (§1, §2, §7) and the outcome model (§6.5): which ticked options win
 * together under one real result.
 */
import { BEIDAN_BF_OPTIONS, JCZQ_BF_OPTIONS } from './plays.ts';
import type { Game, Match } from './types.ts';

/** A result as numbers: final score and (football) the half-time result code. */
export interface Outcome {
  home: number;
  away: number;
  /** Half-time SPF code `3`/`1`/`0`, or null when unknown (then BQC cannot be settled). */
  half: string | null;
}

/** One outcome class of a match: pick indexes that win together, and their odds sum. */
export interface OutcomeClass {
  picks: number[];
  sum: number;
  /** Index of the match in the plan, when known. */
  match?: number;
}

function spf(diff: number): string {
  return diff > 0 ? '3' : diff === 0 ? '1' : '0';
}

function correctScore(home: number, away: number, table: readonly string[]): string {
  const exact = `${home}:${away}`;
  if (table.includes(exact)) return exact;
  return home > away ? '胜其他' : home === away ? '平其他' : '负其他';
}

function totalGoals(home: number, away: number): string {
  return home + away >= 7 ? '7+' : String(home + away);
}

function sfcBand(diff: number): string {
  const band = Math.min(6, Math.ceil(Math.abs(diff) / 5));
  return `${diff > 0 ? 'H' : 'A'}${band}`;
}

/**
 * The winning option of `play` on a match for an outcome, or null when it cannot be told
 * (BQC without a half-time result).
 * @example winningCode('jczq', 'BQC', match, { home: 2, away: 1, half: '0' }) // '03'
 */
export function winningCode(game: Game, play: string, match: Pick<Match, 'handicap' | 'line'>, o: Outcome): string | null {
  const { home: h, away: a } = o;
  const handicap = match.handicap ?? 0;
  if (game === 'jclq') {
    if (play === 'SF') return h > a ? '3' : '0';
    if (play === 'RFSF') return h - a + handicap > 0 ? '3' : '0';
    if (play === 'SFC') return sfcBand(h - a);
    return h + a > (match.line ?? 0) ? '大' : '小';
  }
  switch (play) {
    case 'SPF':
      return spf(game === 'beidan' ? h + handicap - a : h - a);
    case 'RQSPF':
      return spf(h + handicap - a);
    case 'BF':
      return correctScore(h, a, game === 'beidan' ? BEIDAN_BF_OPTIONS : JCZQ_BF_OPTIONS);
    case 'ZJQ':
      return totalGoals(h, a);
    case 'BQC':
      return o.half === null ? null : `${o.half}${spf(h - a)}`;
    case 'SXDS':
      return `${h + a >= 3 ? '上' : '下'}${(h + a) % 2 === 1 ? '单' : '双'}`;
    case 'SFGG':
      return h + handicap > a ? '3' : '0';
    default:
      return null;
  }
}

/** Indexes of the match's picks that win on the outcome. */
export function winningPicks(game: Game, match: Match, o: Outcome): number[] {
  const codes = new Map<string, string | null>();
  const out: number[] = [];
  match.picks.forEach((pick, i) => {
    if (!codes.has(pick.play)) codes.set(pick.play, winningCode(game, pick.play, match, o));
    if (codes.get(pick.play) === pick.option) out.push(i);
  });
  return out;
}

/** Every real result the model considers for a match (§6.5). */
function modelOutcomes(game: Game, match: Match): Outcome[] {
  const out: Outcome[] = [];
  if (game === 'jclq') {
    const line = match.line ?? 200.5;
    for (let d = -60; d <= 60; d += 1) {
      if (d === 0) continue;
      // Over is always reachable; under needs a total ≥ |d| below the line.
      const base = Math.abs(d);
      out.push({ home: Math.max(d, 0) + Math.ceil(line), away: Math.max(-d, 0) + Math.ceil(line), half: null });
      if (base < line) out.push({ home: Math.max(d, 0), away: Math.max(-d, 0), half: null });
    }
    return out;
  }
  if (match.picks.some((p) => p.play === 'SFGG')) {
    const h = Math.abs(match.handicap ?? 0.5);
    return [{ home: Math.ceil(h) + 1, away: 0, half: null }, { home: 0, away: Math.ceil(h) + 1, half: null }];
  }
  for (let h = 0; h <= 10; h += 1) {
    for (let a = 0; a <= 10; a += 1) {
      if (h >= 1) out.push({ home: h, away: a, half: '3' });
      out.push({ home: h, away: a, half: '1' });
      if (a >= 1) out.push({ home: h, away: a, half: '0' });
    }
  }
  return out;
}

/**
 * The outcome classes of a match (§6.5): distinct sets of ticked options that win together,
 * the empty set included when some result hits nothing.
 * @example outcomeClasses('jczq', spf3and0).map((c) => c.picks) // [[0], [], [1]]
 */
export function outcomeClasses(game: Game, match: Match): OutcomeClass[] {
  const seen = new Map<string, OutcomeClass>();
  for (const o of modelOutcomes(game, match)) {
    const picks = winningPicks(game, match, o);
    const key = picks.join(',');
    if (!seen.has(key)) seen.set(key, { picks, sum: picks.reduce((s, i) => s + (match.picks[i]?.odds ?? 0), 0) });
  }
  return [...seen.values()];
}
