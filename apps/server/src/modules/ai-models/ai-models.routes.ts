import type { Kysely } from 'kysely';
import type { HandlerMap } from '../../platform/context.ts';
import type { Database } from '../../plugins/db/schema.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { ItemKind, ItemRegistry } from '../wallet/index.ts';
import { AiModelsService } from './ai-models.service.ts';
import { modelItemHandler } from './model-packages.ts';
import { AI_PREDICTION_PREFIX, aiPredictionOpens, aiPredictionResolver, PredictionSources } from './prediction-items.ts';

type AiModelCalls =
  | 'footRecommended' | 'footPredictionList' | 'footPredictionDetail' | 'myPredictions' | 'footMatchModel' | 'footModelStats'
  | 'modelCounts' | 'lanModelList' | 'lanModelHint' | 'modelPackages' | 'buyFootballModel';

/** The wallet's buy call (MobileCoin), which runs the purchase engine for a kind. */
type BuyWithCoins = (kind: ItemKind, p: { id: string; couponId?: number | undefined; idempotencyKey: string }, ctx: Parameters<HandlerMap['buyFootballModel']>[1]) => ReturnType<HandlerMap['buyFootballModel']>;

export interface AiModelsDeps {
  db: Kysely<Database>;
  board: MatchBoard;
  now: () => number;
  items: ItemRegistry;
  buy: BuyWithCoins;
}

export interface AiModelsModule {
  handlers: HandlerMap<AiModelCalls>;
  /** Other sellers of `prediction` items (experts' plans) add their id prefix here. */
  predictionSources: PredictionSources;
}

/** Registers what the models sell with the wallet (predictions, both model subscriptions) and builds the handlers. */
export function createAiModelsModule(deps: AiModelsDeps): AiModelsModule {
  const { db, board, now } = deps;
  const predictionSources = new PredictionSources();
  predictionSources.add(AI_PREDICTION_PREFIX, aiPredictionResolver(now), aiPredictionOpens);
  deps.items.register('prediction', predictionSources.handler());
  deps.items.register('aiModel', modelItemHandler('football', now));
  deps.items.register('basketballModel', modelItemHandler('basketball', now));
  const models = new AiModelsService(db, board, now);
  const handlers: HandlerMap<AiModelCalls> = {
    footRecommended: (p, ctx) => models.recommended(p.day, ctx.identity, ctx.locale),
    footPredictionList: (p, ctx) => models.predictionList(p, ctx.identity, ctx.locale),
    footPredictionDetail: (p, ctx) => models.predictionDetail(p.id, ctx.identity, ctx.locale),
    myPredictions: (p, ctx) => models.myPredictions(p, ctx.identity, ctx.locale),
    footMatchModel: (p, ctx) => models.matchModel(p.matchId, ctx.identity, ctx.locale),
    footModelStats: () => models.stats('football'),
    modelCounts: (p, ctx) => models.counts(p.day, ctx.identity),
    lanModelList: (p, ctx) => models.basketballList(p, ctx.identity, ctx.locale),
    lanModelHint: (_p, ctx) => models.basketballHint(ctx.locale),
    modelPackages: (_p, ctx) => models.packages(ctx.identity),
    buyFootballModel: (p, ctx) => deps.buy('aiModel', p, ctx),
  };
  return { handlers, predictionSources };
}
