import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { BoardFixture, MatchBoard } from '../feed/live/board.types.ts';
import { beijingDay } from './ai-chain.ts';
import { forecastBasketballMatch, forecastFootballMatch, type Forecast, type PublishedPick } from './ai-model.ts';
import type { ReplayedHistory } from './ai-history.ts';
import type { RatingsCache } from './ai-ratings.ts';
import { appendRecord, recordsOfDay, type NewRecord } from './ai.repo.ts';
import type { AiPlanType, AiRecordRow } from './ai.schema.ts';

/**
 * Publishing: a prediction for a match once it is inside {@link PUBLISH_LEAD_MS} of kick-off,
 * then a single plan per value pick, and basketball 大小分 2串1 plans pairing the day's unpaired
 * 大小分 value picks. Every item is appended to the chain once (its ref is its identity).
 */

/** Predictions are published in the last 12 hours before kick-off (the market has moved by then). */
export const PUBLISH_LEAD_MS = 12 * 3_600_000;
/** Coin prices of the plans (aiPlan for football, basketballPlan for basketball). */
export const PLAN_PRICE_COINS: Readonly<Record<AiPlanType, number>> = { spf: 18, jqs: 18, bqc: 28, rf: 18, dxf: 18, dxf2x1: 28 };
const FORMAT_VERSION = 1;

export const predictionRef = (fixtureId: string): string => `pred-${fixtureId}`;
export const planRef = (type: AiPlanType, key: string): string => `${type}-${key}`;

/** A match is due when it is scheduled, not kicked off, and inside the publication lead. */
export function isDue(f: BoardFixture, now: number): boolean {
  return f.status === 'scheduled' && f.kickoffAt > now && f.kickoffAt - now <= PUBLISH_LEAD_MS;
}

/** Where a forecast's ratings and its pre-match quotes come from (`ai-ratings.ts`, `ai-history.ts`). */
export interface ModelInputs {
  ratings: RatingsCache;
  history: ReplayedHistory;
}

async function forecastOf(board: Pick<MatchBoard, 'odds'>, f: BoardFixture, now: number, inputs: ModelInputs): Promise<Forecast | null> {
  const paths = board.odds(f.id);
  const fit = await inputs.ratings.forFixture(f, now);
  const preMatchQuoted = await inputs.history.preMatchQuoted(f.sourceMatchId);
  if (f.sport === 'football') return forecastFootballMatch(paths, now, { fit: fit?.sport === 'football' ? fit : null, preMatchQuoted });
  return forecastBasketballMatch(paths, now, { fit: fit?.sport === 'basketball' ? fit : null, preMatchQuoted });
}

/**
 * The prediction record of a match (null without prices to forecast from). Only `board.odds` is
 * read, so the back-test passes the odds known at its publication instant (`ai-backtest.ts`).
 */
export async function predictionRecord(board: Pick<MatchBoard, 'odds'>, f: BoardFixture, now: number, inputs: ModelInputs): Promise<NewRecord | null> {
  const forecast = await forecastOf(board, f, now, inputs);
  if (!forecast) return null;
  const day = beijingDay(f.kickoffAt);
  return {
    kind: 'prediction', ref: predictionRef(f.id), sport: f.sport, planType: null, day, fixtureIds: [f.id],
    kickoffAt: f.kickoffAt, publishedAt: now, priceCoins: null,
    body: {
      v: FORMAT_VERSION, kind: 'prediction', day, publishedAt: now, kickoffAt: f.kickoffAt,
      match: { fixtureId: f.id, sourceMatchId: f.sourceMatchId, competitionId: f.competitionId, homeTeamId: f.homeTeamId, awayTeamId: f.awayTeamId },
      ...forecast,
    },
  };
}

export interface LegSource {
  fixtureId: string;
  kickoffAt: number;
  prediction: { ref: string; hash: string };
  pick: PublishedPick;
}

/** A plan over legs, published at `now` (the chain's or the back-test's). */
export function planRecord(type: AiPlanType, sport: 'football' | 'basketball', key: string, legs: LegSource[], now: number): NewRecord {
  const kickoffAt = Math.min(...legs.map((l) => l.kickoffAt));
  const day = beijingDay(kickoffAt);
  const picks = legs.map((l) => ({ fixtureId: l.fixtureId, ...l.pick }));
  return {
    kind: 'plan', ref: planRef(type, key), sport, planType: type, day, fixtureIds: legs.map((l) => l.fixtureId),
    kickoffAt, publishedAt: now, priceCoins: PLAN_PRICE_COINS[type],
    body: {
      v: FORMAT_VERSION, kind: 'plan', sport, planType: type, day, publishedAt: now, kickoffAt, priceCoins: PLAN_PRICE_COINS[type],
      picks, predictions: legs.map((l) => l.prediction),
    },
  };
}

/** Publishes the prediction of one due match and its single plans; returns how many records were added. */
export async function publishMatch(db: Kysely<Database>, board: MatchBoard, f: BoardFixture, now: number, inputs: ModelInputs): Promise<number> {
  const record = await predictionRecord(board, f, now, inputs);
  if (!record) return 0;
  const row = await appendRecord(db, record);
  if (!row) return 0;
  let added = 1;
  const picks = (record.body as { picks: PublishedPick[] }).picks;
  for (const pick of picks) {
    const leg = { fixtureId: f.id, kickoffAt: f.kickoffAt, prediction: { ref: row.ref, hash: row.hash }, pick };
    if (await appendRecord(db, planRecord(pick.play, f.sport, f.id, [leg], now))) added += 1;
  }
  return added;
}

/** Pairs the day's unpaired 大小分 value picks whose matches are still ahead into 2串1 plans. */
export async function publishDxfPairs(db: Kysely<Database>, day: string, now: number): Promise<number> {
  const predictions = await recordsOfDay(db, 'prediction', 'basketball', day);
  const paired = new Set((await recordsOfDay(db, 'plan', 'basketball', day)).filter((p) => p.plan_type === 'dxf2x1').flatMap((p) => p.fixture_ids));
  const open = predictions.filter((p) => p.kickoff_at.getTime() > now && !paired.has(p.fixture_ids[0] ?? '')).map(dxfLeg).filter((l): l is LegSource => l !== null);
  let added = 0;
  for (let i = 0; i + 1 < open.length; i += 2) {
    const legs = [open[i], open[i + 1]] as [LegSource, LegSource]; // i + 1 < length
    if (await appendRecord(db, planRecord('dxf2x1', 'basketball', `${legs[0].fixtureId}-${legs[1].fixtureId}`, legs, now))) added += 1;
  }
  return added;
}

function dxfLeg(row: AiRecordRow): LegSource | null {
  const body = JSON.parse(row.body) as { picks: PublishedPick[]; match: { fixtureId: string } };
  const pick = body.picks.find((p) => p.play === 'dxf');
  return pick ? { fixtureId: body.match.fixtureId, kickoffAt: row.kickoff_at.getTime(), prediction: { ref: row.ref, hash: row.hash }, pick } : null;
}
