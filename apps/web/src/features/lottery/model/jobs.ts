import { filterPlan, parsePlan, splitPlan } from '@scoreline/lottery';
import { problemOf, uncoded } from './problem.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

/** One enumeration job (split or filter), as the worker runs it (and the page, without workers). */
export function runJob(request: WorkerRequest): WorkerReply {
  try {
    const plan = parsePlan(request.input);
    if (request.kind === 'split') return { id: request.id, ok: true, split: splitPlan(plan) };
    return { id: request.id, ok: true, filter: filterPlan(plan, request.filters) };
  } catch (error) {
    const problem = problemOf(error) ?? uncoded(error instanceof Error ? error.message : String(error));
    return { id: request.id, ok: false, problem };
  }
}
