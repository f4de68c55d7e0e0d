import type { FilterResult, PlanInput, SplitResult } from '@scoreline/lottery';
import { useEffect, useState } from 'react';
import type { DraftFilters } from './draft.ts';
import { runJob } from './jobs.ts';
import { uncoded, type LotteryProblem } from './problem.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

/**
 * Runs a split or filter pass in a worker and returns its result when it arrives (null while it
 * runs). Without worker support (tests) it runs inline.
 */

type Job = { kind: 'split' } | { kind: 'filter'; filters: DraftFilters };
export type WorkerState<T> = { status: 'idle' | 'running' } | { status: 'done'; value: T } | { status: 'failed'; problem: LotteryProblem };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (reply: WorkerReply) => void>();

function shared(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (!worker) {
    worker = new Worker(new URL('./lottery.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
  }
  return worker;
}

function useJob<T>(input: PlanInput | null, job: Job | null, pick: (reply: WorkerReply & { ok: true }) => T | undefined, key: string): WorkerState<T> {
  const [state, setState] = useState<WorkerState<T>>({ status: 'idle' });
  useEffect(() => {
    if (!input || !job) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    const id = nextId++;
    const request: WorkerRequest = { id, input, ...job };
    const settle = (reply: WorkerReply) => {
      if (!live) return;
      if (!reply.ok) setState({ status: 'failed', problem: reply.problem });
      else {
        const value = pick(reply);
        setState(value === undefined ? { status: 'failed', problem: uncoded('no result') } : { status: 'done', value });
      }
    };
    setState({ status: 'running' });
    const w = shared();
    if (w) {
      waiting.set(id, settle);
      w.postMessage(request);
    } else settle(runJob(request));
    return () => {
      live = false;
      waiting.delete(id);
    };
    // `key` stands for input and job (new objects every render, same content).
  }, [key]);
  return state;
}

/** The split rows of a plan, made in the worker. */
export function useSplit(input: PlanInput | null): WorkerState<SplitResult> {
  return useJob(input, input ? { kind: 'split' } : null, (r) => r.split, JSON.stringify(input));
}

/** The filter result of a plan, made in the worker. */
export function useFilter(input: PlanInput | null, filters: DraftFilters | null): WorkerState<FilterResult> {
  const job = input && filters ? { kind: 'filter' as const, filters } : null;
  return useJob(input, job, (r) => r.filter, JSON.stringify([input, filters]));
}
