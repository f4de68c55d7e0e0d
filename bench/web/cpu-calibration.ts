/**
 * Lighthouse's simulated mobile load multiplies the CPU time it observed by a fixed 4, which
 * lands on its target phone only from a host of the speed it was tuned on (a BenchmarkIndex of
 * about 1,530). On a slower host the same 4 emulates a slower phone. Lighthouse's docs
 * (docs/throttling.md, "Calibrating the CPU slowdown") and its slow-host warning point to its
 * CPU throttling calculator, which maps the host's BenchmarkIndex to the multiplier that reaches
 * the same phone. These are that calculator's anchor points, between which it is linear.
 */
const CALCULATOR_ANCHORS: readonly (readonly [benchmarkIndex: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
];

/** Below this index the calculator gives no multiplier: the host is slower than the phone. */
export const SLOWEST_CALIBRATED_INDEX = 150;

/** The CPU slowdown for a host that measured `benchmarkIndex` (see CALCULATOR_ANCHORS). */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex)) throw new Error(`Lighthouse BenchmarkIndex must be a finite number, got ${benchmarkIndex}`);
  if (benchmarkIndex < SLOWEST_CALIBRATED_INDEX) {
    throw new Error(`Lighthouse BenchmarkIndex ${benchmarkIndex} is under ${SLOWEST_CALIBRATED_INDEX}: this machine is too slow to emulate Lighthouse's target phone`);
  }
  // Past the last anchor the calculator keeps its last segment's slope.
  const segment = CALCULATOR_ANCHORS.findIndex(([index], i) => i > 0 && benchmarkIndex <= index);
  const upper = segment === -1 ? CALCULATOR_ANCHORS.length - 1 : segment;
  const [x0, y0] = CALCULATOR_ANCHORS[upper - 1]!;
  const [x1, y1] = CALCULATOR_ANCHORS[upper]!;
  return y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0);
}
