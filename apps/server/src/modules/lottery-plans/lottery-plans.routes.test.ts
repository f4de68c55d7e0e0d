import { PLAN_KINDS } from '@scoreline/contract';
import { describe, expect, it } from 'vitest';
import type { CallContext } from '../../platform/context.ts';
import type { CallRequest } from '../../plugins/http/call-request.ts';
import type { LotteryCalculatorService } from './lottery-calculator.service.ts';
import { lotteryPlanHandlers } from './lottery-plans.routes.ts';
import type { LotteryPlansService } from './lottery-plans.service.ts';

/** A service that only says which family and operation it was asked for. */
const echo = {
  save: (kind: string) => `${kind} save`,
  list: (kind: string) => `${kind} list`,
  detail: (kind: string) => `${kind} detail`,
  remove: (kind: string) => `${kind} remove`,
  shared: (kind: string) => `${kind} share`,
} as unknown as LotteryPlansService; // only the record methods are reached here

describe('the saved-plan record calls', () => {
  // The handlers are found through the contract's family table: each name must reach its own family.
  const handlers: Record<string, unknown> = lotteryPlanHandlers(echo, {} as LotteryCalculatorService);
  const ctx = { locale: 'en' } as CallContext;

  it.each(PLAN_KINDS)('sends every %s record call to that family, by operation', (kind) => {
    const name = kind[0]?.toUpperCase() + kind.slice(1);
    const expected = { [`save${name}Plan`]: 'save', [`${kind}Plans`]: 'list', [`${kind}Plan`]: 'detail', [`delete${name}Plan`]: 'remove', [`shared${name}Plan`]: 'share' };
    for (const [key, op] of Object.entries(expected)) {
      const handler = handlers[key] as (payload: object, ctx: CallContext, request: CallRequest) => unknown;
      expect(typeof handler, key).toBe('function');
      expect(handler({ id: 'x', shareId: 'x', page: 1, pageSize: 10 }, ctx, {} as CallRequest), key).toBe(`${kind} ${op}`);
    }
  });

  it('has no handler beyond the record and calculator calls', () => {
    expect(Object.keys(handlers)).toHaveLength(6 + 5 * PLAN_KINDS.length);
  });
});
