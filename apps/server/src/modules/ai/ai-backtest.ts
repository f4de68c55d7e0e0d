import type { BoardFixture, BoardOddsPath } from '../feed/live/board.types.ts';
import type { FeedFixture, FeedProvider } from '../feed/live/feed-provider.ts';
import { beijingDay, sealRecord } from './ai-chain.ts';
import type { PublishedPick } from './ai-model.ts';
import { planRecord, predictionRecord, PUBLISH_LEAD_MS, type LegSource, type ModelInputs } from './ai-publish.ts';
import { scoreFootballPrediction, settlePlan } from './ai-settle.ts';
import type { NewRecord } from './ai.repo.ts';

/**
 * The walk-forward back-test: what the live publisher would have published for a finished match,
 * computed by the same functions (`predictionRecord`, `planRecord`) at the instant it would have
 * published (kick-off − {@link PUBLISH_LEAD_MS}), fed only what was known then: the odds steps
 * in force by that instant, and ratings fitted on results finished before its cut-off
 * (`ai-history.ts`). Then settled from the match's final state, as the live job settles.
 */

/** A back-tested record with its settlement, as stored in `ai_backtest_records`. */
export interface BacktestRecord {
  record: NewRecord;
  /** SHA-256 of the canonical body: a content digest, not a link of the live chain. */
  hash: string;
  outcome: 'won' | 'lost' | 'scored';
  returnUnits: number | null;
  result: unknown;
}

/** The odds as known at `at`: each path's steps in force by then (later steps never reach a pick). */
export function oddsKnownAt(paths: readonly BoardOddsPath[], at: number): BoardOddsPath[] {
  return paths.map((p) => ({ ...p, steps: p.steps.filter((s) => s.at <= at) })).filter((p) => p.steps.length > 0);
}

/** When the live publisher would have published a match: as soon as it came inside the lead. */
export const publicationInstant = (kickoffAt: number): number => kickoffAt - PUBLISH_LEAD_MS;

const boardFixture = (f: FeedFixture): BoardFixture => ({ ...f, version: 0 });

function hashed(record: NewRecord): string {
  return sealRecord('0'.repeat(64), record.body).hash;
}

export interface MatchBacktest {
  prediction: BacktestRecord;
  plans: BacktestRecord[];
  /** The 大小分 value pick, for pairing into 2串1 plans. */
  dxfLeg: LegSource | null;
}

/**
 * One finished match, walk-forward: the prediction and single plans the live publisher would have
 * published, each settled. Null when the publisher would have published nothing (no prices).
 */
export async function backtestMatch(feed: FeedProvider, final: FeedFixture, inputs: ModelInputs): Promise<MatchBacktest | null> {
  const at = publicationInstant(final.kickoffAt);
  const [before] = await feed.states([final.id], at);
  if (!before) return null;
  const known = oddsKnownAt(await feed.odds(final.id, at), at);
  const record = await predictionRecord({ odds: () => known }, boardFixture(before), at, inputs);
  if (!record) return null;
  const hash = hashed(record);
  const body = record.body as { picks: PublishedPick[]; probabilities?: { spf?: { code: string; probability: number }[] } };
  const done = boardFixture(final);
  const scored = final.sport === 'football' && body.probabilities?.spf ? scoreFootballPrediction(body.probabilities.spf, done, await feed.odds(final.id, final.kickoffAt)) : null;
  const prediction: BacktestRecord = { record, hash, outcome: 'scored', returnUnits: null, result: scored ?? { score: final.score, halfTime: final.halfTime } };
  const legs = body.picks.map((pick): LegSource => ({ fixtureId: final.id, kickoffAt: final.kickoffAt, prediction: { ref: record.ref, hash }, pick }));
  const plans = legs.flatMap((leg) => settled(planRecord(leg.pick.play, final.sport, final.id, [leg], at), (id) => (id === final.id ? done : undefined)));
  return { prediction, plans, dxfLeg: legs.find((l) => l.pick.play === 'dxf') ?? null };
}

/** A plan record with its settlement from finished fixtures; none when a leg cannot settle. */
function settled(record: NewRecord, fixture: (id: string) => BoardFixture | undefined): BacktestRecord[] {
  const picks = (record.body as { picks: (PublishedPick & { fixtureId: string })[] }).picks;
  const result = settlePlan(picks, fixture);
  if (!result) return [];
  return [{ record, hash: hashed(record), outcome: result.outcome, returnUnits: result.returnUnits, result: { picks: result.picks } }];
}

/**
 * The 大小分 2串1 plans of one Beijing day, paired as the live publisher pairs them: in order of
 * publication, two open picks at a time, published when the second is, provided the first match
 * has not kicked off by then.
 */
export function backtestDxfPairs(legs: readonly LegSource[], finals: ReadonlyMap<string, FeedFixture>): BacktestRecord[] {
  const open = [...legs].sort((a, b) => a.kickoffAt - b.kickoffAt || (a.fixtureId < b.fixtureId ? -1 : 1));
  const out: BacktestRecord[] = [];
  let waiting: LegSource | null = null;
  for (const leg of open) {
    const at = publicationInstant(leg.kickoffAt);
    if (waiting && waiting.kickoffAt > at) {
      const fixture = (id: string) => {
        const f = finals.get(id);
        return f ? boardFixture(f) : undefined;
      };
      out.push(...settled(planRecord('dxf2x1', 'basketball', `${waiting.fixtureId}-${leg.fixtureId}`, [waiting, leg], at), fixture));
      waiting = null;
    } else {
      waiting = leg;
    }
  }
  return out;
}

/** The Beijing day a back-tested match belongs to (its replayed kick-off's). */
export const backtestDay = (f: Pick<FeedFixture, 'kickoffAt'>): string => beijingDay(f.kickoffAt);
