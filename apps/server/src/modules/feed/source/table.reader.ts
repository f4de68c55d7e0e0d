import type { CsvRow } from './csv.reader.ts';
import type { ParseResult, Rejection, Warning } from './source.types.ts';

/**
 * Turns CSV rows into records by column NAME: the first row is the header, and layouts that
 * change from season to season (61, 105 or 119 columns) are read by the same code.
 */

/** A data row seen through its header. Values are trimmed; a missing column reads as undefined. */
export interface NamedRow {
  readonly line: number;
  readonly header: Header;
  /** The trimmed cell, '' for a blank cell, undefined when the file has no such column. */
  get(name: string): string | undefined;
  /** The trimmed cell at a position found once with `header.indexOf` (hot loops). */
  cell(index: number): string;
  /** Notes something dropped from a row that is otherwise kept. */
  warn(message: string): void;
}

/** Column names in file order and their positions. */
export interface Header {
  readonly names: readonly string[];
  has(name: string): boolean;
  indexOf(name: string): number | undefined;
}

/**
 * Thrown inside a row mapper to refuse the row; the table loop turns it into a `Rejection`.
 * Throwing keeps mappers short and lets TypeScript narrow every value read after a check; it
 * never escapes this layer, so callers only ever see `{records, rejected}`.
 */
export class RowRejected extends Error {}

/**
 * Refuses the current row with a reason that names the field.
 *
 * @example
 * if (ht > ft) reject(`HTHG: ${ht} exceeds FTHG ${ft}`);
 */
export function reject(reason: string): never {
  throw new RowRejected(reason);
}

/** Maps one row to a record; may call `reject`. */
export type RowMapper<T> = (row: NamedRow) => T;

/**
 * How to read one kind of file: the row mapper and, optionally, a hook that sees the header first
 * (the football-data parser uses it to find the bookmaker columns once per file).
 */
export interface TableSpec<T> {
  map: RowMapper<T>;
  onHeader?: (header: Header) => void;
}

/**
 * Builds a header; for a duplicated column name the first one wins.
 *
 * @example
 * createHeader(['Div', 'Date']).indexOf('Date') // 1
 */
export function createHeader(names: readonly string[]): Header {
  const positions = new Map<string, number>();
  names.forEach((name, i) => {
    const clean = name.trim();
    if (!positions.has(clean)) positions.set(clean, i);
  });
  return {
    names: names.map((n) => n.trim()),
    has: (name) => positions.has(name),
    indexOf: (name) => positions.get(name),
  };
}

/** Accumulates the outcome of a table parse; shared by the sync and async loops. */
class TableCollector<T> {
  header: Header | undefined;
  readonly records: T[] = [];
  readonly rejected: Rejection[] = [];
  readonly warnings: Warning[] = [];

  constructor(private readonly spec: TableSpec<T>) {}

  accept(row: CsvRow): void {
    if (!this.header) {
      this.header = createHeader(row.fields);
      this.spec.onHeader?.(this.header);
      return;
    }
    const problem = row.error ?? widthProblem(row, this.header);
    if (problem) {
      this.rejected.push({ line: row.line, reason: problem });
      return;
    }
    this.mapRow(row, this.header);
  }

  result(): ParseResult<T> {
    return { records: this.records, rejected: this.rejected, warnings: this.warnings };
  }

  private mapRow(row: CsvRow, header: Header): void {
    const pending: Warning[] = [];
    const named: NamedRow = {
      line: row.line,
      header,
      get: (name) => {
        const index = header.indexOf(name);
        return index === undefined ? undefined : (row.fields[index] ?? '').trim();
      },
      cell: (index) => (row.fields[index] ?? '').trim(),
      warn: (message) => pending.push({ line: row.line, message }),
    };
    try {
      this.records.push(this.spec.map(named));
      this.warnings.push(...pending);
    } catch (error) {
      if (!(error instanceof RowRejected)) throw error;
      this.rejected.push({ line: row.line, reason: error.message });
    }
  }
}

function widthProblem(row: CsvRow, header: Header): string | undefined {
  const expected = header.names.length;
  const got = row.fields.length;
  return got === expected ? undefined : `row has ${got} fields, header has ${expected}`;
}

/**
 * Parses rows that are already read (tests, small inputs).
 *
 * @example
 * parseTable(parseCsv('a,b\n1,2\n'), { map: (row) => Number(row.get('b')) }).records // [2]
 */
export function parseTable<T>(rows: Iterable<CsvRow>, spec: TableSpec<T>): ParseResult<T> {
  const table = new TableCollector(spec);
  for (const row of rows) table.accept(row);
  return table.result();
}

/**
 * Parses rows as they stream in from a file.
 *
 * @example
 * await parseTableAsync(readCsv(chunks), resultsTable())
 */
export async function parseTableAsync<T>(rows: AsyncIterable<CsvRow>, spec: TableSpec<T>): Promise<ParseResult<T>> {
  const table = new TableCollector(spec);
  for await (const row of rows) table.accept(row);
  return table.result();
}
