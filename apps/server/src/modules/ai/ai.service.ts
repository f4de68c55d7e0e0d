import type { AiPlanType, AiRecord, Locale } from '@scoreline/contract';
import { GENESIS_HASH } from '@scoreline/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/errors.ts';
import type { Identity } from '../../platform/context.ts';
import type { Database } from '../../plugins/db/schema.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import { hasAccess } from '../wallet/index.ts';
import { backtestRecord } from './ai-backtest.service.ts';
import { beijingDay, recordHash } from './ai-chain.ts';
import { toPlan, toProof } from './ai.mapper.ts';
import * as repo from './ai.repo.ts';
import type { AiRecordRow } from './ai.schema.ts';

/** The read side of the published record: plans, records, predictions, verification. */

const DAY_MS = 86_400_000;
const WINDOWS = [7, 30, null] as const;
const RECENT = 10;

export type Sport = 'football' | 'basketball';

/** The wallet item kind a plan of a sport is sold as. */
export const planItemKind = (sport: Sport) => (sport === 'football' ? 'aiPlan' : 'basketballPlan');

export class AiService {
  constructor(private readonly db: Kysely<Database>, private readonly board: MatchBoard, private readonly now: () => number) {}

  /** The record over 7 / 30 / all days from settled plans of the types given. */
  async records(sport: Sport, types: readonly AiPlanType[]): Promise<AiRecord[]> {
    const all = (await repo.settledPlans(this.db, sport, null)).filter((p) => p.plan_type !== null && types.includes(p.plan_type));
    const now = this.now();
    return WINDOWS.map((days) => {
      const rows = days === null ? all : all.filter((r) => r.settled_at.getTime() >= now - days * DAY_MS);
      const won = rows.filter((r) => r.outcome === 'won').length;
      const returnUnits = Math.round(rows.reduce((s, r) => s + Number(r.return_units ?? 0), 0) * 1e4) / 1e4;
      return {
        days,
        settled: rows.length,
        won,
        hitRate: rows.length ? won / rows.length : null,
        returnUnits,
        roi: rows.length ? (returnUnits - rows.length) / rows.length : null,
        recent: rows.slice(0, RECENT).map((r) => (r.outcome === 'won' ? 'won' : 'lost')),
      };
    });
  }

  async planList(sport: Sport, types: AiPlanType[], day: string | undefined, identity: Identity | null, locale: Locale) {
    const theDay = day ?? (await repo.currentDay(this.db, 'plan', sport, beijingDay(this.now()), this.now()));
    const rows = (await repo.recordsOfDay(this.db, 'plan', sport, theDay)).filter((r) => r.plan_type !== null && types.includes(r.plan_type));
    const settlements = await repo.settlementsOf(this.db, rows.map((r) => r.ref));
    const plans = await Promise.all(
      rows.map(async (row) => {
        const unlocked = identity !== null && (await hasAccess(this.db, identity.userId, planItemKind(sport), row.ref, this.now()));
        return toPlan(row, settlements.get(row.ref), unlocked, this.board, locale);
      }),
    );
    return { day: theDay, sport, planTypes: types, records: await this.records(sport, types), backtest: await backtestRecord(this.db, sport, types), plans };
  }

  async stats(sport: Sport) {
    const types: AiPlanType[] = sport === 'football' ? ['spf', 'jqs', 'bqc'] : ['rf', 'dxf', 'dxf2x1'];
    const byType = await Promise.all(types.map(async (planType) => ({ planType, records: await this.records(sport, [planType]), backtest: await backtestRecord(this.db, sport, [planType]) })));
    return { sport, overall: await this.records(sport, types), byType, backtest: await backtestRecord(this.db, sport, types) };
  }

  private revealed(row: AiRecordRow): boolean {
    return row.kickoff_at.getTime() <= this.now();
  }

  /** Recomputes a record's hash from the stored body and checks both links and the kick-off. */
  async verify(ref: string) {
    const row = await repo.recordByRef(this.db, ref);
    if (!row) throw new AppError('notFound', 'aiRecordNotFound', { ref });
    const seq = Number(row.seq);
    const prev = seq > 1 ? await repo.recordBySeq(this.db, seq - 1) : undefined;
    const next = await repo.recordBySeq(this.db, seq + 1);
    const revealed = this.revealed(row);
    const recomputed = revealed ? recordHash(row.prev_hash, row.body) : null;
    const publishedDay = beijingDay(row.published_at.getTime());
    const head = (await repo.dayHeads(this.db, 400)).find((h) => h.day === publishedDay);
    return {
      ref,
      proof: toProof(row),
      kickoffAt: row.kickoff_at.getTime(),
      body: revealed ? row.body : null,
      recomputedHash: recomputed,
      hashOk: recomputed === null ? null : recomputed === row.hash,
      linkOk: seq === 1 ? row.prev_hash === GENESIS_HASH : prev?.hash === row.prev_hash,
      nextLinkOk: next ? next.prev_hash === row.hash : null,
      publishedBeforeKickoff: row.published_at.getTime() < row.kickoff_at.getTime(),
      dayHead: { day: publishedDay, seq: Number(head?.seq ?? seq), hash: head?.hash ?? row.hash },
    };
  }

  async chainHeads(days: number) {
    const heads = await repo.dayHeads(this.db, days);
    return { heads: heads.map((h) => ({ day: h.day, seq: Number(h.seq), hash: h.hash, count: Number(h.count) })) };
  }
}
