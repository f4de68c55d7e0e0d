import type { BasketballProbabilities, FootballProbabilities } from '@scoreline/contract';
import { aiModelSource } from '@scoreline/contract';
import { z } from 'zod';

/**
 * Reads the probabilities out of a published prediction body, exactly as hashed. The one derived
 * figure is football over/under 2.5: the sum of the published total-goals probabilities (no model
 * is run again; the published numbers are only added up).
 */

const option = z.object({ code: z.string(), probability: z.number() });
const withLine = z.object({ line: z.number(), outcomes: z.array(option) });

const footballBody = z.object({
  source: aiModelSource,
  probabilities: z.object({
    spf: z.array(option),
    rqspf: z.object({ handicap: z.number(), outcomes: z.array(option) }),
    jqs: z.array(option),
    bqc: z.array(option),
    bf: z.array(option),
  }),
});

const basketballBody = z.object({
  source: aiModelSource,
  probabilities: z.object({ sf: z.array(option), rf: withLine, dxf: withLine, sfc: z.array(option) }),
});

const UNDER_CODES = new Set(['0', '1', '2']);
const round = (x: number) => Math.round(x * 1e6) / 1e6;

/** Over/under 2.5 goals from the published total-goals distribution (大 = 3 or more). */
export function overUnderFromTotals(jqs: readonly { code: string; probability: number }[]) {
  const under = jqs.filter((o) => UNDER_CODES.has(o.code)).reduce((s, o) => s + o.probability, 0);
  const over = jqs.filter((o) => !UNDER_CODES.has(o.code)).reduce((s, o) => s + o.probability, 0);
  return { line: 2.5, outcomes: [{ code: '大', probability: round(over) }, { code: '小', probability: round(under) }] };
}

export function footballProbabilities(body: string): FootballProbabilities {
  const b = footballBody.parse(JSON.parse(body));
  const p = b.probabilities;
  return { source: b.source, spf: p.spf, rqspf: p.rqspf, bf: p.bf, jqs: p.jqs, bqc: p.bqc, ou: overUnderFromTotals(p.jqs) };
}

export function basketballProbabilities(body: string): BasketballProbabilities {
  const b = basketballBody.parse(JSON.parse(body));
  return { source: b.source, ...b.probabilities };
}

/** The source named in a body (which model made its numbers). */
export function sourceOf(body: string): string | null {
  const parsed = z.object({ source: z.string() }).safeParse(JSON.parse(body));
  return parsed.success ? parsed.data.source : null;
}
