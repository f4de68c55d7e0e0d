import type { Locale, ModelAccess, ModelKind, ModelPackage, ModelStats, PredictionCard, PredictionDetail } from '@scoreline/contract';
import type { Kysely } from 'kysely';
import type { Identity } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Database } from '../../plugins/db/schema.ts';
import { beijingDay } from '../ai/ai-chain.ts';
import { EDGE_THRESHOLD } from '../ai/ai-model.ts';
import { PUBLISH_LEAD_MS } from '../ai/ai-publish.ts';
import { matchLabel, toProof } from '../ai/ai.mapper.ts';
import type { AiRecordRow } from '../ai/ai.schema.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import { currentDay } from '../ai/ai.repo.ts';
import * as repo from './ai-models.repo.ts';
import { basketballHint } from './ai-models.texts.ts';
import { modelAccessOf } from './model-access.ts';
import { MODEL_PACKAGES } from './model-packages.ts';
import { modelStats, scoreBasketball, scoreFootball } from './model-stats.ts';
import { basketballProbabilities, footballProbabilities, sourceOf } from './published-body.ts';
import { AI_PREDICTION_PREFIX, PREDICTION_PRICE_COINS } from './prediction-items.ts';

type Sport = ModelKind;
/** Statistics are recomputed from the settled record at most this often. */
const STATS_TTL_MS = 60_000;
/** The recommended list is a day's value matches; a day never has more, this only bounds the reply. */
const RECOMMENDED_LIMIT = 100;
const score = (r: unknown): { home: number; away: number } | null => {
  const s = (r as { score?: { home?: unknown; away?: unknown } } | null)?.score;
  return s && typeof s.home === 'number' && typeof s.away === 'number' ? { home: s.home, away: s.away } : null;
};

/** The read side of the models: cards, details, statistics, counts; who may open what. */
export class AiModelsService {
  private readonly statsCache = new Map<Sport, { at: number; stats: ModelStats }>();

  constructor(private readonly db: Kysely<Database>, private readonly board: MatchBoard, private readonly now: () => number) {}

  private userOf(identity: Identity | null): number | null {
    return identity ? identity.userId : null;
  }

  /** The free part of each prediction and whether the caller may open it. */
  private async cards(rows: readonly AiRecordRow[], identity: Identity | null, locale: Locale): Promise<PredictionCard[]> {
    const userId = this.userOf(identity);
    const now = this.now();
    const refs = rows.map((r) => r.ref);
    const [settled, plays, bought, football, basketball] = await Promise.all([
      repo.settlementsOf(this.db, refs),
      repo.valuePlaysOf(this.db, rows.map((r) => r.fixture_ids[0] ?? '')),
      userId === null ? new Set<string>() : repo.entitledIds(this.db, userId, 'prediction', refs, now),
      rows.some((r) => r.sport === 'football') ? modelAccessOf(this.db, userId, 'football', now) : null,
      rows.some((r) => r.sport === 'basketball') ? modelAccessOf(this.db, userId, 'basketball', now) : null,
    ]);
    return rows.map((row) => {
      const revealed = row.kickoff_at.getTime() <= now;
      const model = row.sport === 'football' ? football : basketball;
      const unlockedBy = revealed ? 'kickoff' : bought.has(row.ref) ? 'purchase' : model?.active ? 'model' : null;
      const fixtureId = row.fixture_ids[0] ?? '';
      return {
        id: row.ref,
        sport: row.sport,
        match: matchLabel(this.board, fixtureId, row.kickoff_at.getTime(), locale),
        proof: toProof(row),
        priceCoins: PREDICTION_PRICE_COINS,
        valuePlays: plays.get(fixtureId) ?? [],
        unlocked: unlockedBy !== null,
        unlockedBy,
        revealed,
        settled: settled.has(row.ref),
      };
    });
  }

  /** The day a list opens on: the first with a match still to finish (`ai.repo.ts` currentDay). */
  private currentDay(sport: Sport): Promise<string> {
    return currentDay(this.db, 'prediction', sport, beijingDay(this.now()), this.now());
  }

  private page<T>(items: readonly T[], page: number, pageSize: number) {
    return { page, pageSize, total: items.length, slice: items.slice((page - 1) * pageSize, page * pageSize) };
  }

  async recommended(day: string | undefined, identity: Identity | null, locale: Locale) {
    const theDay = day ?? (await this.currentDay('football'));
    const [rows, plays] = await Promise.all([repo.predictionsOfDay(this.db, 'football', theDay), repo.valuePlaysOfDay(this.db, 'football', theDay)]);
    const valued = rows.filter((r) => plays.has(r.fixture_ids[0] ?? '')).slice(0, RECOMMENDED_LIMIT);
    return { day: theDay, items: await this.cards(valued, identity, locale), stats: await this.stats('football') };
  }

  async predictionList(p: { sport: Sport; day?: string | undefined; page: number; pageSize: number }, identity: Identity | null, locale: Locale) {
    const theDay = p.day ?? (await this.currentDay(p.sport));
    const rows = await repo.predictionsOfDay(this.db, p.sport, theDay);
    const { slice, ...paging } = this.page(rows, p.page, p.pageSize);
    return { day: theDay, sport: p.sport, ...paging, items: await this.cards(slice, identity, locale) };
  }

  async predictionDetail(id: string, identity: Identity | null, locale: Locale): Promise<PredictionDetail> {
    const row = await repo.predictionByRef(this.db, id);
    if (!row) throw new AppError('notFound', 'aiRecordNotFound', { ref: id });
    const [card] = await this.cards([row], identity, locale);
    if (!card) throw new Error(`no card for ${id}`);
    const settlement = (await repo.settlementsOf(this.db, [row.ref])).get(row.ref);
    return {
      ...card,
      football: card.unlocked && row.sport === 'football' ? footballProbabilities(row.body) : null,
      basketball: card.unlocked && row.sport === 'basketball' ? basketballProbabilities(row.body) : null,
      body: card.revealed ? row.body : null,
      result: settlement ? score(settlement.result) : null,
      stats: await this.stats(row.sport),
    };
  }

  async myPredictions(p: { page: number; pageSize: number }, identity: Identity | null, locale: Locale) {
    const userId = this.userOf(identity);
    if (userId === null) throw new AppError('notLoggedIn', 'notLoggedIn');
    const { rows, total } = await repo.boughtPredictions(this.db, userId, (p.page - 1) * p.pageSize, p.pageSize);
    const cards = await this.cards(rows, identity, locale);
    return {
      page: p.page, pageSize: p.pageSize, total,
      items: rows.map((r, i) => ({ prediction: cards[i] as PredictionCard, purchasedAt: r.purchased_at.getTime(), paid: Number(r.paid) })),
    };
  }

  async matchModel(matchId: string, identity: Identity | null, locale: Locale) {
    const row = await repo.predictionByRef(this.db, `${AI_PREDICTION_PREFIX}${matchId}`);
    if (!row || row.sport !== 'football') throw new AppError('notFound', 'aiRecordNotFound', { ref: `${AI_PREDICTION_PREFIX}${matchId}` });
    const [[card], access] = await Promise.all([this.cards([row], identity, locale), modelAccessOf(this.db, this.userOf(identity), 'football', this.now())]);
    if (!card) throw new Error(`no card for ${row.ref}`);
    // The data model opens with the model (or at kick-off); buying the single prediction opens its detail.
    const open = card.revealed || access.active;
    return { prediction: card, access, probabilities: open ? footballProbabilities(row.body) : null };
  }

  async stats(sport: Sport): Promise<ModelStats> {
    const now = this.now();
    const cached = this.statsCache.get(sport);
    if (cached && now - cached.at < STATS_TTL_MS && now >= cached.at) return cached.stats;
    const settle = sport === 'football' ? scoreFootball : scoreBasketball;
    const score = (rows: readonly repo.SettledPrediction[]) => rows.map((s) => settle(s.body, s.result, s.settledAt.getTime())).filter((s): s is NonNullable<typeof s> => s !== null);
    const backtest = await repo.backtestPredictions(this.db, sport);
    // The back-test's all-time window, apart from the live chain's windows (never summed with them).
    const stats = { ...modelStats(sport, score(await repo.settledPredictions(this.db, sport)), now), backtest: backtest && (modelStats(sport, score(backtest), now).windows.at(-1) ?? null) };
    this.statsCache.set(sport, { at: now, stats });
    return stats;
  }

  /**
   * Each sport counts its own day: the one asked for, else the sport's current day, so the counts
   * match the list the sport's screen opens on (late in the Beijing evening the NBA's is tomorrow).
   * The top-level `day` keeps its old value (asked, else today) for older clients.
   */
  async counts(day: string | undefined, identity: Identity | null) {
    const userId = this.userOf(identity);
    const now = this.now();
    const access = await Promise.all((['football', 'basketball'] as const).map((m) => modelAccessOf(this.db, userId, m, now)));
    const sports = await Promise.all((['football', 'basketball'] as const).map(async (sport, i) => {
      const theDay = day ?? (await this.currentDay(sport));
      const [rows, plays] = await Promise.all([repo.predictionsOfDay(this.db, sport, theDay), repo.valuePlaysOfDay(this.db, sport, theDay)]);
      const upcoming = rows.filter((r) => r.kickoff_at.getTime() > now);
      const bought = userId === null ? new Set<string>() : await repo.entitledIds(this.db, userId, 'prediction', upcoming.map((r) => r.ref), now);
      return {
        sport,
        day: theDay,
        published: rows.length,
        upcoming: upcoming.length,
        withValue: rows.filter((r) => plays.has(r.fixture_ids[0] ?? '')).length,
        openable: access[i]?.active ? upcoming.length : bought.size,
      };
    }));
    return { day: day ?? beijingDay(now), sports, access };
  }

  async basketballList(p: { day?: string | undefined; page: number; pageSize: number }, identity: Identity | null, locale: Locale) {
    const theDay = p.day ?? (await this.currentDay('basketball'));
    const rows = await repo.predictionsOfDay(this.db, 'basketball', theDay);
    const { slice, ...paging } = this.page(rows, p.page, p.pageSize);
    const [cards, access] = await Promise.all([this.cards(slice, identity, locale), modelAccessOf(this.db, this.userOf(identity), 'basketball', this.now())]);
    return {
      day: theDay, ...paging, access,
      items: slice.map((row, i) => {
        const card = cards[i] as PredictionCard;
        return { prediction: card, probabilities: card.unlocked ? basketballProbabilities(row.body) : null };
      }),
    };
  }

  async basketballHint(locale: Locale) {
    const [latest, published, stats] = await Promise.all([
      repo.latestRevealedPrediction(this.db, 'basketball', this.now()),
      repo.countPredictions(this.db, 'basketball'),
      this.stats('basketball'),
    ]);
    const facts = { leadHours: PUBLISH_LEAD_MS / 3_600_000, edgePercent: Math.round(EDGE_THRESHOLD * 1000) / 10 };
    return {
      explanation: basketballHint(locale, facts, latest ? sourceOf(latest.body) : null),
      publicationLeadHours: facts.leadHours,
      edgeThreshold: EDGE_THRESHOLD,
      published,
      stats,
    };
  }

  async packages(identity: Identity | null): Promise<{ packages: ModelPackage[]; access: ModelAccess[] }> {
    const userId = this.userOf(identity);
    const access = await Promise.all((['football', 'basketball'] as const).map((m) => modelAccessOf(this.db, userId, m, this.now())));
    return { packages: [...MODEL_PACKAGES], access };
  }
}
