import type { AiPick, AiPlan, Locale } from '@scoreline/contract';
import { z } from 'zod';
import { competitionName, findTeam } from '../feed/catalog/index.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { AiRecordRow, AiSettlementRow } from './ai.schema.ts';

/** Rows of the published record → the contract's AI shapes, in the caller's locale. */

export type AiMatchLabel = AiPlan['matches'][number];

/** A match as a plan or prediction shows it; a match that left the board keeps its ids as names. */
export function matchLabel(board: MatchBoard, fixtureId: string, kickoffAt: number, locale: Locale): AiMatchLabel {
  const f = board.fixture(fixtureId);
  if (!f) return { fixtureId, competition: '', home: fixtureId, away: '', kickoffAt, status: 'unknown', score: null };
  const team = (id: string) => findTeam(id)?.shortNames[locale] ?? id;
  return {
    fixtureId,
    competition: competitionName(f.competitionId, locale, 'short') ?? f.competitionId,
    home: team(f.homeTeamId),
    away: team(f.awayTeamId),
    kickoffAt: f.kickoffAt,
    status: f.status,
    score: f.score,
  };
}

export function toProof(row: AiRecordRow) {
  return { seq: Number(row.seq), hash: row.hash, prevHash: row.prev_hash, publishedAt: row.published_at.getTime() };
}

const storedPick = z.object({
  fixtureId: z.string(), play: z.enum(['spf', 'jqs', 'bqc', 'rf', 'dxf']), code: z.string(), line: z.number().nullable(),
  probability: z.number(), lotteryOdds: z.number(), edge: z.number(), hit: z.boolean().optional(),
});
const settledResult = z.object({ picks: z.array(storedPick) });

/** The picks of a plan, with hits once settled (the settlement keeps the settled copy). */
export function planPicks(row: AiRecordRow, settlement: AiSettlementRow | undefined): AiPick[] {
  const picks = settlement
    ? settledResult.parse(settlement.result).picks
    : z.object({ picks: z.array(storedPick) }).parse(JSON.parse(row.body)).picks;
  return picks.map((p) => ({ ...p, hit: p.hit ?? null }));
}

export function toPlan(row: AiRecordRow, settlement: AiSettlementRow | undefined, unlocked: boolean, board: MatchBoard, locale: Locale): AiPlan {
  const showPicks = unlocked || settlement !== undefined;
  return {
    id: row.ref,
    sport: row.sport,
    planType: row.plan_type ?? 'spf',
    legs: row.fixture_ids.length,
    day: row.day,
    priceCoins: row.price_coins ?? 0,
    kickoffAt: row.kickoff_at.getTime(),
    proof: toProof(row),
    matches: row.fixture_ids.map((id) => matchLabel(board, id, row.kickoff_at.getTime(), locale)),
    locked: !showPicks,
    picks: showPicks ? planPicks(row, settlement) : null,
    settlement: settlement && settlement.outcome !== 'scored' ? { outcome: settlement.outcome, returnUnits: Number(settlement.return_units ?? 0) } : null,
  };
}
