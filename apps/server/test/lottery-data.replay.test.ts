import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardFixture, BoardOddsPath, MatchBoard } from '../src/modules/feed/live/board.types.ts';
import { ReplayCalendar } from '../src/modules/feed/live/replay-calendar.ts';
import { WorldCalendar } from '../src/modules/feed/live/world-calendar.ts';
import { ReplayFeedProvider } from '../src/modules/feed/live/replay-feed-provider.ts';
import { TABLES, upsertRows } from '../src/modules/feed/import/feed-import.repo.ts';
import { footballRows } from '../src/modules/feed/import/football.rows.ts';
import { companyRows, competitionRows, teamRows } from '../src/modules/feed/import/reference.rows.ts';
import { footballDataTable, readFeedTable, resolveFeedDataDir } from '../src/modules/feed/source/index.ts';
import { beijingDateOf } from '../src/modules/football/beijing-day.ts';
import { assignLotteryNumbers } from '../src/modules/lottery-data/index.ts';
import { IssueHistory } from '../src/modules/lottery-data/lottery-history.ts';
import { addDays, lotteryBusinessDay, weekdayOf } from '../src/modules/lottery-data/lottery-day.ts';
import { issueNumber, weekendBounds, type SfcIssue } from '../src/modules/lottery-data/lottery-issues.ts';
import type { Db } from '../src/plugins/db/database.ts';
import { seedBoard, startFeedTestServer } from './support/feed.ts';
import { call, type TestServer } from './support/harness.ts';

/**
 * The lottery calls over the real replay: the five European leagues' 2023-24 and 2024-25 seasons imported,
 * the board seeded from `ReplayFeedProvider` around today and numbered with
 * `assignLotteryNumbers` as the feed does. Prices must come from the real quotes in the
 * database, and results from the real scores.
 */

const DAY = 86_400_000;
const LEAGUES = ['E0', 'SP1', 'D1', 'I1', 'F1'] as const;
/**
 * The replayed season and the one before: past weekends before a league's current loop began
 * show the season before (the calendar seam), so a year of weekends needs both.
 */
const SEASONS = ['2023-24', '2024-25'] as const;

async function importLeagues(db: Db): Promise<void> {
  const write = async (shape: Parameters<typeof upsertRows>[1], rows: readonly object[]) => {
    for (let i = 0; i < rows.length; i += 500) await upsertRows(db, shape, rows.slice(i, i + 500));
  };
  await write(TABLES.companies, companyRows());
  await write(TABLES.competitions, competitionRows());
  await write(TABLES.teams, teamRows());
  for (const competition of LEAGUES) {
    for (const season of SEASONS) {
      const file = join('football-data.co.uk', `${competition}_${season.slice(2, 4)}${season.slice(5)}.csv`);
      const mapped = footballRows(file, await readFeedTable(join(resolveFeedDataDir(), file), footballDataTable({ competition, season })));
      await write(TABLES.matches, mapped.rows.flatMap((r) => (r.match ? [r.match] : [])));
      await write(TABLES.odds, mapped.rows.flatMap((r) => r.odds ?? []));
    }
  }
}

type Option = { code: string; odds: number };
type SpfRow = {
  id: string; number: string; kickoffAt: number; saleCloseAt: number; status: string; score: { home: number; away: number } | null;
  quote: { company: string; oneXTwo: number[] } | null; spf: Option[] | null; result: { spf: string } | null;
};

describe('lottery calls over the replayed European season', () => {
  let server: TestServer;
  let fixtures: BoardFixture[];

  beforeAll(async () => {
    // The plain calendar, as the board below is seeded from an unshifted provider: under the demo
    // clock the server's own history would place past weekends by a shift the board never had,
    // and which weekend that moved depended on the day the test ran.
    server = await startFeedTestServer({ fixtures: [] }, { env: { REPLAY_CLOCK: 'calendar' } });
    await importLeagues(server.database.db);
    const now = server.clock.now();
    const provider = new ReplayFeedProvider(server.database.db, { seed: 'lottery-test', speed: 1 });
    const found = (await provider.fixtures({ from: now - 5 * DAY, to: now + 8 * DAY }, now)).filter((f) => f.sport === 'football');
    const numbers = assignLotteryNumbers(found);
    fixtures = found.map((f) => ({ ...f, lottery: numbers.get(f.id) ?? null, version: 1 }));
    const odds: Record<string, BoardOddsPath[]> = Object.fromEntries(await Promise.all(fixtures.map(async (f) => [f.id, await provider.odds(f.id, now)] as const)));
    seedBoard(server, { fixtures, odds });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
  });

  const days = () => [...new Set(fixtures.map((f) => f.lottery?.day).filter((d): d is string => d !== undefined))];

  it('lists every replayed match of each business day under its number, with prices from its quote', async () => {
    expect(fixtures.length).toBeGreaterThan(50);
    let priced = 0;
    for (const day of days()) {
      const { data } = await call<{ matches: SpfRow[] }>(server, '/MobileFoot/dateGameSpf', { date: day });
      const expected = fixtures.filter((f) => f.lottery?.day === day).sort((a, b) => a.kickoffAt - b.kickoffAt || (a.id < b.id ? -1 : 1));
      expect(data.matches.map((m) => m.id), day).toEqual(expected.map((f) => f.id));
      expect(data.matches.map((m) => Number(m.number.slice(2)))).toEqual(expected.map((_, i) => i + 1));
      for (const m of data.matches) {
        // No quote before the market opens (72 h before kick-off): no price rather than a made-up one.
        expect(m.spf === null).toBe(m.kickoffAt - 72 * 3_600_000 > server.clock.now());
        if (!m.spf) continue;
        priced += 1;
        const sum = m.spf.reduce((s, o) => s + 1 / o.odds, 0);
        expect(sum).toBeGreaterThanOrEqual(1 / 0.89 - 1e-9);
        expect(sum).toBeLessThan(1 / 0.89 + 0.02);
      }
    }
    expect(priced).toBeGreaterThan(20);
  });

  it('prices a finished match from the real closing quote and settles it on the real score', async () => {
    const finished = fixtures.filter((f) => f.status === 'finished' && f.lottery);
    expect(finished.length).toBeGreaterThan(5);
    let checked = 0;
    for (const f of finished) {
      const { data } = await call<{ matches: SpfRow[] }>(server, '/MobileFoot/dateGameSpf', { date: f.lottery?.day, matchId: f.id });
      const row = data.matches[0];
      if (!row?.quote) throw new Error(`${f.id} has no price`);
      const real = await server.database.db
        .selectFrom('matches')
        .select(['ft_home', 'ft_away'])
        .where('id', '=', f.sourceMatchId)
        .executeTakeFirstOrThrow();
      const code = (real.ft_home ?? 0) > (real.ft_away ?? 0) ? '3' : real.ft_home === real.ft_away ? '1' : '0';
      expect(row.result?.spf, f.id).toBe(code);
      if (row.saleCloseAt !== row.kickoffAt) continue; // sold until the evening before: a pre-closing step
      const closing = await server.database.db
        .selectFrom('odds_quotes')
        .select(['price_home', 'price_draw', 'price_away'])
        .where('match_id', '=', f.sourceMatchId)
        .where('company_id', '=', row.quote.company)
        .where('market', '=', '1x2')
        .where('phase', '=', 'closing')
        .executeTakeFirst();
      if (!closing) continue;
      expect(row.quote.oneXTwo, f.id).toEqual([closing.price_home, closing.price_draw, closing.price_away].map(Number));
      // The favourite by the real closing prices gets the lowest jingcai price.
      const prices = row.spf?.map((o) => o.odds) ?? [];
      const favourite = row.quote.oneXTwo.indexOf(Math.min(...row.quote.oneXTwo));
      expect(prices[favourite]).toBe(Math.min(...prices));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('lists a year of past issues, rebuilt from the database with the real scores', async () => {
    type Summary = { number: string; status: string; result: string | null };
    const first = await call<{ total: number; issues: Summary[] }>(server, '/MobileFoot/getQiList', { pageSize: 50 });
    expect(first.data.total).toBeGreaterThan(40);
    const numbers = first.data.issues.map((i) => i.number);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(new Set(numbers).size).toBe(numbers.length);
    const old = first.data.issues[20] as Summary;
    expect(old.status).toBe('drawn');
    expect(old.result).toMatch(/^[310*]{14}$/);
    const detail = await call<{ matches: { id: string; home: { id: string }; away: { id: string }; score: { home: number; away: number }; result: string; spf: Option[] | null }[] }>(
      server, '/MobileFoot/getChangQiDetail', { issue: old.number },
    );
    expect(detail.data.matches).toHaveLength(14);
    expect(detail.data.matches.map((m) => m.result).join('')).toBe(old.result);
    for (const m of detail.data.matches) {
      // A match of an earlier season carries its imported id, as the scores tab's day list gives it;
      // one of the current loop the board's id (the replayed 2024-25 season's occurrence).
      const pair = await server.database.db.selectFrom('matches').select(['id', 'season', 'ft_home', 'ft_away']).where('home_team_id', '=', m.home.id).where('away_team_id', '=', m.away.id).execute();
      const real = pair.find((r) => r.id === m.id) ?? pair.find((r) => r.season === '2024-25');
      expect(real, m.id).toBeDefined();
      expect(m.score).toEqual({ home: real?.ft_home, away: real?.ft_away });
      expect(m.spf?.map((o) => o.code)).toEqual(['3', '1', '0']);
    }
    const stats = await call<{ settled: number; count3: number; count1: number; count0: number }>(server, '/MobileFoot/getQiTonJi', { issue: old.number });
    expect(stats.data.settled).toBe(14);
    expect(stats.data.count3 + stats.data.count1 + stats.data.count0).toBe(14);
    const page2 = await call<{ issues: Summary[] }>(server, '/MobileFoot/getQiList', { page: 2, pageSize: 10 });
    expect(page2.data.issues.map((i) => i.number)).toEqual(numbers.slice(10, 20));
  });

  it('lists a past issue from before the current loop as the scores tab shows its weekend', async () => {
    type Row = { id: string; kickoffAt: number; score: { home: number; away: number } | null };
    const list = await call<{ issues: { number: string }[] }>(server, '/MobileFoot/getQiList', { pageSize: 50 });
    // The oldest issues are the likeliest to lie before a league's current loop (the season before).
    let compared = 0;
    for (const { number } of [...list.data.issues].reverse()) {
      const { data } = await call<{ matches: Row[] }>(server, '/MobileFoot/getChangQiDetail', { issue: number });
      const earlier = await server.database.db.selectFrom('matches').select(['id', 'season']).where('id', 'in', data.matches.map((m) => m.id)).execute();
      if (earlier.length === 0) continue;
      expect(earlier.every((r) => r.season === '2023-24'), number).toBe(true);
      for (const m of data.matches) {
        const day = await call<{ items: Row[] }>(server, '/MobileFoot/dateGame', { date: beijingDateOf(m.kickoffAt), pageSize: 100 });
        const shown = day.data.items.find((r) => r.id === m.id);
        expect(shown, `${number} ${m.id}`).toBeDefined();
        expect({ kickoffAt: shown?.kickoffAt, score: shown?.score }).toEqual({ kickoffAt: m.kickoffAt, score: m.score });
      }
      compared += 1;
      if (compared === 2) break;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('rebuilds a weekend from the database with the same matches and ids the board gave it', async () => {
    const list = await call<{ issues: { number: string }[] }>(server, '/MobileFoot/getQiList', { pageSize: 50 });
    const history = new IssueHistory(server.database.db);
    // Asked a week later, the history covers the weekends the board holds now.
    const later = await history.issues(server.clock.now() + 8 * DAY);
    let compared = 0;
    for (const { number } of list.data.issues.slice(0, 3)) {
      const rebuilt = later.find((i) => i.number === number);
      if (!rebuilt) continue;
      const { data } = await call<{ matches: { id: string }[] }>(server, '/MobileFoot/getChangQiDetail', { issue: number });
      if (!fixtures.some((f) => f.id === data.matches[0]?.id)) continue;
      expect(rebuilt.fixtureIds, number).toEqual(data.matches.map((m) => m.id));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('redates its cached past weekends when a league starts a new loop', async () => {
    const db = server.database.db;
    const asked = new IssueHistory(db);
    const now = server.clock.now();
    await asked.issues(now);
    // Later than any league's loop (a season's span) from now: every league has started a new
    // loop, so weekends cached above as the current loop now show the season before.
    const later = now + 46 * 7 * DAY;
    const fresh = await new IssueHistory(db).issues(later);
    const again = await asked.issues(later);
    expect(again.map((i) => [i.number, i.fixtureIds])).toEqual(fresh.map((i) => [i.number, i.fixtureIds]));
    expect(fresh.length).toBeGreaterThan(0);
  });

  it('dates a past weekend again while a board match of it is unfinished', async () => {
    const db = server.database.db;
    const calendar = new ReplayCalendar(db, { mode: 'calendar', now: server.clock.now });
    const { saturday } = (await new IssueHistory(db, calendar).issues(server.clock.now()))[4] as SfcIssue;
    // An hour after that weekend, as a history with no board dates it.
    const now = weekendBounds(saturday).to + 3_600_000;
    const plain = new IssueHistory(db, calendar);
    const expected = (await plain.issues(now)).find((i) => i.saturday === saturday) as SfcIssue;
    const first = (await plain.matches(expected))[0]?.fixture as BoardFixture;
    // A board match of it kicked off and is still in play: the seam cuts its league there, so the
    // weekend is not final until the match is, and must not stay cached as it was.
    let board: BoardFixture[] = [{ ...first, id: 'pending', status: 'live', phase: 'first_half', score: { home: 0, away: 0 } }];
    const boardLike = { fixtures: (sport: string) => (sport === 'football' ? board : []) } as unknown as MatchBoard;
    const history = new IssueHistory(db, calendar, new WorldCalendar(calendar, boardLike, () => now));
    const cut = (await history.issues(now)).find((i) => i.saturday === saturday);
    expect(cut?.fixtureIds ?? [], 'the unfinished match cuts its league').not.toEqual(expected.fixtureIds);
    board = [];
    const final = (await history.issues(now)).find((i) => i.saturday === saturday) as SfcIssue;
    expect(final.fixtureIds).toEqual(expected.fixtureIds);
    expect((await history.matches(final)).map((m) => m.fixture.score)).toEqual((await plain.matches(expected)).map((m) => m.fixture.score));
  });

  it('assembles the covered weekend\'s 14-match issue from board matches', async () => {
    const list = await call<{ issues: { number: string; status: string }[] }>(server, '/MobileFoot/getChangMuList', {});
    let onBoard = 0;
    for (const issue of list.data.issues) {
      const { data } = await call<{ matches: { id: string; result: string | null; status: string }[] }>(server, '/MobileFoot/getChangQiDetail', { issue: issue.number });
      expect(data.matches).toHaveLength(14);
      if (!fixtures.some((f) => f.id === data.matches[0]?.id)) continue; // an older weekend, from the history
      onBoard += 1;
      for (const m of data.matches) {
        const f = fixtures.find((x) => x.id === m.id);
        expect(f?.competitionId).toMatch(/^(premier-league|la-liga|serie-a|bundesliga|ligue-1)$/);
        expect(m.result === null).toBe(f?.status !== 'finished' && f?.status !== 'postponed');
      }
    }
    expect(onBoard).toBeGreaterThan(0);
  });

  it('puts the next weekend\'s issue on sale from the calendar before the board reaches it, open until its first kick-off', async () => {
    const now = server.clock.now();
    // A board that ends tomorrow, as the feed's window does days before a weekend.
    seedBoard(server, { fixtures: fixtures.filter((f) => f.kickoffAt < now + DAY) });
    try {
      let saturday = lotteryBusinessDay(now);
      while (weekdayOf(saturday) !== 6 || weekendBounds(saturday).from <= now) saturday = addDays(saturday, 1);
      const { data } = await call<{ issues: { number: string; saturday: string; status: string; settled: number; salesCloseAt: number }[] }>(server, '/MobileFoot/getChangMuList', {});
      const next = data.issues.find((i) => i.saturday === saturday);
      expect(next, saturday).toMatchObject({ number: issueNumber(saturday), status: 'selling', settled: 0 });
      type Row = { id: string; kickoffAt: number; status: string; score: unknown; result: string | null; competitionId: string };
      const detail = await call<{ status: string; salesCloseAt: number; matches: Row[] }>(server, '/MobileFoot/getChangQiDetail', { issue: next?.number });
      expect(detail.data.matches).toHaveLength(14);
      expect(detail.data.salesCloseAt).toBe(Math.min(...detail.data.matches.map((m) => m.kickoffAt)));
      expect(detail.data.salesCloseAt).toBeGreaterThan(now);
      const { from, to } = weekendBounds(saturday);
      for (const m of detail.data.matches) {
        // Nothing to come is given away: no score or result before the match is played.
        expect(m, m.id).toMatchObject({ status: 'scheduled', score: null, result: null });
        expect(m.competitionId).toMatch(/^(premier-league|la-liga|serie-a|bundesliga|ligue-1|chinese-super-league)$/);
        expect(m.kickoffAt >= from && m.kickoffAt < to, m.id).toBe(true);
      }
    } finally {
      seedBoard(server, { fixtures });
    }
  });
});
