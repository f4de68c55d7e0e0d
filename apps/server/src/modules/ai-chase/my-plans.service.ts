import type { Locale } from '@scoreline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import { toPlan } from '../ai/ai.mapper.ts';
import { settlementsOf } from '../ai/ai.repo.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import { purchasedPlans } from './ai-chase.repo.ts';
import { chaseDb } from './ai-chase.schema.ts';

/** The AI plans a user bought, with their picks (theirs to see) and results once settled. */
export async function myAiPlans(db: Kysely<Database>, board: MatchBoard, userId: number, locale: Locale) {
  const rows = await purchasedPlans(chaseDb(db), userId);
  const settlements = await settlementsOf(db, rows.map((r) => r.ref));
  return {
    plans: rows.map((row) => ({
      ...toPlan(row, settlements.get(row.ref), true, board, locale),
      boughtAt: row.bought_at.getTime(),
      paid: Number(row.paid),
    })),
  };
}
