import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestMatch, oddsKnownAt, publicationInstant } from '../../src/modules/ai/ai-backtest.ts';
import { AiBacktestJob, backtestWindow } from '../../src/modules/ai/ai-backtest.job.ts';
import { beijingDay } from '../../src/modules/ai/ai-chain.ts';
import { ReplayedHistory } from '../../src/modules/ai/ai-history.ts';
import { scorecard } from '../../src/modules/ai/ai-scorecard.ts';
import { appendRecord, insertSettlement } from '../../src/modules/ai/ai.repo.ts';
import { AiService } from '../../src/modules/ai/ai.service.ts';
import { AiModelsService } from '../../src/modules/ai-models/ai-models.service.ts';
import { RatingsCache } from '../../src/modules/ai/ai-ratings.ts';
import { runImport } from '../../src/modules/feed/import/index.ts';
import type { FeedFixture, FeedProvider } from '../../src/modules/feed/live/feed-provider.ts';
import { ReplayCalendar } from '../../src/modules/feed/live/replay-calendar.ts';
import { ReplayFeedProvider } from '../../src/modules/feed/live/replay-feed-provider.ts';
import { MemoryBoard } from '../../src/modules/feed/live/memory-board.ts';
import { migrationsDir } from '../../src/paths.ts';
import { openDatabase, type DatabaseHandle } from '../../src/plugins/db/database.ts';
import { migrate } from '../../src/plugins/db/migrate.ts';
import { importNbaSlice } from '../basketball-data.ts';
import { createFeedSubset } from '../support/feed.ts';

// Real data (Premier League 2023-24 and the replayed 2024-25, NBA 2022-23 and the replayed
// 2023-24) replayed on the calendar around a first start on Saturday 28 November 2026.

const HOUR = 3_600_000;
const FIRST_START = Date.parse('2026-11-28T12:00:00Z');
const WEEKS = 2;
const silent = { info: () => undefined, warn: () => undefined };

describe('the AI back-test on the first start: walk-forward over the replayed past', () => {
  let handle: DatabaseHandle;
  let subset: ReturnType<typeof createFeedSubset>;
  let feed: FeedProvider;
  let durationMs = 0;
  const db = () => handle.db;
  const rows = () => db().selectFrom('ai_backtest_records').selectAll().orderBy('ref').execute();
  const newFeed = () => new ReplayFeedProvider(db(), { seed: 'backtest-test', speed: 1, calendar: new ReplayCalendar(db(), { mode: 'calendar', now: () => FIRST_START }) });
  const inputs = () => {
    const history = new ReplayedHistory(db());
    return { history, ratings: new RatingsCache(history) };
  };
  /** Every match of the window the lottery prices that had finished by the first start. */
  const priced = async () => {
    const w = backtestWindow(FIRST_START, WEEKS);
    return (await newFeed().fixtures({ from: w.from, to: w.to }, FIRST_START)).filter((f) => f.status === 'finished' && f.lottery !== null);
  };

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle.db, migrationsDir);
    subset = createFeedSubset({ football: ['E0_2324.csv', 'E0_2425.csv'] });
    await runImport(handle.db, { dataDir: subset.dir, log: silent });
    await importNbaSlice(handle.db);
    feed = newFeed();
    const started = Date.now();
    const summary = await new AiBacktestJob({ db: db(), feed, now: () => FIRST_START, weeks: WEEKS }).run();
    durationMs = Date.now() - started;
    expect(summary.ran).toBe(true);
  }, 300_000);
  afterAll(async () => {
    await handle?.close();
    subset?.remove();
  });

  it('predicts every lottery-priced match that finished in the window, dated on the replayed calendar', async () => {
    const all = await rows();
    const predictions = all.filter((r) => r.kind === 'prediction');
    const matches = await priced();
    expect(matches.length).toBeGreaterThan(20);
    expect(new Set(predictions.map((r) => r.fixture_ids[0]))).toEqual(new Set(matches.map((f) => f.id)));
    const w = backtestWindow(FIRST_START, WEEKS);
    for (const r of all) {
      expect(r.kickoff_at.getTime()).toBeGreaterThanOrEqual(w.from);
      expect(r.kickoff_at.getTime()).toBeLessThan(FIRST_START);
      expect(r.published_at.getTime()).toBeLessThan(r.kickoff_at.getTime());
      expect(r.day).toBe(beijingDay(r.kickoff_at.getTime()));
    }
    const plans = all.filter((r) => r.kind === 'plan');
    const days = new Set(predictions.map((r) => r.day)).size;
    console.info(`back-test: ${WEEKS} weeks, ${predictions.length} predictions, ${plans.length} plans over ${days} days with matches, ${durationMs} ms`);
    const byType = new Map<string, number>();
    for (const p of plans) byType.set(`${p.sport}:${p.plan_type}`, (byType.get(`${p.sport}:${p.plan_type}`) ?? 0) + 1);
    console.info([...byType].join(', '), predictions.filter((p) => p.sport === 'football').length);
  });

  it('publishes several plans a day where the model finds value (edge ≥ 3 % against the lottery price)', async () => {
    const all = await rows();
    const plans = all.filter((r) => r.kind === 'plan');
    const footballDays = new Set(all.filter((r) => r.kind === 'prediction' && r.sport === 'football').map((r) => r.day));
    const footballPlans = plans.filter((r) => r.sport === 'football');
    // Every plan's pick clears the threshold at the price in force when it would have been published.
    for (const p of plans) for (const pick of (JSON.parse(p.body) as { picks: { edge: number }[] }).picks) expect(pick.edge).toBeGreaterThanOrEqual(0.03);
    expect(footballPlans.length / footballDays.size).toBeGreaterThanOrEqual(2);
  });

  it('walk-forward: a pick never uses anything from its kick-off on (later odds steps, its own or later results)', async () => {
    const matches = await priced();
    const football = matches.find((f) => f.sport === 'football') as FeedFixture;
    const nba = matches.find((f) => f.sport === 'basketball') as FeedFixture;
    for (const f of [football, nba]) {
      const stored = (await rows()).find((r) => r.ref === `pred-${f.id}`);
      const body = JSON.parse(stored?.body ?? '{}') as { publishedAt: number; source: string; ratings?: { cutoff: number } };
      expect(body.publishedAt).toBe(publicationInstant(f.kickoffAt));
      expect(body.source).toBe('team-ratings-blend');
      expect(body.ratings?.cutoff).toBeLessThanOrEqual(body.publishedAt);

      // Odds after the publication instant rewritten, and the match's own and every later real result changed:
      // the back-tested prediction is the same.
      const at = publicationInstant(f.kickoffAt);
      const fresh = newFeed();
      await fresh.fixtures({ from: f.kickoffAt, to: f.kickoffAt + 1 }, FIRST_START);
      const skewed: FeedProvider = {
        fixtures: (w, t) => fresh.fixtures(w, t),
        states: (ids, t) => fresh.states(ids, t),
        events: (id, t) => fresh.events(id, t),
        odds: async (id, t) => (await fresh.odds(id, t)).map((p) => ({ ...p, steps: p.steps.map((s) => (s.at > at ? { ...s, prices: s.prices.map((x) => x * 3) } : s)) })),
      };
      const source = await db().selectFrom('matches').select(['id', 'played_at', 'competition_id']).where('id', '=', f.sourceMatchId).executeTakeFirstOrThrow();
      await db().updateTable('matches').set((eb) => ({ ft_home: eb('ft_home', '+', 7) })).where('competition_id', '=', source.competition_id).where('played_at', '>=', source.played_at).execute();
      try {
        const again = await backtestMatch(skewed, f, inputs());
        expect(again?.prediction.record.body).toEqual(JSON.parse(stored?.body ?? '{}'));
        // The knowledge cut really bites: with every step known, the lottery price would differ.
        expect(oddsKnownAt(await skewed.odds(f.id, at), f.kickoffAt)).not.toEqual(oddsKnownAt(await skewed.odds(f.id, at), at));
      } finally {
        await db().updateTable('matches').set((eb) => ({ ft_home: eb('ft_home', '-', 7) })).where('competition_id', '=', source.competition_id).where('played_at', '>=', source.played_at).execute();
      }
    }
  });

  it('is idempotent: a restart neither recomputes a finished run nor duplicates a half-done one', async () => {
    const before = await rows();
    expect((await new AiBacktestJob({ db: db(), feed: newFeed(), now: () => FIRST_START + 48 * HOUR, weeks: WEEKS }).run()).ran).toBe(false);
    expect(await rows()).toEqual(before);
    // A start that stopped half-way: the run resumes from its progress, in the first start's window.
    const run = await db().selectFrom('ai_backtest_runs').selectAll().executeTakeFirstOrThrow();
    await db().updateTable('ai_backtest_runs').set({ finished_at: null, done_until: new Date(run.window_from.getTime() + 7 * 24 * HOUR) }).execute();
    await db().deleteFrom('ai_backtest_records').where('kickoff_at', '>=', new Date(run.window_from.getTime() + 7 * 24 * HOUR)).execute();
    const resumed = await new AiBacktestJob({ db: db(), feed: newFeed(), now: () => FIRST_START + 48 * HOUR, weeks: WEEKS }).run();
    expect(resumed.ran).toBe(true);
    expect(await rows()).toEqual(before);
  });

  it('never touches the live hash chain', async () => {
    expect(await db().selectFrom('ai_records').select('seq').execute()).toEqual([]);
  });

  it('the scorecard and the records show the back-test (回测) and the live chain (实盘) apart, never summed', async () => {
    const board = new MemoryBoard(() => FIRST_START);
    const service = new AiService(db(), board, () => FIRST_START + HOUR);
    const all = await rows();
    const spfPlans = all.filter((r) => r.kind === 'plan' && r.plan_type === 'spf');
    const before = await service.planList('football', ['spf'], undefined, null, 'zh-Hans');
    expect(before.records.map((r) => r.settled)).toEqual([0, 0, 0]);
    expect(before.backtest).toMatchObject({ settled: spfPlans.length, won: spfPlans.filter((p) => p.outcome === 'won').length });
    expect(before.backtest?.to).toBe(FIRST_START);

    // One plan published live and settled: it counts in the live record only.
    const kickoffAt = FIRST_START + 2 * HOUR;
    const pick = { fixtureId: 'live1', play: 'spf', code: '3', line: null, probability: 0.6, lotteryOdds: 180, edge: 0.2 };
    await appendRecord(db(), {
      kind: 'plan', ref: 'spf-live1', sport: 'football', planType: 'spf', day: beijingDay(kickoffAt), fixtureIds: ['live1'], kickoffAt,
      publishedAt: FIRST_START + HOUR, priceCoins: 18, body: { kind: 'plan', picks: [pick] },
    });
    await insertSettlement(db(), { ref: 'spf-live1', outcome: 'won', returnUnits: 1.8, result: { picks: [{ ...pick, hit: true }] }, settledAt: FIRST_START + 4 * HOUR });
    const after = await new AiService(db(), board, () => FIRST_START + 5 * HOUR).planList('football', ['spf'], undefined, null, 'zh-Hans');
    expect(after.records[2]).toMatchObject({ settled: 1, won: 1 });
    expect(after.backtest).toEqual(before.backtest);

    const card = await scorecard(db(), board, 'zh-Hans');
    expect(card.matches).toBe(0); // no live football prediction scored yet
    expect(card.settledPlans.map((p) => p.id)).toEqual(['spf-live1']);
    expect(card.backtest).toMatchObject({ status: 'done', from: backtestWindow(FIRST_START, WEEKS).from, to: FIRST_START });
    expect(card.backtest?.predictions).toBe(all.filter((r) => r.kind === 'prediction').length);
    expect(card.backtest?.matches).toBeGreaterThan(20);
    expect(card.backtest?.calibration.reduce((n, b) => n + b.count, 0)).toBe(3 * (card.backtest?.matches ?? 0));
    expect(card.backtest?.plans.find((p) => p.sport === 'football')?.record.settled).toBe(all.filter((r) => r.kind === 'plan' && r.sport === 'football').length);

    // The models' record: the live windows hold the chain's predictions only, the back-test its own.
    const models = await new AiModelsService(db(), board, () => FIRST_START + 5 * HOUR).stats('football');
    expect(models.windows.map((w) => w.settled)).toEqual([0, 0, 0]);
    expect(models.backtest?.settled).toBe(all.filter((r) => r.kind === 'prediction' && r.sport === 'football').length);
    expect(models.backtest?.plays.find((p) => p.play === 'spf')?.settled).toBe(models.backtest?.settled);
  });

  it('is redone when the calendar moved (a restart with another clock shift): no record dated on the old one is kept', async () => {
    // The demo clock shifted by 3 h 15 min, as a restart that anchors another shift would have it.
    await db().insertInto('replay_clock' as never).values({ id: 1, shift_minutes: 195, anchored_at: new Date(FIRST_START) }).execute();
    const shiftedFeed = () => new ReplayFeedProvider(db(), { seed: 'backtest-test', speed: 1, calendar: new ReplayCalendar(db(), { mode: 'demo', now: () => FIRST_START }) });
    const old = await rows();
    const summary = await new AiBacktestJob({ db: db(), feed: shiftedFeed(), now: () => FIRST_START, weeks: WEEKS }).run();
    expect(summary.ran).toBe(true);
    const redone = (await rows()).filter((r) => r.kind === 'prediction');
    const w = backtestWindow(FIRST_START, WEEKS);
    const kickoffs = new Map((await shiftedFeed().fixtures({ from: w.from - 24 * HOUR, to: w.to }, FIRST_START)).map((f) => [f.id, f.kickoffAt]));
    expect(redone.length).toBeGreaterThan(20);
    for (const r of redone) expect(r.kickoff_at.getTime()).toBe(kickoffs.get(r.fixture_ids[0] ?? ''));
    const oldKickoffs = new Map(old.filter((r) => r.kind === 'prediction').map((r) => [r.fixture_ids[0], r.kickoff_at.getTime()]));
    expect(redone.some((r) => oldKickoffs.get(r.fixture_ids[0]) === r.kickoff_at.getTime())).toBe(false);
  }, 120_000);
});
