import { Status, type AiPlan, type AiRecord } from '@scoreline/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiJob } from '../../src/modules/ai/ai.job.ts';
import type { BoardFixture } from '../../src/modules/feed/live/board.types.ts';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { postLedgerEntry } from '../../src/modules/wallet/ledger.ts';
import { grantVip } from '../../src/modules/wallet/vip-grant.ts';
import { movedBasketballOdds, movedFootballOdds } from '../support/ai-odds.ts';
import { makeFixture, startFeedTestServer } from '../support/feed.ts';
import { beijingAfternoon } from '../support/football-board.ts';
import { call, databaseTargets, loginNewUser, type LoggedIn, type TestServer } from '../support/harness.ts';

const HOUR = 3_600_000;
let keys = 0;
const key = () => `ai-test-${++keys}-${Date.now().toString(36)}`;

interface PlanList {
  records: AiRecord[];
  plans: AiPlan[];
}

describe.each(databaseTargets)('AI published record on $name', ({ url }) => {
  let server: TestServer;
  let job: AiJob;
  let f1: BoardFixture;
  let b1: BoardFixture;
  let b2: BoardFixture;
  let buyer: LoggedIn;
  const as = (who: LoggedIn | null) => <T>(path: string, payload: unknown = {}) => call<T>(server, path, payload, who ? { token: who.token } : {});
  const rows = () => server.database.db.selectFrom('ai_records').selectAll().orderBy('seq').execute();

  beforeAll(async () => {
    // A fixed Beijing 14:00, so both basketball games (2 h and 3 h on) share a Beijing day and pair as 2串1.
    const now = beijingAfternoon(Date.now());
    f1 = makeFixture({ id: 'aif1', kickoffAt: now + 2 * HOUR });
    b1 = makeFixture({ id: 'aib1', sport: 'basketball', kickoffAt: now + 2 * HOUR });
    b2 = makeFixture({ id: 'aib2', sport: 'basketball', kickoffAt: now + 3 * HOUR, homeTeamId: 'boston-celtics', awayTeamId: 'miami-heat' });
    server = await startFeedTestServer(
      { fixtures: [f1, b1, b2], odds: { aif1: movedFootballOdds(f1.kickoffAt), aib1: movedBasketballOdds(b1.kickoffAt), aib2: movedBasketballOdds(b2.kickoffAt) } },
      { databaseUrl: url, env: { RATE_LIMIT_SCALE: '100' } },
    );
    server.clock.offsetMs = now - Date.now();
    job = new AiJob({ db: server.database.db, board: server.board, now: server.clock.now, shouldRun: () => true, onError: (e) => { throw e; } });
    buyer = await loginNewUser(server);
  });
  afterAll(async () => {
    expect((await auditLedger(server.database.db)).problems).toEqual([]);
    await server.close();
  });

  it('publishes each match\'s prediction and its value plans before kick-off, once', async () => {
    expect((await job.sync()).published).toBeGreaterThan(0);
    const refs = (await rows()).map((r) => r.ref);
    expect(refs).toEqual(expect.arrayContaining(['pred-aif1', 'pred-aib1', 'pred-aib2', 'spf-aif1', 'rf-aib1', 'dxf-aib1', 'dxf2x1-aib1-aib2']));
    for (const row of await rows()) expect(row.published_at.getTime()).toBeLessThan(row.kickoff_at.getTime());
    const before = await rows();
    // The market moves again and the job runs twice more: nothing published changes.
    server.board.apply({ fixture: { ...f1, version: f1.version + 1 }, newEvents: [], odds: movedFootballOdds(f1.kickoffAt).map((p) => ({ ...p, steps: p.steps.map((s) => ({ ...s, prices: [1.5, 4, 7] })) })) });
    expect((await job.sync()).published).toBe(0);
    expect((await job.sync()).published).toBe(0);
    expect(await rows()).toEqual(before);
  });

  it('the database refuses to edit or delete a published record', async () => {
    const db = server.database.db;
    await expect(sql`update ai_records set body = '{}' where ref = 'spf-aif1'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ai_records where ref = 'spf-aif1'`.execute(db)).rejects.toThrow(/append-only/);
    const body = (await db.selectFrom('ai_records').select('body').where('ref', '=', 'spf-aif1').executeTakeFirstOrThrow()).body;
    expect(JSON.parse(body)).toMatchObject({ kind: 'plan', planType: 'spf', ref: 'spf-aif1' });
  });

  it('hides a plan\'s picks until bought with coins, then shows them to the buyer only', async () => {
    const anonymous = await as(null)<PlanList>('/MobileAi/getSpfjhYue');
    expect(anonymous.status).toBe(Status.notLoggedIn);
    const other = await loginNewUser(server);
    const locked = await as(other)<PlanList>('/MobileAi/getSpfjhYue', { day: new Date(f1.kickoffAt + 8 * HOUR).toISOString().slice(0, 10) });
    expect(locked.data.plans.map((p) => [p.id, p.locked, p.picks])).toEqual([['spf-aif1', true, null]]);
    expect(locked.data.records.map((r) => r.settled)).toEqual([0, 0, 0]);

    const broke = await as(buyer)('/MobileCoin/payJh', { id: 'spf-aif1', idempotencyKey: key() });
    expect(broke.status).toBe(Status.insufficientCoins);
    await server.database.db.transaction().execute((trx) =>
      postLedgerEntry(trx, { userId: Number(buyer.uid), amount: 50, reason: 'topUp', reference: 'test:ai', idempotencyKey: key() }));
    const bought = await as(buyer)<{ paid: number; balance: number }>('/MobileCoin/payJh', { id: 'spf-aif1', idempotencyKey: key() });
    expect(bought).toMatchObject({ status: 0, data: { paid: 18, balance: 32 } });
    expect((await as(buyer)('/MobileCoin/payLanJh', { id: 'spf-aif1', idempotencyKey: key() })).status).toBe(Status.notFound);

    const open = await as(buyer)<PlanList>('/MobileAi/getSpfjhYue');
    const plan = open.data.plans.find((p) => p.id === 'spf-aif1');
    expect(plan).toMatchObject({ locked: false, priceCoins: 18, legs: 1 });
    expect(plan?.picks).toEqual([expect.objectContaining({ fixtureId: 'aif1', play: 'spf', code: '3', hit: null })]);
    expect(plan?.picks?.[0]?.edge).toBeGreaterThanOrEqual(0.03);
    expect((await as(other)<PlanList>('/MobileAi/getSpfjhYue')).data.plans[0]?.locked).toBe(true);
  });

  it('a VIP opens one plan a day with a free view: nothing charged, the reply and getVipInfoList say how many are left', async () => {
    const vip = await loginNewUser(server);
    const k = key();
    await server.database.db.transaction().execute((trx) => grantVip(trx, { userId: Number(vip.uid), level: 1, days: 30, reference: k, idempotencyKey: k }, server.clock.now()));
    expect((await as(vip)<{ freeViewsLeft: number }>('/MobileVip/getVipInfoList')).data.freeViewsLeft).toBe(1);
    const free = await as(vip)<{ openedBy: string; paid: number; balance: number; purchaseId: number | null; freeViewsLeft: number }>('/MobileCoin/payLanJh', { id: 'rf-aib1', idempotencyKey: key() });
    expect(free).toMatchObject({ status: 0, data: { openedBy: 'freeView', paid: 0, balance: 0, purchaseId: null, freeViewsLeft: 0 } });
    const lan = await as(vip)<PlanList>('/MobileAi/getLanJhList');
    expect(lan.data.plans.find((p) => p.id === 'rf-aib1')?.locked).toBe(false);
    expect((await as(vip)<{ freeViewsLeft: number }>('/MobileVip/getVipInfoList')).data.freeViewsLeft).toBe(0);
    expect((await as(vip)('/MobileCoin/payLanJh', { id: 'dxf-aib1', idempotencyKey: key() })).status).toBe(Status.insufficientCoins);
  });

  it('seals a record\'s body until kick-off, then anyone can recompute it', async () => {
    const sealed = await as(null)<{ body: string | null; hashOk: boolean | null; linkOk: boolean; publishedBeforeKickoff: boolean }>('/MobileAi/verifyRecord', { ref: 'spf-aif1' });
    expect(sealed.data).toMatchObject({ body: null, hashOk: null, linkOk: true, publishedBeforeKickoff: true });
    expect((await as(null)('/MobileAi/verifyRecord', { ref: 'nope' })).status).toBe(Status.notFound);
  });

  it('settles every plan from the board\'s results; the record counts settled plans only', async () => {
    server.clock.advance(4 * HOUR);
    const finish = (f: BoardFixture, score: { home: number; away: number }, halfTime: { home: number; away: number } | null) =>
      server.board.apply({ fixture: { ...f, status: 'finished', phase: 'finished', score, halfTime, version: f.version + 5 }, newEvents: [] });
    finish(f1, { home: 2, away: 1 }, { home: 1, away: 0 });
    finish(b1, { home: 110, away: 100 }, null);
    finish(b2, { home: 101, away: 99 }, null);
    const { settled } = await job.sync();
    const all = await rows();
    expect(settled).toBe(all.length);
    expect((await job.sync()).settled).toBe(0);

    const spf = await as(null)<{ overall: AiRecord[] }>('/MobileAi/getAiTongji1');
    const plans = all.filter((r) => r.kind === 'plan' && r.sport === 'football').length;
    expect(spf.data.overall.map((r) => r.settled)).toEqual([plans, plans, plans]);
    const buyerView = await as(buyer)<PlanList>('/MobileAi/getSpfjhYue', { day: all[0]?.day });
    expect(buyerView.data.plans[0]).toMatchObject({ settlement: { outcome: 'won', returnUnits: expect.any(Number) as number }, picks: [expect.objectContaining({ hit: true })] });
    expect(buyerView.data.records[2]).toMatchObject({ settled: 1, won: 1, hitRate: 1, recent: ['won'] });

    const lan = await as(buyer)<PlanList>('/MobileAi/getLanJhList', { day: all[0]?.day });
    const dxf = lan.data.plans.find((p) => p.planType === 'dxf2x1');
    // Opening total 220 → the model leans under 226.5; 210 and 200 points: both legs hit.
    expect(dxf).toMatchObject({ legs: 2, locked: false, settlement: { outcome: 'won' } });
    expect((await as(buyer)('/MobileCoin/payLanJh', { id: dxf?.id, idempotencyKey: key() })).status).toBe(Status.conflict); // sales closed at kick-off

    const card = await as(null)<{ matches: number; rpsByDay: unknown[]; settledPlans: AiPlan[] }>('/MobileAi/getScorecard');
    expect(card.data.matches).toBe(1);
    expect(card.data.rpsByDay).toHaveLength(1);
    expect(card.data.settledPlans.map((p) => p.id)).toContain('spf-aif1');
  });

  it('verifies a record after kick-off, and fails it once its body is edited behind the triggers', async () => {
    const check = () => as(null)<{ hashOk: boolean | null; linkOk: boolean; nextLinkOk: boolean | null; body: string | null }>('/MobileAi/verifyRecord', { ref: 'spf-aif1' });
    expect((await check()).data).toMatchObject({ hashOk: true, linkOk: true, nextLinkOk: true });
    const detail = await as(null)<{ revealed: boolean; body: string | null }>('/MobileFoot/getPredictionDetail', { id: 'pred-aif1' });
    expect(detail.data.revealed).toBe(true);
    expect(JSON.parse(detail.data.body ?? '{}')).toMatchObject({ source: 'market-opening', match: { fixtureId: 'aif1' } });

    const db = server.database.db;
    await sql`alter table ai_records disable trigger ai_records_append_only`.execute(db);
    await sql`update ai_records set body = replace(body, '"code":"3"', '"code":"1"') where ref = 'spf-aif1'`.execute(db);
    await sql`alter table ai_records enable trigger ai_records_append_only`.execute(db);
    expect((await check()).data.hashOk).toBe(false);
    const heads = await as(null)<{ heads: Array<{ seq: number }> }>('/MobileAi/getChainHeads', {});
    expect(heads.data.heads[0]?.seq).toBe((await rows()).length);
  });
});
