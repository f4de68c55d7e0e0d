import {
  CHASE_LIMITS, chaseSettingsFields, type AiPlanType, type ChasePlanDetail, type ChasePlanSummary, type ChaseSettings, type Locale,
} from '@scoreline/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/errors.ts';
import type { Database } from '../../plugins/db/schema.ts';
import { planPicks, matchLabel } from '../ai/ai.mapper.ts';
import { settlementsOf } from '../ai/ai.repo.ts';
import type { AiRecordRow, AiSettlementRow } from '../ai/ai.schema.ts';
import type { AiService } from '../ai/ai.service.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import { hasAccess } from '../wallet/index.ts';
import { ZUIJI_ACCESS_ID } from '../wallet/shop-items.ts';
import * as repo from './ai-chase.repo.ts';
import { chaseDb, type ChaseDb, type ChasePlanRow } from './ai-chase.schema.ts';
import { lossAllowance, runChase, type ChaseRun, type LinePlan } from './progression.ts';

/** Chase plans: the lines and their records (free), the user's plans computed step by step (subscribers). */

export const CHASE_LINES: ReadonlyArray<{ line: AiPlanType; sport: 'football' | 'basketball'; legs: number }> = [
  { line: 'spf', sport: 'football', legs: 1 },
  { line: 'jqs', sport: 'football', legs: 1 },
  { line: 'bqc', sport: 'football', legs: 1 },
  { line: 'rf', sport: 'basketball', legs: 1 },
  { line: 'dxf', sport: 'basketball', legs: 1 },
  { line: 'dxf2x1', sport: 'basketball', legs: 2 },
];

export const sportOfLine = (line: AiPlanType) => (CHASE_LINES.find((l) => l.line === line)?.sport ?? 'football');

/** What a plan returns per 1 yuan if it wins: the product of its published lottery odds. */
export function planOdds(row: AiRecordRow): number {
  const product = planPicks(row, undefined).reduce((p, pick) => p * (pick.lotteryOdds / 100), 1);
  return Math.round(product * 1e4) / 1e4;
}

interface Computed {
  settings: ChaseSettings;
  run: ChaseRun;
  rows: Map<string, AiRecordRow>;
  settlements: Map<string, AiSettlementRow>;
}

export class ChaseService {
  private readonly cdb: ChaseDb;

  constructor(private readonly db: Kysely<Database>, private readonly board: MatchBoard, private readonly now: () => number, private readonly ai: AiService) {
    this.cdb = chaseDb(db);
  }

  async subscription(userId: number | null) {
    if (userId === null) return { subscribed: false, activeUntil: null };
    const held = await this.db.selectFrom('entitlements').select('expires_at')
      .where('user_id', '=', userId).where('item_kind', '=', 'zuiji').where('item_id', '=', ZUIJI_ACCESS_ID).executeTakeFirst();
    const subscribed = await hasAccess(this.db, userId, 'zuiji', ZUIJI_ACCESS_ID, this.now());
    return { subscribed, activeUntil: subscribed ? (held?.expires_at?.getTime() ?? null) : null };
  }

  private async requireSubscription(userId: number): Promise<void> {
    if (!(await hasAccess(this.db, userId, 'zuiji', ZUIJI_ACCESS_ID, this.now()))) throw new AppError('forbidden', 'zuijiNotSubscribed');
  }

  /** Runs a stored chase plan over its line's published plans and their settlements. */
  private async compute(row: ChasePlanRow): Promise<Computed> {
    const settings: ChaseSettings = chaseSettingsFields.parse(row.settings);
    const records = await repo.linePlans(this.cdb, settings.line, row.started_at);
    const settlements = await settlementsOf(this.db, records.map((r) => r.ref));
    const plans: LinePlan[] = records.map((r) => {
      const s = settlements.get(r.ref);
      return {
        ref: r.ref,
        kickoffAt: r.kickoff_at.getTime(),
        odds: planOdds(r),
        settlement: s && s.outcome !== 'scored' ? { won: s.outcome === 'won', returnUnits: Number(s.return_units ?? 0), settledAt: s.settled_at.getTime() } : null,
      };
    });
    const run = runChase(settings, plans, row.started_at.getTime(), row.ended_at?.getTime() ?? null);
    return { settings, run, rows: new Map(records.map((r) => [r.ref, r])), settlements };
  }

  private summary(row: ChasePlanRow, { settings, run }: Computed): ChasePlanSummary {
    return {
      id: Number(row.id),
      settings,
      startedAt: row.started_at.getTime(),
      status: run.status,
      steps: run.steps.length,
      staked: run.stakedFen / 100,
      balance: run.balanceFen / 100,
      lossAllowance: run.status === 'running' ? lossAllowance(settings.stopLoss, run.balanceFen) : 0,
    };
  }

  private async summaries(userId: number): Promise<ChasePlanSummary[]> {
    const rows = await repo.chasePlansOf(this.cdb, userId);
    return Promise.all(rows.map(async (row) => this.summary(row, await this.compute(row))));
  }

  async list(userId: number | null) {
    const sub = await this.subscription(userId);
    const lines = await Promise.all(CHASE_LINES.map(async (l) => ({ ...l, records: await this.ai.records(l.sport, [l.line]) })));
    const plans = userId !== null && sub.subscribed ? await this.summaries(userId) : [];
    return { ...sub, lines, plans };
  }

  async settingsView(userId: number) {
    const sub = await this.subscription(userId);
    return {
      ...sub,
      limits: { baseStake: CHASE_LIMITS.baseStake, stopLoss: CHASE_LIMITS.stopLoss, maxSteps: CHASE_LIMITS.maxSteps },
      defaults: { baseStake: 10, progression: { kind: 'flat' as const }, maxSteps: 10, takeProfit: null },
      plans: sub.subscribed ? await this.summaries(userId) : [],
    };
  }

  async detail(userId: number, id: number, locale: Locale): Promise<ChasePlanDetail> {
    await this.requireSubscription(userId);
    const row = await repo.chasePlan(this.cdb, id, userId);
    if (!row) throw new AppError('notFound', 'chasePlanNotFound', { id });
    const computed = await this.compute(row);
    const stepList = computed.run.steps.map((step, i) => {
      const record = computed.rows.get(step.plan.ref);
      const settlement = computed.settlements.get(step.plan.ref);
      const returned = step.returnedFen === null ? null : step.returnedFen / 100;
      return {
        index: i + 1,
        planId: step.plan.ref,
        kickoffAt: step.plan.kickoffAt,
        matches: record ? record.fixture_ids.map((f) => matchLabel(this.board, f, step.plan.kickoffAt, locale)) : [],
        odds: step.plan.odds,
        stake: step.stake,
        outcome: step.plan.settlement ? (step.plan.settlement.won ? 'won' as const : 'lost' as const) : null,
        returned,
        profit: returned === null ? null : Math.round((returned - step.stake) * 100) / 100,
        balance: step.balanceFen === null ? null : step.balanceFen / 100,
        // A plan's picks are public once settled; before that they are sold (MobileCoin/payJh).
        picks: record && settlement ? planPicks(record, settlement) : null,
      };
    });
    return { ...this.summary(row, computed), stepList, nextStake: computed.run.nextStake };
  }

  /** Starts, changes (before its first step) or ends a chase plan. */
  async save(userId: number, p: { id?: number | undefined; end?: true | undefined; settings?: ChaseSettings | undefined }): Promise<ChasePlanSummary> {
    await this.requireSubscription(userId);
    const at = new Date(this.now());
    if (p.end && p.id !== undefined) {
      const ended = await repo.endChasePlan(this.cdb, p.id, userId, at);
      if (!ended) throw new AppError('notFound', 'chasePlanNotFound', { id: p.id });
      return this.summary(ended, await this.compute(ended));
    }
    const settings = p.settings;
    if (!settings) throw new AppError('validation', 'validation', { field: 'settings', problem: 'is required' });
    if (p.id !== undefined) return this.change(userId, p.id, settings, at);
    const running = (await this.summaries(userId)).filter((s) => s.status === 'running').length;
    if (running >= CHASE_LIMITS.running) throw new AppError('conflict', 'chasePlansFull', { max: CHASE_LIMITS.running });
    const row = await repo.insertChasePlan(this.cdb, userId, settings, at);
    return this.summary(row, await this.compute(row));
  }

  private async change(userId: number, id: number, settings: ChaseSettings, at: Date): Promise<ChasePlanSummary> {
    const row = await repo.chasePlan(this.cdb, id, userId);
    if (!row) throw new AppError('notFound', 'chasePlanNotFound', { id });
    // A step already taken was staked under the old settings: changing them would rewrite history.
    if (row.ended_at !== null || (await this.compute(row)).run.steps.length > 0) throw new AppError('conflict', 'chasePlanStarted');
    const updated = await repo.updateChaseSettings(this.cdb, id, userId, settings, at);
    if (!updated) throw new AppError('conflict', 'chasePlanStarted');
    return this.summary(updated, await this.compute(updated));
  }
}
