import { Status, type FootballProbabilities, type ModelAccess, type ModelStats, type PredictionCard, type PredictionDetail } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiJob } from '../../src/modules/ai/ai.job.ts';
import type { BoardFixture } from '../../src/modules/feed/live/board.types.ts';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { postLedgerEntry } from '../../src/modules/wallet/ledger.ts';
import { movedBasketballOdds, movedFootballOdds } from '../support/ai-odds.ts';
import { makeFixture, startFeedTestServer } from '../support/feed.ts';
import { call, databaseTargets, loginNewUser, type LoggedIn, type TestServer } from '../support/harness.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let keys = 0;
const key = () => `aimx-test-${++keys}-${Date.now().toString(36)}`;

interface Page<T> { page: number; pageSize: number; total: number; items: T[] }
interface Purchase { paid: number; balance: number; expiresAt: number | null; duplicate: boolean; openedBy: string; purchaseId: number | null }

describe.each(databaseTargets)('AI models and predictions on $name', ({ url }) => {
  let server: TestServer;
  let job: AiJob;
  let f1: BoardFixture;
  let b1: BoardFixture;
  let buyer: LoggedIn;
  let other: LoggedIn;
  const as = (who: LoggedIn | null) => <T>(path: string, payload: unknown = {}, lang = 'en') =>
    call<T>(server, path, payload, who ? { token: who.token, lang } : { lang });
  const bodyOf = async (ref: string) =>
    JSON.parse((await server.database.db.selectFrom('ai_records').select('body').where('ref', '=', ref).executeTakeFirstOrThrow()).body) as {
      probabilities: Record<string, unknown> & { jqs: { code: string; probability: number }[] };
    };
  const topUp = (who: LoggedIn, amount: number) => server.database.db.transaction().execute((trx) =>
    postLedgerEntry(trx, { userId: Number(who.uid), amount, reason: 'topUp', reference: 'test:ai-models', idempotencyKey: key() }));
  const debits = async (who: LoggedIn) => (await server.database.db.selectFrom('ledger_entries').select('amount')
    .where('user_id', '=', Number(who.uid) as never).where('reason', '=', 'purchase').execute()).map((r) => Number(r.amount));
  const day = () => new Date(f1.kickoffAt + 8 * HOUR).toISOString().slice(0, 10);

  beforeAll(async () => {
    const now = Date.now();
    f1 = makeFixture({ id: 'mxf1', kickoffAt: now + 2 * HOUR });
    b1 = makeFixture({ id: 'mxb1', sport: 'basketball', kickoffAt: now + 2 * HOUR });
    server = await startFeedTestServer(
      { fixtures: [f1, b1], odds: { mxf1: movedFootballOdds(f1.kickoffAt), mxb1: movedBasketballOdds(b1.kickoffAt) } },
      { databaseUrl: url, env: { RATE_LIMIT_SCALE: '100' } },
    );
    job = new AiJob({ db: server.database.db, board: server.board, now: server.clock.now, shouldRun: () => true, onError: (e) => { throw e; } });
    await job.sync();
    buyer = await loginNewUser(server);
    other = await loginNewUser(server);
  });
  afterAll(async () => {
    expect((await auditLedger(server.database.db)).problems).toEqual([]);
    await server.close();
  });

  it('lists the day\'s published predictions with their proofs, paged, locked before kick-off', async () => {
    const list = await as(null)<Page<PredictionCard> & { day: string }>('/MobileFoot/getPredictionList', { day: day(), pageSize: 1 });
    expect(list.status).toBe(0);
    expect(list.data).toMatchObject({ day: day(), page: 1, pageSize: 1, total: 1 });
    const row = await server.database.db.selectFrom('ai_records').selectAll().where('ref', '=', 'pred-mxf1').executeTakeFirstOrThrow();
    expect(list.data.items[0]).toMatchObject({
      id: 'pred-mxf1', sport: 'football', priceCoins: 28, unlocked: false, unlockedBy: null, revealed: false, settled: false,
      proof: { seq: Number(row.seq), hash: row.hash, publishedAt: row.published_at.getTime() },
    });
    expect((await as(null)<Page<PredictionCard>>('/MobileFoot/getPredictionList', { day: day(), page: 2, pageSize: 1 })).data.items).toEqual([]);
    const lan = await as(null)<Page<PredictionCard>>('/MobileFoot/getPredictionList', { day: day(), sport: 'basketball' });
    expect(lan.data.items.map((i) => i.id)).toEqual(['pred-mxb1']);
    const bad = await as(null)('/MobileFoot/getPredictionList', { pageSize: 51 });
    expect(bad.status).toBe(Status.validation);
    expect(bad.msg).toContain('pageSize');
  });

  it('recommends the matches where the model published value plans', async () => {
    const plans = (await server.database.db.selectFrom('ai_records').select(['plan_type', 'fixture_ids']).where('kind', '=', 'plan').orderBy('seq').execute())
      .filter((p) => p.fixture_ids.length === 1 && p.fixture_ids[0] === 'mxf1');
    const rec = await as(null)<{ items: PredictionCard[]; stats: ModelStats }>('/MobileFoot/getTuiJianList', { day: day() });
    expect(rec.data.items.map((i) => [i.id, i.valuePlays])).toEqual(plans.length ? [['pred-mxf1', plans.map((p) => p.plan_type)]] : []);
    expect(rec.data.stats.windows.map((w) => w.days)).toEqual([7, 30, null]);
  });

  it('hides a prediction\'s numbers until bought; the buyer sees exactly the published ones, charged once', async () => {
    const detail = (who: LoggedIn | null) => as(who)<PredictionDetail>('/MobileFoot/getPredictionDetail', { id: 'pred-mxf1' });
    expect((await as(null)('/MobileFoot/getPredictionDetail', { id: 'pred-none' })).status).toBe(Status.notFound);
    expect((await as(null)('/MobileFoot/getPredictionDetail', { id: 'mxf1' })).msg).toContain('id');
    expect((await detail(buyer)).data).toMatchObject({ unlocked: false, football: null, basketball: null, body: null, result: null });

    expect((await as(null)('/MobileCoin/payPrediction', { id: 'pred-mxf1', idempotencyKey: key() })).status).toBe(Status.notLoggedIn);
    expect((await as(buyer)('/MobileCoin/payPrediction', { id: 'pred-mxf1', idempotencyKey: key() })).status).toBe(Status.insufficientCoins);
    await topUp(buyer, 1000);
    const tap = key();
    const bought = await as(buyer)<Purchase>('/MobileCoin/payPrediction', { id: 'pred-mxf1', idempotencyKey: tap });
    expect(bought.data).toMatchObject({ paid: 28, balance: 972, expiresAt: null, duplicate: false });
    expect((await as(buyer)<Purchase>('/MobileCoin/payPrediction', { id: 'pred-mxf1', idempotencyKey: tap })).data).toMatchObject({ paid: 28, balance: 972, duplicate: true });
    // A new tap on what the buyer already has answers it open, charging nothing.
    const again = await as(buyer)<Purchase>('/MobileCoin/payPrediction', { id: 'pred-mxf1', idempotencyKey: key() });
    expect(again).toMatchObject({ status: 0, data: { openedBy: 'alreadyOpen', purchaseId: bought.data.purchaseId, paid: 0, balance: 972 } });
    expect(await debits(buyer)).toEqual([-28]);

    const open = (await detail(buyer)).data;
    const published = await bodyOf('pred-mxf1');
    expect(open).toMatchObject({ unlocked: true, unlockedBy: 'purchase', body: null, basketball: null });
    const p = open.football as FootballProbabilities;
    expect({ spf: p.spf, rqspf: p.rqspf, bf: p.bf, jqs: p.jqs, bqc: p.bqc }).toEqual({
      spf: published.probabilities.spf, rqspf: published.probabilities.rqspf, bf: published.probabilities.bf, jqs: published.probabilities.jqs, bqc: published.probabilities.bqc,
    });
    const over = published.probabilities.jqs.filter((o) => !['0', '1', '2'].includes(o.code)).reduce((s, o) => s + o.probability, 0);
    expect(p.ou.outcomes[0]?.probability).toBeCloseTo(over, 6);
    expect((await detail(other)).data.football).toBeNull();
  });

  it('lists my bought predictions; not without a login', async () => {
    expect((await as(null)('/MobileFoot/getSelfPredictionList', {})).status).toBe(Status.notLoggedIn);
    const mine = await as(buyer)<Page<{ prediction: PredictionCard; paid: number }>>('/MobileFoot/getSelfPredictionList', {});
    expect(mine.data.total).toBe(1);
    expect(mine.data.items[0]).toMatchObject({ paid: 28, prediction: { id: 'pred-mxf1', unlocked: true } });
    expect((await as(other)<Page<unknown>>('/MobileFoot/getSelfPredictionList', {})).data).toMatchObject({ total: 0, items: [] });
  });

  it('refuses ids that are not AI predictions on sale', async () => {
    expect((await as(buyer)('/MobileCoin/payPrediction', { id: 'spf-mxf1', idempotencyKey: key() })).status).toBe(Status.notFound);
    expect((await as(buyer)('/MobileCoin/payPrediction', { id: 'pred-nope', idempotencyKey: key() })).status).toBe(Status.notFound);
    expect((await as(buyer)('/MobileCoin/lanKaiTongMx', { id: 'foot-7', idempotencyKey: key() })).status).toBe(Status.notFound);
    expect((await as(buyer)('/MobileCoin/footKaiTongMx', { id: 'lan-7', idempotencyKey: key() })).status).toBe(Status.notFound);
    expect(await debits(buyer)).toEqual([-28]);
  });

  it('opens the football data model to a subscriber; renewals add to the remaining time', async () => {
    const model = (who: LoggedIn | null) => as(who)<{ access: ModelAccess; probabilities: FootballProbabilities | null }>('/MobileFoot/getFootGameMoXing', { matchId: 'mxf1' });
    expect((await model(buyer)).data).toMatchObject({ access: { active: false }, probabilities: null });
    expect((await as(null)('/MobileFoot/getFootGameMoXing', { matchId: 'mxb1' })).status).toBe(Status.notFound);

    const packages = await as(null)<{ packages: { id: string; model: string; priceCoins: number; days: number }[]; access: ModelAccess[] }>('/MobileLan/getAppAvaList');
    const week = packages.data.packages.find((p) => p.id === 'foot-7');
    expect(week).toMatchObject({ model: 'football', days: 7 });
    expect(packages.data.access.map((a) => a.active)).toEqual([false, false]);

    const now = server.clock.now();
    const first = await as(buyer)<Purchase>('/MobileCoin/footKaiTongMx', { id: 'foot-7', idempotencyKey: key() });
    expect(first.data).toMatchObject({ paid: week?.priceCoins });
    const end = first.data.expiresAt ?? 0;
    expect(end - now).toBeGreaterThanOrEqual(7 * DAY);
    expect(end - now).toBeLessThan(7 * DAY + 60_000);
    const renewed = await as(buyer)<Purchase>('/MobileCoin/footKaiTongMx', { id: 'foot-7', idempotencyKey: key() });
    expect(renewed.data.expiresAt).toBe(end + 7 * DAY);

    const open = (await model(buyer)).data;
    expect(open.access).toEqual({ model: 'football', active: true, via: 'subscription', expiresAt: end + 7 * DAY });
    expect(open.probabilities?.bf).toEqual((await bodyOf('pred-mxf1')).probabilities.bf);
    const counts = await as(buyer)<{ sports: { sport: string; published: number; upcoming: number; openable: number }[] }>('/MobileFoot/getMxNum', { day: day() });
    expect(counts.data.sports).toEqual([
      expect.objectContaining({ sport: 'football', published: 1, upcoming: 1, openable: 1 }),
      expect.objectContaining({ sport: 'basketball', published: 1, upcoming: 1, openable: 0 }),
    ]);
    expect(await debits(buyer)).toEqual([-28, -(week?.priceCoins ?? 0), -(week?.priceCoins ?? 0)]);
  });

  it('shows basketball moneyline, spread, total and the 12 margin bands to model subscribers only', async () => {
    type LanList = { access: ModelAccess; items: { prediction: PredictionCard; probabilities: { sfc: unknown[]; sf: unknown; rf: unknown; dxf: unknown } | null }[] };
    const locked = await as(other)<LanList>('/MobileLan/getLanMxVipList', { day: day() });
    expect(locked.data.items.map((i) => [i.prediction.id, i.probabilities])).toEqual([['pred-mxb1', null]]);
    await topUp(other, 500);
    const before = server.clock.now();
    const sub = await as(other)<Purchase>('/MobileCoin/lanKaiTongMx', { id: 'lan-30', idempotencyKey: key() });
    expect((sub.data.expiresAt ?? 0) - before).toBeGreaterThanOrEqual(30 * DAY);
    expect((sub.data.expiresAt ?? 0) - before).toBeLessThan(30 * DAY + 60_000);
    const open = await as(other)<LanList>('/MobileLan/getLanMxVipList', { day: day() });
    const published = (await bodyOf('pred-mxb1')).probabilities;
    expect(open.data.access).toMatchObject({ active: true, via: 'subscription' });
    expect(open.data.items[0]?.prediction.unlockedBy).toBe('model');
    expect(open.data.items[0]?.probabilities).toEqual({ source: expect.any(String) as string, sf: published.sf, rf: published.rf, dxf: published.dxf, sfc: published.sfc });
    expect(open.data.items[0]?.probabilities?.sfc).toHaveLength(12);
    // The model opens the prediction: paying for it too charges nothing.
    const paid = await as(other)<Purchase>('/MobileCoin/payPrediction', { id: 'pred-mxb1', idempotencyKey: key() });
    expect(paid).toMatchObject({ status: 0, data: { openedBy: 'alreadyOpen', purchaseId: null, paid: 0, balance: 500 - sub.data.paid } });
    expect(await debits(other)).toEqual([-sub.data.paid]);
  });

  it('without a day, lists open on the first day with a match still to finish (late evening: tomorrow\'s date)', async () => {
    const saved = server.clock.offsetMs;
    server.clock.offsetMs = Date.parse(`${day()}T00:00:00+08:00`) - HOUR - Date.now(); // 23:00 Beijing the evening before
    try {
      expect((await as(null)<{ day: string }>('/MobileLan/getLanMxVipList')).data.day).toBe(day());
      expect((await as(null)<{ day: string }>('/MobileFoot/getPredictionList')).data.day).toBe(day());
      expect((await as(null)<{ day: string }>('/MobileFoot/getTuiJianList')).data.day).toBe(day());
      server.clock.offsetMs = Date.parse(`${day()}T00:00:00+08:00`) + 2 * DAY - Date.now(); // two days on: nothing left to play
      const later = new Date(server.clock.now() + 8 * HOUR).toISOString().slice(0, 10);
      expect((await as(null)<{ day: string }>('/MobileLan/getLanMxVipList')).data.day).toBe(later);
    } finally {
      server.clock.offsetMs = saved;
    }
  });

  it('without a day, getMxNum counts each sport on its own current day, as its list opens (23:00 Beijing: tomorrow\'s)', async () => {
    type Counts = { day: string; sports: { sport: string; day: string; published: number; upcoming: number }[] };
    const saved = server.clock.offsetMs;
    const eveningBefore = Date.parse(`${day()}T00:00:00+08:00`) - HOUR; // 23:00 Beijing the evening before
    const beijingDate = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
    try {
      server.clock.offsetMs = eveningBefore - Date.now();
      const late = await as(null)<Counts>('/MobileFoot/getMxNum');
      expect(late.data.day).toBe(beijingDate(eveningBefore)); // the old field: today's Beijing date
      expect(late.data.sports).toEqual([
        expect.objectContaining({ sport: 'football', day: day(), published: 1, upcoming: 1 }),
        expect.objectContaining({ sport: 'basketball', day: day(), published: 1, upcoming: 1 }),
      ]);
      const lan = await as(null)<{ day: string }>('/MobileLan/getLanMxVipList');
      expect(late.data.sports[1]?.day).toBe(lan.data.day);

      server.clock.offsetMs = Date.parse(`${day()}T00:00:00+08:00`) + 2 * DAY - Date.now(); // two days on: nothing left to play
      const after = await as(null)<Counts>('/MobileFoot/getMxNum');
      const today = beijingDate(server.clock.now());
      expect(after.data.sports.map((s) => [s.sport, s.day, s.published])).toEqual([['football', today, 0], ['basketball', today, 0]]);

      const asked = await as(null)<Counts>('/MobileFoot/getMxNum', { day: day() });
      expect(asked.data.day).toBe(day());
      expect(asked.data.sports.map((s) => [s.day, s.published])).toEqual([[day(), 1], [day(), 1]]);
      expect((await as(null)('/MobileFoot/getMxNum', { day: 'tomorrow' })).msg).toMatch(/day must be a date/);
    } finally {
      server.clock.offsetMs = saved;
    }
  });

  it('from kick-off the body is public; the statistics count settled predictions only', async () => {
    const empty = await as(null)<ModelStats>('/MobileFoot/getFootMoTonJi');
    expect(empty.data.windows.map((w) => w.settled)).toEqual([0, 0, 0]);
    server.clock.advance(4 * HOUR);
    expect((await as(other)('/MobileCoin/payPrediction', { id: 'pred-mxf1', idempotencyKey: key() })).status).toBe(Status.conflict); // sales closed at kick-off
    const finish = (f: BoardFixture, score: { home: number; away: number }, halfTime: { home: number; away: number } | null) =>
      server.board.apply({ fixture: { ...f, status: 'finished', phase: 'finished', score, halfTime, version: f.version + 5 }, newEvents: [] });
    finish(f1, { home: 2, away: 1 }, { home: 1, away: 0 });
    finish(b1, { home: 110, away: 100 }, null);
    await job.sync();

    const detail = await as(other)<PredictionDetail>('/MobileFoot/getPredictionDetail', { id: 'pred-mxf1' });
    const row = await server.database.db.selectFrom('ai_records').select('body').where('ref', '=', 'pred-mxf1').executeTakeFirstOrThrow();
    expect(detail.data).toMatchObject({ unlocked: true, unlockedBy: 'kickoff', revealed: true, settled: true, body: row.body, result: { home: 2, away: 1 } });

    server.clock.advance(2 * 60_000); // past the statistics cache
    const stats = (await as(null)<ModelStats>('/MobileFoot/getFootMoTonJi')).data;
    expect(stats.windows.map((w) => w.settled)).toEqual([1, 1, 1]);
    const published = await bodyOf('pred-mxf1');
    const spf = published.probabilities.spf as { code: string; probability: number }[];
    const top = spf.reduce((a, b) => (b.probability > a.probability ? b : a));
    expect(stats.windows[2]?.plays.find((p) => p.play === 'spf')).toEqual({ play: 'spf', settled: 1, hits: top.code === '3' ? 1 : 0, hitRate: top.code === '3' ? 1 : 0 });
    expect(stats.windows[2]?.calibration.reduce((s, b) => s + b.count, 0)).toBe(3);

    const hint = await as(null)<{ explanation: string[]; published: number; stats: ModelStats }>('/MobileLan/getLanMxHint', {}, 'zh-Hant');
    expect(hint.data.published).toBe(1);
    expect(hint.data.explanation.length).toBeGreaterThanOrEqual(3);
    expect(hint.data.explanation[0]).toContain('籃球');
    expect(hint.data.stats.windows[2]?.plays.find((p) => p.play === 'sfc')?.settled).toBe(1);
  });
});
