import type { AiPlanType } from '@scoreline/contract';
import type { Kysely } from 'kysely';
import type { HandlerMap } from '../../platform/context.ts';
import type { Database } from '../../plugins/db/schema.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { FeedProvider } from '../feed/live/feed-provider.ts';
import { refuseFromKickoff, type ItemRegistry } from '../wallet/index.ts';
import { scorecard } from './ai-scorecard.ts';
import { AiBacktestJob, type BacktestSummary } from './ai-backtest.job.ts';
import { AiJob } from './ai.job.ts';
import { recordByRef } from './ai.repo.ts';
import { AiService, type Sport } from './ai.service.ts';

type AiCalls =
  | 'aiSpfPlans' | 'aiJqsPlans' | 'aiBqcPlans' | 'aiDxf2x1Plans' | 'aiDxfSinglePlans' | 'aiRfSinglePlans' | 'aiBasketballPlans'
  | 'aiFootballStats' | 'aiBasketballStats' | 'aiVerify' | 'aiChainHeads' | 'aiScorecard';

export interface AiDeps {
  db: Kysely<Database>;
  board: MatchBoard;
  now: () => number;
  items: ItemRegistry;
  /** True on the node that publishes and settles (the feed leader). */
  publishes: () => boolean;
  onError: (error: unknown) => void;
  /** The replayed past for the first start's back-test (a feed instance of its own); none: no back-test. */
  pastFeed?: FeedProvider | undefined;
  onBacktestDone?: (summary: BacktestSummary) => void;
}

export interface AiModule {
  handlers: HandlerMap<AiCalls>;
  job: AiJob;
  backtest: AiBacktestJob | null;
  /** Starts the job and the back-test; the function returned stops both (waiting for the back-test's day in hand). */
  start: () => () => Promise<void>;
}

/**
 * Starts the back-test once, in the background, on the publishing node as soon as the board has
 * matches (the data is imported and the feed runs); a failure is reported and retried on a later change.
 */
function startBacktest(deps: AiDeps, backtest: AiBacktestJob): () => Promise<void> {
  let started = false;
  const off = deps.board.onChange(() => {
    if (started || !deps.publishes() || deps.board.fixtures('football').length + deps.board.fixtures('basketball').length === 0) return;
    started = true;
    void backtest.run().then(
      (summary) => deps.onBacktestDone?.(summary),
      (error: unknown) => {
        started = false;
        deps.onError(error);
      },
    );
  });
  return async () => {
    off();
    await backtest.stop();
  };
}

/** Registers the plans with the wallet (sold until kick-off) and builds the job and the handlers. */
export function createAiModule(deps: AiDeps): AiModule {
  const { db, board, now } = deps;
  const ai = new AiService(db, board, now);
  const job = new AiJob({ db, board, now, shouldRun: deps.publishes, onError: deps.onError });
  const backtest = deps.pastFeed ? new AiBacktestJob({ db, feed: deps.pastFeed, now }) : null;
  const resolver = (sport: Sport, kind: 'aiPlan' | 'basketballPlan') => ({
    resolve: async (executor: Parameters<typeof recordByRef>[0], id: string) => {
      const row = await recordByRef(executor, id);
      if (!row || row.kind !== 'plan' || row.sport !== sport || row.price_coins === null) return undefined;
      refuseFromKickoff(row.kickoff_at.getTime(), now()); // sales close at kick-off; the picks are public once settled
      return { kind, id, priceCoins: row.price_coins, ownerId: null };
    },
  });
  deps.items.register('aiPlan', resolver('football', 'aiPlan'));
  deps.items.register('basketballPlan', resolver('basketball', 'basketballPlan'));
  const plans = (sport: Sport, types: AiPlanType[]) => (p: { day?: string | undefined }, ctx: Parameters<HandlerMap['aiSpfPlans']>[1]) =>
    ai.planList(sport, types, p.day, ctx.identity, ctx.locale);
  const handlers: HandlerMap<AiCalls> = {
    aiSpfPlans: plans('football', ['spf']),
    aiJqsPlans: plans('football', ['jqs']),
    aiBqcPlans: plans('football', ['bqc']),
    aiDxf2x1Plans: plans('basketball', ['dxf2x1']),
    aiDxfSinglePlans: plans('basketball', ['dxf']),
    aiRfSinglePlans: plans('basketball', ['rf']),
    aiBasketballPlans: plans('basketball', ['rf', 'dxf', 'dxf2x1']),
    aiFootballStats: () => ai.stats('football'),
    aiBasketballStats: () => ai.stats('basketball'),
    aiVerify: (p) => ai.verify(p.ref),
    aiChainHeads: (p) => ai.chainHeads(p.days),
    aiScorecard: (_p, ctx) => scorecard(db, board, ctx.locale),
  };
  const start = () => {
    const stopJob = job.start();
    const stopBacktest = backtest ? startBacktest(deps, backtest) : async () => undefined;
    return async () => {
      stopJob();
      await stopBacktest();
    };
  };
  return { handlers, job, backtest, start };
}
