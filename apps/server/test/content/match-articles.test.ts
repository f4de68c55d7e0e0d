import { locales, Status, type Locale } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionName, teamName } from '../../src/modules/feed/catalog/index.ts';
import type { BoardFixture } from '../../src/modules/feed/live/board.types.ts';
import { startFeedTestServer } from '../support/feed.ts';
import { call, loginNewUser, newIp, type LoggedIn, type TestServer } from '../support/harness.ts';
import { importPremierLeague, seedReplayBoard } from './replay-seed.ts';

/**
 * Match previews and reports over the real replay (Premier League 2023-24 and 2024-25). Every
 * number of every generated sentence is checked against the database, computed here
 * independently of the writer: form, head-to-head, table, prices, result, half-time, statistics.
 */

const ADMIN = '13900000071';
const HOUR = 3_600_000;

interface Played {
  home_team_id: string;
  away_team_id: string;
  ft_home: number;
  ft_away: number;
  played_at: Date;
}

describe('generated match articles', () => {
  let server: TestServer;
  let admin: LoggedIn;
  let fixtures: BoardFixture[];
  let firstSync: { previews: number; reports: number };

  beforeAll(async () => {
    server = await startFeedTestServer({ fixtures: [] }, { env: { ADMIN_PHONES: ADMIN } });
    await importPremierLeague(server.database.db);
    fixtures = await seedReplayBoard(server);
    admin = await loginNewUser(server, ADMIN);
    const reply = await call<{ previews: number; reports: number }>(server, '/ContentAdmin/syncMatchArticles', {}, { token: admin.token, ip: newIp() });
    expect(reply.status).toBe(Status.ok);
    firstSync = reply.data;
  }, 300_000);
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  const articles = (kind: 'preview' | 'report') => db().selectFrom('content_articles').selectAll().where('kind', '=', kind).execute();
  const realMatch = (id: string) => db().selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('writes a preview of every match and a report of every finished one, in four languages', async () => {
    const finished = fixtures.filter((f) => f.status === 'finished');
    const upcoming = fixtures.filter((f) => f.status === 'scheduled');
    expect(finished.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeGreaterThan(0);
    const previews = await articles('preview');
    const reports = await articles('report');
    for (const f of fixtures.filter((x) => x.status !== 'postponed')) {
      expect(previews.filter((a) => a.match_id === f.id).map((a) => a.locale).sort(), f.id).toEqual([...locales].sort());
    }
    for (const f of finished) {
      expect(reports.filter((a) => a.match_id === f.id).map((a) => a.locale).sort(), f.id).toEqual([...locales].sort());
    }
    expect(reports.every((a) => finished.some((f) => f.id === a.match_id))).toBe(true);
    expect(firstSync).toEqual({ previews: previews.length, reports: reports.length });
  });

  it('publishes previews 24 h before kick-off and reports after it', async () => {
    for (const a of await articles('preview')) {
      const f = fixtures.find((x) => x.id === a.match_id);
      expect(a.published_at?.getTime()).toBe((f?.kickoffAt ?? 0) - 24 * HOUR);
    }
    for (const a of await articles('report')) {
      const kickoff = fixtures.find((x) => x.id === a.match_id)?.kickoffAt ?? 0;
      expect(a.published_at?.getTime()).toBeGreaterThan(kickoff);
      expect(a.published_at?.getTime()).toBeLessThanOrEqual(kickoff + 2 * HOUR);
    }
  });

  it('is idempotent: a second run writes nothing', async () => {
    const again = await call(server, '/ContentAdmin/syncMatchArticles', {}, { token: admin.token, ip: newIp() });
    expect(again.data).toEqual({ previews: 0, reports: 0 });
  });

  it('states only numbers the match data holds, sentence by sentence', async () => {
    let checked = 0;
    for (const a of [...(await articles('preview')), ...(await articles('report'))]) {
      const f = fixtures.find((x) => x.id === a.match_id);
      if (!f) throw new Error(`article ${a.id} has no board match`);
      const real = await realMatch(f.sourceMatchId);
      for (const [fact, text] of sentences(a.html)) {
        const expected = await expectedNumbers(a.kind as 'preview' | 'report', fact, f, real);
        expect(numbersIn(text, f, a.locale as Locale), `${a.kind} ${f.id} ${a.locale} ${fact}: ${text}`).toEqual(expected.sort(byValue));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(fixtures.length * 4 * 5);
  });

  it('lists only what is published by now, newest first, in the caller\'s language', async () => {
    const reply = await call<{ items: Array<{ kind: string; publishedAt: number; match: { id: string } | null; title: string }> }>(
      server, '/MobileIndex/getNewsList', { pageSize: 50 }, { lang: 'ja', ip: newIp() });
    const now = server.clock.now();
    expect(reply.data.items.length).toBeGreaterThan(0);
    expect(reply.data.items.every((i) => i.publishedAt <= now)).toBe(true);
    const times = reply.data.items.map((i) => i.publishedAt);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const farAhead = fixtures.filter((f) => f.kickoffAt - 24 * HOUR > now).map((f) => f.id);
    expect(reply.data.items.some((i) => i.match !== null && farAhead.includes(i.match.id))).toBe(false);
    const report = reply.data.items.find((i) => i.kind === 'report');
    expect(report?.title).toMatch(/\d+-\d+/);
  });

  it('opens a published article and refuses an unknown one', async () => {
    const list = await call<{ items: Array<{ id: number }> }>(server, '/MobileIndex/getNewsList', { kind: 'report' }, { lang: 'en', ip: newIp() });
    const first = list.data.items[0];
    if (!first) throw new Error('no report listed');
    const detail = await call<{ html: string; kind: string }>(server, '/mobileindex/getNewsDetail', { id: first.id }, { lang: 'en', ip: newIp() });
    expect(detail.data.kind).toBe('report');
    expect(detail.data.html).toContain('data-fact="result"');
    const missing = await call(server, '/mobileindex/getNewsDetail', { id: 987654 }, { lang: 'en', ip: newIp() });
    expect(missing.status).toBe(Status.notFound);
  });

  it('gives team news from the published previews of upcoming matches', async () => {
    const reply = await call<{ items: Array<{ match: { id: string }; items: Array<{ side: string; tone: string; text: string }> }> }>(
      server, '/MobileIndex/getQingBaoList', { pageSize: 50 }, { lang: 'zh-Hans', ip: newIp() });
    const now = server.clock.now();
    for (const entry of reply.data.items) {
      const f = fixtures.find((x) => x.id === entry.match.id);
      expect(f?.status).toBe('scheduled');
      expect((f?.kickoffAt ?? 0) - 24 * HOUR).toBeLessThanOrEqual(now);
    }
    const one = reply.data.items.find((e) => e.items.length > 0);
    if (one) {
      const single = await call<{ items: unknown[] }>(server, '/MobileIndex/getGameQinBao', { id: one.match.id }, { lang: 'zh-Hans', ip: newIp() });
      expect(single.data.items).toEqual(one.items);
    }
    const unknown = await call(server, '/MobileIndex/getGameQinBao', { id: 'nope' }, { ip: newIp() });
    expect(unknown.status).toBe(Status.notFound);
  });

  /** The numbers each sentence must state, from the database. */
  async function expectedNumbers(kind: 'preview' | 'report', fact: string, f: BoardFixture, real: Awaited<ReturnType<typeof realMatch>>): Promise<number[]> {
    const before = real.played_at;
    if (fact === 'intro') return [];
    if (fact === 'form-home' || fact === 'form-away') return formNumbers(fact === 'form-home' ? f.homeTeamId : f.awayTeamId, before);
    if (fact === 'h2h') return headToHeadNumbers(f, before);
    if (fact === 'h2h-last') {
      const [last] = await meetings(f, before, 1);
      return last ? [last.ft_home, last.ft_away] : [];
    }
    if (fact === 'table') return tableNumbers(f, before);
    const odds = await averageOdds(f.sourceMatchId);
    if (fact === 'odds') return odds ? [odds.home, odds.draw, odds.away] : [];
    if (fact === 'result') return [real.ft_home ?? -1, real.ft_away ?? -1];
    if (fact === 'halftime') return [real.ht_home ?? -1, real.ht_away ?? -1];
    if (fact === 'stats') {
      const s = real.stats as { home: Record<string, number>; away: Record<string, number> };
      return ['shots', 'shotsOnTarget', 'corners', 'yellow', 'red'].flatMap((k) => [s.home[k] ?? -1, s.away[k] ?? -1]);
    }
    if (fact === 'verdict' && kind === 'report' && odds) return [Math.min(odds.home, odds.away)];
    throw new Error(`unexpected sentence ${kind}/${fact}`);
  }

  function played(before: Date) {
    return db()
      .selectFrom('matches')
      .select(['home_team_id', 'away_team_id', 'ft_home', 'ft_away', 'played_at'])
      .where('sport', '=', 'football')
      .where('ft_home', 'is not', null)
      .where('played_at', '<', before);
  }

  async function formNumbers(teamId: string, before: Date): Promise<number[]> {
    const rows = (await played(before)
      .where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]))
      .orderBy('played_at', 'desc')
      .orderBy('id')
      .limit(5)
      .execute()) as Played[];
    if (rows.length === 0) return [];
    let won = 0, drawn = 0, lost = 0, scored = 0, conceded = 0;
    for (const r of rows) {
      const [mine, theirs] = r.home_team_id === teamId ? [r.ft_home, r.ft_away] : [r.ft_away, r.ft_home];
      scored += mine;
      conceded += theirs;
      if (mine > theirs) won += 1;
      else if (mine === theirs) drawn += 1;
      else lost += 1;
    }
    return [won, drawn, lost, rows.length, scored, conceded];
  }

  async function meetings(f: BoardFixture, before: Date, limit: number): Promise<Played[]> {
    const [a, b] = [f.homeTeamId, f.awayTeamId];
    return (await played(before)
      .where((eb) => eb.or([eb.and([eb('home_team_id', '=', a), eb('away_team_id', '=', b)]), eb.and([eb('home_team_id', '=', b), eb('away_team_id', '=', a)])]))
      .orderBy('played_at', 'desc')
      .limit(limit)
      .execute()) as Played[];
  }

  async function headToHeadNumbers(f: BoardFixture, before: Date): Promise<number[]> {
    const rows = await meetings(f, before, 5);
    if (rows.length === 0) return [];
    const goals = (r: Played, team: string) => (r.home_team_id === team ? r.ft_home : r.ft_away);
    const homeWins = rows.filter((r) => goals(r, f.homeTeamId) > goals(r, f.awayTeamId)).length;
    const awayWins = rows.filter((r) => goals(r, f.awayTeamId) > goals(r, f.homeTeamId)).length;
    return [rows.length, homeWins, awayWins, rows.length - homeWins - awayWins];
  }

  async function tableNumbers(f: BoardFixture, before: Date): Promise<number[]> {
    const rows = (await played(before).where('competition_id', '=', f.competitionId).where('season', '=', f.season).execute()) as Played[];
    const table = new Map<string, { points: number; gd: number; gf: number; played: number }>();
    const add = (team: string, gf: number, ga: number) => {
      const t = table.get(team) ?? { points: 0, gd: 0, gf: 0, played: 0 };
      t.played += 1;
      t.gf += gf;
      t.gd += gf - ga;
      t.points += gf > ga ? 3 : gf === ga ? 1 : 0;
      table.set(team, t);
    };
    for (const r of rows) {
      add(r.home_team_id, r.ft_home, r.ft_away);
      add(r.away_team_id, r.ft_away, r.ft_home);
    }
    const ranked = [...table.entries()].sort(([ia, a], [ib, b]) => b.points - a.points || b.gd - a.gd || b.gf - a.gf || ia.localeCompare(ib));
    const place = (team: string) => {
      const at = ranked.findIndex(([id]) => id === team);
      const t = ranked[at]?.[1];
      return t ? [at + 1, t.points, t.played] : [];
    };
    return [...place(f.homeTeamId), ...place(f.awayTeamId)];
  }

  async function averageOdds(matchId: string): Promise<{ home: number; draw: number; away: number } | null> {
    const avg = await db()
      .selectFrom('odds_quotes')
      .select(['price_home', 'price_draw', 'price_away'])
      .where('match_id', '=', matchId)
      .where('company_id', '=', 'avg')
      .where('market', '=', '1x2')
      .where('phase', '=', 'pre')
      .executeTakeFirst();
    if (!avg) return null;
    const r = (v: string | null) => Math.round(Number(v) * 100) / 100;
    return { home: r(avg.price_home), draw: r(avg.price_draw), away: r(avg.price_away) };
  }
});

function sentences(html: string): Array<[string, string]> {
  return [...html.matchAll(/<p data-fact="([\w-]+)">(.*?)<\/p>/g)].map((m) => [m[1] ?? '', decode(m[2] ?? '')]);
}

function decode(text: string): string {
  return text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}

const byValue = (a: number, b: number) => a - b;

/** The numbers a sentence states once team and competition names (which may hold digits) are taken out. */
function numbersIn(text: string, f: BoardFixture, locale: Locale): number[] {
  let rest = text;
  const names = [teamName(f.homeTeamId, locale), teamName(f.awayTeamId, locale), competitionName(f.competitionId, locale)];
  for (const name of names) if (name) rest = rest.split(name).join(' ');
  return [...rest.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0])).sort(byValue);
}
