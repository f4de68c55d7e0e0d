import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardFixture, BoardOddsPath } from '../src/modules/feed/live/board.types.ts';
import { addDays, lotteryBusinessDay, weekdayOf } from '../src/modules/lottery-data/lottery-day.ts';
import { makeFixture, makeOddsPath, startFeedTestServer } from './support/feed.ts';
import { call, databaseTargets, type TestServer } from './support/harness.ts';

/**
 * The lottery calls against a hand-made board: real teams and real pre-match odds (Pinnacle,
 * football-data.co.uk E0 2024-25), placed on days relative to the test clock.
 */

const HOUR = 3_600_000;
const at = (day: string, time: string): number => Date.parse(`${day}T${time}:00+08:00`);
const today = lotteryBusinessDay(Date.now());
const tomorrow = addDays(today, 1);
const past = addDays(today, -2);
/**
 * A Saturday whose weekend (from Friday 12:00) opens after tomorrow, so tomorrow's matches never
 * join its issue (on a Thursday the coming Saturday's weekend would take them: Friday is tomorrow),
 * and one two weeks before it (long played).
 */
const daysToSaturday = (6 - weekdayOf(today) + 7) % 7;
const nextSaturday = addDays(today, daysToSaturday < 3 ? daysToSaturday + 7 : daysToSaturday);
const pastSaturday = addDays(nextSaturday, -14);

type Quote = { x: [number, number, number]; ou?: [number, number] };
const UNITED_FULHAM: Quote = { x: [1.63, 4.38, 5.3], ou: [1.56, 2.56] };
const IPSWICH_LIVERPOOL: Quote = { x: [8.18, 5.84, 1.34], ou: [1.41, 3] };
const EVERTON_BRIGHTON: Quote = { x: [2.73, 3.36, 2.71], ou: [1.83, 2.05] };

function oddsFor(quote: Quote, stepAt: number): BoardOddsPath[] {
  return [
    makeOddsPath('pinnacle', '1x2', [{ at: stepAt, line: null, prices: quote.x }]),
    ...(quote.ou ? [makeOddsPath('pinnacle', 'over_under', [{ at: stepAt, line: 2.5, prices: quote.ou }])] : []),
  ];
}

const LEAGUES = ['premier-league', 'la-liga', 'serie-a', 'bundesliga', 'ligue-1'];

/** 15 matches on a Saturday (3 per league), finished 1:0 / 1:1 / 0:2 in turn when `played`. */
function weekend(prefix: string, saturday: string, played: boolean): BoardFixture[] {
  return LEAGUES.flatMap((competitionId, l) =>
    [0, 1, 2].map((k) => {
      const i = l * 3 + k;
      const score = [{ home: 1, away: 0 }, { home: 1, away: 1 }, { home: 0, away: 2 }][i % 3] ?? null;
      return makeFixture({
        id: `${prefix}${i}`,
        competitionId,
        kickoffAt: at(saturday, `${String(13 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`),
        ...(played ? { status: 'finished' as const, phase: 'finished', score, halfTime: { home: 0, away: 0 } } : {}),
      });
    }),
  );
}

function seed() {
  const fixtures: BoardFixture[] = [
    makeFixture({ id: 'late', kickoffAt: at(tomorrow, '21:00'), homeTeamId: 'ipswich-town', awayTeamId: 'liverpool' }),
    makeFixture({ id: 'early', kickoffAt: at(tomorrow, '19:30'), homeTeamId: 'manchester-united', awayTeamId: 'fulham' }),
    makeFixture({ id: 'noodds', kickoffAt: at(tomorrow, '20:00'), competitionId: 'la-liga', homeTeamId: 'real-madrid', awayTeamId: 'barcelona' }),
    makeFixture({ id: 'friendly', kickoffAt: at(tomorrow, '20:00'), competitionId: 'friendly', homeTeamId: 'england', awayTeamId: 'france' }),
    makeFixture({
      id: 'played', kickoffAt: at(past, '20:00'), homeTeamId: 'everton', awayTeamId: 'brighton',
      status: 'finished', phase: 'finished', score: { home: 2, away: 1 }, halfTime: { home: 0, away: 1 },
    }),
    ...weekend('p', pastSaturday, true),
    ...weekend('n', nextSaturday, false),
    // Basketball before and after both weekends: the board's window covers them whole.
    makeFixture({ id: 'nba-before', sport: 'basketball', kickoffAt: at(addDays(pastSaturday, -3), '19:30') }),
    makeFixture({ id: 'nba-after', sport: 'basketball', kickoffAt: at(addDays(nextSaturday, 4), '19:30') }),
  ];
  const now = Date.now();
  const odds: Record<string, BoardOddsPath[]> = {
    late: oddsFor(IPSWICH_LIVERPOOL, now - HOUR),
    early: oddsFor(UNITED_FULHAM, now - HOUR),
    played: oddsFor(EVERTON_BRIGHTON, at(past, '17:00')),
    ...Object.fromEntries(fixtures.filter((f) => /^[pn]\d/.test(f.id)).map((f) => [f.id, oddsFor(UNITED_FULHAM, Math.min(now - HOUR, f.kickoffAt - HOUR))])),
  };
  return { fixtures, odds };
}

type Option = { code: string; odds: number };
type Row = { id: string; number: string; status: string; result: unknown; home: { name: string }; quote: unknown } & Record<string, unknown>;
type Day = { day: string; weekday: string; stale: boolean; matches: Row[] };
const sumInverse = (options: Option[]) => options.reduce((s, o) => s + 1 / o.odds, 0);

describe.each(databaseTargets)('lottery data calls on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startFeedTestServer(seed(), { databaseUrl: url });
  });
  afterAll(async () => server.close());

  describe('MobileFoot/dateGameSpf', () => {
    it('lists the day\'s lottery matches by number with SPF and RQSPF prices derived from the odds', async () => {
      const reply = await call<Day>(server, '/MobileFoot/dateGameSpf', { date: tomorrow });
      expect(reply.status).toBe(Status.ok);
      const { matches } = reply.data;
      expect(matches.map((m) => [m.id, m.number])).toEqual([
        ['early', expect.stringMatching(/^周.001$/)],
        ['noodds', expect.stringMatching(/^周.002$/)],
        ['late', expect.stringMatching(/^周.003$/)],
      ]); // the friendly is not on the lottery
      const [early, noodds, late] = matches as [Row, Row, Row];
      const spf = early.spf as Option[];
      expect(spf.map((o) => o.code)).toEqual(['3', '1', '0']);
      expect(sumInverse(spf)).toBeGreaterThanOrEqual(1 / 0.89 - 1e-9);
      expect(sumInverse(spf)).toBeLessThan(1 / 0.89 + 0.01);
      expect(spf[0]?.odds).toBeLessThan(spf[2]?.odds ?? 0); // the favourite pays less
      expect(early.rqspf).toMatchObject({ handicap: -1 });
      expect((late.rqspf as { handicap: number }).handicap).toBeGreaterThan(0); // away favourite: home receives goals
      expect(early.quote).toMatchObject({ company: 'pinnacle', oneXTwo: [1.63, 4.38, 5.3] });
      expect(noodds).toMatchObject({ spf: null, rqspf: null, quote: null, result: null });
      expect(early.result).toBeNull();
      expect([early.home.name, early.competition]).toEqual(['曼联', '英超']);
      const english = await call<Day>(server, '/MobileFoot/dateGameSpf', { date: tomorrow, matchId: 'early' }, { lang: 'en' });
      expect(english.data.matches[0]?.home.name).toBe('Man Utd');
    });

    it('shows the winning codes of a finished match', async () => {
      const { data } = await call<Day>(server, '/MobileFoot/dateGameSpf', { date: past });
      expect(data.matches.find((m) => m.id === 'played')).toMatchObject({ status: 'finished', result: { spf: '3' } });
    });

    it('answers one match by id, and not-found for a match not on that day\'s lottery', async () => {
      const one = await call<Day>(server, '/MobileFoot/dateGameSpf', { date: tomorrow, matchId: 'late' });
      expect(one.data.matches.map((m) => m.id)).toEqual(['late']);
      for (const matchId of ['nope', 'friendly', 'played']) {
        const reply = await call(server, '/MobileFoot/dateGameSpf', { date: tomorrow, matchId });
        expect(reply.status, matchId).toBe(Status.notFound);
        expect(reply.msg).toContain(matchId);
      }
    });

    it('rejects a date that does not exist, naming the field', async () => {
      const reply = await call(server, '/MobileFoot/dateGameSpf', { date: '2026-02-30' }, { lang: 'en' });
      expect(reply.status).toBe(Status.validation);
      expect(reply.msg).toContain('date');
    });

    it('answers an empty, bounded list for a day without matches', async () => {
      const { data } = await call<Day>(server, '/MobileFoot/dateGameSpf', { date: '2020-01-01' });
      expect(data).toEqual({ day: '2020-01-01', weekday: '周三', stale: false, matches: [] });
    });
  });

  describe('the other play lists', () => {
    it('give BF (31), BQC (9), ZJQ (8), SXDS (4) and 反波胆 (31) for the same matches, settled when finished', async () => {
      const played = async (path: string) => (await call<Day>(server, path, { date: past, matchId: 'played' })).data.matches[0] as Row;
      const bifen = await played('/MobileFoot/dateGameBifen');
      expect((bifen.bf as Option[]).length).toBe(31);
      expect(bifen.result).toBe('2:1');
      const bqc = await played('/MobileFoot/dateGameBqc');
      expect((bqc.bqc as Option[]).map((o) => o.code)).toEqual(['33', '31', '30', '13', '11', '10', '03', '01', '00']);
      expect(bqc.result).toBe('03');
      const qiu = await played('/MobileFoot/dateGameQiu');
      expect((qiu.zjq as Option[]).map((o) => o.code)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7+']);
      expect(qiu.result).toBe('3');
      expect(sumInverse(qiu.zjq as Option[])).toBeGreaterThanOrEqual(1 / 0.78 - 1e-9);
      const sxds = await played('/MobileFoot/dateGameSxds');
      const sp = sxds.sxds as { code: string; sp: number }[];
      expect(sp.map((o) => o.code)).toEqual(['上单', '上双', '下单', '下双']);
      expect(sp.reduce((s, o) => s + 1 / o.sp, 0)).toBeCloseTo(1, 4); // an indicative pool share: 1/p
      expect(sxds.result).toBe('上单');
      const fanbo = await played('/MobileFoot/dateGameFanbo');
      const reverse = fanbo.fanbo as { code: string; notProbability: number; odds: number | null }[];
      expect(reverse).toHaveLength(31);
      expect(reverse.reduce((s, o) => s + o.notProbability, 0)).toBeCloseTo(30, 6);
      for (const o of reverse) if (o.odds !== null) expect(o.odds).toBeLessThanOrEqual(0.95 / o.notProbability + 1e-9);
      expect(fanbo.result).toBe('2:1');
    });

    it('say not-found for an unknown match on every list', async () => {
      for (const path of ['/MobileFoot/dateGameBifen', '/MobileFoot/dateGameBqc', '/MobileFoot/dateGameQiu', '/MobileFoot/dateGameSxds', '/MobileFoot/dateGameFanbo']) {
        expect((await call(server, path, { date: past, matchId: 'nope' })).status, path).toBe(Status.notFound);
      }
    });
  });

  describe('14-match issues', () => {
    type Summary = { number: string; status: string; settled: number; result: string | null; salesCloseAt: number };
    const nextNumber = () => `${nextSaturday.slice(2, 4)}`;

    it('MobileFoot/getChangMuList lists the open issue first, then the drawn one', async () => {
      const { data } = await call<{ stale: boolean; issues: Summary[] }>(server, '/MobileFoot/getChangMuList', {});
      expect(data.issues.map((i) => i.status)).toEqual(['selling', 'drawn']);
      const [open, drawn] = data.issues as [Summary, Summary];
      expect(open.number.startsWith(nextNumber())).toBe(true);
      expect(open.salesCloseAt).toBe(at(nextSaturday, '13:00'));
      expect(drawn).toMatchObject({ settled: 14, result: '31031031031031' });
    });

    it('MobileFoot/getChangQiDetail gives the 14 matches with prices and results; unknown issue → not-found', async () => {
      const list = await call<{ issues: Summary[] }>(server, '/MobileFoot/getChangMuList', {});
      const drawn = list.data.issues[1] as Summary;
      const { data } = await call<{ matches: { position: number; id: string; result: string; spf: Option[] | null }[] }>(server, '/MobileFoot/getChangQiDetail', { issue: drawn.number });
      expect(data.matches).toHaveLength(14);
      expect(data.matches.map((m) => m.position)).toEqual([...Array(14).keys()].map((i) => i + 1));
      expect(data.matches.map((m) => m.id)).not.toContain('p14'); // 15 candidates: Ligue 1's third is left out
      expect(data.matches[0]?.spf?.map((o) => o.code)).toEqual(['3', '1', '0']);
      const missing = await call(server, '/MobileFoot/getChangQiDetail', { issue: '99001' }, { lang: 'en' });
      expect(missing.status).toBe(Status.notFound);
      expect(missing.msg).toContain('99001');
    });

    it('MobileFoot/getQiList pages the issue numbers, newest first', async () => {
      const all = await call<{ total: number; issues: Summary[] }>(server, '/MobileFoot/getQiList', {});
      expect(all.data.total).toBe(2);
      // One finished count per issue, whichever page lists it (the draws page read 0/14 for a drawn issue).
      const listed = await call<{ issues: Summary[] }>(server, '/MobileFoot/getChangMuList', {});
      const counts = (issues: Summary[]) => Object.fromEntries(issues.map((i) => [i.number, i.settled]));
      expect(counts(all.data.issues)).toEqual(counts(listed.data.issues));
      const second = await call<{ page: number; issues: Summary[] }>(server, '/MobileFoot/getQiList', { page: 2, pageSize: 1 });
      expect(second.data.issues.map((i) => i.number)).toEqual([all.data.issues[1]?.number]);
      expect((await call(server, '/MobileFoot/getQiList', { pageSize: 51 })).status).toBe(Status.validation);
    });

    it('MobileFoot/getQiTonJi counts results and favourites\' hits; unknown issue → not-found', async () => {
      const list = await call<{ issues: Summary[] }>(server, '/MobileFoot/getChangMuList', {});
      const [open, drawn] = list.data.issues as [Summary, Summary];
      const { data } = await call<Record<string, unknown>>(server, '/MobileFoot/getQiTonJi', { issue: drawn.number });
      // 31031031031031: five 3s, five 1s, four 0s; every match priced with the home side favoured
      expect(data).toMatchObject({ status: 'drawn', settled: 14, count3: 5, count1: 5, count0: 4, sum: 20, breaks: 13, favouriteHits: 5, thirdHits: 4 });
      expect(data.upsets).toHaveLength(4);
      expect((await call<Record<string, unknown>>(server, '/MobileFoot/getQiTonJi', { issue: open.number })).data).toMatchObject({ status: 'selling', settled: 0 });
      expect((await call(server, '/MobileFoot/getQiTonJi', { issue: '00000' })).status).toBe(Status.notFound);
    });
  });
});
