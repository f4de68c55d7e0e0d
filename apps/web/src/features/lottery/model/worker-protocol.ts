import type { FilterResult, PlanInput, SplitResult } from '@scoreline/lottery';
import type { DraftFilters } from './draft.ts';
import type { LotteryProblem } from './problem.ts';

/** Messages between the page and the lottery worker. */
export type WorkerRequest = { id: number; input: PlanInput } & ({ kind: 'split' } | { kind: 'filter'; filters: DraftFilters });

export type WorkerReply = { id: number } & ({ ok: true; split?: SplitResult; filter?: FilterResult } | { ok: false; problem: LotteryProblem });
