/**
 * Which team a screen shows first. Football lists the home side first; basketball lists the away
 * side first (客队在前, "火箭 @ 活塞"), as Sports Lottery and Chinese basketball apps do, so the
 * title, the rows, the header, the quarter table and the box score all read the same way.
 */

export type Side = 'home' | 'away';

const FOOTBALL: readonly [Side, Side] = ['home', 'away'];
const BASKETBALL: readonly [Side, Side] = ['away', 'home'];

/**
 * The two sides in screen order (left/top first).
 * @example sidesOf('basketball') // ['away', 'home']
 */
export function sidesOf(sport: 'football' | 'basketball'): readonly [Side, Side] {
  return sport === 'basketball' ? BASKETBALL : FOOTBALL;
}

/**
 * A home/away pair in screen order.
 * @example inOrder(['away', 'home'], { home: 101, away: 99 }) // [99, 101]
 */
export function inOrder<T>(sides: readonly [Side, Side], pair: { home: T; away: T }): [T, T] {
  return [pair[sides[0]], pair[sides[1]]];
}
