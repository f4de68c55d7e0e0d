import type { ColumnType } from 'kysely';
import type { Db } from '../../../plugins/db/database.ts';
import type { BoardEvent, BoardFixture, BoardOddsPath } from './board.types.ts';

/**
 * The feed's tables (migration 0003_feed.sql): the persisted board and the feed status. Kept
 * beside the feed rather than in the shared schema; `withTables` adds them to the executor.
 */

type Json<T> = ColumnType<T, string, string>;
type Instant = ColumnType<Date, Date, Date>;

// A type alias (not an interface) so it meets `withTables`' record constraint.
type FeedTables = {
  feed_fixtures: {
    id: string;
    sport: 'football' | 'basketball';
    kickoff_at: Instant;
    version: number;
    fixture: Json<BoardFixture>;
    events: Json<BoardEvent[]>;
    odds: Json<BoardOddsPath[]>;
    updated_at: Instant;
  };
  feed_status: {
    feed: string;
    last_success_at: ColumnType<Date | null, Date | null, Date | null>;
    last_error_at: ColumnType<Date | null, Date | null, Date | null>;
    last_error: string | null;
    leader: string | null;
    updated_at: Instant;
  };
};

export interface StoredFixture {
  fixture: BoardFixture;
  events: BoardEvent[];
  /** Undefined: keep the stored odds (the change did not touch them). */
  odds?: BoardOddsPath[];
}

const feedDb = (db: Db) => db.withTables<FeedTables>();
const BATCH = 100;

/**
 * Upserts fixture snapshots, in batches; odds are written only when given.
 *
 * @example
 * await saveFixtures(db, [{ fixture, events }], new Date())
 */
export async function saveFixtures(db: Db, rows: readonly StoredFixture[], at: Date): Promise<void> {
  const withOdds = rows.filter((r) => r.odds !== undefined);
  const withoutOdds = rows.filter((r) => r.odds === undefined);
  for (let i = 0; i < withOdds.length; i += BATCH) await upsert(db, withOdds.slice(i, i + BATCH), at, true);
  for (let i = 0; i < withoutOdds.length; i += BATCH) await upsert(db, withoutOdds.slice(i, i + BATCH), at, false);
}

async function upsert(db: Db, batch: readonly StoredFixture[], at: Date, replaceOdds: boolean): Promise<void> {
  const values = batch.map((r) => ({
    id: r.fixture.id,
    sport: r.fixture.sport,
    kickoff_at: new Date(r.fixture.kickoffAt),
    version: r.fixture.version,
    fixture: JSON.stringify(r.fixture),
    events: JSON.stringify(r.events),
    odds: JSON.stringify(r.odds ?? []),
    updated_at: at,
  }));
  await feedDb(db)
    .insertInto('feed_fixtures')
    .values(values)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        sport: eb.ref('excluded.sport'),
        kickoff_at: eb.ref('excluded.kickoff_at'),
        version: eb.ref('excluded.version'),
        fixture: eb.ref('excluded.fixture'),
        events: eb.ref('excluded.events'),
        // A change that did not touch the odds keeps the stored ones.
        odds: replaceOdds ? eb.ref('excluded.odds') : eb.ref('feed_fixtures.odds'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** The stored fixtures kicking off in `[from, to)`. */
export async function loadFixtures(db: Db, from: Date, to: Date): Promise<Required<StoredFixture>[]> {
  const rows = await feedDb(db)
    .selectFrom('feed_fixtures')
    .select(['fixture', 'events', 'odds'])
    .where('kickoff_at', '>=', from)
    .where('kickoff_at', '<', to)
    .execute();
  return rows.map((r) => ({ fixture: parsed(r.fixture), events: parsed(r.events), odds: parsed(r.odds) }));
}

/** Id and version of the stored fixtures kicking off in `[from, to)`: cheap to compare with a board. */
export async function fixtureVersions(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await feedDb(db).selectFrom('feed_fixtures').select(['id', 'version']).where('kickoff_at', '>=', from).where('kickoff_at', '<', to).execute();
  return new Map(rows.map((r) => [r.id, r.version]));
}

/** Some stored fixtures, whole. */
export async function loadFixturesById(db: Db, ids: readonly string[]): Promise<Required<StoredFixture>[]> {
  if (ids.length === 0) return [];
  const rows = await feedDb(db).selectFrom('feed_fixtures').select(['fixture', 'events', 'odds']).where('id', 'in', [...ids]).execute();
  return rows.map((r) => ({ fixture: parsed(r.fixture), events: parsed(r.events), odds: parsed(r.odds) }));
}

/** Forgets fixtures that kicked off before `before` (out of every node's window). */
export async function deleteFixturesBefore(db: Db, before: Date): Promise<void> {
  await feedDb(db).deleteFrom('feed_fixtures').where('kickoff_at', '<', before).execute();
}

/**
 * Forgets the stored fixtures kicking off in `[from, to)` that are not in `keep` (the provider no
 * longer lists them) and returns their ids.
 */
export async function deleteUnlistedFixtures(db: Db, from: Date, to: Date, keep: ReadonlySet<string>): Promise<string[]> {
  const rows = await feedDb(db).selectFrom('feed_fixtures').select('id').where('kickoff_at', '>=', from).where('kickoff_at', '<', to).execute();
  const gone = rows.map((r) => r.id).filter((id) => !keep.has(id));
  for (let i = 0; i < gone.length; i += BATCH) await feedDb(db).deleteFrom('feed_fixtures').where('id', 'in', gone.slice(i, i + BATCH)).execute();
  return gone;
}

export interface FeedStatusRow {
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
}

export async function loadStatus(db: Db, feed: string): Promise<FeedStatusRow | undefined> {
  const row = await feedDb(db).selectFrom('feed_status').selectAll().where('feed', '=', feed).executeTakeFirst();
  return row && { lastSuccessAt: row.last_success_at, lastErrorAt: row.last_error_at, lastError: row.last_error };
}

/** Records a success (clears nothing else) or an error (keeps the last success). */
export async function saveStatus(db: Db, feed: string, leader: string, update: { successAt: Date } | { errorAt: Date; error: string }, at: Date): Promise<void> {
  const fields =
    'successAt' in update
      ? { last_success_at: update.successAt }
      : { last_error_at: update.errorAt, last_error: update.error.slice(0, 500) };
  await feedDb(db)
    .insertInto('feed_status')
    .values({ feed, leader, updated_at: at, ...fields })
    .onConflict((oc) => oc.column('feed').doUpdateSet({ leader, updated_at: at, ...fields }))
    .execute();
}

/** jsonb comes back parsed from both drivers; a string (older drivers) is parsed here. */
function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
