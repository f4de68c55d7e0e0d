import type { FootballMatch, Pair } from '../source/index.ts';
import type { Rng } from './prng.ts';
import { createRng, randomInt } from './prng.ts';

/**
 * A football match replayed minute by minute, consistent with the real record:
 * - goals: the real half-time goals in the first half (stoppage included), the rest in the second;
 *   when the file has no half-time score (CSL) each goal's half is drawn (45 % first half);
 * - yellow cards, red cards and corners: exactly the counts of the real statistics, in a drawn
 *   half at a drawn minute; none when the file has no statistics (CSL), rather than invented ones;
 * - stoppage time: 1–5 minutes in the first half, 2–8 in the second; nothing after full time;
 * - awarded matches (a score set by the league, no half-time) have no events at all.
 * The file names no scorers, so events name only the side.
 */

/** Home or away. */
export type Side = 'home' | 'away';

/** A match minute as shown: `45+2'` is `{ minute: 45, stoppage: 2 }`, `67'` is `{ minute: 67, stoppage: 0 }`. */
export interface MatchMinute {
  minute: number;
  stoppage: number;
}

/** What happened. */
export type FootballEventKind = 'kickoff' | 'goal' | 'yellow_card' | 'red_card' | 'corner' | 'half_time' | 'second_half' | 'full_time';

/** One event of a replayed match. */
export interface FootballEvent {
  kind: FootballEventKind;
  /** The side the event belongs to; absent for kick-off, half-time, second half, full time. */
  side?: Side;
  half: 1 | 2;
  /** Match-clock seconds: 0 … (45 + first stoppage)·60 in the first half, 2700 … (90 + second stoppage)·60 in the second. */
  clock: number;
  minute: MatchMinute;
  /** The score once this event has happened. */
  score: Pair<number>;
}

/** How the match ends up in the replay. */
export type FootballStatus = 'played' | 'awarded' | 'postponed';

/** The whole replay of one match, computed once from the record and the seed. */
export interface FootballTimeline {
  status: FootballStatus;
  fullTime: Pair<number>;
  /** The real half-time score, when the file gives one. */
  halfTime?: Pair<number>;
  /** Minutes of stoppage time added to each half. */
  stoppage: { first: number; second: number };
  events: readonly FootballEvent[];
}

/** Options for matches the data marks specially. */
export interface FootballTimelineOptions {
  /** The source says the match was postponed (no file in the replayed seasons does). */
  postponed?: boolean;
}

/** Share of events of each kind falling in the first half, where the data does not say. */
const FIRST_HALF_SHARE = { goal: 0.45, yellow_card: 0.4, red_card: 0.35, corner: 0.5 } as const;

/**
 * Builds a match's replay. Same match and seed → the same timeline; another seed moves the minutes
 * but never the scores or counts.
 *
 * @example
 * const timeline = footballTimeline(match, matchSeed('42', fixture.id, 'timeline'));
 * timeline.events.filter((e) => e.kind === 'goal').length // match.fullTime.home + match.fullTime.away
 */
export function footballTimeline(match: FootballMatch, seed: string, options: FootballTimelineOptions = {}): FootballTimeline {
  const rng = createRng(seed);
  const stoppage = { first: randomInt(rng, 1, 5), second: randomInt(rng, 2, 8) };
  const fullTime = { home: match.fullTime.home, away: match.fullTime.away };
  const halfTime = match.halfTime ? { home: match.halfTime.home, away: match.halfTime.away } : undefined;
  const base = { fullTime, stoppage, ...(halfTime ? { halfTime } : {}) };
  if (options.postponed) return { ...base, status: 'postponed', events: [] };
  if (match.awarded) return { ...base, status: 'awarded', events: [] };
  const drafts = [...markers(stoppage), ...goalDrafts(rng, match, stoppage), ...statDrafts(rng, match, stoppage)];
  return { ...base, status: 'played', events: withScores(drafts.sort(byClock)) };
}

type Draft = Omit<FootballEvent, 'score'>;
type Stoppage = FootballTimeline['stoppage'];

function markers(stoppage: Stoppage): Draft[] {
  return [
    { kind: 'kickoff', half: 1, clock: 0, minute: { minute: 0, stoppage: 0 } },
    { kind: 'half_time', half: 1, clock: (45 + stoppage.first) * 60, minute: { minute: 45, stoppage: stoppage.first } },
    { kind: 'second_half', half: 2, clock: 45 * 60, minute: { minute: 45, stoppage: 0 } },
    { kind: 'full_time', half: 2, clock: (90 + stoppage.second) * 60, minute: { minute: 90, stoppage: stoppage.second } },
  ];
}

function goalDrafts(rng: Rng, match: FootballMatch, stoppage: Stoppage): Draft[] {
  const { halfTime, fullTime } = match;
  if (halfTime) {
    return [
      ...sideDrafts(rng, 'goal', 'home', halfTime.home, 1, stoppage),
      ...sideDrafts(rng, 'goal', 'away', halfTime.away, 1, stoppage),
      ...sideDrafts(rng, 'goal', 'home', fullTime.home - halfTime.home, 2, stoppage),
      ...sideDrafts(rng, 'goal', 'away', fullTime.away - halfTime.away, 2, stoppage),
    ];
  }
  return [...drawnHalfDrafts(rng, 'goal', 'home', fullTime.home, stoppage), ...drawnHalfDrafts(rng, 'goal', 'away', fullTime.away, stoppage)];
}

function statDrafts(rng: Rng, match: FootballMatch, stoppage: Stoppage): Draft[] {
  const { stats } = match;
  if (!stats) return [];
  const sides = ['home', 'away'] as const;
  return sides.flatMap((side) => [
    ...drawnHalfDrafts(rng, 'yellow_card', side, stats[side].yellow, stoppage),
    ...drawnHalfDrafts(rng, 'red_card', side, stats[side].red, stoppage),
    ...drawnHalfDrafts(rng, 'corner', side, stats[side].corners, stoppage),
  ]);
}

function drawnHalfDrafts(rng: Rng, kind: keyof typeof FIRST_HALF_SHARE, side: Side, count: number, stoppage: Stoppage): Draft[] {
  const halves = Array.from({ length: count }, () => (rng() < FIRST_HALF_SHARE[kind] ? 1 : 2));
  const first = halves.filter((h) => h === 1).length;
  return [...sideDrafts(rng, kind, side, first, 1, stoppage), ...sideDrafts(rng, kind, side, count - first, 2, stoppage)];
}

function sideDrafts(rng: Rng, kind: FootballEventKind, side: Side, count: number, half: 1 | 2, stoppage: Stoppage): Draft[] {
  return Array.from({ length: count }, () => {
    const shown = half === 1 ? randomInt(rng, 1, 45 + stoppage.first) : randomInt(rng, 46, 90 + stoppage.second);
    const clock = (shown - 1) * 60 + randomInt(rng, 0, 59);
    return { kind, side, half, clock, minute: minuteOf(half, shown) };
  });
}

/**
 * A shown minute (the minute being played, 1-based: the 46th second is in minute 1) as it is
 * written: minute 47 of the first half is `45+2`.
 *
 * @example
 * minuteOf(1, 47) // { minute: 45, stoppage: 2 }
 * minuteOf(2, 67) // { minute: 67, stoppage: 0 }
 */
export function minuteOf(half: 1 | 2, shown: number): MatchMinute {
  const regular = half === 1 ? 45 : 90;
  return shown > regular ? { minute: regular, stoppage: shown - regular } : { minute: shown, stoppage: 0 };
}

const KIND_ORDER: Readonly<Record<FootballEventKind, number>> = {
  kickoff: 0, second_half: 0, goal: 1, corner: 2, yellow_card: 3, red_card: 4, half_time: 5, full_time: 5,
};

function byClock(a: Draft, b: Draft): number {
  return a.half - b.half || a.clock - b.clock || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.side ?? '').localeCompare(b.side ?? '');
}

function withScores(sorted: readonly Draft[]): FootballEvent[] {
  let score = { home: 0, away: 0 };
  return sorted.map((draft) => {
    if (draft.kind === 'goal' && draft.side) score = { ...score, [draft.side]: score[draft.side] + 1 };
    return { ...draft, score };
  });
}
