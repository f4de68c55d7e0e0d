import { aiPlanNotice, NOTICE_CATCH_UP_LIMIT, Status, type AiPlan, type ChaseList, type ChasePlanDetail, type ChasePlanSummary, type MissedNotices } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chaseDb } from '../../src/modules/ai-chase/ai-chase.schema.ts';
import { CATCH_UP_OVERLAP_MS, NotifyService } from '../../src/modules/ai-chase/notify.service.ts';
import { AiJob } from '../../src/modules/ai/ai.job.ts';
import type { BoardFixture, BoardOddsPath } from '../../src/modules/feed/live/board.types.ts';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { postLedgerEntry } from '../../src/modules/wallet/ledger.ts';
import { makeFixture, makeOddsPath, startFeedTestServer } from '../support/feed.ts';
import { call, databaseTargets, loginNewUser, type LoggedIn, type TestServer } from '../support/harness.ts';
import { listenForPush, PushClient } from '../support/push-client.ts';

const HOUR = 3_600_000;
let keys = 0;
const key = () => `chase-test-${++keys}-${Date.now().toString(36)}`;

/** Odds that moved against the home side since the opening (before `now`): the AI publishes a 胜平负 pick on the home win. */
function footballOdds(now: number): BoardOddsPath[] {
  return [
    makeOddsPath('pinnacle', '1x2', [
      { at: now - 60 * HOUR, line: null, prices: [2.0, 3.5, 3.8] },
      { at: now - HOUR, line: null, prices: [2.5, 3.4, 2.9] },
    ]),
    makeOddsPath('pinnacle', 'over_under', [{ at: now - 60 * HOUR, line: 2.5, prices: [1.9, 1.95] }]),
  ];
}

const martingale = { line: 'spf', baseStake: 10, progression: { kind: 'martingale', ratio: 2, maxRaises: 3 }, maxSteps: 5, stopLoss: 60, takeProfit: null };

describe.each(databaseTargets)('chase plans and AI plan notifications on $name', ({ url }) => {
  let server: TestServer;
  let job: AiJob;
  let notify: NotifyService;
  let fixtures: BoardFixture[];
  let subscriber: LoggedIn;
  let other: LoggedIn;
  let sockets: PushClient[] = [];
  // English where a test reads the problem of a refusal (other callers get it in their language).
  const as = (who: LoggedIn | null, lang?: 'en') => <T>(path: string, payload: unknown = {}) =>
    call<T>(server, path, payload, { ...(who ? { token: who.token } : {}), ...(lang ? { lang } : {}) });
  const chasePlanCount = async () => (await chaseDb(server.database.db).selectFrom('ai_chase_plans').select('id').execute()).length;
  const fund = (who: LoggedIn, coins: number) => server.database.db.transaction().execute((trx) =>
    postLedgerEntry(trx, { userId: Number(who.uid), amount: coins, reason: 'topUp', reference: 'test:chase', idempotencyKey: key() }));
  const finish = (f: BoardFixture, home: number, away: number) =>
    server.board.apply({ fixture: { ...f, status: 'finished', phase: 'finished', score: { home, away }, halfTime: { home: 0, away: 0 }, version: f.version + 5 }, newEvents: [] });

  beforeAll(async () => {
    const now = Date.now();
    fixtures = [2, 6, 10].map((h, i) => makeFixture({ id: `zj${i + 1}`, kickoffAt: now + h * HOUR }));
    server = await startFeedTestServer(
      { fixtures, odds: Object.fromEntries(fixtures.map((f) => [f.id, footballOdds(now)])) },
      { databaseUrl: url, env: { RATE_LIMIT_SCALE: '100' } },
    );
    job = new AiJob({ db: server.database.db, board: server.board, now: server.clock.now, shouldRun: () => true, onError: (e) => { throw e; } });
    notify = new NotifyService(server.database.db, server.clock.now, (tag, data, topic) => server.hub.publish(tag, data, topic));
    subscriber = await loginNewUser(server);
    other = await loginNewUser(server);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    expect((await auditLedger(server.database.db)).problems).toEqual([]);
    await server.close();
  });

  it('refuses bad settings with a message naming the field, and stores nothing', async () => {
    const save = (settings: unknown) => as(subscriber, 'en')<unknown>('/MobileIndex/saveZuijiSet', { settings });
    const { stopLoss: _omitted, ...withoutStopLoss } = martingale;
    const cases: Array<[unknown, RegExp]> = [
      [withoutStopLoss, /settings\.stopLoss is required/],
      [{ ...martingale, stopLoss: 5 }, /settings\.stopLoss must be at least the base stake/],
      [{ ...martingale, baseStake: 11 }, /settings\.baseStake must be a multiple of 2/],
      [{ ...martingale, progression: { kind: 'double-up' } }, /settings\.progression/],
      [{ ...martingale, progression: { kind: 'martingale', maxRaises: 2 } }, /settings\.progression\.ratio is required/],
      [{ ...martingale, maxSteps: 51 }, /settings\.maxSteps must be at most 50/],
      [{ ...martingale, line: 'football' }, /settings\.line/],
    ];
    for (const [settings, message] of cases) {
      const r = await save(settings);
      expect(r.status).toBe(Status.validation);
      expect(r.msg).toMatch(message);
    }
    expect((await as(subscriber, 'en')('/MobileIndex/saveZuijiSet', { end: true })).msg).toMatch(/id is required/);
    expect((await as(subscriber, 'en')('/MobileFoot/getZrDetail', { id: 0 })).msg).toMatch(/id must be positive/);
    expect((await as(subscriber, 'en')('/MobileIndex/saveJhNotify', { lines: ['spf', 'nba'] })).msg).toMatch(/lines\.1/);
    expect(await chasePlanCount()).toBe(0);
  });

  it('needs the zuiji subscription, bought with coins through the wallet, for chase plans; the record is free', async () => {
    const list = await as(other)<ChaseList>('/MobileFoot/getZuijiList');
    expect(list.data).toMatchObject({ subscribed: false, activeUntil: null, plans: [] });
    expect(list.data.lines.map((l) => l.line)).toEqual(['spf', 'jqs', 'bqc', 'rf', 'dxf', 'dxf2x1']);
    expect(list.data.lines[0]?.records.map((r) => r.days)).toEqual([7, 30, null]);
    expect((await as(other)('/MobileIndex/saveZuijiSet', { settings: martingale })).status).toBe(Status.forbidden);
    expect((await as(other)('/MobileFoot/getZrDetail', { id: 1 })).status).toBe(Status.forbidden);
    expect((await as(null)('/MobileIndex/getZuijiSet')).status).toBe(Status.notLoggedIn);
    expect(await chasePlanCount()).toBe(0);

    await fund(subscriber, 100);
    const bought = await as(subscriber)<{ paid: number; balance: number }>('/MobileCoin/payZuiji', { id: 'zuiji_week', idempotencyKey: key() });
    expect(bought).toMatchObject({ status: 0, data: { paid: 88, balance: 12 } });
    const set = await as(subscriber)<{ subscribed: boolean; activeUntil: number; defaults: Record<string, unknown> }>('/MobileIndex/getZuijiSet');
    expect(set.data.subscribed).toBe(true);
    expect(set.data.activeUntil).toBeGreaterThan(server.clock.now() + 6 * 24 * HOUR);
    expect(set.data.defaults).not.toHaveProperty('stopLoss');
  });

  it('saves notification lines and pushes each new plan of a chosen line to its owner\'s topic, once', async () => {
    const mine = await as(subscriber)<{ topic: string; lines: Array<{ line: string; notify: boolean }> }>('/MobileIndex/saveJhNotify', { lines: ['spf', 'spf'] });
    expect(mine.data.lines.filter((l) => l.notify).map((l) => l.line)).toEqual(['spf']);
    expect(mine.data.topic).toMatch(/^jh:[A-Za-z0-9_-]{24}$/);
    const again = await as(subscriber)<{ topic: string }>('/MobileIndex/getJhSets');
    expect(again.data.topic).toBe(mine.data.topic);
    const theirs = await as(other)<{ topic: string }>('/MobileIndex/saveJhNotify', { lines: ['jqs'] });
    expect(theirs.data.topic).not.toBe(mine.data.topic);

    const wsUrl = await listenForPush(server);
    const a = await PushClient.connect(wsUrl);
    const b = await PushClient.connect(wsUrl);
    sockets = [a, b];
    a.send(`sub|${mine.data.topic}`);
    b.send(`sub|${theirs.data.topic}`);
    await Promise.all([a.sync(), b.sync()]);

    // Chase plans started now follow the plans published from here on.
    const started = await as(subscriber)<ChasePlanSummary>('/MobileIndex/saveZuijiSet', { settings: martingale });
    expect(started.data).toMatchObject({ status: 'running', steps: 0, balance: 0, lossAllowance: 60 });
    const tight = await as(subscriber)<ChasePlanSummary>('/MobileIndex/saveZuijiSet', { settings: { ...martingale, stopLoss: 25 } });
    expect(tight.status).toBe(0);

    await job.sync();
    const spf = (await server.database.db.selectFrom('ai_records').select('ref').where('plan_type', '=', 'spf').orderBy('kickoff_at').execute()).map((r) => r.ref);
    expect(spf).toEqual(['spf-zj1', 'spf-zj2', 'spf-zj3']);
    expect(await notify.sweep()).toBeGreaterThanOrEqual(3);
    expect(await notify.sweep()).toBe(0);
    const frames = async (c: PushClient, n: number) => {
      while (c.frames.length < n) await c.nextFrame(c.frames.length);
      return c.frames;
    };
    const got = (await frames(a, 3)).map((f) => aiPlanNotice.parse(JSON.parse(f.slice('gameMsg|'.length))));
    expect(got.map((n) => [n.id, n.line, n.sport])).toEqual(spf.map((id) => [id, 'spf', 'football']));
    expect(got[0]?.priceCoins).toBeGreaterThan(0);
    await b.sync();
    expect(b.frames).toEqual([]); // no 进球数 plan was published
  });

  it('lists the notices a socket missed: announced after `since`, of the caller\'s own lines, still before kick-off, bounded', async () => {
    type Settings = { topic: string; missed: MissedNotices | null };
    const catchUp = (who: LoggedIn, payload: unknown) => as(who)<Settings>('/MobileIndex/getJhSets', payload);
    const sent = chaseDb(server.database.db).selectFrom('ai_notify_sent');
    const spf = ['spf-zj1', 'spf-zj2', 'spf-zj3'];
    const announcedAt = (await sent.select('sent_at').where('ref', '=', 'spf-zj3').executeTakeFirstOrThrow()).sent_at.getTime();

    expect((await catchUp(subscriber, {})).data.missed).toBeNull(); // without `since`: the settings alone, as before
    const all = await catchUp(subscriber, { since: 0 });
    expect(all.data.missed?.notices.map((n) => [n.id, n.line, n.announcedAt])).toEqual(spf.map((id) => [id, 'spf', announcedAt]));
    expect(all.data.missed?.notices.map((n) => aiPlanNotice.parse(n).kind)).toEqual(['aiPlan', 'aiPlan', 'aiPlan']);
    expect(all.data.missed?.more).toBe(false);
    expect(Math.abs((all.data.missed?.next ?? 0) - (server.clock.now() - CATCH_UP_OVERLAP_MS))).toBeLessThan(10_000);

    // Nothing announced at or before `since`: the first plan's notice went out an hour earlier.
    await chaseDb(server.database.db).updateTable('ai_notify_sent').set({ sent_at: new Date(announcedAt - HOUR) }).where('ref', '=', 'spf-zj1').execute();
    const since = async (at: number) => (await catchUp(subscriber, { since: at })).data.missed?.notices.map((n) => n.id);
    expect(await since(announcedAt - HOUR - 1)).toEqual(spf);
    expect(await since(announcedAt - HOUR)).toEqual(['spf-zj2', 'spf-zj3']);
    expect(await since(announcedAt)).toEqual([]);

    // Nothing of other users' lines: the other user chose 进球数 (none published), a third chose none.
    expect((await catchUp(other, { since: 0 })).data.missed).toMatchObject({ notices: [], more: false });
    const third = await loginNewUser(server);
    expect((await catchUp(third, { since: 0 })).data.missed?.notices).toEqual([]);
    // The lines the caller chooses now: without 胜平负 its notices are no longer the caller's.
    await as(subscriber)('/MobileIndex/saveJhNotify', { lines: ['rf'] });
    expect(await since(0)).toEqual([]);
    await as(subscriber)('/MobileIndex/saveJhNotify', { lines: ['spf'] });

    // A plan past kick-off is no longer news (zj1 kicks off 2 h after the start).
    const saved = server.clock.offsetMs;
    try {
      server.clock.offsetMs = saved + 3 * HOUR;
      expect(await since(0)).toEqual(['spf-zj2', 'spf-zj3']);
    } finally {
      server.clock.offsetMs = saved;
    }

    // The bound: the newest notices, oldest first, and `more` says older ones were left out.
    expect(NOTICE_CATCH_UP_LIMIT).toBe(50);
    const bounded = await new NotifyService(server.database.db, server.clock.now, async () => undefined, 2).settings(Number(subscriber.uid), 0);
    expect(bounded.missed?.notices.map((n) => n.id)).toEqual(['spf-zj2', 'spf-zj3']);
    expect(bounded.missed?.more).toBe(true);

    const bad: Array<[unknown, RegExp]> = [
      ['yesterday', /since must be a time in ms since 1970/],
      [-1, /since must not be negative/],
      [1.5, /since must be whole milliseconds/],
      [9_000_000_000_000_000, /since must be a time a date can hold/],
    ];
    for (const [value, message] of bad) {
      const r = await as(subscriber, 'en')<Settings>('/MobileIndex/getJhSets', { since: value });
      expect(r.status).toBe(Status.validation);
      expect(r.msg).toMatch(message);
    }
    expect((await as(null)('/MobileIndex/getJhSets', { since: 0 })).status).toBe(Status.notLoggedIn);
  });

  it('sweeps every 5 s from the start: a client whose socket a restart dropped catches up when it is back', async () => {
    const service = new NotifyService(server.database.db, server.clock.now, async () => undefined);
    const sweep = vi.spyOn(service, 'sweep').mockResolvedValue(0);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let leader = true;
      const stop = service.start(() => leader, () => undefined);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(sweep).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(sweep).toHaveBeenCalledTimes(3);
      leader = false; // only the feed leader announces
      await vi.advanceTimersByTimeAsync(10_000);
      expect(sweep).toHaveBeenCalledTimes(3);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('computes each step from the real settlements: stakes, results, running P/L, and stops at the stop-loss', async () => {
    const [id, tightId] = (await as(subscriber)<ChaseList>('/MobileFoot/getZuijiList')).data.plans.map((p) => p.id).reverse();
    const detail = async (planId: number | undefined) => (await as(subscriber)<ChasePlanDetail>('/MobileFoot/getZrDetail', { id: planId })).data;
    const first = await detail(id);
    expect(first.stepList.map((s) => [s.planId, s.stake, s.outcome, s.picks])).toEqual([['spf-zj1', 10, null, null]]);
    const odds = first.stepList[0]?.odds ?? 0;
    expect(odds).toBeGreaterThan(1);

    const [f1, f2, f3] = fixtures as [BoardFixture, BoardFixture, BoardFixture];
    server.clock.advance(4 * HOUR);
    finish(f1, 0, 1); // the home-win pick loses
    await job.sync();
    const afterLoss = await detail(id);
    expect(afterLoss.stepList.map((s) => [s.planId, s.stake, s.outcome, s.balance])).toEqual([['spf-zj1', 10, 'lost', -10], ['spf-zj2', 20, null, null]]);
    expect(afterLoss.stepList[0]?.picks?.[0]).toMatchObject({ fixtureId: 'zj1', code: '3', hit: false });
    // Stake 20 would pass the 25-yuan stop-loss after losing 10: the tight chase stops instead.
    expect(await detail(tightId)).toMatchObject({ status: 'stopLoss', balance: -10, nextStake: null, stepList: [{ stake: 10, outcome: 'lost' }] });

    server.clock.advance(4 * HOUR);
    finish(f2, 2, 0);
    await job.sync();
    server.clock.advance(4 * HOUR);
    finish(f3, 1, 1);
    await job.sync();
    const done = await detail(id);
    const odds2 = done.stepList[1]?.odds ?? 0;
    const won = Math.round(20 * odds2 * 100) / 100;
    expect(done.stepList.map((s) => [s.planId, s.stake, s.outcome])).toEqual([['spf-zj1', 10, 'lost'], ['spf-zj2', 20, 'won'], ['spf-zj3', 10, 'lost']]);
    expect(done.stepList[1]).toMatchObject({ returned: won, profit: Math.round((won - 20) * 100) / 100 });
    expect(done.balance).toBeCloseTo(-10 + (won - 20) - 10, 2);
    expect(done).toMatchObject({ status: 'running', staked: 40, nextStake: 20 });

    // Started steps cannot be re-written; the plan can be ended.
    expect((await as(subscriber)('/MobileIndex/saveZuijiSet', { id, settings: { ...martingale, baseStake: 2 } })).status).toBe(Status.conflict);
    const ended = await as(subscriber)<ChasePlanSummary>('/MobileIndex/saveZuijiSet', { id, end: true });
    expect(ended.data).toMatchObject({ status: 'ended', steps: 3 });
    expect((await as(other)('/MobileIndex/saveZuijiSet', { id: tightId, end: true })).status).toBe(Status.forbidden);
  });

  it('lists the AI plans a user bought with their picks and results', async () => {
    const kickoff = server.clock.now() + 3 * HOUR;
    const f4 = makeFixture({ id: 'zj4', kickoffAt: kickoff });
    server.board.apply({ fixture: f4, newEvents: [], odds: footballOdds(server.clock.now()) });
    await job.sync();
    await fund(other, 50);
    const bought = await as(other)<{ paid: number }>('/MobileCoin/payJh', { id: 'spf-zj4', idempotencyKey: key() });
    expect(bought.status).toBe(0);
    const mine = await as(other)<{ plans: Array<AiPlan & { paid: number; boughtAt: number }> }>('/MobileAi/getMyJhList');
    expect(mine.data.plans).toEqual([expect.objectContaining({ id: 'spf-zj4', locked: false, paid: bought.data.paid, settlement: null })]);
    expect(mine.data.plans[0]?.picks?.[0]).toMatchObject({ fixtureId: 'zj4', code: '3' });
    expect((await as(subscriber)<{ plans: unknown[] }>('/MobileAi/getMyJhList')).data.plans).toEqual([]);
  });
});
