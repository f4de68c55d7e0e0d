/**
 * Basketball team ratings for the final margin and the total points, fitted by time-weighted
 * ridge least squares on earlier games only:
 *
 *   margin (home − away) = h + rₕ − rₐ + b·B2Bₕ + c·B2Bₐ + s·(restₕ − restₐ) + ε,  ε ~ Normal(0, σ)
 *   total                = μ + pₕ + pₐ + g·(B2Bₕ + B2Bₐ) + ε′,                    ε′ ~ Normal(0, σ′)
 *
 * where r is a team's strength, p its pace-and-scoring level, B2B "played the day before" and rest
 * the days since the team's previous game (capped: a season opener counts as well rested). Each
 * game is weighted by 0.5^(age / half-life); each team term has a ridge prior of PRIOR_GAMES games
 * towards 0 (an average side), so a team with little recent history starts average. The normal
 * equations are small (one unknown per team plus a handful), so they are solved exactly.
 */
import type { BasketballLines, BasketballModel } from './basketball.ts';

/** A game's schedule and result. Instants in milliseconds since the epoch (the game's day). */
export interface NbaGame {
  readonly playedAt: number;
  readonly home: string;
  readonly away: string;
  readonly homePoints: number;
  readonly awayPoints: number;
}

/** A game with each side's days since its previous game (known from the schedule before tip-off). */
export interface RestedGame extends NbaGame {
  readonly homeRest: number;
  readonly awayRest: number;
}

export interface NbaRatings {
  /** Only games played before this instant were used. */
  readonly fittedAt: number;
  readonly homeAdvantage: number;
  readonly homeBackToBack: number;
  readonly awayBackToBack: number;
  /** Points per day of rest advantage (capped days). */
  readonly restPerDay: number;
  readonly marginSigma: number;
  readonly baseTotal: number;
  /** Points added to the total per side on a back-to-back. */
  readonly totalBackToBack: number;
  readonly totalSigma: number;
  readonly teams: ReadonlyMap<string, { readonly strength: number; readonly pace: number }>;
  /** Weighted games the fit saw (Σ weights). */
  readonly weight: number;
}

export interface NbaRatingOptions {
  /** Days for a game's weight to halve. Default {@link NBA_HALF_LIFE_DAYS}. */
  readonly halfLifeDays?: number;
  /** Ridge prior of each team term, in games. Default {@link NBA_PRIOR_GAMES}. */
  readonly priorGames?: number;
}

/** Chosen on the 2008–2018 seasons only (README, "NBA back-test"). */
export const NBA_HALF_LIFE_DAYS = 90;
/** Chosen with the half-life. */
export const NBA_PRIOR_GAMES = 2;
/** Rest beyond this many days adds nothing (and a season opener counts as this). */
export const NBA_REST_CAP_DAYS = 3;

const DAY_MS = 86_400_000;
/** Games weighing less than this are left out of a fit (they would change nothing visible). */
const MIN_WEIGHT = 1e-3;
/** Weak priors for the league-wide terms, so an empty history still gives a usable model. */
const LEAGUE_PRIOR = { homeAdvantage: 3, baseTotal: 205, games: 1 };

/**
 * Days since each side's previous game, capped at {@link NBA_REST_CAP_DAYS}; 1 = back-to-back.
 * Uses only earlier games, so adding later games changes no game's rest.
 * @example withRestDays(games)[0].homeRest // 3 (nothing earlier: season opener)
 */
export function withRestDays(games: readonly NbaGame[]): RestedGame[] {
  const sorted = [...games].sort((a, b) => a.playedAt - b.playedAt);
  const last = new Map<string, number>();
  const rest = (team: string, at: number): number => {
    const before = last.get(team);
    if (before === undefined) return NBA_REST_CAP_DAYS;
    return Math.min(NBA_REST_CAP_DAYS, Math.max(0, Math.round((at - before) / DAY_MS)));
  };
  return sorted.map((g) => {
    const rested = { ...g, homeRest: rest(g.home, g.playedAt), awayRest: rest(g.away, g.playedAt) };
    last.set(g.home, g.playedAt);
    last.set(g.away, g.playedAt);
    return rested;
  });
}

/** Fixed columns of each design: the league-wide terms before the team terms. */
const MARGIN_FIXED = 4; // home advantage, home B2B, away B2B, rest per day
const TOTAL_FIXED = 2; // base total, B2B

/**
 * Fits ratings on the games played before `before` (later games are ignored).
 * @example fitNbaRatings(withRestDays(games), jan7th2019).homeAdvantage // ≈ 2.5
 */
export function fitNbaRatings(games: readonly RestedGame[], before: number, options: NbaRatingOptions = {}): NbaRatings {
  const halfLife = options.halfLifeDays ?? NBA_HALF_LIFE_DAYS;
  const prior = options.priorGames ?? NBA_PRIOR_GAMES;
  if (!(halfLife > 0) || !(prior > 0)) throw new RangeError(`half-life and prior must be positive: ${halfLife}, ${prior}`);
  const used = games.flatMap((g) => {
    const w = g.playedAt < before ? 0.5 ** ((before - g.playedAt) / DAY_MS / halfLife) : 0;
    return w >= MIN_WEIGHT ? [{ g, w }] : [];
  });
  const names = [...new Set(used.flatMap(({ g }) => [g.home, g.away]))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const margin = new Normal(MARGIN_FIXED + names.length);
  const total = new Normal(TOTAL_FIXED + names.length);
  for (const { g, w } of used) {
    const h = MARGIN_FIXED + (index.get(g.home) ?? 0);
    const a = MARGIN_FIXED + (index.get(g.away) ?? 0);
    margin.add([[0, 1], [1, b2b(g.homeRest)], [2, b2b(g.awayRest)], [3, g.homeRest - g.awayRest], [h, 1], [a, -1]], g.homePoints - g.awayPoints, w);
    const th = TOTAL_FIXED + (index.get(g.home) ?? 0);
    const ta = TOTAL_FIXED + (index.get(g.away) ?? 0);
    total.add([[0, 1], [1, b2b(g.homeRest) + b2b(g.awayRest)], [th, 1], [ta, 1]], g.homePoints + g.awayPoints, w);
  }
  margin.prior(0, LEAGUE_PRIOR.games, LEAGUE_PRIOR.homeAdvantage);
  total.prior(0, LEAGUE_PRIOR.games, LEAGUE_PRIOR.baseTotal);
  for (let i = 1; i < MARGIN_FIXED; i++) margin.prior(i, LEAGUE_PRIOR.games, 0);
  for (let i = 1; i < TOTAL_FIXED; i++) total.prior(i, LEAGUE_PRIOR.games, 0);
  for (let t = 0; t < names.length; t++) {
    margin.prior(MARGIN_FIXED + t, prior, 0);
    total.prior(TOTAL_FIXED + t, prior, 0);
  }
  const m = margin.solve();
  const s = total.solve();
  const weight = used.reduce((sum, u) => sum + u.w, 0);
  return {
    fittedAt: before,
    homeAdvantage: m[0] ?? 0,
    homeBackToBack: m[1] ?? 0,
    awayBackToBack: m[2] ?? 0,
    restPerDay: m[3] ?? 0,
    marginSigma: margin.sigma(m, names.length + MARGIN_FIXED),
    baseTotal: s[0] ?? 0,
    totalBackToBack: s[1] ?? 0,
    totalSigma: total.sigma(s, names.length + TOTAL_FIXED),
    teams: new Map(names.map((n, i) => [n, { strength: m[MARGIN_FIXED + i] ?? 0, pace: s[TOTAL_FIXED + i] ?? 0 }])),
    weight,
  };
}

const b2b = (rest: number): number => (rest <= 1 ? 1 : 0);

/** σ used while a fit has seen almost nothing (the data-file figures of basketball.ts). */
const FALLBACK_SIGMA = { margin: 13.2, total: 18.25 };

/**
 * The margin and total distributions the ratings give one game (a team the fit never saw is average).
 * @example nbaGameModel(ratings, { home: 'bos', away: 'ny', homeRest: 2, awayRest: 1 }).meanMargin
 */
export function nbaGameModel(ratings: NbaRatings, game: Pick<RestedGame, 'home' | 'away' | 'homeRest' | 'awayRest'>): BasketballModel {
  const home = ratings.teams.get(game.home) ?? { strength: 0, pace: 0 };
  const away = ratings.teams.get(game.away) ?? { strength: 0, pace: 0 };
  const meanMargin = ratings.homeAdvantage + home.strength - away.strength + ratings.homeBackToBack * b2b(game.homeRest) + ratings.awayBackToBack * b2b(game.awayRest) + ratings.restPerDay * (game.homeRest - game.awayRest);
  const meanTotal = ratings.baseTotal + home.pace + away.pace + ratings.totalBackToBack * (b2b(game.homeRest) + b2b(game.awayRest));
  const seen = ratings.weight > 50;
  return {
    meanMargin,
    marginSigma: seen ? ratings.marginSigma : FALLBACK_SIGMA.margin,
    meanTotal,
    totalSigma: seen ? ratings.totalSigma : FALLBACK_SIGMA.total,
  };
}

/**
 * The published basketball model: the ratings' means moved towards the pre-match lines by the
 * market weights (0 = ratings only, 1 = lines only), with the σ's given (learned out of sample).
 * @example blendBasketballModels(own, { homeHandicap: -5.5, total: 221.5 }, { margin: 0.8, total: 0.8 }, { margin: 12.5, total: 18 })
 */
export function blendBasketballModels(
  own: BasketballModel,
  lines: BasketballLines,
  weights: { readonly margin: number; readonly total: number },
  sigmas: { readonly margin: number; readonly total: number },
): BasketballModel {
  for (const w of [weights.margin, weights.total]) if (!(w >= 0 && w <= 1)) throw new RangeError(`a market weight is in [0, 1]: ${w}`);
  return {
    meanMargin: (1 - weights.margin) * own.meanMargin + weights.margin * -lines.homeHandicap,
    marginSigma: sigmas.margin,
    meanTotal: (1 - weights.total) * own.meanTotal + weights.total * lines.total,
    totalSigma: sigmas.total,
  };
}

/** Weighted normal equations (XᵀWX + priors) θ = XᵀWy for a sparse design, solved by Cholesky. */
class Normal {
  private readonly a: Float64Array;
  private readonly b: Float64Array;
  private readonly rows: { x: [number, number][]; y: number; w: number }[] = [];

  constructor(private readonly k: number) {
    this.a = new Float64Array(k * k);
    this.b = new Float64Array(k);
  }

  add(x: [number, number][], y: number, w: number): void {
    for (const [i, xi] of x) {
      this.b[i] = (this.b[i] ?? 0) + w * xi * y;
      for (const [j, xj] of x) this.a[i * this.k + j] = (this.a[i * this.k + j] ?? 0) + w * xi * xj;
    }
    this.rows.push({ x, y, w });
  }

  /** A ridge prior: `games` games' worth of evidence that θᵢ = mean. */
  prior(i: number, games: number, mean: number): void {
    this.a[i * this.k + i] = (this.a[i * this.k + i] ?? 0) + games;
    this.b[i] = (this.b[i] ?? 0) + games * mean;
  }

  solve(): number[] {
    const { k, a } = this;
    const l = new Float64Array(k * k);
    for (let i = 0; i < k; i++) {
      for (let j = 0; j <= i; j++) {
        let sum = a[i * k + j] ?? 0;
        for (let p = 0; p < j; p++) sum -= (l[i * k + p] ?? 0) * (l[j * k + p] ?? 0);
        l[i * k + j] = i === j ? Math.sqrt(sum) : sum / (l[j * k + j] ?? 1);
      }
    }
    const z = new Array<number>(k).fill(0);
    for (let i = 0; i < k; i++) {
      let sum = this.b[i] ?? 0;
      for (let p = 0; p < i; p++) sum -= (l[i * k + p] ?? 0) * (z[p] ?? 0);
      z[i] = sum / (l[i * k + i] ?? 1);
    }
    const theta = new Array<number>(k).fill(0);
    for (let i = k - 1; i >= 0; i--) {
      let sum = z[i] ?? 0;
      for (let p = i + 1; p < k; p++) sum -= (l[p * k + i] ?? 0) * (theta[p] ?? 0);
      theta[i] = sum / (l[i * k + i] ?? 1);
    }
    return theta;
  }

  /** Weighted residual RMS, widened for the parameters fitted (a fit flatters its own data). */
  sigma(theta: readonly number[], parameters: number): number {
    let ss = 0;
    let sw = 0;
    for (const r of this.rows) {
      const fit = r.x.reduce((s, [i, xi]) => s + xi * (theta[i] ?? 0), 0);
      ss += r.w * (r.y - fit) ** 2;
      sw += r.w;
    }
    if (sw <= parameters + 1) return Number.NaN;
    return Math.sqrt(ss / (sw - parameters));
  }
}
