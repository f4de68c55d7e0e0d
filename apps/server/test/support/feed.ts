/**
 * Match data for server tests, without the replay or the data files.
 *
 * Seed a server's board with hand-built fixtures, then call the match APIs against it:
 *
 * ```ts
 * const match = makeFixture({ id: 'm1', status: 'live', phase: 'second_half', clock: '67', score: { home: 1, away: 0 } });
 * const server = await startFeedTestServer({
 *   fixtures: [match, makeFixture({ id: 'n1', sport: 'basketball' })],
 *   events: { m1: [makeEvent({ seq: 1, kind: 'goal', side: 'home', score: { home: 1, away: 0 } })] },
 *   odds: { m1: [makeOddsPath('bet365', '1x2', [{ at: match.kickoffAt - 3_600_000, line: null, prices: [2.1, 3.4, 3.5] }])] },
 * });
 * await call(server, '/MobileFoot/gameNow', {});
 * server.board.apply({ fixture: { ...match, score: { home: 2, away: 0 }, version: match.version + 1 }, newEvents: [] });
 * ```
 *
 * - The feed job stays off (`FEED_ENABLED=false`): the board holds exactly what the test put
 *   there, and `server.board.apply(...)` / `seedBoard(server, ...)` change it at will.
 * - Odds steps show once `at <= server.clock.now()`; build them relative to the clock.
 * - Defaults are real catalog ids (Premier League, Arsenal v Chelsea; NBA, Lakers v Warriors),
 *   kick-off one hour after the test clock's now, state not started.
 * - For the live feed itself (job, push, stale), pass a `StaticFeedProvider` as
 *   `deps.feedProvider` with `env: { FEED_ENABLED: 'true' }` instead.
 * - For the real replay on a small data set, `createFeedSubset({ football: ['E0_2425.csv'], nba: true })`
 *   makes a temporary FEED_DATA_DIR (symlinks and trimmed copies, a few seconds to import
 *   instead of ~30 s); pass its `dir` as `env.FEED_DATA_DIR` or to `runImport`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FEED_FILES, resolveFeedDataDir } from '../../src/modules/feed/source/index.ts';
import type { BoardEvent, BoardOddsPath, BoardOddsStep } from '../../src/modules/feed/live/board.types.ts';
import type { BoardSnapshot } from '../../src/modules/feed/live/memory-board.ts';
export { makeFixture } from '../../src/modules/feed/live/board.fixture.ts';
import type { OddsMarket } from '../../src/modules/feed/replay/odds-path.ts';
import { startTestServer, type StartOptions, type TestServer } from './harness.ts';

export type { BoardSnapshot };

/** A live-text line; the text defaults to the kind in every locale. */
export function makeEvent(fields: Partial<BoardEvent> & Pick<BoardEvent, 'seq'>): BoardEvent {
  const kind = fields.kind ?? 'goal';
  return {
    minute: `${fields.seq}'`,
    kind,
    side: 'home',
    score: { home: 0, away: 0 },
    text: { en: kind, 'zh-Hans': kind, 'zh-Hant': kind, ja: kind },
    ...fields,
  };
}

/** One company's odds history in one market. */
export function makeOddsPath(company: string, market: OddsMarket, steps: BoardOddsStep[]): BoardOddsPath {
  return { company, market, steps };
}

/** A test server (feed job off) whose board holds `seed`. Options as `startTestServer`. */
export async function startFeedTestServer(seed: BoardSnapshot, options: StartOptions = {}): Promise<TestServer> {
  const server = await startTestServer({ ...options, env: { ...options.env, FEED_ENABLED: 'false' } });
  seedBoard(server, seed);
  return server;
}

/** Replaces the whole board of a running test server and marks it fresh. */
export function seedBoard(server: TestServer, seed: BoardSnapshot): void {
  server.board.replace(seed);
  server.board.setStatus({ stale: false, refreshedAt: server.clock.now() });
}

export interface FeedSubsetOptions {
  /** football-data.co.uk file names to include, e.g. `E0_2425.csv`. */
  football?: string[];
  /** Include the NBA 2023-24 games (the replayed season), trimmed from the full file. */
  nba?: boolean;
  /** Include the Chinese Super League 2023 (the replayed season: no statistics, closing odds only). */
  csl?: boolean;
}

/**
 * A temporary data folder with only some files: the chosen football files (symlinked), the NBA
 * and CSL replayed seasons when asked (trimmed copies), and header-only stand-ins for every other
 * file the import requires. `remove()` deletes it.
 */
export function createFeedSubset(options: FeedSubsetOptions): { dir: string; remove: () => void } {
  const source = resolveFeedDataDir();
  const dir = mkdtempSync(join(tmpdir(), 'feed-subset-'));
  mkdirSync(join(dir, 'football-data.co.uk/extra-leagues'), { recursive: true });
  for (const file of options.football ?? []) symlinkSync(join(source, 'football-data.co.uk', file), join(dir, 'football-data.co.uk', file));
  const keepHeader = (file: string, keep: (line: string) => boolean = () => false) => {
    const [header = '', ...rows] = readFileSync(join(source, file), 'utf8').split('\n');
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `${[header, ...rows.filter((r) => r !== '' && keep(r))].join('\n')}\n`);
  };
  keepHeader(FEED_FILES.csl, (row) => options.csl === true && row.startsWith('China,Super League,2023,'));
  keepHeader(FEED_FILES.nbaGames, (row) => options.nba === true && row.startsWith('2024,'));
  for (const file of [FEED_FILES.nbaBoxScores, FEED_FILES.results, FEED_FILES.shootouts, FEED_FILES.formerNames]) keepHeader(file);
  writeFileSync(join(dir, FEED_FILES.goalscorers), gzipSync('date,home_team,away_team,team,scorer,minute,own_goal,penalty\n'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
