import { locales, Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamName } from '../../src/modules/feed/catalog/index.ts';
import type { BoardFixture } from '../../src/modules/feed/live/board.types.ts';
import { ReplayFeedProvider } from '../../src/modules/feed/live/replay-feed-provider.ts';
import { importNbaSlice } from '../basketball-data.ts';
import { seedBoard, startFeedTestServer } from '../support/feed.ts';
import { call, loginNewUser, newIp, type TestServer } from '../support/harness.ts';

/**
 * NBA previews and reports over the replayed season: one per game and language, and every number
 * of every sentence equal to what the database holds (form, meetings, lines, result, quarters,
 * box score, total verdict), computed here independently of the writer.
 */

const ADMIN = '13900000074';
const DAY = 86_400_000;

type MatchRow = { home_team_id: string; away_team_id: string; ft_home: number | null; ft_away: number | null; played_at: Date };

describe('generated basketball articles', () => {
  let server: TestServer;
  let games: BoardFixture[];

  beforeAll(async () => {
    server = await startFeedTestServer({ fixtures: [] }, { env: { ADMIN_PHONES: ADMIN } });
    await importNbaSlice(server.database.db);
    const now = server.clock.now();
    const provider = new ReplayFeedProvider(server.database.db, { seed: 'content-nba', speed: 1 });
    games = (await provider.fixtures({ from: now - 9 * DAY, to: now + 5 * DAY }, now)).filter((f) => f.sport === 'basketball').map((f) => ({ ...f, version: 1 }));
    seedBoard(server, { fixtures: games });
    const admin = await loginNewUser(server, ADMIN);
    const sync = await call(server, '/ContentAdmin/syncMatchArticles', {}, { token: admin.token, ip: newIp() });
    expect(sync.status).toBe(Status.ok);
  }, 180_000);
  afterAll(async () => server?.close());

  const db = () => server.database.db;

  it('writes a preview of every game and a report of every finished one, in four languages', async () => {
    expect(games.some((g) => g.status === 'finished')).toBe(true);
    const rows = await db().selectFrom('content_articles').select(['kind', 'match_id', 'locale']).execute();
    for (const g of games) {
      const of = (kind: string) => rows.filter((r) => r.kind === kind && r.match_id === g.id).map((r) => r.locale).sort();
      expect(of('preview'), g.id).toEqual([...locales].sort());
      expect(of('report'), g.id).toEqual(g.status === 'finished' ? [...locales].sort() : []);
    }
  });

  it('states only numbers the data holds, sentence by sentence', async () => {
    const articles = await db().selectFrom('content_articles').selectAll().execute();
    let checked = 0;
    for (const a of articles) {
      const g = games.find((x) => x.id === a.match_id);
      if (!g) throw new Error(`article ${a.id} has no board game`);
      const real = await db().selectFrom('matches').selectAll().where('id', '=', g.sourceMatchId).executeTakeFirstOrThrow();
      for (const [fact, text] of [...a.html.matchAll(/<p data-fact="([\w-]+)">(.*?)<\/p>/g)].map((m) => [m[1] ?? '', m[2] ?? ''] as const)) {
        const expected = (await expectedNumbers(fact, g, real)).sort((x, y) => x - y);
        let rest = text;
        for (const id of [g.homeTeamId, g.awayTeamId]) rest = rest.split(teamName(id, a.locale as (typeof locales)[number]) ?? id).join(' ');
        const found = [...rest.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0])).sort((x, y) => x - y);
        expect(found, `${a.kind} ${g.id} ${a.locale} ${fact}: ${text}`).toEqual(expected);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(games.length * 4 * 4);
  });

  async function expectedNumbers(fact: string, g: BoardFixture, real: { played_at: Date; ft_home: number | null; ft_away: number | null; home_quarters: number[] | null; away_quarters: number[] | null; home_overtime: number | null; away_overtime: number | null }): Promise<number[]> {
    const before = real.played_at;
    if (fact === 'intro') return [];
    if (fact === 'form-home' || fact === 'form-away') {
      const team = fact === 'form-home' ? g.homeTeamId : g.awayTeamId;
      const rows = (await finished(before).where((eb) => eb.or([eb('home_team_id', '=', team), eb('away_team_id', '=', team)])).orderBy('played_at', 'desc').limit(5).execute()) as MatchRow[];
      if (rows.length === 0) return [];
      const mine = rows.map((r) => (r.home_team_id === team ? [r.ft_home ?? 0, r.ft_away ?? 0] : [r.ft_away ?? 0, r.ft_home ?? 0]));
      const won = mine.filter(([x, y]) => (x ?? 0) > (y ?? 0)).length;
      return [won, rows.length - won, rows.length, mine.reduce((s, [x]) => s + (x ?? 0), 0), mine.reduce((s, [, y]) => s + (y ?? 0), 0)];
    }
    const meetings = (await finished(before)
      .where((eb) => eb.or([eb.and([eb('home_team_id', '=', g.homeTeamId), eb('away_team_id', '=', g.awayTeamId)]), eb.and([eb('home_team_id', '=', g.awayTeamId), eb('away_team_id', '=', g.homeTeamId)])]))
      .orderBy('played_at', 'desc')
      .limit(5)
      .execute()) as MatchRow[];
    if (fact === 'h2h') {
      const homeWins = meetings.filter((m) => (m.home_team_id === g.homeTeamId ? (m.ft_home ?? 0) > (m.ft_away ?? 0) : (m.ft_away ?? 0) > (m.ft_home ?? 0))).length;
      return meetings.length === 0 ? [] : [homeWins, meetings.length - homeWins, meetings.length];
    }
    if (fact === 'h2h-last') return meetings[0] ? [meetings[0].ft_home ?? -1, meetings[0].ft_away ?? -1] : [];
    const line = async (market: 'spread' | 'total') => {
      const row = await db().selectFrom('odds_quotes').select('line').where('match_id', '=', g.sourceMatchId).where('company_id', '=', 'nba-lines').where('market', '=', market).where('phase', '=', 'pre').executeTakeFirst();
      return Math.abs(Number(row?.line));
    };
    if (fact === 'spread') return [await line('spread')];
    if (fact === 'total') return [await line('total')];
    if (fact === 'result') return [real.ft_home ?? -1, real.ft_away ?? -1];
    if (fact === 'quarters') {
      const q = [...(real.home_quarters ?? []), ...(real.away_quarters ?? [])];
      return real.home_overtime ? [...q, real.home_overtime, real.away_overtime ?? -1] : q;
    }
    if (fact === 'box') {
      const boxes = await db().selectFrom('nba_box_scores').select(['side', 'stats']).where('match_id', '=', g.sourceMatchId).execute();
      return boxes.flatMap((b) => ['rebounds', 'assists', 'threesMade', 'turnovers'].map((k) => b.stats[k] ?? -1));
    }
    if (fact === 'total-verdict') return [(real.ft_home ?? 0) + (real.ft_away ?? 0), await line('total')];
    throw new Error(`unexpected sentence ${fact}`);
  }

  function finished(before: Date) {
    return db()
      .selectFrom('matches')
      .select(['home_team_id', 'away_team_id', 'ft_home', 'ft_away', 'played_at'])
      .where('sport', '=', 'basketball')
      .where('ft_home', 'is not', null)
      .where('played_at', '<', before);
  }
});
