import { Status, type BasketballCalculatorMatch, type FootballCalculatorMatch, type PlanInput, type PlanRecord } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardFixture } from '../../src/modules/feed/live/board.types.ts';
import { call, databaseTargets, loginNewUser, type LoggedIn, type TestServer } from '../support/harness.ts';
import { HOUR, seed, tomorrow } from './seed.ts';
import { startFeedTestServer } from '../support/feed.ts';

/**
 * The calculators' calls on a hand-made board of real teams and real pre-match odds: the
 * matches on sale with every play's prices, and saved plans (recomputed on save, refused when the
 * claimed numbers disagree, read back by owner and share code, settled on the real results).
 */

type List<T> = { stale: boolean; now: number; matches: T[] };

/** 2 × the product of jingcai odds, rounded half-even to the fen (lottery-rules §6.2). */
function unitFen(odds: string[]): bigint {
  const value = odds.reduce((v, o) => v * BigInt(o.replace('.', '')), 2n);
  const q = 10n ** BigInt(2 * odds.length - 2);
  const fen = value / q;
  const r = value % q;
  return r * 2n > q || (r * 2n === q && fen % 2n === 1n) ? fen + 1n : fen;
}
const yuan = (fen: bigint) => `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;

describe.each(databaseTargets)('lottery plan calls on $name', ({ url }) => {
  let server: TestServer;
  let owner: LoggedIn;
  let stranger: LoggedIn;
  let football: FootballCalculatorMatch[];

  beforeAll(async () => {
    server = await startFeedTestServer(seed(Date.now()), { databaseUrl: url });
    owner = await loginNewUser(server);
    stranger = await loginNewUser(server);
    // The next weekend's issue matches may be on sale too when it is near; these tests use two.
    football = (await call<List<FootballCalculatorMatch>>(server, '/MobileJin/getJinList', {})).data.matches.filter((m) => !/^n\d/.test(m.id));
  });
  afterAll(async () => server.close());

  const odds = (m: FootballCalculatorMatch | undefined, play: keyof FootballCalculatorMatch['plays'], code: string): string => {
    const found = m?.plays[play].options.find((o) => o.code === code)?.odds;
    if (!found) throw new Error(`no ${play} ${code}`);
    return found;
  };

  /** A 2串1 SPF plan: early {3, 1} × late {3, 0}. */
  function twoMatchPlan(claimed = { bets: 4, cost: '8.00' }): PlanInput {
    const early = football.find((m) => m.id === 'early');
    const late = football.find((m) => m.id === 'late');
    return {
      game: 'jczq',
      matches: [
        { id: 'early', handicap: early?.handicap, picks: [{ play: 'SPF', option: '3', odds: odds(early, 'SPF', '3') }, { play: 'SPF', option: '1', odds: odds(early, 'SPF', '1') }] },
        { id: 'late', handicap: late?.handicap, picks: [{ play: 'SPF', option: '3', odds: odds(late, 'SPF', '3') }, { play: 'SPF', option: '0', odds: odds(late, 'SPF', '0') }] },
      ],
      passes: ['2串1'],
      multiple: 1,
      claimed,
    };
  }

  describe('MobileJin/getJinList, getBeiDanWei, getLanJinList', () => {
    it('lists the football matches on sale by number with every play priced as exact decimal strings', () => {
      expect(football.map((m) => m.id)).toEqual(['early', 'late']); // no prices → not offered; played and friendly not on sale
      const [early] = football;
      expect(early?.number).toMatch(/^周.001$/);
      expect(early?.plays.SPF.options.map((o) => o.code)).toEqual(['3', '1', '0']);
      expect(early?.plays.BF.options).toHaveLength(31);
      expect(early?.plays.ZJQ.options.map((o) => o.code)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7+']);
      expect(early?.plays.BQC.options).toHaveLength(9);
      for (const o of early?.plays.SPF.options ?? []) expect(o.odds).toMatch(/^\d+\.\d{2}$/);
      expect(early?.handicap).toBe(-1);
      expect(early?.plays.SPF.singleAllowed).toBe(true); // Premier League
      expect(early?.plays.BF.singleAllowed).toBe(true);
      expect(early?.home.name).toBe('曼联');
    });

    it('offers the same matches for beidan with SP to six decimals, numbered from 1', async () => {
      const { data } = await call<List<{ id: string; seq: number; plays: { BF: { options: { odds: string }[] }; SXDS: { options: { code: string; odds: string }[] } } }>>(server, '/MobileJin/getBeiDanWei', {});
      expect(data.matches.slice(0, 2).map((m) => [m.id, m.seq])).toEqual([['early', 1], ['late', 2]]);
      expect(data.matches[0]?.plays.BF.options).toHaveLength(25);
      expect(data.matches[0]?.plays.SXDS.options[0]?.code).toBe('上单');
      expect(data.matches[0]?.plays.SXDS.options[0]?.odds).toMatch(/^\d+\.\d{6}$/);
    });

    it('lists basketball on sale with the handicap and line it was priced at', async () => {
      const { data } = await call<List<BasketballCalculatorMatch>>(server, '/MobileJin/getLanJinList', {});
      expect(data.matches.map((m) => m.id)).toEqual(['nba-next']);
      expect(data.matches[0]).toMatchObject({ handicap: -5.5, line: 221.5 });
      expect(data.matches[0]?.plays.SFC.options).toHaveLength(12);
    });

    it('lists one business day in full when asked, and refuses a bad date', async () => {
      const { data } = await call<List<FootballCalculatorMatch>>(server, '/MobileJin/getJinList', { date: tomorrow() });
      expect(data.matches.map((m) => m.id).filter((id) => !/^n\d/.test(id))).toEqual(['early', 'late']);
      const bad = await call(server, '/MobileJin/getJinList', { date: '2026-02-30' }, { lang: 'en' });
      expect(bad.status).toBe(Status.validation);
      expect(bad.msg).toContain('date');
    });
  });

  describe('MobileJin/getGame14MuLu and getGame14Detail', () => {
    it('gives the issue on sale by default with its 14 matches', async () => {
      const list = await call<{ issues: { number: string; status: string }[] }>(server, '/MobileJin/getGame14MuLu', {});
      expect(list.data.issues[0]?.status).toBe('selling');
      const detail = await call<{ number: string; status: string; matches: { id: string }[] }>(server, '/MobileJin/getGame14Detail', {});
      expect(detail.data).toMatchObject({ number: list.data.issues[0]?.number, status: 'selling' });
      expect(detail.data.matches).toHaveLength(14);
      const unknown = await call(server, '/MobileJin/getGame14Detail', { issue: '10001' });
      expect(unknown.status).toBe(Status.notFound);
    });
  });

  describe('saving a jingcai football plan', () => {
    it('refuses a plan whose claimed numbers disagree with the recomputed ones, naming both', async () => {
      const reply = await call(server, '/MobileJin/addJingZuRecord', twoMatchPlan({ bets: 5, cost: '10.00' }), { token: owner.token, lang: 'en' });
      expect(reply.status).toBe(Status.validation);
      expect(reply.msg).toContain('claimed');
      expect(reply.msg).toContain('4 bets costing 8.00');
    });

    it('names a plan the calculator refuses in the caller\'s language, not in the package\'s English', async () => {
      const plan = { ...twoMatchPlan(), passes: ['3串1'] };
      const chinese = await call(server, '/MobileJin/addJingZuRecord', plan, { token: owner.token, lang: 'zh-Hans' });
      expect(chinese.status).toBe(Status.validation);
      expect(chinese.msg).toBe('方案有误：3串1 需要至少 3 场比赛，方案只有 2 场');
      expect(chinese.msg).not.toMatch(/[A-Za-z]/);
      const traditional = await call(server, '/MobileJin/addJingZuRecord', plan, { token: owner.token, lang: 'zh-Hant' });
      expect(traditional.msg).toBe('方案有誤：3串1 需要至少 3 場比賽，方案只有 2 場');
      const japanese = await call(server, '/MobileJin/addJingZuRecord', plan, { token: owner.token, lang: 'ja' });
      expect(japanese.msg).toBe('プランに誤りがあります：3串1 には 3 試合以上が必要です（このプランは 2 試合）');
      const english = await call(server, '/MobileJin/addJingZuRecord', plan, { token: owner.token, lang: 'en' });
      expect(english.msg).toBe('Invalid request: plan pass type 3串1 needs 3 matches, the plan has 2');
      const optimised = { ...twoMatchPlan({ bets: 4, cost: '2.00' }), optimisation: { budget: '2', mode: 'average' as const, protect: [], multiples: [1] } };
      const budget = await call(server, '/MobileJin/addJingZuRecord', optimised, { token: owner.token, lang: 'zh-Hans' });
      expect(budget.msg).toBe('方案有误：预算至少 8 元（4 注每注至少 1 倍）');
    });

    it('refuses a match not on sale and a bad pick, saving nothing', async () => {
      const plan = twoMatchPlan();
      const closed = await call(server, '/MobileJin/addJingZuRecord', { ...plan, matches: [{ ...plan.matches[0], id: 'played' }, plan.matches[1]] }, { token: owner.token, lang: 'en' });
      expect(closed.status).toBe(Status.validation);
      expect(closed.msg).toContain('matches[0].id');
      const badOption = await call(server, '/MobileJin/addJingZuRecord', { ...plan, matches: [{ ...plan.matches[0], picks: [{ play: 'SPF', option: '2', odds: '1.50' }] }, plan.matches[1]] }, { token: owner.token, lang: 'en' });
      expect(badOption.status).toBe(Status.validation);
      const list = await call<{ total: number }>(server, '/MobileJin/getJingZuRecordList', {}, { token: owner.token });
      expect(list.data.total).toBe(0);
    });

    it('saves, lists, shares publicly with the saved odds, hides it from others, settles on the results, and deletes', async () => {
      const plan = twoMatchPlan();
      const saved = await call<PlanRecord>(server, '/MobileJin/addJingZuRecord', plan, { token: owner.token });
      expect(saved.status).toBe(Status.ok);
      const record = saved.data;
      expect(record).toMatchObject({ game: 'jczq', bets: 4, cost: '8.00', passes: ['2串1'], multiple: 1, status: 'pending', settlement: null });
      expect(record.matches.map((m) => [m.id, m.number, m.home.name])).toEqual([['early', football[0]?.number, '曼联'], ['late', football[1]?.number, football[1]?.home.name]]);
      expect(record.matches[0]?.picks.map((p) => p.odds)).toEqual(plan.matches[0]?.picks.map((p) => p.odds));
      // min: the cheapest way to win; max: both matches' best options.
      const early = plan.matches[0]?.picks.map((p) => p.odds ?? '') ?? [];
      const late = plan.matches[1]?.picks.map((p) => p.odds ?? '') ?? [];
      const units = early.flatMap((a) => late.map((b) => unitFen([a, b])));
      expect(record.minPrize).toBe(yuan(units.reduce((a, b) => (a < b ? a : b))));
      expect(record.maxPrize).toBe(yuan(units.reduce((a, b) => (a > b ? a : b))));

      const list = await call<{ total: number; items: { id: string; title: string }[] }>(server, '/MobileJin/getJingZuRecordList', {}, { token: owner.token });
      expect(list.data.total).toBe(1);
      expect(list.data.items[0]?.id).toBe(record.id);
      expect(list.data.items[0]?.title).toContain('曼联');
      expect((await call(server, '/MobileJin/getJingZuRecordDetail', { id: record.id }, { token: stranger.token })).status).toBe(Status.notFound);
      expect((await call(server, '/MobileJin/getLanQiuRecordDetail', { id: record.id }, { token: owner.token })).status).toBe(Status.notFound);

      const shared = await call<PlanRecord>(server, '/MobileJin/getJingZuRecordShare', { shareId: record.shareId }, { lang: 'en' });
      expect(shared.status).toBe(Status.ok);
      expect(shared.data.matches[0]?.home.name).toBe('Man Utd');
      expect(shared.data.matches[1]?.picks.map((p) => p.odds)).toEqual(plan.matches[1]?.picks.map((p) => p.odds));

      // Both matches finish: early 2:1 (SPF 3 wins), late 0:1 (SPF 0 wins) → one winning bet.
      finish('early', { home: 2, away: 1 });
      finish('late', { home: 0, away: 1 });
      server.clock.advance(2 * 24 * HOUR);
      const settled = await call<PlanRecord>(server, '/MobileJin/getJingZuRecordDetail', { id: record.id }, { token: owner.token });
      expect(settled.data.status).toBe('settled');
      expect(settled.data.settlement).toMatchObject({ winningBets: 1, prize: yuan(unitFen([early[0] ?? '', late[1] ?? ''])) });
      expect(settled.data.matches[0]?.picks.map((p) => p.won)).toEqual([true, false]);
      expect(settled.data.matches[1]?.score).toEqual({ home: 0, away: 1 });
      const tips = await call<{ saved: { football: number } | null }>(server, '/MobileJin/getJsqSaveTips', {}, { token: owner.token });
      expect(tips.data.saved?.football).toBe(1);
      expect((await call<{ saved: unknown }>(server, '/MobileJin/getJsqSaveTips', {})).data.saved).toBeNull();

      const removed = await call(server, '/MobileJin/delJingZuRecord', { id: record.id }, { token: owner.token });
      expect(removed).toMatchObject({ status: Status.ok, data: { id: record.id, deleted: true } });
      expect((await call(server, '/MobileJin/getJingZuRecordShare', { shareId: record.shareId })).status).toBe(Status.notFound);
      expect((await call(server, '/MobileJin/delJingZuRecord', { id: record.id }, { token: owner.token })).status).toBe(Status.notFound);
      server.clock.advance(-2 * 24 * HOUR);
      restore();
    });
  });

  describe('saving an optimised plan', () => {
    it('keeps the multiples when they are the optimisation of the plan, and refuses others', async () => {
      const plan = twoMatchPlan({ bets: 4, cost: '100.00' });
      const wrong = await call(server, '/MobileJin/addJingZuRecord', { ...plan, optimisation: { budget: '100', mode: 'average', multiples: [20, 10, 10, 10] } }, { token: owner.token, lang: 'en' });
      expect(wrong.status).toBe(Status.validation);
      expect(wrong.msg).toContain('optimisation.multiples');
      // Average mode (§9.2): the smallest return as large as possible — water-filling by hand.
      const units = plan.matches[0]?.picks.flatMap((a) => plan.matches[1]?.picks.map((b) => unitFen([a.odds ?? '', b.odds ?? ''])) ?? []) ?? [];
      const multiples = units.map(() => 1);
      for (let left = 50 - units.length; left > 0; left -= 1) {
        let best = 0;
        units.forEach((u, i) => {
          const r = BigInt(multiples[i] ?? 0) * u;
          const b = BigInt(multiples[best] ?? 0) * (units[best] ?? 0n);
          if (r < b || (r === b && u < (units[best] ?? 0n))) best = i;
        });
        multiples[best] = (multiples[best] ?? 0) + 1;
      }
      const saved = await call<PlanRecord>(server, '/MobileJin/addJingZuRecord', { ...plan, optimisation: { budget: '100', mode: 'average', multiples } }, { token: owner.token, lang: 'en' });
      expect(saved.status, saved.msg).toBe(Status.ok);
      expect(saved.data).toMatchObject({ bets: 4, cost: '100.00', optimisation: { budget: '100', mode: 'average', multiples } });
      // Exactly one combination wins (one SPF result per match): the prize range is the range of the returns.
      const returns = units.map((u, i) => BigInt(multiples[i] ?? 0) * u).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect([saved.data.minPrize, saved.data.maxPrize]).toEqual([yuan(returns[0] ?? 0n), yuan(returns[returns.length - 1] ?? 0n)]);
    });
  });

  describe('saving 14-match and pick-9 plans', () => {
    it('saves an sfc plan on the issue on sale and refuses one missing matches', async () => {
      const issue = await call<{ number: string; matches: { id: string }[] }>(server, '/MobileJin/getGame14Detail', {});
      const matches = issue.data.matches.map((m, i) => ({ id: m.id, picks: i < 2 ? [{ option: '3' }, { option: '1' }] : [{ option: '3' }] }));
      const saved = await call<PlanRecord>(server, '/MobileJin/addSfcRecord', { game: 'sfc', issue: issue.data.number, matches, claimed: { bets: 4, cost: '8.00' } }, { token: owner.token, lang: 'en' });
      expect(saved.status, saved.msg).toBe(Status.ok);
      expect(saved.data).toMatchObject({ game: 'sfc', issue: issue.data.number, bets: 4, cost: '8.00', minPrize: null });
      const short = await call(server, '/MobileJin/addSfcRecord', { game: 'sfc', issue: issue.data.number, matches: matches.slice(0, 13), claimed: { bets: 4, cost: '8.00' } }, { token: owner.token, lang: 'en' });
      expect(short.status).toBe(Status.validation);
      const rjiu = await call<PlanRecord>(server, '/MobileJin/addSfcRecord', { game: 'rjiu', issue: issue.data.number, matches: matches.slice(0, 10), claimed: { bets: 36, cost: '72.00' } }, { token: owner.token, lang: 'en' });
      expect(rjiu.status, rjiu.msg).toBe(Status.ok); // leave out a two-answer match: 2 bets (×2); leave out one of the other 8: 4 bets each → 36
      const wrongFamily = await call(server, '/MobileJin/addJingZuRecord', { game: 'sfc', issue: issue.data.number, matches, claimed: { bets: 4, cost: '8.00' } }, { token: owner.token, lang: 'en' });
      expect(wrongFamily.status).toBe(Status.validation);
      expect(wrongFamily.msg).toContain('game');
    });
  });

  describe('settling filtered plans', () => {
    it('pays a filtered jingcai plan only for the winning bets its filters keep', async () => {
      const plan = twoMatchPlan();
      const early = plan.matches[0]?.picks.map((p) => p.odds ?? '') ?? [];
      const late = plan.matches[1]?.picks.map((p) => p.odds ?? '') ?? [];
      const units = early.flatMap((a) => late.map((b) => unitFen([a, b])));
      const winner = unitFen([early[0] ?? '', late[1] ?? '']); // early 3 × late 0
      const keepsWinner = await call<PlanRecord>(server, '/MobileJin/addJingZuRecord', { ...plan, filters: { prizeRange: [yuan(winner), yuan(winner)] }, claimed: { bets: units.filter((u) => u === winner).length, cost: yuan(200n * BigInt(units.filter((u) => u === winner).length)) } }, { token: owner.token, lang: 'en' });
      expect(keepsWinner.status, keepsWinner.msg).toBe(Status.ok);
      const others = units.filter((u) => u !== winner).length;
      const dropsWinner = await call<PlanRecord>(server, '/MobileJin/addJingZuRecord', { ...plan, filters: { prizeRange: [yuan(winner + 1n), '99999.00'], tolerance: 0 }, claimed: { bets: units.filter((u) => u > winner).length, cost: yuan(200n * BigInt(units.filter((u) => u > winner).length)) } }, { token: owner.token, lang: 'en' });
      expect(dropsWinner.status === Status.ok || others === 0, dropsWinner.msg).toBe(true);
      finish('early', { home: 2, away: 1 });
      finish('late', { home: 0, away: 1 });
      server.clock.advance(2 * 24 * HOUR);
      const kept = await call<PlanRecord>(server, '/MobileJin/getJingZuRecordDetail', { id: keepsWinner.data.id }, { token: owner.token });
      expect(kept.data.settlement).toMatchObject({ winningBets: 1, prize: yuan(winner) });
      if (dropsWinner.status === Status.ok) {
        const dropped = await call<PlanRecord>(server, '/MobileJin/getJingZuRecordDetail', { id: dropsWinner.data.id }, { token: owner.token });
        expect(dropped.data.settlement).toMatchObject({ winningBets: 0, prize: '0.00' });
      }
      server.clock.advance(-2 * 24 * HOUR);
      restore();
    });

    it('counts the 14-match winners on the issue result, with and without filters', async () => {
      const issue = await call<{ number: string; matches: { id: string; kickoffAt: number }[] }>(server, '/MobileJin/getGame14Detail', {});
      const matches = issue.data.matches.map((m, i) => ({ id: m.id, picks: i < 2 ? [{ option: '3' }, { option: '1' }] : [{ option: '3' }] }));
      const plain = await call<PlanRecord>(server, '/MobileJin/addSfcRecord', { game: 'sfc', issue: issue.data.number, matches, claimed: { bets: 4, cost: '8.00' } }, { token: owner.token, lang: 'en' });
      const filtered = await call<PlanRecord>(server, '/MobileJin/addSfcRecord', { game: 'sfc', issue: issue.data.number, matches, filters: { count3: [13, 14] }, claimed: { bets: 3, cost: '6.00' } }, { token: owner.token, lang: 'en' });
      expect([plain.status, filtered.status], filtered.msg).toEqual([Status.ok, Status.ok]);
      for (const m of issue.data.matches) finish(m.id, { home: 1, away: 0 }); // every match a home win: 14 × '3'
      server.clock.advance(20 * 24 * HOUR);
      const settledPlain = await call<PlanRecord>(server, '/MobileJin/getSfcRecordDetail', { id: plain.data.id }, { token: owner.token });
      expect(settledPlain.data.settlement).toMatchObject({ level1: 1, level2: 2, result: '3'.repeat(14) });
      const settledFiltered = await call<PlanRecord>(server, '/MobileJin/getSfcRecordDetail', { id: filtered.data.id }, { token: owner.token });
      expect(settledFiltered.data.settlement).toMatchObject({ level1: 1, level2: 2 }); // 13–14 home wins keeps 3 of the 4 bets: all winners
      server.clock.advance(-20 * 24 * HOUR);
      restore();
    });
  });

  describe('saving a basketball plan', () => {
    it('saves a mixed SF + DXF single plan at the line it was priced at', async () => {
      const { data } = await call<List<BasketballCalculatorMatch>>(server, '/MobileJin/getLanJinList', {});
      const m = data.matches[0];
      const sf = m?.plays.SF.options[0];
      const dxf = m?.plays.DXF.options[1];
      const saved = await call<PlanRecord>(server, '/MobileJin/addLanQiuRecord', {
        game: 'jclq',
        matches: [{ id: m?.id, handicap: m?.handicap, line: m?.line, singleAllowed: true, picks: [{ play: 'SF', option: sf?.code, odds: sf?.odds }, { play: 'DXF', option: dxf?.code, odds: dxf?.odds }] }],
        passes: ['单关'],
        multiple: 3,
        claimed: { bets: 2, cost: '12.00' },
      }, { token: owner.token, lang: 'en' });
      expect(saved.status, saved.msg).toBe(Status.ok);
      expect(saved.data.matches[0]).toMatchObject({ line: 221.5, handicap: -5.5 });
      expect(saved.data.maxPrize).toBe(yuan(3n * (unitFen([sf?.odds ?? '']) + unitFen([dxf?.odds ?? '']))));
    });
  });

  const originals = new Map<string, BoardFixture>();
  function finish(id: string, score: { home: number; away: number }): void {
    const fixture = server.board.fixture(id);
    if (!fixture) throw new Error(`no fixture ${id}`);
    originals.set(id, fixture);
    server.board.apply({ fixture: { ...fixture, status: 'finished', phase: 'finished', score, halfTime: { home: 0, away: 0 }, version: fixture.version + 1 }, newEvents: [] });
  }
  function restore(): void {
    for (const fixture of originals.values()) {
      const now = server.board.fixture(fixture.id);
      server.board.apply({ fixture: { ...fixture, version: (now?.version ?? fixture.version) + 1 }, newEvents: [] });
    }
    originals.clear();
  }
});
