/** Geometry for the hand-made SVG line charts (odds movement): pure, so it is tested alone. */

export interface Point {
  x: number;
  y: number;
}

export interface SeriesPoint {
  at: number;
  value: number;
}

export interface ChartBox {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface Scaled {
  lines: Point[][];
  minValue: number;
  maxValue: number;
  from: number;
  to: number;
  /** Value → y, for grid lines and labels. */
  y: (value: number) => number;
  x: (at: number) => number;
}

/**
 * Scales several series over a common time and value range into the box. A flat range gets
 * a margin so a line that never moved sits in the middle instead of on an edge; the last
 * value is held up to `until` (a quote stays in force until the next one).
 *
 * @example scaleSeries([[{ at: 0, value: 2 }, { at: 10, value: 1 }]], box, 10).lines[0][0].y // top
 */
export function scaleSeries(series: readonly (readonly SeriesPoint[])[], box: ChartBox, until?: number): Scaled {
  const points = series.flat();
  const values = points.map((p) => p.value);
  let minValue = values.length ? Math.min(...values) : 0;
  let maxValue = values.length ? Math.max(...values) : 1;
  if (maxValue - minValue < 1e-9) {
    minValue -= 0.05 * Math.max(1, Math.abs(minValue));
    maxValue += 0.05 * Math.max(1, Math.abs(maxValue));
  }
  const from = points.length ? Math.min(...points.map((p) => p.at)) : 0;
  const last = points.length ? Math.max(...points.map((p) => p.at)) : 1;
  const to = Math.max(until ?? last, last, from + 1);
  const { width, height, padding } = box;
  const innerW = width - padding.left - padding.right;
  const innerH = height - padding.top - padding.bottom;
  const x = (at: number) => padding.left + ((at - from) / (to - from)) * innerW;
  const y = (value: number) => padding.top + (1 - (value - minValue) / (maxValue - minValue)) * innerH;
  const lines = series.map((one) => {
    const steps: Point[] = [];
    one.forEach((p, i) => {
      // A step chart: the previous price holds until the moment it changes.
      const previous = one[i - 1];
      if (previous) steps.push({ x: x(p.at), y: y(previous.value) });
      steps.push({ x: x(p.at), y: y(p.value) });
    });
    const tail = one[one.length - 1];
    if (tail && to > tail.at) steps.push({ x: x(to), y: y(tail.value) });
    return steps;
  });
  return { lines, minValue, maxValue, from, to, x, y };
}

/**
 * An SVG `points` attribute.
 *
 * @example toPolyline([{ x: 1, y: 2 }, { x: 3, y: 4 }]) // '1,2 3,4'
 */
export function toPolyline(points: readonly Point[]): string {
  return points.map((p) => `${round(p.x)},${round(p.y)}`).join(' ');
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
