import type { FootZbPayload, GameNowFenPayload, GamePayload, LannowPayload } from '@scoreline/contract';
import type { FlashCell, Pair, ScoreRowModel } from './score-row.ts';

/**
 * Pure merges of push frames into a list of rows. Each returns the same array when the frame
 * does not touch the list, and otherwise a new array where only the changed row is a new
 * object: memoised rows that did not change are not rendered again.
 */

type Patch = Partial<Omit<ScoreRowModel, 'id' | 'change'>>;

const samePair = (a: Pair | null, b: Pair | null) => a === b || (a !== null && b !== null && a.home === b.home && a.away === b.away);

/** Which flashing cells a patch really changes. */
function changedCells(row: ScoreRowModel, patch: Patch): FlashCell[] {
  const cells: FlashCell[] = [];
  if (patch.score !== undefined && !samePair(row.score, patch.score)) cells.push('score');
  if (patch.clock !== undefined && patch.clock !== row.clock) cells.push('clock');
  if (patch.halfTime !== undefined && !samePair(row.halfTime, patch.halfTime)) cells.push('halfTime');
  if (patch.redCards !== undefined && !samePair(row.redCards, patch.redCards)) cells.push('redCards');
  if (patch.corners !== undefined && !samePair(row.corners, patch.corners)) cells.push('corners');
  return cells;
}

function isNoop(row: ScoreRowModel, patch: Patch, cells: FlashCell[]): boolean {
  if (cells.length > 0) return false;
  return (Object.keys(patch) as (keyof Patch)[]).every((key) => row[key] === patch[key] || typeof patch[key] === 'object');
}

/** Applies `makePatch` to the row with `id`; `at` marks the change so its cells flash (0: a silent fill). */
export function patchRow(rows: readonly ScoreRowModel[], id: string, at: number, makePatch: (row: ScoreRowModel) => Patch | null): readonly ScoreRowModel[] {
  const index = rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (!row) return rows;
  const patch = makePatch(row);
  if (!patch) return rows;
  const cells = changedCells(row, patch);
  if (isNoop(row, patch, cells)) return rows;
  const next = rows.slice();
  next[index] = { ...row, ...patch, change: cells.length > 0 && at > 0 ? { cells, at } : row.change };
  return next;
}

/** `game`: state or phase changed. At football half-time the score so far is the half-time score. */
export function applyGame(rows: readonly ScoreRowModel[], game: GamePayload, at: number): readonly ScoreRowModel[] {
  return patchRow(rows, game.id, at, (row) => {
    const patch: Patch = { status: game.status, phase: game.phase, clock: game.clock, period: game.period, score: game.score ?? row.score };
    // Football: the half that starts (or none at half-time) ticks from the frame's clock.
    if (game.liveClock !== undefined) patch.liveClock = game.liveClock;
    if (row.sport === 'football' && game.phase === 'half_time' && game.score) patch.halfTime = game.score;
    return patch;
  });
}

/** `gameNowFen`: a football goal; the score is set, never added to, so a repeated frame is harmless. */
export function applyGoal(rows: readonly ScoreRowModel[], goal: GameNowFenPayload, at: number): readonly ScoreRowModel[] {
  return patchRow(rows, goal.id, at, () => {
    const patch: Patch = { score: goal.score };
    if (goal.minute) patch.clock = goal.minute.replace(/'$/, '');
    return patch;
  });
}

/** `lannow`: basketball score and clock; the half-time score once two periods are in. */
export function applyLannow(rows: readonly ScoreRowModel[], update: LannowPayload, at: number): readonly ScoreRowModel[] {
  return patchRow(rows, update.id, at, (row) => {
    const patch: Patch = { score: update.score, clock: update.clock, period: update.period, phase: update.phase };
    if (row.status === 'scheduled') patch.status = 'live';
    const { home, away } = update.periods;
    if (home.length > 2 && away.length > 2) patch.halfTime = { home: (home[0] ?? 0) + (home[1] ?? 0), away: (away[0] ?? 0) + (away[1] ?? 0) };
    return patch;
  });
}

const bump = (pair: Pair | null, side: 'home' | 'away' | null): Pair | null | undefined => {
  if (!pair || !side) return undefined;
  return { ...pair, [side]: pair[side] + 1 };
};

/**
 * `footZb` (a subscribed match's live text): the minute, and the corner and red-card counts.
 * Lines at or below `lastSeq` were already counted (e.g. by a detail fetched after them).
 */
export function applyLiveText(rows: readonly ScoreRowModel[], line: FootZbPayload, at: number, lastSeq: number): readonly ScoreRowModel[] {
  if (line.seq <= lastSeq) return rows;
  return patchRow(rows, line.id, at, (row) => {
    const patch: Patch = { score: line.score };
    const minute = line.minute.replace(/'$/, '');
    if (/^\d/.test(minute)) patch.clock = minute;
    if (line.kind === 'corner') patch.corners = bump(row.corners, line.side);
    if (line.kind === 'red_card') patch.redCards = bump(row.redCards ?? { home: 0, away: 0 }, line.side);
    if (patch.corners === undefined) delete patch.corners;
    if (patch.redCards === undefined) delete patch.redCards;
    return patch;
  });
}
