import type { FootballLiveClock } from '@scoreline/contract/web';
import type { ScoreRowModel, RowPrices } from '../model/score-row.ts';

/**
 * Synthetic but realistic rows for the list benchmark: real competition and club names, live
 * minutes, scores, half-time scores, red cards, corners and 1X2 prices, from a seeded generator
 * so both implementations get the same rows and the same changes.
 */

const COMPETITIONS = [
  ['premier-league', '英超'],
  ['la-liga', '西甲'],
  ['serie-a', '意甲'],
  ['bundesliga', '德甲'],
  ['ligue-1', '法甲'],
  ['chinese-super-league', '中超'],
  ['eredivisie', '荷甲'],
  ['championship', '英冠'],
] as const;
const CLUBS = ['阿森纳', '切尔西', '利物浦', '曼城', '曼联', '热刺', '皇马', '巴萨', '马竞', '国米', 'AC米兰', '尤文', '拜仁', '多特', '巴黎', '马赛', '上海海港', '山东泰山', '北京国安', '阿贾克斯'];
const COLOURS = ['#EF0107', '#034694', '#C8102E', '#6CABDD', '#DA291C', '#132257', '#FEBE10', '#A50044'];

/** mulberry32: small, fast, seeded. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickFrom = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

export interface BenchBoard {
  rows: ScoreRowModel[];
  prices: Map<string, RowPrices>;
}

/** A half's clock that shows `minute` at `at`. */
function liveClockAt(minute: number, at: number): FootballLiveClock {
  const second = minute > 45;
  return { startedAt: at - ((second ? minute - 45 : minute) - 1) * 60_000, fromMinute: second ? 45 : 0, toMinute: second ? 90 : 45, stoppage: 3, speed: 1 };
}

export function benchBoard(count: number, seed = 1): BenchBoard {
  const random = seededRandom(seed);
  const rows: ScoreRowModel[] = [];
  const prices = new Map<string, RowPrices>();
  const start = Date.UTC(2026, 10, 22, 11, 0);
  for (let i = 0; i < count; i += 1) {
    const [competitionId, competition] = pickFrom(random, COMPETITIONS);
    const minute = 1 + Math.floor(random() * 89);
    const home = { home: Math.floor(random() * 3), away: Math.floor(random() * 3) };
    const id = `bench-${i}`;
    rows.push({
      id,
      sport: 'football',
      competitionId,
      competition,
      kickoffAt: start + Math.floor(i / 20) * 15 * 60_000,
      status: 'live',
      phase: minute > 45 ? 'second_half' : 'first_half',
      clock: String(minute),
      // Each live row ticks its own minute, as the real lists' rows do.
      liveClock: liveClockAt(minute, start + i * 1_000),
      period: null,
      home: { name: pickFrom(random, CLUBS), colour: pickFrom(random, COLOURS) },
      away: { name: pickFrom(random, CLUBS), colour: pickFrom(random, COLOURS) },
      score: home,
      halfTime: minute > 45 ? { home: Math.min(home.home, 1), away: Math.min(home.away, 1) } : null,
      redCards: { home: random() < 0.1 ? 1 : 0, away: random() < 0.1 ? 1 : 0 },
      corners: { home: Math.floor(random() * 8), away: Math.floor(random() * 8) },
      lottery: `周日${String(i + 1).padStart(3, '0')}`,
      change: null,
    });
    prices.set(id, { kind: '1x2', line: null, values: [1.5 + random() * 3, 3 + random(), 1.8 + random() * 4] });
  }
  return { rows, prices };
}

/**
 * One feed tick: `changes` random live rows each get a goal or a corner and a new minute,
 * as new objects (like the push merge); every other row keeps its identity.
 */
export function benchTick(rows: readonly ScoreRowModel[], changes: number, random: () => number, at: number): ScoreRowModel[] {
  const next = rows.slice();
  for (let n = 0; n < changes; n += 1) {
    const index = Math.floor(random() * next.length);
    const row = next[index];
    if (!row?.score || !row.corners) continue;
    const side = random() < 0.5 ? 'home' : 'away';
    const goal = random() < 0.4;
    const minute = Math.min(90, Number(row.clock ?? 0) + 1);
    next[index] = {
      ...row,
      clock: String(minute),
      score: goal ? { ...row.score, [side]: row.score[side] + 1 } : row.score,
      corners: goal ? row.corners : { ...row.corners, [side]: row.corners[side] + 1 },
      change: { cells: goal ? ['score', 'clock'] : ['corners', 'clock'], at },
    };
  }
  return next;
}
