import type { PlanKind } from '@scoreline/contract';
import type { HandlerMap } from '../../platform/context.ts';
import type { Db } from '../../plugins/db/database.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { LotteryDataService } from '../lottery-data/index.ts';
import { LotteryCalculatorService } from './lottery-calculator.service.ts';
import { LotteryPlansService } from './lottery-plans.service.ts';
import { MAX_OPTIMISED_ROWS, MAX_PLAN_MULTIPLE, MAX_SAVED_PLANS } from '@scoreline/contract';

type RecordCall<K extends string> = `save${K}Plan` | `${Uncapitalize<K>}Plans` | `${Uncapitalize<K>}Plan` | `delete${K}Plan` | `shared${K}Plan`;
type LotteryPlanCalls =
  | 'calculatorFootballMatches'
  | 'calculatorBasketballMatches'
  | 'calculatorBeidanMatches'
  | 'poolIssues'
  | 'poolIssue'
  | 'calculatorSaveTips'
  | RecordCall<'Football' | 'Basketball' | 'Beidan' | 'Pool'>;

export interface LotteryPlanDeps {
  db: Db;
  board: MatchBoard;
  data: LotteryDataService;
  now: () => number;
}

/** How often each node looks for saved plans to settle. */
export const SETTLE_SWEEP_MS = 60_000;

/**
 * The lottery plans module: its calls, and `start()` for the settlement sweep (returns the stop
 * function). `onError` hears a failed sweep; the next one tries again.
 */
export function createLotteryPlans(deps: LotteryPlanDeps & { onError: (error: unknown) => void }) {
  const calculator = new LotteryCalculatorService(deps.data, deps.now);
  const plans = new LotteryPlansService({ ...deps, calculator });
  return {
    handlers: lotteryPlanHandlers(plans, calculator),
    start: (): (() => void) => {
      const timer = setInterval(() => void plans.settleDue().catch(deps.onError), SETTLE_SWEEP_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

/** The calculators' calls (MobileJin): matches on sale, 14-match issues and saved plans. */
export function lotteryPlanHandlers(plans: LotteryPlansService, calculator: LotteryCalculatorService): HandlerMap<LotteryPlanCalls> {
  const records = (kind: PlanKind) => ({
    save: (p: Parameters<LotteryPlansService['save']>[1], ctx: Parameters<LotteryPlansService['save']>[2]) => plans.save(kind, p, ctx),
    list: (p: { page: number; pageSize: number }, ctx: Parameters<LotteryPlansService['list']>[3]) => plans.list(kind, p.page, p.pageSize, ctx),
    detail: (p: { id: string }, ctx: Parameters<LotteryPlansService['detail']>[2]) => plans.detail(kind, p.id, ctx),
    remove: (p: { id: string }, ctx: Parameters<LotteryPlansService['remove']>[2]) => plans.remove(kind, p.id, ctx),
    share: (p: { shareId: string }, ctx: { locale: Parameters<LotteryPlansService['shared']>[2] }) => plans.shared(kind, p.shareId, ctx.locale),
  });
  const football = records('football');
  const basketball = records('basketball');
  const beidan = records('beidan');
  const pool = records('pool');
  return {
    calculatorFootballMatches: (p, ctx) => calculator.football(p.date, ctx.locale),
    calculatorBasketballMatches: (p, ctx) => calculator.basketball(p.date, ctx.locale),
    calculatorBeidanMatches: (p, ctx) => calculator.beidan(p.date, ctx.locale),
    poolIssues: () => calculator.issues(),
    poolIssue: (p, ctx) => calculator.issue(p.issue, ctx.locale),
    calculatorSaveTips: async (_p, ctx) => ({
      maxSavedPlans: MAX_SAVED_PLANS,
      maxPlanMultiple: MAX_PLAN_MULTIPLE,
      maxOptimisedRows: MAX_OPTIMISED_ROWS,
      saved: await plans.savedCounts(ctx),
      sellsTickets: false as const,
    }),
    saveFootballPlan: football.save,
    footballPlans: football.list,
    footballPlan: football.detail,
    deleteFootballPlan: football.remove,
    sharedFootballPlan: football.share,
    saveBasketballPlan: basketball.save,
    basketballPlans: basketball.list,
    basketballPlan: basketball.detail,
    deleteBasketballPlan: basketball.remove,
    sharedBasketballPlan: basketball.share,
    saveBeidanPlan: beidan.save,
    beidanPlans: beidan.list,
    beidanPlan: beidan.detail,
    deleteBeidanPlan: beidan.remove,
    sharedBeidanPlan: beidan.share,
    savePoolPlan: pool.save,
    poolPlans: pool.list,
    poolPlan: pool.detail,
    deletePoolPlan: pool.remove,
    sharedPoolPlan: pool.share,
  };
}
