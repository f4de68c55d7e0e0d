import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, ImportRunsTable } from '../../../plugins/db/schema.ts';

/**
 * The importer's database access. Rows go in as one JSON document per batch, expanded by
 * `jsonb_to_recordset`: one bind parameter instead of thousands, which is what makes a
 * 450,000-row import fast on single-threaded PGlite, and JSON numbers land in `numeric`
 * columns exactly. Every upsert only writes a row that differs, so a second import changes
 * nothing and returns no keys.
 */

export type Executor = Kysely<Database> | Transaction<Database>;

export interface TableShape {
  name: string;
  /** Column → SQL type, in insert order. */
  columns: Readonly<Record<string, string>>;
  key: readonly string[];
  /** Columns naming a changed row, joined by ':' (the key that `SourceRow.key` uses). */
  reportedBy: readonly string[];
}

const NAMED = { id: 'text', sport: 'text', kind: 'text', names: 'jsonb', short_names: 'jsonb', colour: 'text', country: 'text' };

/** The tables the importer writes, and how a changed row is reported. */
export const TABLES = {
  companies: { name: 'companies', columns: { id: 'text', names: 'jsonb', kind: 'text' }, key: ['id'], reportedBy: ['id'] },
  competitions: { name: 'competitions', columns: NAMED, key: ['id'], reportedBy: ['id'] },
  teams: { name: 'teams', columns: NAMED, key: ['id'], reportedBy: ['id'] },
  matches: {
    name: 'matches',
    columns: {
      id: 'text', sport: 'text', competition_id: 'text', season: 'text', stage: 'text', played_at: 'timestamptz',
      time_known: 'boolean', home_team_id: 'text', away_team_id: 'text', ft_home: 'integer', ft_away: 'integer',
      ht_home: 'integer', ht_away: 'integer', awarded: 'boolean', note: 'text', home_quarters: 'integer[]',
      away_quarters: 'integer[]', home_overtime: 'integer', away_overtime: 'integer', stats: 'jsonb', referee: 'text',
      neutral: 'boolean', city: 'text', country: 'text', source_file: 'text', source_line: 'integer',
    },
    key: ['id'],
    reportedBy: ['id'],
  },
  odds: {
    name: 'odds_quotes',
    columns: {
      match_id: 'text', company_id: 'text', market: 'text', phase: 'text', line: 'numeric', price_home: 'numeric',
      price_draw: 'numeric', price_away: 'numeric', price_over: 'numeric', price_under: 'numeric', price_format: 'text',
    },
    key: ['match_id', 'company_id', 'market', 'phase'],
    reportedBy: ['match_id'],
  },
  boxScores: {
    name: 'nba_box_scores',
    columns: { match_id: 'text', side: 'text', team_id: 'text', game_id: 'text', stats: 'jsonb' },
    key: ['match_id', 'side'],
    reportedBy: ['match_id'],
  },
  shootouts: {
    name: 'shootouts',
    columns: { match_id: 'text', winner_team_id: 'text', first_shooter_team_id: 'text' },
    key: ['match_id'],
    reportedBy: ['match_id'],
  },
  goals: {
    name: 'goalscorers',
    columns: { match_id: 'text', seq: 'integer', team_id: 'text', scorer: 'text', minute: 'integer', own_goal: 'boolean', penalty: 'boolean' },
    key: ['match_id', 'seq'],
    reportedBy: ['match_id', 'seq'],
  },
} as const satisfies Record<string, TableShape>;

interface Statement {
  head: string;
  /** After the parameter for an upsert: writes only rows that differ. */
  upsertTail: string;
  /** After the parameter for a plain insert: new rows only, any existing key fails the statement. */
  insertTail: string;
  /** The key of a row as the upsert's `returning` names it. */
  keyOf: (row: object) => string;
}

const statements = new Map<TableShape, Statement>();

/** The SQL around the JSON parameter, built once per table from the constant shapes above. */
function statementOf(shape: TableShape): Statement {
  const cached = statements.get(shape);
  if (cached) return cached;
  const columns = Object.keys(shape.columns);
  const definitions = Object.entries(shape.columns).map(([c, type]) => `${c} ${type}`);
  const updatable = columns.filter((c) => !shape.key.includes(c));
  const from = `::jsonb) as r(${definitions.join(', ')})`;
  const built = {
    head: `insert into ${shape.name} (${columns.join(', ')}) select ${columns.join(', ')} from jsonb_to_recordset(`,
    upsertTail:
      `${from} on conflict (${shape.key.join(', ')}) do update set ` +
      `${updatable.map((c) => `${c} = excluded.${c}`).join(', ')} ` +
      `where (${updatable.map((c) => `${shape.name}.${c}`).join(', ')}) is distinct from (${updatable.map((c) => `excluded.${c}`).join(', ')}) ` +
      `returning ${shape.reportedBy.join(` || ':' || `)} as key`,
    // No `returning`: every row is new, so its key is known without sending it back.
    insertTail: from,
    keyOf: (row: object) => shape.reportedBy.map((c) => String((row as Record<string, unknown>)[c])).join(':'),
  };
  statements.set(shape, built);
  return built;
}

/**
 * Inserts or updates rows (one statement); returns the keys of rows that were inserted or
 * changed, so identical rows cost a comparison and are not reported.
 *
 * @example
 * await upsertRows(tx, TABLES.matches, rows) // ['fd:premier-league:2024-25:…'] on a first import, [] after
 */
export async function upsertRows(db: Executor, shape: TableShape, rows: readonly object[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const { head, upsertTail } = statementOf(shape);
  const result = await sql<{ key: string }>`${sql.raw(head)}${JSON.stringify(rows)}${sql.raw(upsertTail)}`.execute(db);
  return result.rows.map((r) => r.key);
}

/**
 * Inserts rows that should all be new (a file's first import) without the upsert's conflict
 * handling, which costs about a third of the write; returns their keys. When a key exists after
 * all, the statement is undone to a savepoint and `undefined` says to upsert instead, so the
 * result is the same as `upsertRows` either way. Call inside a transaction.
 *
 * @example
 * await insertNewRows(tx, TABLES.odds, rows) // ['fd:…', …] on an empty table; undefined if one existed
 */
export async function insertNewRows(tx: Transaction<Database>, shape: TableShape, rows: readonly object[]): Promise<string[] | undefined> {
  if (rows.length === 0) return [];
  const { head, insertTail, keyOf } = statementOf(shape);
  await sql`savepoint bulk_insert`.execute(tx);
  try {
    await sql`${sql.raw(head)}${JSON.stringify(rows)}${sql.raw(insertTail)}`.execute(tx);
    await sql`release savepoint bulk_insert`.execute(tx);
    return rows.map(keyOf);
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
    await sql`rollback to savepoint bulk_insert`.execute(tx);
    return undefined;
  }
}

const UNIQUE_VIOLATION = '23505';

/**
 * Whether this exact file content was imported before by this importer version.
 *
 * @example
 * await wasImported(db, 'football-data.co.uk/E0_2425.csv', sha, 1) // true on a second run
 */
export async function wasImported(db: Executor, file: string, sha256: string, version: number): Promise<boolean> {
  const row = await db
    .selectFrom('import_runs')
    .select('id')
    .where('file', '=', file)
    .where('sha256', '=', sha256)
    .where('importer_version', '=', version)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every file an import has recorded, whatever its content or importer version. */
export async function importedFiles(db: Executor): Promise<Set<string>> {
  const rows = await db.selectFrom('import_runs').select('file').distinct().execute();
  return new Set(rows.map((r) => r.file));
}

/** The last recorded run of a file's content, for the report of a file that is not re-read. */
export async function lastRun(db: Executor, file: string, sha256: string): Promise<{ rows: number; unchanged: number; imported: number; skipped: number } | undefined> {
  return db
    .selectFrom('import_runs')
    .select(['rows', 'imported', 'unchanged', 'skipped'])
    .where('file', '=', file)
    .where('sha256', '=', sha256)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One import_runs row, as the importer writes it. */
export type RunRecord = Omit<Insertable<ImportRunsTable>, 'id'>;

/** Records one imported file. */
export async function recordRun(db: Executor, run: RunRecord): Promise<void> {
  await db.insertInto('import_runs').values(run).execute();
}

/**
 * Ids of the imported matches of one competition (box scores attach to NBA games).
 *
 * @example
 * (await matchIdsOf(db, 'nba')).has('nba:nba:2023-24:2023-10-24:denver-nuggets:los-angeles-lakers') // true
 */
export async function matchIdsOf(db: Executor, competitionId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('matches').select('id').where('competition_id', '=', competitionId).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Imported international matches by `date|home|away` (shoot-outs and goals name no tournament).
 * Their `played_at` is the default 12:00 UTC, so its UTC date is the match date.
 */
export async function internationalFixtures(db: Executor): Promise<Map<string, string>> {
  const rows = await sql<{ id: string; home: string; away: string; day: string }>`
    select m.id, m.home_team_id as home, m.away_team_id as away, to_char(m.played_at at time zone 'UTC', 'YYYY-MM-DD') as day
    from matches m join competitions c on c.id = m.competition_id
    where c.kind = 'international'`.execute(db);
  return new Map(rows.rows.map((r) => [`${r.day}|${r.home}|${r.away}`, r.id]));
}

/**
 * Deletes the quotes of `matchIds` that are not in `kept` (a corrected file dropped them);
 * returns the match ids whose quotes were deleted. The anti-join is a hashed `not in`, so it
 * stays linear for thousands of quotes.
 *
 * @example
 * await deleteStaleOdds(tx, ['fd:…'], rowsOfTheFile) // [] when the file still has every quote
 */
export async function deleteStaleOdds(db: Executor, matchIds: readonly string[], kept: ReadonlyArray<{ match_id: string; company_id: string; market: string; phase: string }>): Promise<string[]> {
  if (matchIds.length === 0) return [];
  // Every kept quote was just upserted, so nothing is stale unless there are more rows than
  // that: a cheap count by the primary key's prefix avoids the anti-join on every re-import.
  const counted = await sql<{ n: number }>`
    select count(*)::int as n from odds_quotes where match_id in (select jsonb_array_elements_text(${JSON.stringify(matchIds)}::jsonb))`.execute(db);
  if ((counted.rows[0]?.n ?? 0) <= kept.length) return [];
  const keys = kept.map(({ match_id, company_id, market, phase }) => ({ match_id, company_id, market, phase }));
  const result = await sql<{ key: string }>`
    delete from odds_quotes o
    where o.match_id in (select jsonb_array_elements_text(${JSON.stringify(matchIds)}::jsonb))
      and (o.match_id, o.company_id, o.market, o.phase) not in (
        select k.match_id, k.company_id, k.market, k.phase
        from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(match_id text, company_id text, market text, phase text))
    returning o.match_id as key`.execute(db);
  return result.rows.map((r) => r.key);
}

/** Any fixed number: imports on several nodes write one file at a time. */
const IMPORT_LOCK_KEY = 7_150_251;

/** Takes the import's advisory lock until the transaction ends. */
export async function lockImport(tx: Executor): Promise<void> {
  await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`.execute(tx);
}
