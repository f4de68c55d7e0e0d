import { randomBytes } from 'node:crypto';
import { MAX_SAVED_PLANS, PLAN_KIND_GAMES, type Locale, type PlanKind, type PlanRecord, type PlanSummary } from '@scoreline/contract';
import { parsePlan, type MatchResult } from '@scoreline/lottery';
import type { CallContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../plugins/db/database.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { LotteryDataService } from '../lottery-data/index.ts';
import type { LotteryCalculatorService } from './lottery-calculator.service.ts';
import { checkClaims, computeFigures, settleFilteredOdds, settleFilteredPool, settleOdds, settlePool, toLotteryInput, type ParsedPlanInput, type Settled } from './lottery-plans.compute.ts';
import { toPlanRecord, toPlanSummary, type StoredMatch, type StoredPlan } from './lottery-plans.mapper.ts';
import * as repo from './lottery-plans.repo.ts';

/**
 * Saved plans: validated and recomputed on save (the claimed bets and cost must agree), listed
 * and read by their owner, read by anyone holding the share code, and settled on the real
 * results once every match has one (the settlement is then stored, so it outlives the board).
 */

export interface LotteryPlansDeps {
  db: Db;
  board: MatchBoard;
  data: LotteryDataService;
  calculator: LotteryCalculatorService;
  now: () => number;
}

/** A plan is looked at by the sweep once its last match kicked off this long ago (a match and its stoppages). */
const SETTLE_AFTER_MS = 2 * 3_600_000;
/** Plans settled per sweep. */
const SETTLE_BATCH = 100;

const invalid = (field: string, problem: string) => new AppError('validation', 'validation', { field, problem });

export class LotteryPlansService {
  constructor(private readonly deps: LotteryPlansDeps) {}

  async save(kind: PlanKind, input: ParsedPlanInput, ctx: CallContext): Promise<PlanRecord> {
    const userId = requireUser(ctx);
    if (!PLAN_KIND_GAMES[kind].includes(input.game)) throw invalid('game', `must be ${PLAN_KIND_GAMES[kind].join(' or ')} for this record family`);
    const matches = await this.resolveMatches(input, ctx.locale);
    const figures = computeFigures(input);
    checkClaims(input.claimed, figures);
    const { claimed: _claimed, ...kept } = input;
    const stored: StoredPlan = { input: kept, matches };
    const kickoffs = matches.map((m) => m.kickoffAt);
    const row = await this.deps.db.transaction().execute(async (tx) => {
      await repo.lockOwner(tx, userId);
      const counts = await repo.countOwnPlans(tx, userId);
      if (counts[kind] >= MAX_SAVED_PLANS) throw new AppError('conflict', 'validation', { field: 'plans', problem: `are at the limit of ${MAX_SAVED_PLANS}; delete one first` });
      return repo.insertPlan(tx, {
        share_id: randomBytes(12).toString('base64url'),
        user_id: userId,
        kind,
        game: input.game,
        issue: input.issue ?? null,
        plan: JSON.stringify(stored),
        bets: figures.bets,
        cost: figures.cost,
        min_prize: figures.minPrize,
        max_prize: figures.maxPrize,
        first_kickoff_at: new Date(Math.min(...kickoffs)),
        last_kickoff_at: new Date(Math.max(...kickoffs)),
        settlement: null,
        settled_at: null,
      });
    });
    return this.record(row, ctx.locale);
  }

  async list(kind: PlanKind, page: number, pageSize: number, ctx: CallContext): Promise<{ page: number; pageSize: number; total: number; items: PlanSummary[] }> {
    const userId = requireUser(ctx);
    const [rows, counts] = await Promise.all([repo.listOwnPlans(this.deps.db, userId, kind, (page - 1) * pageSize, pageSize), repo.countOwnPlans(this.deps.db, userId)]);
    const settled = await Promise.all(rows.map((row) => this.settled(row)));
    return { page, pageSize, total: counts[kind], items: settled.map((row) => toPlanSummary(row, ctx.locale)) };
  }

  async detail(kind: PlanKind, id: string, ctx: CallContext): Promise<PlanRecord> {
    const row = await repo.findOwnPlan(this.deps.db, requireUser(ctx), kind, Number(id));
    if (!row) throw new AppError('notFound', 'notFound');
    return this.record(row, ctx.locale);
  }

  async shared(kind: PlanKind, shareId: string, locale: Locale): Promise<PlanRecord> {
    const row = await repo.findSharedPlan(this.deps.db, kind, shareId);
    if (!row) throw new AppError('notFound', 'notFound');
    return this.record(row, locale);
  }

  async remove(kind: PlanKind, id: string, ctx: CallContext): Promise<{ id: string; deleted: true }> {
    const deleted = await repo.deleteOwnPlan(this.deps.db, requireUser(ctx), kind, Number(id));
    if (!deleted) throw new AppError('notFound', 'notFound');
    return { id, deleted: true };
  }

  /** How many plans the caller keeps per family (null for anyone not logged in as a user). */
  async savedCounts(ctx: CallContext): Promise<Record<PlanKind, number> | null> {
    if (!ctx.identity || ctx.identity.isVisitor) return null;
    return repo.countOwnPlans(this.deps.db, ctx.identity.userId);
  }

  /**
   * Settles plans whose matches have had time to finish, so a plan nobody opens is still settled
   * while the board holds its results (it keeps about three days). Idempotent: any node may run it.
   */
  async settleDue(limit = SETTLE_BATCH): Promise<number> {
    const due = await repo.findDuePlans(this.deps.db, new Date(this.deps.now() - SETTLE_AFTER_MS), limit);
    let settled = 0;
    for (const row of due) if ((await this.settled(row)).settled_at) settled += 1;
    return settled;
  }

  private async record(row: repo.PlanRow, locale: Locale): Promise<PlanRecord> {
    return toPlanRecord(await this.settled(row), locale, this.deps.board);
  }

  /** The row with its settlement, settling (and storing) it now if every match has a result. */
  private async settled(row: repo.PlanRow): Promise<repo.PlanRow> {
    if (row.settled_at || row.last_kickoff_at.getTime() > this.deps.now()) return row;
    const stored = row.plan as StoredPlan; // written by save() above in this shape
    const outcome = await this.settle(stored);
    if (!outcome) return row;
    const settledAt = new Date(this.deps.now());
    await repo.saveSettlement(this.deps.db, row.id, outcome, settledAt);
    return { ...row, settlement: outcome, settled_at: settledAt };
  }

  private async settle(stored: StoredPlan): Promise<Settled | null> {
    const input = { ...stored.input, claimed: { bets: 1, cost: '0' } };
    const plan = parsePlan(toLotteryInput(input));
    if (input.game === 'sfc' || input.game === 'rjiu') {
      if (!input.issue) return null;
      const view = await this.deps.data.issue(input.issue);
      const result = stored.matches.map((m) => view.issue.results[view.issue.fixtureIds.indexOf(m.id)] ?? null);
      if (result.some((r) => r === null)) return null;
      return input.filters ? settleFilteredPool(input, plan, result.join('')) : settlePool(input, plan, result.join(''));
    }
    const results: Record<string, MatchResult> = {};
    for (const m of stored.matches) {
      const fixture = this.deps.board.fixture(m.id);
      if (fixture?.status === 'postponed') results[m.id] = { void: true };
      else if (fixture?.status === 'finished' && fixture.score) {
        const half = fixture.halfTime ? { half: `${fixture.halfTime.home}:${fixture.halfTime.away}` } : {};
        results[m.id] = { score: `${fixture.score.home}:${fixture.score.away}`, ...half };
      } else return null;
    }
    return input.filters ? settleFilteredOdds(input, plan, results) : settleOdds(input, plan, results);
  }

  /** The selected matches as numbered now; refuses matches not on sale (or not in the issue). */
  private async resolveMatches(input: ParsedPlanInput, locale: Locale): Promise<StoredMatch[]> {
    if (input.game === 'sfc' || input.game === 'rjiu') return this.resolveIssueMatches(input, locale);
    const { calculator } = this.deps;
    const onSale = input.game === 'jclq' ? calculator.basketball(undefined, locale).matches : calculator.football(undefined, locale).matches;
    const byId = new Map(onSale.map((m) => [m.id, m]));
    return input.matches.map((m, i) => {
      const found = byId.get(m.id);
      if (!found) throw invalid(`matches[${i}].id`, `${m.id} is not a lottery match on sale`);
      return { id: found.id, number: found.number, competitionId: found.competitionId, homeTeamId: found.home.id, awayTeamId: found.away.id, kickoffAt: found.kickoffAt };
    });
  }

  private async resolveIssueMatches(input: ParsedPlanInput, locale: Locale): Promise<StoredMatch[]> {
    if (!input.issue) throw invalid('issue', 'is required for a 14-match or pick-9 plan');
    const issue = await this.deps.calculator.issue(input.issue, locale);
    if (issue.status !== 'selling') throw invalid('issue', `${issue.number} is no longer on sale`);
    const positions = input.matches.map((m, i) => {
      const position = issue.matches.findIndex((x) => x.id === m.id);
      if (position < 0) throw invalid(`matches[${i}].id`, `${m.id} is not in issue ${issue.number}`);
      return position;
    });
    if (positions.some((p, i) => i > 0 && p <= (positions[i - 1] ?? -1))) throw invalid('matches', 'must be in issue order, each once');
    if (input.game === 'sfc' && positions.length !== 14) throw invalid('matches', 'must list all 14 matches of the issue');
    return positions.map((p) => {
      const x = issue.matches[p];
      if (!x) throw invalid('matches', 'must be in the issue'); // positions were found above
      return { id: x.id, number: x.number, competitionId: x.competitionId, homeTeamId: x.home.id, awayTeamId: x.away.id, kickoffAt: x.kickoffAt };
    });
  }
}

function requireUser(ctx: CallContext): number {
  if (!ctx.identity) throw new AppError('notLoggedIn', 'notLoggedIn');
  return ctx.identity.userId;
}
