import type { Rejection, Warning } from '../source/index.ts';

/** What the import did with one file. `rows` = imported + unchanged + rejected + skipped. */
export interface FileReport {
  /** Path relative to the data folder, e.g. `football-data.co.uk/E0_2425.csv`. */
  file: string;
  sha256: string;
  /** True when the same file (same sha256, same importer version) was imported before. */
  alreadyImported: boolean;
  /** Data rows in the file (header excluded). */
  rows: number;
  /** Rows that inserted or changed at least one database row. */
  imported: number;
  /** Rows accepted whose database rows were already identical. */
  unchanged: number;
  /** Rows refused as invalid, each with its line and reason (counted in the file's log line). */
  rejected: Rejection[];
  /** Rows outside what the product uses (international results before 2018 …), not errors. */
  skipped: number;
  /**
   * `skipped` by reason (`SKIP_REASONS`), e.g. `{ 'before 2018': 41300, 'outside FIFA': 439 }`;
   * empty for a file not re-read (its `import_runs` row keeps the total only).
   */
  skippedBy: Record<string, number>;
  /** Parser warnings: kept rows that lost something (a bad quote, inconsistent statistics). */
  warnings: number;
  /** The first few of those warnings, for the file's log line. */
  warningSamples: Warning[];
  /** Database rows written (inserted or changed), by table. */
  written: Record<string, number>;
  durationMs: number;
}

/** The whole import. */
export interface ImportReport {
  dataDir: string;
  files: FileReport[];
  durationMs: number;
}

/** The logger the import writes to (pino's shape; the server passes its own). */
export interface ImportLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Rows as sent to the database, one JSON document per batch (see `feed-import.repo.ts`): numbers
 * stay JSON numbers (exact in jsonb → numeric), jsonb columns are nested objects, times ISO text.
 */
export interface MatchRow {
  id: string;
  sport: 'football' | 'basketball';
  competition_id: string;
  season: string;
  stage: string | null;
  played_at: string;
  time_known: boolean;
  home_team_id: string;
  away_team_id: string;
  ft_home: number | null;
  ft_away: number | null;
  ht_home: number | null;
  ht_away: number | null;
  awarded: boolean;
  note: string | null;
  home_quarters: number[] | null;
  away_quarters: number[] | null;
  home_overtime: number | null;
  away_overtime: number | null;
  stats: object | null;
  referee: string | null;
  neutral: boolean | null;
  city: string | null;
  country: string | null;
  source_file: string;
  source_line: number;
}

export interface OddsRow {
  match_id: string;
  company_id: string;
  market: '1x2' | 'ou' | 'ah' | 'ml' | 'spread' | 'total';
  phase: 'pre' | 'closing';
  line: number | null;
  price_home: number | null;
  price_draw: number | null;
  price_away: number | null;
  price_over: number | null;
  price_under: number | null;
  price_format: 'decimal' | 'american';
}

export interface BoxScoreRow {
  match_id: string;
  side: 'home' | 'away';
  team_id: string;
  game_id: string;
  stats: Record<string, number>;
}

export interface ShootoutRow {
  match_id: string;
  winner_team_id: string;
  first_shooter_team_id: string | null;
}

export interface GoalRow {
  match_id: string;
  seq: number;
  team_id: string;
  scorer: string;
  minute: number | null;
  own_goal: boolean;
  penalty: boolean;
}

/** One accepted source row and the database rows it becomes. */
export interface SourceRow {
  line: number;
  /** The key of the row's main database row (match id, or `match id:seq` for a goal). */
  key: string;
  match?: MatchRow;
  odds?: OddsRow[];
  boxScores?: BoxScoreRow[];
  shootout?: ShootoutRow;
  goal?: GoalRow;
}

/** The outcome of mapping a parsed file into rows. */
export interface MappedFile {
  rows: SourceRow[];
  rejected: Rejection[];
  warnings: Warning[];
  skipped: number;
  skippedBy: Record<string, number>;
}
