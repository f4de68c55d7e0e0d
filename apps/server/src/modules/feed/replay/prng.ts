/**
 * The replay's own seeded randomness. Every random choice of a match comes from a generator
 * seeded with `REPLAY_SEED` and the match's id, so a match replays identically whatever else is
 * replayed, and in whatever order the data was imported.
 */

/** A seeded source of numbers in [0, 1). Calling it advances its own state only. */
export type Rng = () => number;

/**
 * 32-bit FNV-1a hash of a text: the seed of a generator.
 *
 * @example
 * hashText('') // 2166136261
 */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * A mulberry32 generator seeded from a text (typically `matchSeed(REPLAY_SEED, matchId)`).
 *
 * @example
 * const rng = createRng('demo|E0:2024-25:Arsenal:Chelsea');
 * rng(); // the same number on every run
 */
export function createRng(seedText: string): Rng {
  let state = hashText(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The seed text of one match and one purpose (`timeline`, `odds:pinnacle:1x2` …), so two
 * purposes never share a stream and adding one does not shift the other.
 *
 * @example
 * matchSeed('42', 'E0:2024-25:Arsenal:Chelsea', 'timeline') // '42|E0:2024-25:Arsenal:Chelsea|timeline'
 */
export function matchSeed(replaySeed: string, matchId: string, purpose: string): string {
  return `${replaySeed}|${matchId}|${purpose}`;
}

/**
 * A whole number in [min, max], both included.
 *
 * @example
 * randomInt(createRng('x'), 1, 5) // 1, 2, 3, 4 or 5
 */
export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/**
 * A shuffled copy (Fisher–Yates); the input is left as it was.
 *
 * @example
 * shuffled(createRng('x'), ['home', 'away', 'home'])
 */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    const a = copy[i] as T; // i and j are within bounds
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

/**
 * `count` whole numbers in [min, max], sorted ascending (repeats allowed).
 *
 * @example
 * sortedInts(createRng('x'), 3, 1, 90) // e.g. [12, 40, 77]
 */
export function sortedInts(rng: Rng, count: number, min: number, max: number): number[] {
  return Array.from({ length: count }, () => randomInt(rng, min, max)).sort((a, b) => a - b);
}
