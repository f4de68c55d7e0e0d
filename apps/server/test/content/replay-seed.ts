import { join } from 'node:path';
import type { BoardEvent, BoardFixture, BoardOddsPath } from '../../src/modules/feed/live/board.types.ts';
import { ReplayFeedProvider } from '../../src/modules/feed/live/replay-feed-provider.ts';
import { TABLES, upsertRows } from '../../src/modules/feed/import/feed-import.repo.ts';
import { footballRows } from '../../src/modules/feed/import/football.rows.ts';
import { companyRows, competitionRows, teamRows } from '../../src/modules/feed/import/reference.rows.ts';
import { footballDataTable, readFeedTable, resolveFeedDataDir } from '../../src/modules/feed/source/index.ts';
import type { Db } from '../../src/plugins/db/database.ts';
import { seedBoard } from '../support/feed.ts';
import type { TestServer } from '../support/harness.ts';

const DAY = 86_400_000;
/** Long enough back to hold finished Premier League rounds whatever the date (the longest gap is 16 days). */
export const WINDOW = { back: 17 * DAY, ahead: 10 * DAY };

/** Imports the real Premier League 2023-24 and 2024-25 (results, statistics, odds). */
export async function importPremierLeague(db: Db): Promise<void> {
  const write = async (shape: Parameters<typeof upsertRows>[1], rows: readonly object[]) => {
    for (let i = 0; i < rows.length; i += 500) await upsertRows(db, shape, rows.slice(i, i + 500));
  };
  await write(TABLES.companies, companyRows());
  await write(TABLES.competitions, competitionRows());
  await write(TABLES.teams, teamRows());
  for (const season of ['2023-24', '2024-25']) {
    const file = join('football-data.co.uk', `E0_${season.slice(2, 4)}${season.slice(5)}.csv`);
    const mapped = footballRows(file, await readFeedTable(join(resolveFeedDataDir(), file), footballDataTable({ competition: 'E0', season })));
    await write(TABLES.matches, mapped.rows.flatMap((r) => (r.match ? [r.match] : [])));
    await write(TABLES.odds, mapped.rows.flatMap((r) => r.odds ?? []));
  }
}

/** Seeds the server's board from the replay around its clock, as the feed leader would. */
export async function seedReplayBoard(server: TestServer): Promise<BoardFixture[]> {
  const now = server.clock.now();
  const provider = new ReplayFeedProvider(server.database.db, { seed: 'content-test', speed: 1 });
  const found = await provider.fixtures({ from: now - WINDOW.back, to: now + WINDOW.ahead }, now);
  const fixtures = found.filter((f) => f.sport === 'football').map((f) => ({ ...f, version: 1 }));
  const odds: Record<string, BoardOddsPath[]> = {};
  const events: Record<string, BoardEvent[]> = {};
  for (const f of fixtures) {
    odds[f.id] = await provider.odds(f.id, now);
    events[f.id] = await provider.events(f.id, now);
  }
  seedBoard(server, { fixtures, odds, events });
  return fixtures;
}
