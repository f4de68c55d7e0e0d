/**
 * Deterministic solvers: a root bracket (bisection) and a small Levenberg–Marquardt least-squares
 * minimiser. No randomness and a fixed iteration budget, so one input always gives one output.
 */

/**
 * A root of a continuous `f` on [lo, hi], where f(lo) and f(hi) have opposite signs (or one is 0);
 * throws a RangeError otherwise. Bisects to machine precision (at most 200 halvings).
 * @example bisect((x) => x * x - 2, 0, 2) // 1.4142135623730951
 */
export function bisect(f: (x: number) => number, lo: number, hi: number): number {
  let fLo = f(lo);
  if (fLo === 0) return lo;
  if (f(hi) === 0) return hi;
  if (fLo * f(hi) > 0) throw new RangeError(`no sign change on [${lo}, ${hi}]`);
  let a = lo;
  let b = hi;
  for (let i = 0; i < 200 && b - a > 0; i++) {
    const mid = a + (b - a) / 2;
    if (mid === a || mid === b) break;
    const fMid = f(mid);
    if (fMid === 0) return mid;
    if (fLo * fMid < 0) b = mid;
    else [a, fLo] = [mid, fMid];
  }
  return a + (b - a) / 2;
}

/** What {@link leastSquares} found. */
export interface LeastSquaresResult {
  /** The parameters at the minimum. */
  readonly x: readonly number[];
  /** Half the sum of squared residuals at `x`. */
  readonly cost: number;
  /** Iterations used (each builds one Jacobian). */
  readonly iterations: number;
}

/**
 * Minimises ½·Σ rᵢ(x)² by Levenberg–Marquardt with a central-difference Jacobian. Robust for the
 * small (2–4 parameter) fits here: a failed step raises the damping instead of moving.
 * @example leastSquares((x) => [x[0]! - 3, 2 * (x[1]! + 1)], [0, 0]).x // ≈ [3, −1]
 */
export function leastSquares(
  residuals: (x: readonly number[]) => readonly number[],
  start: readonly number[],
  maxIterations = 100,
): LeastSquaresResult {
  let x = [...start];
  let r = residuals(x);
  let cost = halfSquaredNorm(r);
  let damping = 1e-3;
  let iterations = 0;
  while (iterations < maxIterations && cost > 1e-30) {
    iterations++;
    const jacobian = centralJacobian(residuals, x);
    const step = dampedGaussNewtonStep(jacobian, r, damping);
    const trial = x.map((xi, i) => xi - (step[i] ?? 0));
    const trialR = residuals(trial);
    const trialCost = halfSquaredNorm(trialR);
    if (trialCost < cost) {
      const gain = cost - trialCost;
      [x, r, cost] = [trial, trialR, trialCost];
      damping = Math.max(damping / 10, 1e-12);
      if (gain < 1e-18 + 1e-14 * cost) break;
    } else {
      damping *= 10;
      if (damping > 1e12) break;
    }
  }
  return { x, cost, iterations };
}

function halfSquaredNorm(r: readonly number[]): number {
  return r.reduce((sum, ri) => sum + ri * ri, 0) / 2;
}

/** J[i][j] = ∂rᵢ/∂xⱼ by central differences with a step scaled to |xⱼ|. */
function centralJacobian(f: (x: readonly number[]) => readonly number[], x: readonly number[]): number[][] {
  const columns = x.map((xj, j) => {
    const h = 1e-6 * Math.max(1, Math.abs(xj));
    const up = f(x.map((v, k) => (k === j ? v + h : v)));
    const down = f(x.map((v, k) => (k === j ? v - h : v)));
    return up.map((u, i) => (u - (down[i] ?? 0)) / (2 * h));
  });
  const rows = columns[0]?.length ?? 0;
  return Array.from({ length: rows }, (_, i) => columns.map((col) => col[i] ?? 0));
}

/** Solves (JᵀJ + μ·diag(JᵀJ) + μ·I)·δ = Jᵀr (Marquardt's scaling, plus a floor for flat directions). */
function dampedGaussNewtonStep(jacobian: readonly (readonly number[])[], r: readonly number[], damping: number): number[] {
  const n = jacobian[0]?.length ?? 0;
  const a = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => jacobian.reduce((s, row) => s + (row[i] ?? 0) * (row[j] ?? 0), 0)),
  );
  const g = Array.from({ length: n }, (_, i) => jacobian.reduce((s, row, k) => s + (row[i] ?? 0) * (r[k] ?? 0), 0));
  const damped = a.map((row, i) => row.map((v, j) => (i === j ? v * (1 + damping) + damping : v)));
  return solveLinear(damped, g);
}

/**
 * Gaussian elimination with partial pivoting on a small dense system; a singular system gives 0s.
 * @example solveLinear([[0, 1], [2, 0]], [3, 4]) // [2, 3]
 */
export function solveLinear(matrix: readonly (readonly number[])[], rhs: readonly number[]): number[] {
  const n = rhs.length;
  const m = matrix.map((row, i) => [...row, rhs[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(m[row]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = row;
    }
    [m[col], m[pivot]] = [m[pivot] ?? [], m[col] ?? []];
    const p = m[col]?.[col] ?? 0;
    if (p === 0) continue;
    for (let row = col + 1; row < n; row++) {
      const factor = (m[row]?.[col] ?? 0) / p;
      m[row] = (m[row] ?? []).map((v, k) => v - factor * (m[col]?.[k] ?? 0));
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    const p = m[row]?.[row] ?? 0;
    let s = m[row]?.[n] ?? 0;
    for (let k = row + 1; k < n; k++) s -= (m[row]?.[k] ?? 0) * (x[k] ?? 0);
    x[row] = p === 0 ? 0 : s / p;
  }
  return x;
}
