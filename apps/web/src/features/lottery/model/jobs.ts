import { filterPlan, LotteryInputError, parsePlan, splitPlan } from '@scoreline/lottery';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

/** One enumeration job (split or filter), as the worker runs it (and the page, without workers). */
export function runJob(request: WorkerRequest): WorkerReply {
  try {
    const plan = parsePlan(request.input);
    if (request.kind === 'split') return { id: request.id, ok: true, split: splitPlan(plan) };
    return { id: request.id, ok: true, filter: filterPlan(plan, request.filters) };
  } catch (error) {
    if (error instanceof LotteryInputError) return { id: request.id, ok: false, problem: error.problem };
    return { id: request.id, ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}
