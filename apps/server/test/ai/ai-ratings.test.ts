import {
  fitDynamicRatings,
  fitNbaRatings,
  forecastFootball,
  forecastNbaGame,
  handicapWinLoss,
  overUnderPoints,
  quotedHandicap,
  toDecimalOdds,
  withRestDays,
  type DecimalOdds,
} from '@scoreline/predict';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitCutoff, finishedCount, pastMatchOf, ReplayedHistory, RESULT_DELAY_MS } from '../../src/modules/ai/ai-history.ts';
import { openingAt } from '../../src/modules/ai/ai-model.ts';
import { predictionRecord, type ModelInputs } from '../../src/modules/ai/ai-publish.ts';
import { RatingsCache, ratedMatches } from '../../src/modules/ai/ai-ratings.ts';
import { runImport } from '../../src/modules/feed/import/index.ts';
import type { BoardFixture, BoardOddsPath } from '../../src/modules/feed/live/board.types.ts';
import { MemoryBoard } from '../../src/modules/feed/live/memory-board.ts';
import { footballRecord, matchOddsOf, nbaRecord } from '../../src/modules/feed/live/replay-records.mapper.ts';
import { oddsQuotesOf, replayedMatches, type MatchRecordRow } from '../../src/modules/feed/live/replay-records.repo.ts';
import { usDateOf } from '../../src/modules/feed/live/replay-schedules.ts';
import { boardOddsPath } from '../../src/modules/feed/live/replay-state.mapper.ts';
import { footballOddsPaths, nbaOddsPaths } from '../../src/modules/feed/replay/index.ts';
import { basketballQuote, footballQuote, priceBasketball } from '../../src/modules/lottery-data/index.ts';
import { migrationsDir } from '../../src/paths.ts';
import { openDatabase, type DatabaseHandle } from '../../src/plugins/db/database.ts';
import { migrate } from '../../src/plugins/db/migrate.ts';
import type { OddsQuotesTable } from '../../src/plugins/db/schema.ts';
import { importNbaSlice } from '../basketball-data.ts';
import { createFeedSubset, makeFixture } from '../support/feed.ts';

// Real data: the Premier League 2023-24 (history) and 2024-25 (the replayed season), and the NBA
// 2022-23 / 2023-24 slice. Each prediction is published three hours before a Beijing kick-off on
// a Saturday in November 2026; its source match is a real one of the replayed season.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const KICKOFF = Date.parse('2026-11-28T11:30:00Z'); // Saturday 19:30 Beijing
const NOW = KICKOFF - 3 * HOUR;
const silent = { info: () => undefined, warn: () => undefined };

interface Body {
  source: string;
  ratings?: { cutoff: number; sourceAt: number; matches: number; own: { code: string; probability: number }[] };
  probabilities: Record<string, unknown>;
  picks: unknown[];
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;
const rounded = (set: readonly { code: string; probability: number }[]) => set.map((o) => ({ code: o.code, probability: round(o.probability) }));

describe('AI predictions from team ratings fitted on the replayed past', () => {
  let handle: DatabaseHandle;
  let subset: ReturnType<typeof createFeedSubset>;
  let football: MatchRecordRow;
  let nba: MatchRecordRow;

  const db = () => handle.db;
  const freshInputs = (): ModelInputs => {
    const history = new ReplayedHistory(db());
    return { history, ratings: new RatingsCache(history) };
  };

  /** The board as the replay would fill it: the real odds quotes on a path to kick-off. */
  async function boardFor(row: MatchRecordRow, sourceMatchId = row.id): Promise<{ board: MemoryBoard; fixture: BoardFixture; paths: BoardOddsPath[] }> {
    const quotes = await oddsQuotesOf(db(), [row.id]);
    const basketball = row.sport === 'basketball';
    const paths = basketball
      ? nbaOddsPaths(nbaRecord(row, usDateOf(row), quotes).lines, new Date(KICKOFF)).map(boardOddsPath)
      : footballOddsPaths(footballRecord(row, 'E0', matchOddsOf(quotes)).odds, new Date(KICKOFF), 'ai-ratings-test').map(boardOddsPath);
    const fixture = makeFixture({
      id: basketball ? 'nbaf' : 'eplf', sport: row.sport, sourceMatchId, competitionId: row.competition_id, season: row.season,
      homeTeamId: row.home_team_id, awayTeamId: row.away_team_id, kickoffAt: KICKOFF,
    });
    const board = new MemoryBoard(() => NOW);
    board.replace({ fixtures: [fixture], odds: { [fixture.id]: paths } });
    return { board, fixture, paths };
  }

  async function publish(row: MatchRecordRow, sourceMatchId = row.id, inputs = freshInputs()) {
    const { board, fixture } = await boardFor(row, sourceMatchId);
    const record = await predictionRecord(board, fixture, NOW, inputs);
    if (!record) throw new Error('no prediction');
    return record;
  }

  /** Every result of a competition that really finished the day before the source match or earlier. */
  async function resultsBefore(row: MatchRecordRow) {
    const rows = await db().selectFrom('matches').selectAll().where('competition_id', '=', row.competition_id)
      .where('played_at', '<', new Date(row.played_at.getTime() - 12 * HOUR)).orderBy('played_at').orderBy('id').execute();
    return rows.flatMap((r) => pastMatchOf(r) ?? []);
  }

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle.db, migrationsDir);
    subset = createFeedSubset({ football: ['E0_2324.csv', 'E0_2425.csv'] });
    await runImport(handle.db, { dataDir: subset.dir, log: silent });
    await importNbaSlice(handle.db);
    const epl = await replayedMatches(handle.db, [{ competitionId: 'premier-league', season: '2024-25' }]);
    // A Saturday 15:00 match in November: earlier rounds finished on earlier days.
    football = epl.find((r) => r.played_at.toISOString().startsWith('2024-11-09T15:00')) ?? epl[120] as MatchRecordRow;
    const games = await replayedMatches(handle.db, [{ competitionId: 'nba', season: '2023-24' }]);
    nba = games.find((r) => r.id.includes(':2024-01-13:')) ?? games[600] as MatchRecordRow;
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
    subset?.remove();
  });

  it('cuts off at 06:00 Beijing and counts a replayed result only once its match is over', () => {
    expect(new Date(fitCutoff(NOW)).toISOString()).toBe('2026-11-27T22:00:00.000Z');
    expect(fitCutoff(fitCutoff(NOW))).toBe(fitCutoff(NOW));
    const entries = [{ cycleMinute: 0 }, { cycleMinute: 600 }, { cycleMinute: 1440 }, { cycleMinute: 1440 + 600 }];
    // Fixture at minute 2040 kicking off at KICKOFF: minute m was replayed at KICKOFF + (m − 2040) min.
    expect(finishedCount(entries, 2040, KICKOFF, KICKOFF - 1440 * 60_000 + RESULT_DELAY_MS)).toBe(2);
    expect(finishedCount(entries, 2040, KICKOFF, KICKOFF - 1440 * 60_000 + RESULT_DELAY_MS - 1)).toBe(1);
    expect(finishedCount(entries, 2040, KICKOFF, KICKOFF + DAY)).toBe(4);
  });

  it('football: publishes the team-ratings blend, and it is the package\'s forecast on the results before the day', async () => {
    const record = await publish(football);
    const body = record.body as unknown as Body;
    expect(body.source).toBe('team-ratings-blend');
    const history = await resultsBefore(football);
    expect(body.ratings?.matches).toBe(history.length);
    expect(history.length).toBeGreaterThan(380);
    // The decay clock sits after the last result used and before the match itself.
    expect(body.ratings?.sourceAt).toBeGreaterThan(history.at(-1)?.playedAt ?? Infinity);
    expect(body.ratings?.sourceAt).toBeLessThan(football.played_at.getTime());

    // The ratings read shots on target and corners from the stored match statistics.
    const rated = ratedMatches(history);
    expect(rated.filter((m) => m.homeCorners !== undefined && m.homeShotsOnTarget !== undefined).length).toBeGreaterThan(0.95 * rated.length);
    const ratings = fitDynamicRatings(rated, body.ratings?.sourceAt ?? 0);
    const { paths } = await boardFor(football);
    const opening = footballQuote(paths, openingAt(paths) ?? 0);
    if (!opening?.overUnder25) throw new Error('the replayed match has pre-match prices');
    const teams = { ratings, home: football.home_team_id, away: football.away_team_id };
    const market = { oneXTwo: opening.oneXTwo.map(toDecimalOdds) as [DecimalOdds, DecimalOdds, DecimalOdds], over25: opening.overUnder25.map(toDecimalOdds) as [DecimalOdds, DecimalOdds] };
    const expected = forecastFootball({ ...teams, market });
    const handicap = quotedHandicap(expected.matrix);
    expect(body.probabilities).toEqual({
      spf: rounded(expected.oneXTwo),
      rqspf: { handicap, outcomes: rounded(expected.handicap(handicap)) },
      jqs: rounded(expected.totalGoals),
      bqc: rounded(expected.halfFull),
      bf: rounded(expected.correctScore),
    });
    expect(body.ratings?.own).toEqual(rounded(forecastFootball(teams).oneXTwo));
  });

  it('football: NO LOOK-AHEAD: the prediction is identical when the later results are added to the data', async () => {
    const later = await db().selectFrom('matches').selectAll().where('competition_id', '=', 'premier-league')
      .where('played_at', '>=', new Date(football.played_at.getTime() - 12 * HOUR)).where('id', '<>', football.id).execute();
    expect(later.length).toBeGreaterThan(100);
    const ids = later.map((m) => m.id);
    const quotes: Selectable<OddsQuotesTable>[] = await db().selectFrom('odds_quotes').selectAll().where('match_id', 'in', ids).execute();
    // The data as it stood before the match's day: its later results removed ...
    await db().deleteFrom('odds_quotes').where('match_id', 'in', ids).execute();
    await db().deleteFrom('matches').where('id', 'in', ids).execute();
    const before = await publish(football);
    // ... then added back: a fresh model (no cache) sees everything, and must publish the same.
    const rows = later.map((m) => ({ ...m, stats: m.stats === null ? null : JSON.stringify(m.stats) }));
    for (let i = 0; i < rows.length; i += 200) await db().insertInto('matches').values(rows.slice(i, i + 200)).execute();
    for (let i = 0; i < quotes.length; i += 500) await db().insertInto('odds_quotes').values(quotes.slice(i, i + 500)).execute();
    const after = await publish(football);
    expect(after).toEqual(before);
    expect((after.body as unknown as Body).ratings?.matches).toBe((await resultsBefore(football)).length);
  });

  it('football: an earlier result does move the ratings (the test above could fail)', async () => {
    const own = async () => (((await publish(football)).body as unknown as Body).ratings?.own ?? []).map((o) => o.probability);
    const base = await own();
    const earlier = await db().selectFrom('matches').select(['id', 'ft_home']).where('competition_id', '=', 'premier-league')
      .where('home_team_id', '=', football.home_team_id).where('played_at', '<', new Date(football.played_at.getTime() - 7 * DAY))
      .orderBy('played_at', 'desc').limit(1).executeTakeFirstOrThrow();
    await db().updateTable('matches').set({ ft_home: (earlier.ft_home ?? 0) + 5 }).where('id', '=', earlier.id).execute();
    try {
      expect((await own())[0]).toBeGreaterThan((base[0] ?? 1) + 0.005);
    } finally {
      await db().updateTable('matches').set({ ft_home: earlier.ft_home }).where('id', '=', earlier.id).execute();
    }
  });

  it('basketball: the NBA ratings blended with the pre-match lines, as the package gives them', async () => {
    const record = await publish(nba);
    const body = record.body as unknown as Body;
    expect(body.source).toBe('team-ratings-blend');
    const history = await resultsBefore(nba);
    expect(body.ratings?.matches).toBe(history.length);
    const games = withRestDays([...history, { playedAt: nba.played_at.getTime(), home: nba.home_team_id, away: nba.away_team_id, homeScore: 0, awayScore: 0 }]
      .map((m) => ({ playedAt: m.playedAt, home: m.home, away: m.away, homePoints: m.homeScore, awayPoints: m.awayScore })));
    const target = games.at(-1);
    if (!target) throw new Error('no target');
    const ratings = fitNbaRatings(games.slice(0, -1), body.ratings?.sourceAt ?? 0);
    const { paths } = await boardFor(nba);
    const lines = basketballQuote(paths, NOW);
    if (!lines) throw new Error('the replayed game has lines');
    const expected = forecastNbaGame({ ratings, game: target, lines: { homeHandicap: lines.homeHandicap, total: lines.total } });
    const prices = priceBasketball(lines);
    expect(body.probabilities).toEqual({
      sf: rounded(expected.distributions.sf),
      rf: { line: prices.rfsf.handicap, outcomes: rounded(handicapWinLoss(expected.model, prices.rfsf.handicap)) },
      dxf: { line: prices.dxf.line, outcomes: rounded(overUnderPoints(expected.model, prices.dxf.line)) },
      sfc: rounded(expected.distributions.sfc),
    });
    expect(body.ratings?.own).toEqual(rounded(forecastNbaGame({ ratings, game: target }).distributions.sf));
  });

  it('a match that is not a replayed one has no history: the market alone, and the body says so', async () => {
    const record = await publish(football, 'test:not-replayed');
    expect(record.body).toMatchObject({ source: 'market-opening' });
    expect(record.body).not.toHaveProperty('ratings');
  });
});
