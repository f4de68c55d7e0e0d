import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTeam } from '../src/modules/feed/catalog/index.ts';
import { FeedImportError, runImport, type ImportReport } from '../src/modules/feed/import/index.ts';
import { TABLES } from '../src/modules/feed/import/feed-import.repo.ts';
import { resolveFeedDataDir } from '../src/modules/feed/source/index.ts';
import { migrationsDir } from '../src/paths.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../src/plugins/db/database.ts';
import { migrate } from '../src/plugins/db/migrate.ts';
import { createScratchDatabase, databaseTargets } from './support/harness.ts';

const dataDir = resolveFeedDataDir();
const E0_2425 = 'football-data.co.uk/E0_2425.csv';
/** International matches imported per year (results since 2018 with both sides FIFA members). */
const INTERNATIONAL_PER_YEAR = { '2018': 844, '2019': 1043, '2020': 346, '2021': 1105, '2022': 933, '2023': 954, '2024': 1192, '2025': 958, '2026': 406 };

/** A logger that keeps what it was told. */
function capturingLog() {
  const warnings: Array<{ details: object; message: string }> = [];
  const infos: Array<{ details: object; message: string }> = [];
  return {
    warnings,
    infos,
    log: { info: (details: object, message: string) => infos.push({ details, message }), warn: (details: object, message: string) => warnings.push({ details, message }) },
  };
}

/** Row count and content hash of every table the import writes. */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = {
    companies: 'id',
    competitions: 'id',
    teams: 'id',
    matches: 'id',
    odds_quotes: 'match_id, company_id, market, phase',
    nba_box_scores: 'match_id, side',
    shootouts: 'match_id',
    goalscorers: 'match_id, seq',
  };
  const out: Record<string, string> = {};
  for (const [table, order] of Object.entries(tables)) {
    const result = await sql<{ n: number; hash: string }>`
      select count(*)::int as n, md5(coalesce(string_agg(md5(t::text), '' order by ${sql.raw(order)}), '')) as hash
      from ${sql.table(table)} t`.execute(db);
    out[table] = `${result.rows[0]?.n} ${result.rows[0]?.hash}`;
  }
  return out;
}

/**
 * Rows and a hash of the importer's columns of each data table, as the row-by-row upserts of
 * batches of 500 wrote them for the shipped data (importer version 1, before the bulk inserts):
 * a faster import must write exactly these rows.
 */
const ROWS_OF_THE_UPSERT_IMPORT = {
  matches: '44653 17290f9cefd6aab9f620f7c315fac1ac',
  odds_quotes: '443540 b6406881da381e746ef00de29beac5f2',
  nba_box_scores: '16576 9f96b92d1c5d5b4e426255d0bb1e18d6',
  shootouts: '151 f6e177b51010763bdec82ac4ec87df6b',
  goalscorers: '10298 1af1b55331c789ff8a35421601ad30e1',
};

/** Row count and hash of the importer's own columns (other columns may be added by later migrations). */
async function importedRows(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const shape of [TABLES.matches, TABLES.odds, TABLES.boxScores, TABLES.shootouts, TABLES.goals]) {
    const columns = sql.raw(Object.keys(shape.columns).join(', '));
    const result = await sql<{ n: number; hash: string }>`
      select count(*)::int as n, md5(coalesce(string_agg(md5(row(${columns})::text), '' order by ${sql.raw(shape.key.join(', '))}), '')) as hash
      from ${sql.table(shape.name)}`.execute(db);
    out[shape.name] = `${result.rows[0]?.n} ${result.rows[0]?.hash}`;
  }
  return out;
}

const total = (report: ImportReport, field: 'imported' | 'unchanged' | 'rows') => report.files.reduce((sum, f) => sum + f[field], 0);

describe.each(databaseTargets)('feed import on $name', ({ url }) => {
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let first: ImportReport;
  const firstLog = capturingLog();
  const db = () => database.db;

  beforeAll(async () => {
    const scratch = url ? await createScratchDatabase(url) : undefined;
    drop = scratch?.drop;
    database = await openDatabase({ url: scratch?.url, dataDir: 'memory://', poolSize: 3 });
    await migrate(database.db, migrationsDir);
    first = await runImport(database.db, { dataDir, log: firstLog.log });
  }, 600_000); // ~1 min alone, several on a busy shared machine

  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  const countBy = async (competition: string) => {
    const rows = await db()
      .selectFrom('matches')
      .select(['season', (eb) => eb.fn.countAll<number>().as('n')])
      .where('competition_id', '=', competition)
      .groupBy('season')
      .orderBy('season')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.season, Number(r.n)]));
  };
  const seasons = ['2018-19', '2019-20', '2020-21', '2021-22', '2022-23', '2023-24', '2024-25'];
  const perSeason = (counts: number[]) => Object.fromEntries(seasons.map((s, i) => [s, counts[i]]));

  it('writes by bulk inserts exactly the rows the upserting import wrote', async () => {
    expect(await importedRows(db())).toEqual(ROWS_OF_THE_UPSERT_IMPORT);
  }, 60_000);

  it('imports every top-5 match of the data README: 12,533 over seven seasons', async () => {
    expect(await countBy('premier-league')).toEqual(perSeason([380, 380, 380, 380, 380, 380, 380]));
    expect(await countBy('la-liga')).toEqual(perSeason([380, 380, 380, 380, 380, 380, 380]));
    expect(await countBy('bundesliga')).toEqual(perSeason([306, 306, 306, 306, 306, 306, 306]));
    expect(await countBy('serie-a')).toEqual(perSeason([380, 380, 380, 380, 380, 380, 380]));
    expect(await countBy('ligue-1')).toEqual(perSeason([380, 279, 380, 380, 380, 306, 306]));
    const top5 = first.files.filter((f) => /^football-data\.co\.uk\/[A-Z0-9]+_\d{4}\.csv$/.test(f.file));
    expect(top5).toHaveLength(35);
    expect(top5.reduce((sum, f) => sum + f.imported, 0)).toBe(12_533);
    expect(top5.flatMap((f) => f.rejected)).toEqual([]);
  });

  it('imports the Chinese Super League by calendar season', async () => {
    expect(await countBy('chinese-super-league')).toEqual({
      '2014': 240, '2015': 240, '2016': 240, '2017': 240, '2018': 240, '2019': 240,
      '2020': 162, '2021': 180, '2022': 306, '2023': 240, '2024': 216,
    });
  });

  it('imports every NBA game but the two the parser refuses (95-95 tie, TOR v CHI score)', async () => {
    const games = first.files.find((f) => f.file.startsWith('nba-betting-kaggle/'));
    expect(games?.rejected.map((r) => r.line)).toEqual([6747, 12912]);
    expect(await countBy('nba')).toEqual({
      '2007-08': 1316, '2008-09': 1315, '2009-10': 1312, '2010-11': 1311, '2011-12': 1074, '2012-13': 1314 - 1,
      '2013-14': 1319, '2014-15': 1311, '2015-16': 1316, '2016-17': 1309, '2017-18': 1312 - 1, '2018-19': 1312,
      '2019-20': 1143, '2020-21': 1171, '2021-22': 1323, '2022-23': 1320, '2023-24': 1319,
    });
    const game = await db().selectFrom('matches').selectAll().where('competition_id', '=', 'nba').where('season', '=', '2023-24').orderBy('played_at').executeTakeFirstOrThrow();
    expect(game.home_quarters?.reduce((a, b) => a + b, 0)).toBe((game.ft_home ?? 0) - (game.home_overtime ?? 0));
    const lines = await db().selectFrom('odds_quotes').select(['market']).where('match_id', '=', game.id).execute();
    expect(lines.map((l) => l.market).sort()).toEqual(['spread', 'total']); // no moneylines after 16 Jan 2023
  });

  it('attaches box scores to the NBA games, refusing only the game the Kaggle file lacks', async () => {
    const boxes = first.files.find((f) => f.file.startsWith('nba-team-boxscores-nba-api/'));
    expect(boxes?.rejected).toEqual([{ line: 15, reason: 'no imported NBA game 2017-10-19 CHI @ TOR to attach the box score to' }]);
    const count = await db().selectFrom('nba_box_scores').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2 * (boxes?.imported ?? 0));
  });

  it('imports international results since 2018 (README per year), counting sides outside FIFA as out of scope', async () => {
    const rows = await sql<{ year: string; n: number }>`
      select to_char(m.played_at, 'YYYY') as year, count(*)::int as n from matches m
      join competitions c on c.id = m.competition_id where c.kind = 'international' group by 1 order by 1`.execute(db());
    const results = first.files.find((f) => f.file === 'international-results/results.csv');
    expect(Object.fromEntries(rows.rows.map((r) => [r.year, r.n]))).toEqual(INTERNATIONAL_PER_YEAR);
    // 8,220 results since 2018, of which 439 have a side outside FIFA: counted, not refused.
    expect(rows.rows.reduce((sum, r) => sum + r.n, 0)).toBe(8_220 - 439);
    expect(results?.rejected).toEqual([]);
    expect(results?.skippedBy).toEqual({ 'before 2018': 49_520 - 8_220, 'outside FIFA': 439 });
    expect(results?.skipped).toBe(49_520 - 8_220 + 439);
    const goalFile = first.files.find((f) => f.file === 'international-results/goalscorers.csv.gz');
    expect(goalFile?.rejected).toEqual([]);
    expect(goalFile?.skippedBy['outside FIFA']).toBeGreaterThan(0);
    const final = await db().selectFrom('matches').selectAll().where('id', '=', 'intl:fifa-world-cup:2022:2022-12-18:argentina:france').executeTakeFirstOrThrow();
    expect(final).toMatchObject({ ft_home: 3, ft_away: 3, neutral: true, country: 'Qatar' });
    const shootout = await db().selectFrom('shootouts').selectAll().where('match_id', '=', final.id).executeTakeFirstOrThrow();
    expect(shootout.winner_team_id).toBe('argentina');
    const goals = await db().selectFrom('goalscorers').selectAll().where('match_id', '=', final.id).orderBy('seq').execute();
    expect(goals).toHaveLength(6);
    expect(goals.filter((g) => g.scorer === 'Kylian Mbappé')).toHaveLength(3);
  });

  it('has both teams of every match in the catalog, and each company once with display names', async () => {
    const ids = await sql<{ id: string }>`select home_team_id as id from matches union select away_team_id from matches`.execute(db());
    expect(ids.rows.filter((r) => findTeam(r.id) === undefined)).toEqual([]);
    const companies = await db().selectFrom('companies').selectAll().orderBy('id').execute();
    expect(companies.map((c) => c.id)).toEqual(['1xbet', 'avg', 'bet365', 'betbrain', 'betfair', 'betfair-exchange', 'bwin', 'interwetten', 'max', 'nba-lines', 'pinnacle', 'vc-bet', 'william-hill']);
    expect(companies.find((c) => c.id === 'pinnacle')?.names).toEqual({ en: 'Pinnacle', 'zh-Hans': '平博', 'zh-Hant': '平博', ja: 'ピナクル' });
  });

  it('stores every bookmaker column: Man United v Fulham 2024-25 Pinnacle closing 1X2 and line equal the CSV', async () => {
    const [header, row] = readFileSync(join(dataDir, E0_2425), 'utf8').split('\n').map((l) => l.split(','));
    const cell = (name: string) => Number(row?.[header?.indexOf(name) ?? -1]);
    const id = 'fd:premier-league:2024-25:2024-08-16:manchester-united:fulham';
    const quotes = await db().selectFrom('odds_quotes').selectAll().where('match_id', '=', id).execute();
    const pick = (company: string, market: string, phase: string) => quotes.find((q) => q.company_id === company && q.market === market && q.phase === phase);
    const closing = pick('pinnacle', '1x2', 'closing');
    expect([closing?.price_home, closing?.price_draw, closing?.price_away].map(Number)).toEqual([cell('PSCH'), cell('PSCD'), cell('PSCA')]);
    const ah = pick('pinnacle', 'ah', 'closing');
    expect([ah?.line, ah?.price_home, ah?.price_away].map(Number)).toEqual([cell('AHCh'), cell('PCAHH'), cell('PCAHA')]);
    const ou = pick('bet365', 'ou', 'pre');
    expect([ou?.line, ou?.price_over, ou?.price_under].map(Number)).toEqual([2.5, cell('B365>2.5'), cell('B365<2.5')]);
    const oddsColumns = header?.filter((h) => /^(B365|BW|BF|PS|WH|1XB|Max|Avg|BFE)C?[HDA]$/.test(h)).length ?? 0;
    expect(quotes.filter((q) => q.market === '1x2')).toHaveLength(oddsColumns / 3);
  });

  it('keeps the awarded Union Berlin v Bochum without half-time, and Newcastle v West Ham without stats', async () => {
    const awarded = await db().selectFrom('matches').selectAll().where('id', '=', 'fd:bundesliga:2024-25:2024-12-14:union-berlin:bochum').executeTakeFirstOrThrow();
    expect(awarded).toMatchObject({ awarded: true, ft_home: 0, ft_away: 2, ht_home: null, ht_away: null, stats: null });
    const newcastle = await db().selectFrom('matches').selectAll().where('id', '=', 'fd:premier-league:2021-22:2021-08-15:newcastle-united:west-ham-united').executeTakeFirstOrThrow();
    expect(newcastle).toMatchObject({ ft_home: 2, ft_away: 4, ht_home: 2, ht_away: 1, stats: null, source_line: 10 });
    // Kept with its statistics dropped: counted as partial on the file's line, which quotes it.
    const line = firstLog.infos.find((l) => (l.details as { file: string }).file === 'football-data.co.uk/E0_2122.csv');
    expect(JSON.stringify(line?.details)).toContain('AST: 9 exceeds AS 8');
  });

  it('logs one line per file with its counts by reason, never a line per row', () => {
    const lines = [...firstLog.infos, ...firstLog.warnings].filter((l) => /^feed file imported/.test(l.message));
    expect(lines.map((l) => (l.details as { file: string }).file).sort()).toEqual(first.files.map((f) => f.file).sort());
    // Every line the import wrote is a file's line (or none at all): no per-row warnings.
    expect(firstLog.warnings.every((w) => w.message === 'feed file imported with invalid rows')).toBe(true);
    const results = lines.find((l) => (l.details as { file: string }).file === 'international-results/results.csv');
    expect(results?.message).toBe('feed file imported');
    expect(results?.details).toMatchObject({ rows: 49_520, imported: 8_220 - 439, skipped: { 'before 2018': 41_300, 'outside FIFA': 439 }, invalid: 0 });
    const nba = firstLog.warnings.find((w) => (w.details as { file: string }).file.startsWith('nba-betting-kaggle/'));
    expect(nba?.details).toMatchObject({ invalid: 2, invalidRows: [{ line: 6747 }, { line: 12912 }] });
  });

  it('changes nothing on a second run: every file already imported, tables identical', async () => {
    const before = await snapshot(db());
    const second = await runImport(db(), { dataDir, log: capturingLog().log });
    expect(second.files.every((f) => f.alreadyImported)).toBe(true);
    expect(total(second, 'imported')).toBe(0);
    expect(total(second, 'rows')).toBe(total(first, 'rows'));
    expect(await snapshot(db())).toEqual(before);
  }, 60_000);

  it('changes nothing on a forced re-run either: every row compared, none written', async () => {
    const before = await snapshot(db());
    const forced = await runImport(db(), { dataDir, log: capturingLog().log, force: true });
    expect(forced.files.some((f) => f.alreadyImported)).toBe(false);
    expect(total(forced, 'imported')).toBe(0);
    expect(total(forced, 'unchanged')).toBe(total(first, 'imported'));
    expect(forced.files.flatMap((f) => Object.values(f.written)).every((n) => n === 0)).toBe(true);
    expect(await snapshot(db())).toEqual(before);
  }, 600_000);

  it('skips broken rows of a damaged file with reasons and imports the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'feed-broken-'));
    try {
      for (const folder of ['nba-betting-kaggle', 'nba-team-boxscores-nba-api', 'international-results']) symlinkSync(join(dataDir, folder), join(dir, folder));
      mkdirSync(join(dir, 'football-data.co.uk'));
      symlinkSync(join(dataDir, 'football-data.co.uk/extra-leagues'), join(dir, 'football-data.co.uk/extra-leagues'));
      const [header = '', ...rows] = readFileSync(join(dataDir, E0_2425), 'utf8').split('\n');
      const columns = header.split(',');
      const edit = (line: string, column: string, value: string) => line.split(',').map((c, i) => (columns[i] === column ? value : c)).join(',');
      const damaged = [
        header,
        edit(rows[0] ?? '', 'Referee', 'A Replacement'), // line 2: a correction, imported
        edit(rows[1] ?? '', 'FTR', 'X'), // line 3: corrupted result
        `${rows[2] ?? ''},extra`, // line 4: one column too many
        edit(rows[3] ?? '', 'HS', 'many'), // line 5: not a number
        ['PSCH', 'PSCD', 'PSCA'].reduce((line, column) => edit(line, column, ''), rows[4] ?? ''), // line 6: a quote withdrawn
        rows[5] ?? '', // line 7: unchanged
      ];
      writeFileSync(join(dir, E0_2425), `${damaged.join('\n')}\n`);
      const { log, warnings } = capturingLog();
      const report = await runImport(db(), { dataDir: dir, log });
      const file = report.files.find((f) => f.file === E0_2425);
      expect(file).toMatchObject({ rows: 6, imported: 2, unchanged: 1, alreadyImported: false });
      expect(file?.written).toMatchObject({ matches: 1, odds_quotes: 0, odds_quotes_deleted: 1 });
      expect(file?.rejected).toEqual([
        { line: 3, reason: "FTR: 'X' is not H, D or A" },
        { line: 4, reason: `row has ${columns.length + 1} fields, header has ${columns.length}` },
        { line: 5, reason: "HS: 'many' is not a whole number" },
      ]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ message: 'feed file imported with invalid rows', details: { file: E0_2425, invalid: 3, invalidRows: file?.rejected } });
      expect(report.files.filter((f) => f.file !== E0_2425).every((f) => f.alreadyImported)).toBe(true);
      const corrected = await db().selectFrom('matches').select('referee').where('id', '=', 'fd:premier-league:2024-25:2024-08-16:manchester-united:fulham').executeTakeFirstOrThrow();
      expect(corrected.referee).toBe('A Replacement');
      const pinnacle = await db().selectFrom('odds_quotes').select(['market', 'phase']).where('company_id', '=', 'pinnacle')
        .where('match_id', '=', 'fd:premier-league:2024-25:2024-08-17:newcastle-united:southampton').execute();
      expect(pinnacle.map((q) => `${q.market} ${q.phase}`).sort()).toEqual(['1x2 pre', 'ah closing', 'ah pre', 'ou closing', 'ou pre']);
      expect(await countBy('premier-league')).toEqual(perSeason([380, 380, 380, 380, 380, 380, 380]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names the missing data folder and FEED_DATA_DIR', async () => {
    const missing = join(tmpdir(), 'no-such-feed-data');
    await expect(runImport(db(), { dataDir: missing, log: capturingLog().log })).rejects.toThrow(FeedImportError);
    await expect(runImport(db(), { dataDir: missing, log: capturingLog().log })).rejects.toThrow(new RegExp(`${missing}.*FEED_DATA_DIR`));
  });
});

describe('the data:import command line', () => {
  const cli = (...args: string[]) =>
    spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), ['apps/server/src/modules/feed/import/import.cli.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: join(tmpdir(), 'feed-cli-unused'), DATABASE_URL: '' },
    });

  it('refuses an unknown flag with the usage', () => {
    const run = cli('--forse');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Unknown option '--forse'[\s\S]*usage: data:import \[--force\] \[--data-dir PATH\]/);
  });

  it('names a missing data folder and FEED_DATA_DIR', () => {
    const run = cli('--data-dir', '/no/such/feed');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('feed data folder not found: /no/such/feed (set FEED_DATA_DIR');
  });
});
