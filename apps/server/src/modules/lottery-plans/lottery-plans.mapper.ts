import type { Locale, PlanMatch, PlanRecord, PlanSummary } from '@scoreline/contract';
import { competitionName, teamName } from '../feed/catalog/index.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { ParsedPlanInput, Settled } from './lottery-plans.compute.ts';
import type { PlanRow } from './lottery-plans.repo.ts';

/** A stored plan row → the contract's record (names in the caller's locale, live match state from the board). */

/** A match as numbered when the plan was saved. */
export interface StoredMatch {
  id: string;
  number: string | null;
  competitionId: string;
  homeTeamId: string;
  awayTeamId: string;
  kickoffAt: number;
}

/** The `plan` column: the plan as entered (without the claimed figures) and its matches. */
export interface StoredPlan {
  input: Omit<ParsedPlanInput, 'claimed'>;
  matches: StoredMatch[];
}

const team = (id: string, locale: Locale) => ({ id, name: teamName(id, locale, 'short') ?? id });

function toPlanMatch(stored: StoredPlan, i: number, settled: Settled | null, locale: Locale, board: MatchBoard): PlanMatch {
  const m = stored.matches[i];
  const entered = stored.input.matches[i];
  if (!m || !entered) throw new Error(`stored plan has no match ${i}`);
  const live = board.fixture(m.id);
  const won = settled?.won[i];
  return {
    id: m.id,
    number: m.number,
    competition: competitionName(m.competitionId, locale, 'short') ?? m.competitionId,
    home: team(m.homeTeamId, locale),
    away: team(m.awayTeamId, locale),
    kickoffAt: m.kickoffAt,
    status: live?.status ?? null,
    score: live?.score ?? null,
    halfTime: live?.halfTime ?? null,
    banker: entered.banker,
    handicap: entered.handicap ?? null,
    line: entered.line ?? null,
    singleAllowed: entered.singleAllowed ?? null,
    picks: entered.picks.map((p, k) => ({ ...p, won: won ? won.includes(k) : null })),
  };
}

const settlementOf = (row: PlanRow): Settled | null => (row.settlement ?? null) as Settled | null; // written by the service in this shape

export function toPlanRecord(row: PlanRow, locale: Locale, board: MatchBoard): PlanRecord {
  const stored = row.plan as StoredPlan; // written by the service in this shape
  const settled = settlementOf(row);
  const { input } = stored;
  return {
    id: String(row.id),
    shareId: row.share_id,
    game: row.game,
    issue: row.issue,
    createdAt: row.created_at.getTime(),
    note: input.note ?? null,
    matches: stored.matches.map((_, i) => toPlanMatch(stored, i, settled, locale, board)),
    passes: input.passes,
    multiple: input.multiple,
    rounding: input.rounding,
    optimisation: input.optimisation ?? null,
    filters: input.filters ?? null,
    estimates: input.estimates ?? null,
    bets: Number(row.bets),
    cost: row.cost,
    minPrize: row.min_prize,
    maxPrize: row.max_prize,
    status: settled && row.settled_at ? 'settled' : 'pending',
    settlement: settled && row.settled_at ? toSettlement(settled, row.settled_at) : null,
  };
}

function toSettlement(s: Settled, at: Date) {
  return { settledAt: at.getTime(), winningBets: s.winningBets, prize: s.prize, result: s.result, level1: s.level1, level2: s.level2 };
}

export function toPlanSummary(row: PlanRow, locale: Locale): PlanSummary {
  const stored = row.plan as StoredPlan; // written by the service in this shape
  const settled = settlementOf(row);
  const title = stored.matches
    .slice(0, 2)
    .map((m) => `${m.number ?? ''} ${team(m.homeTeamId, locale).name} vs ${team(m.awayTeamId, locale).name}`.trim())
    .join(' · ');
  return {
    id: String(row.id),
    shareId: row.share_id,
    game: row.game,
    issue: row.issue,
    createdAt: row.created_at.getTime(),
    note: stored.input.note ?? null,
    passes: stored.input.passes,
    multiple: stored.input.multiple,
    bets: Number(row.bets),
    cost: row.cost,
    status: settled && row.settled_at ? 'settled' : 'pending',
    settlement: settled && row.settled_at ? toSettlement(settled, row.settled_at) : null,
    matchCount: stored.matches.length,
    firstKickoffAt: row.first_kickoff_at.getTime(),
    title,
  };
}
