import type { PlanKind } from '@scoreline/contract';
import type { Game } from '@scoreline/lottery';
import { lotteryPaths } from '../lottery-paths.ts';

/** Which pages each game uses (spec section 2, /pages/jisuan/) and which record family it saves to. */

export { lotteryPaths };

export interface GameConfig {
  game: Game;
  kind: PlanKind;
  calculator: string;
  /** Optimisation page; none for the pools (no odds). */
  bonus: string | null;
  filters: string;
  detail: string;
  share: string;
}

export const GAMES: Record<Game, GameConfig> = {
  jczq: { game: 'jczq', kind: 'football', calculator: lotteryPaths.score, bonus: lotteryPaths.bonus, filters: lotteryPaths.filters, detail: lotteryPaths.footballDetail, share: lotteryPaths.share },
  jclq: { game: 'jclq', kind: 'basketball', calculator: lotteryPaths.basketball, bonus: lotteryPaths.basketballBonus, filters: lotteryPaths.filters, detail: lotteryPaths.basketballDetail, share: lotteryPaths.share },
  beidan: { game: 'beidan', kind: 'beidan', calculator: lotteryPaths.beidan, bonus: lotteryPaths.beidanBonus, filters: lotteryPaths.beidanFilters, detail: lotteryPaths.beidanDetail, share: lotteryPaths.beidanShare },
  sfc: { game: 'sfc', kind: 'pool', calculator: lotteryPaths.sfc, bonus: null, filters: lotteryPaths.sfcFilters, detail: lotteryPaths.sfcDetail, share: lotteryPaths.share },
  rjiu: { game: 'rjiu', kind: 'pool', calculator: lotteryPaths.rjiu, bonus: null, filters: lotteryPaths.rjiuFilters, detail: lotteryPaths.rjiuDetail, share: lotteryPaths.share },
};

/** Whether a value is one of the games' codes. */
export function isGame(value: unknown): value is Game {
  return typeof value === 'string' && Object.hasOwn(GAMES, value);
}

/** Reads a `game` query parameter, defaulting to jingcai football. */
export function gameParam(value: string | null, fallback: Game = 'jczq'): Game {
  return isGame(value) ? value : fallback;
}

/** The link a shared plan opens at (public, no login). */
export function shareLink(config: GameConfig, shareId: string): string {
  const kind = config.kind === 'beidan' ? '' : `&kind=${config.kind}`;
  return `${window.location.origin}${window.location.pathname}#${config.share}?code=${shareId}${kind}`;
}
