import type { DataStatus } from '@scoreline/contract';
import type { CallContext, HandlerMap } from '../../platform/context.ts';
import { originOf } from '../../plugins/http/call-request.ts';
import type { Db } from '../../plugins/db/database.ts';
import { upsertVisitor } from '../account/account.repo.ts';
import { requireIdentity } from '../account/account.service.ts';
import { savePushCid, upsertDevice } from './sundry.repo.ts';

type SundryCalls = 'getApiHost' | 'getLoginOptions' | 'saveVisitorId' | 'saveDeviceInfo' | 'savePushClientId' | 'getDataStatus';

export interface SundryDeps {
  db: Db;
  wechatAppId: string | undefined;
  /** Whether the match data is on the board yet (the feed's readiness). */
  dataStatus: () => DataStatus;
}

export function sundryHandlers(deps: SundryDeps): HandlerMap<SundryCalls> {
  return {
    getApiHost: async (_p, _ctx, request) => ({ host: originOf(request) }),
    getLoginOptions: async () => ({ phone: true, wechat: deps.wechatAppId !== undefined, wechatAppId: deps.wechatAppId ?? null }),
    getDataStatus: async () => deps.dataStatus(),
    saveVisitorId: async (p, ctx) => {
      const firstSeen = await upsertVisitor(deps.db, p.uuid, { factory: ctx.factory, appType: ctx.appType });
      return { firstSeen: firstSeen.getTime() };
    },
    saveDeviceInfo: async (p, ctx) => {
      await upsertDevice(deps.db, deviceKey(ctx), p);
      return { ok: true as const };
    },
    savePushClientId: async (p, ctx) => {
      await savePushCid(deps.db, deviceKey(ctx), p.cid);
      return { ok: true as const };
    },
  };
}

/** Devices are keyed by the visitor id header; a client without one is keyed by its account. */
function deviceKey(ctx: CallContext): { visitorUuid: string; userId: number } {
  const { userId } = requireIdentity(ctx);
  return { visitorUuid: ctx.visitorUuid ?? `user:${userId}`, userId };
}
