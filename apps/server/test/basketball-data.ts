import { join } from 'node:path';
import type { Db } from '../src/plugins/db/database.ts';
import { TABLES, upsertRows } from '../src/modules/feed/import/feed-import.repo.ts';
import { nbaBoxRows, nbaGameRows } from '../src/modules/feed/import/nba.rows.ts';
import { companyRows, competitionRows, teamRows } from '../src/modules/feed/import/reference.rows.ts';
import { FEED_FILES, nbaBoxScoresTable, nbaGamesTable, readFeedTable, resolveFeedDataDir, type ParseResult } from '../src/modules/feed/source/index.ts';

/**
 * A small slice of the real NBA data for the basketball server tests: the 2022-23 and 2023-24
 * games (the replayed season and the one before, which still has moneylines until January 2023)
 * and their box scores, mapped by the importer's own functions and written with its upsert. A
 * few seconds, instead of the whole import.
 */

const SEASONS = new Set([2023, 2024]);

function only<T extends { season: number }>(parsed: ParseResult<T>): ParseResult<T> {
  return { ...parsed, records: parsed.records.filter((r) => SEASONS.has(r.season)), rejected: [], warnings: [] };
}

async function write(db: Db, shape: Parameters<typeof upsertRows>[1], rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await upsertRows(db, shape, rows.slice(i, i + 500));
}

/** Imports the slice into `db` (migrated); returns the ids of the games written. */
export async function importNbaSlice(db: Db, dataDir = resolveFeedDataDir()): Promise<Set<string>> {
  await write(db, TABLES.companies, companyRows());
  await write(db, TABLES.competitions, competitionRows());
  await write(db, TABLES.teams, teamRows());
  const games = nbaGameRows(FEED_FILES.nbaGames, only(await readFeedTable(join(dataDir, FEED_FILES.nbaGames), nbaGamesTable())));
  await write(db, TABLES.matches, games.rows.flatMap((r) => (r.match ? [r.match] : [])));
  await write(db, TABLES.odds, games.rows.flatMap((r) => r.odds ?? []));
  const ids = new Set(games.rows.map((r) => r.key));
  const boxes = nbaBoxRows(FEED_FILES.nbaBoxScores, only(await readFeedTable(join(dataDir, FEED_FILES.nbaBoxScores), nbaBoxScoresTable())), ids);
  await write(db, TABLES.boxScores, boxes.rows.flatMap((r) => r.boxScores ?? []));
  return ids;
}
