import type { Kysely } from 'kysely';
import type { HandlerMap, Identity } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Database } from '../../plugins/db/schema.ts';
import type { ServerTag } from '@scoreline/contract';
import { AiService } from '../ai/ai.service.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import { ChaseService } from './ai-chase.service.ts';
import { myAiPlans } from './my-plans.service.ts';
import { NotifyService } from './notify.service.ts';

type ChaseCalls = 'chaseList' | 'chaseDetail' | 'chaseSettings' | 'saveChase' | 'aiNotifySettings' | 'saveAiNotify' | 'myAiPlans';

export interface ChaseDeps {
  db: Kysely<Database>;
  board: MatchBoard;
  now: () => number;
  /** The push hub's publish (per-user topics). */
  publish: (tag: ServerTag, data: string, topic: string) => Promise<void>;
  /** True on the node that announces new plans (the feed leader, which publishes them). */
  announces: () => boolean;
  onError: (error: unknown) => void;
}

export interface ChaseModule {
  handlers: HandlerMap<ChaseCalls>;
  notify: NotifyService;
  start: () => () => void;
}

/** Access rules are in the contract (user calls need a login); the zuiji gate is in the service. */
const userOf = (identity: Identity | null): number => {
  if (!identity) throw new AppError('notLoggedIn', 'notLoggedIn');
  return identity.userId;
};

export function createChaseModule(deps: ChaseDeps): ChaseModule {
  const { db, board, now } = deps;
  const chase = new ChaseService(db, board, now, new AiService(db, board, now));
  const notify = new NotifyService(db, now, deps.publish);
  const handlers: HandlerMap<ChaseCalls> = {
    chaseList: (_p, ctx) => chase.list(ctx.identity?.userId ?? null),
    chaseDetail: (p, ctx) => chase.detail(userOf(ctx.identity), p.id, ctx.locale),
    chaseSettings: (_p, ctx) => chase.settingsView(userOf(ctx.identity)),
    saveChase: (p, ctx) => chase.save(userOf(ctx.identity), p),
    aiNotifySettings: (p, ctx) => notify.settings(userOf(ctx.identity), p.since),
    saveAiNotify: (p, ctx) => notify.save(userOf(ctx.identity), p.lines),
    myAiPlans: (_p, ctx) => myAiPlans(db, board, userOf(ctx.identity), ctx.locale),
  };
  return { handlers, notify, start: () => notify.start(deps.announces, deps.onError) };
}
