/**
 * The server's clock as the page knows it. Live minutes are computed on the page from instants
 * the server sends (`liveClock.startedAt`), so they must be read against the server's now, not a
 * phone clock that may be minutes off. Every API reply carries the standard HTTP `Date` header
 * (whole seconds); the API client reports it here.
 *
 * A phone clock within a second and a half of the server's is kept as it is: a header is only
 * exact to a second, and following each one would make a minute flicker back and forth at its
 * boundary. A clock further off is corrected once, to within half a second.
 */
const TOLERANCE_MS = 1_500;

let offsetMs = 0;

/** Now on the server's clock, epoch ms. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/**
 * Takes one reply's `Date` header, received at `receivedAt` (the page's clock). A missing or
 * unreadable header is ignored.
 *
 * @example noteServerDate('Sun, 29 Nov 2026 05:00:00 GMT', Date.UTC(2026, 10, 29, 5, 3)) // the phone runs 3 min fast
 */
export function noteServerDate(header: string | null, receivedAt: number): void {
  if (!header) return;
  const at = Date.parse(header);
  if (Number.isNaN(at)) return;
  // The header holds the second the reply left in: its middle is the best single guess.
  const sample = at + 500 - receivedAt;
  if (Math.abs(sample - offsetMs) > TOLERANCE_MS) offsetMs = sample;
}

/** Tests: forget what was learnt. */
export function resetServerClock(): void {
  offsetMs = 0;
}
