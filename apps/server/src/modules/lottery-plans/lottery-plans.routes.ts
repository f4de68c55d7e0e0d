import { calls, MAX_OPTIMISED_ROWS, MAX_PLAN_MULTIPLE, MAX_SAVED_PLANS, planCallsByKind, PLAN_KINDS, type CallDef, type PlanKind } from '@scoreline/contract';
import type { CallHandler, HandlerMap } from '../../platform/context.ts';
import type { Db } from '../../plugins/db/database.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { LotteryDataService } from '../lottery-data/index.ts';
import { LotteryCalculatorService } from './lottery-calculator.service.ts';
import { LotteryPlansService } from './lottery-plans.service.ts';

/** The operations of a family in the contract's `planCallsByKind`. */
const RECORD_OPS = ['save', 'list', 'detail', 'remove', 'share'] as const;
type RecordCall<K extends string> = `save${K}Plan` | `${Uncapitalize<K>}Plans` | `${Uncapitalize<K>}Plan` | `delete${K}Plan` | `shared${K}Plan`;
type RecordCalls = RecordCall<'Football' | 'Basketball' | 'Beidan' | 'Pool'>;
type LotteryPlanCalls =
  | 'calculatorFootballMatches'
  | 'calculatorBasketballMatches'
  | 'calculatorBeidanMatches'
  | 'poolIssues'
  | 'poolIssue'
  | 'calculatorSaveTips'
  | RecordCalls;

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
    ...recordCallHandlers(plans),
  };
}

/** One family's saved-plan handlers, by the operations of the contract's family table. */
function familyHandlers(plans: LotteryPlansService, kind: PlanKind) {
  return {
    save: (p: Parameters<LotteryPlansService['save']>[1], ctx: Parameters<LotteryPlansService['save']>[2]) => plans.save(kind, p, ctx),
    list: (p: { page: number; pageSize: number }, ctx: Parameters<LotteryPlansService['list']>[3]) => plans.list(kind, p.page, p.pageSize, ctx),
    detail: (p: { id: string }, ctx: Parameters<LotteryPlansService['detail']>[2]) => plans.detail(kind, p.id, ctx),
    remove: (p: { id: string }, ctx: Parameters<LotteryPlansService['remove']>[2]) => plans.remove(kind, p.id, ctx),
    share: (p: { shareId: string }, ctx: { locale: Parameters<LotteryPlansService['shared']>[2] }) => plans.shared(kind, p.shareId, ctx.locale),
  };
}

/**
 * Every family's record calls, each found in `calls` through the contract's family table
 * (`planCallsByKind`), so the twenty call names are spelt only in the contract. Should one be
 * missed, the dispatcher refuses to start (it checks every call has a handler).
 */
function recordCallHandlers(plans: LotteryPlansService): HandlerMap<RecordCalls> {
  const byCall = new Map<CallDef, CallHandler<CallDef>>();
  for (const kind of PLAN_KINDS) {
    const handlers = familyHandlers(plans, kind);
    for (const op of RECORD_OPS) byCall.set(planCallsByKind[kind][op], handlers[op] as CallHandler<CallDef>);
  }
  const found = Object.entries(calls).flatMap(([key, call]) => {
    const handler = byCall.get(call);
    return handler ? [[key, handler] as const] : [];
  });
  // The keys are those of planCallsByKind's calls in `calls`: the record calls, by construction.
  return Object.fromEntries(found) as HandlerMap<RecordCalls>;
}
