/**
 * An attack-momentum series derived from a match's events, as the big score apps draw it:
 * per time slice, how much each side pressed. Goals weigh most, corners show sustained
 * pressure, and a card hints at the opponent being on top. Each slice also carries a share of
 * the previous one, so a spell of pressure fades instead of dropping to zero.
 */

export interface MomentumEvent {
  minute: string;
  kind: string;
  side: 'home' | 'away' | null;
}

export interface MomentumSlice {
  /** First minute of the slice. */
  from: number;
  /** Home pressure minus away pressure, scaled to −1 … 1 over the whole match. */
  value: number;
}

const WEIGHTS: Record<string, { own: number; other: number }> = {
  goal: { own: 3, other: 0 },
  corner: { own: 1, other: 0 },
  yellow_card: { own: 0, other: 0.5 },
  red_card: { own: 0, other: 1 },
};
const CARRY = 0.45;

/**
 * The minute of an event label (`67'`, `45+2'`, `90+4`); stoppage counts as the half's end.
 *
 * @example minuteOf("45+2'") // 45
 */
export function minuteOf(label: string): number | null {
  const match = /^(\d{1,3})/.exec(label.trim());
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * Momentum slices of `sliceMinutes` from kick-off up to `upTo` (the current minute, or 90).
 *
 * @example momentum([{ minute: "12'", kind: 'goal', side: 'home' }], 90, 15)[0].value // 1
 */
export function momentum(events: readonly MomentumEvent[], upTo: number, sliceMinutes = 5): MomentumSlice[] {
  const count = Math.max(1, Math.ceil(Math.min(Math.max(upTo, 1), 120) / sliceMinutes));
  const raw = Array.from({ length: count }, () => 0);
  for (const event of events) {
    const weight = WEIGHTS[event.kind];
    const minute = minuteOf(event.minute);
    if (!weight || minute === null || event.side === null) continue;
    const slot = Math.min(count - 1, Math.floor(Math.max(0, minute - 1) / sliceMinutes));
    const sign = event.side === 'home' ? 1 : -1;
    raw[slot] = (raw[slot] ?? 0) + sign * weight.own - sign * weight.other;
  }
  const carried: number[] = [];
  raw.forEach((value, i) => carried.push(value + CARRY * (carried[i - 1] ?? 0)));
  const peak = Math.max(1, ...carried.map(Math.abs));
  return carried.map((value, i) => ({ from: i * sliceMinutes, value: value / peak }));
}
