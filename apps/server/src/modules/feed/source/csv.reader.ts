/**
 * A small RFC-4180 CSV reader that works on chunks, so a file never has to be in memory whole.
 *
 * Tolerant on purpose, because mirrors of the same upstream file differ in small ways:
 * - a UTF-8 byte-order mark before the first field is dropped;
 * - records may end in LF, CRLF or a lone CR, also when the CR and LF arrive in different chunks;
 * - blank lines are skipped;
 * - a quote inside an unquoted field, or text after a closing quote, is kept as a literal character.
 * An unterminated quoted field at the end of the input is reported on that row as `error`.
 */

/** One record: its fields and the 1-based line it starts on. */
export interface CsvRow {
  line: number;
  fields: string[];
  /** Set when the row could not be read cleanly (an unterminated quote). */
  error?: string;
}

const QUOTE = 34; // "
const COMMA = 44; // ,
const LF = 10;
const CR = 13;
const BOM = 0xfeff;

type State = 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted';

/**
 * An incremental reader: feed it chunks, collect finished rows.
 *
 * @example
 * const reader = new CsvReader();
 * reader.push('a,"b,\n');      // []
 * reader.push('c"\r\n1,2');    // [{ line: 1, fields: ['a', 'b,\nc'] }]
 * reader.end();                // [{ line: 3, fields: ['1', '2'] }]
 */
export class CsvReader {
  private state: State = 'fieldStart';
  private field = '';
  private fields: string[] = [];
  private line = 1;
  private rowLine = 1;
  private afterCr = false;
  private quotedAfterCr = false;
  private started = false;
  private rowHasContent = false;

  /** Reads a chunk and returns the rows it completed. */
  push(chunk: string): CsvRow[] {
    const rows: CsvRow[] = [];
    let i = 0;
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.charCodeAt(0) === BOM) i = 1;
    }
    for (; i < chunk.length; i++) {
      const code = chunk.charCodeAt(i);
      if (this.afterCr) {
        this.afterCr = false;
        if (code === LF) continue; // the LF of a CRLF split from its CR
      }
      if (this.state === 'quoted') {
        i = this.readQuoted(chunk, i);
        continue;
      }
      i = this.step(code, chunk, i, rows);
    }
    return rows;
  }

  /** Ends the input and returns the last row, if any. */
  end(): CsvRow[] {
    const rows: CsvRow[] = [];
    const unterminated = this.state === 'quoted';
    if (this.rowHasContent) {
      this.finishRow(rows);
      const last = rows[rows.length - 1];
      if (unterminated && last) last.error = 'unterminated quoted field';
    }
    return rows;
  }

  /** Consumes a run of quoted text up to the next quote; returns the index of the last char used. */
  private readQuoted(chunk: string, start: number): number {
    const close = chunk.indexOf('"', start);
    const stop = close === -1 ? chunk.length : close;
    const text = chunk.slice(start, stop);
    this.field += text;
    this.countNewlines(text);
    if (close !== -1) {
      this.state = 'quoteInQuoted';
      this.quotedAfterCr = false;
    }
    return stop;
  }

  /** Handles one character outside quoted text; returns the index of the last char used. */
  private step(code: number, chunk: string, i: number, rows: CsvRow[]): number {
    if (this.state === 'quoteInQuoted') {
      if (code === QUOTE) {
        this.field += '"'; // an escaped quote ("")
        this.state = 'quoted';
        return i;
      }
      this.state = 'unquoted'; // closing quote; anything but , or newline is kept literally below
    }
    this.rowHasContent ||= code !== LF && code !== CR;
    if (code === COMMA) {
      this.fields.push(this.field);
      this.field = '';
      this.state = 'fieldStart';
    } else if (code === LF || code === CR) {
      this.afterCr = code === CR;
      this.line += 1;
      this.finishRow(rows);
    } else if (code === QUOTE && this.state === 'fieldStart') {
      this.state = 'quoted';
    } else {
      this.state = 'unquoted';
      return this.readPlain(chunk, i);
    }
    return i;
  }

  /** Consumes unquoted text up to the next comma or line break; returns the last index used. */
  private readPlain(chunk: string, start: number): number {
    let stop = start;
    while (stop < chunk.length) {
      const c = chunk.charCodeAt(stop);
      if (c === COMMA || c === LF || c === CR) break;
      stop += 1;
    }
    this.field += chunk.slice(start, stop);
    return stop - 1;
  }

  /** Counts line breaks inside quoted text, a CRLF once even when split across chunks. */
  private countNewlines(text: string): void {
    for (let j = 0; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (!(c === LF && this.quotedAfterCr) && (c === LF || c === CR)) this.line += 1;
      this.quotedAfterCr = c === CR;
    }
  }

  private finishRow(rows: CsvRow[]): void {
    this.fields.push(this.field);
    if (this.rowHasContent) rows.push({ line: this.rowLine, fields: this.fields });
    this.rowHasContent = false;
    this.fields = [];
    this.field = '';
    this.state = 'fieldStart';
    this.rowLine = this.line;
  }
}

/**
 * Reads CSV text that is already in memory.
 *
 * @example
 * parseCsv('\uFEFFa,b\r\n"x, y",2\n')
 * // [{ line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['x, y', '2'] }]
 */
export function parseCsv(text: string): CsvRow[] {
  const reader = new CsvReader();
  return [...reader.push(text), ...reader.end()];
}

/**
 * Reads CSV from a stream of text chunks (for example a file read with `setEncoding('utf8')`).
 *
 * @example
 * for await (const row of readCsv(createReadStream(path, 'utf8'))) console.log(row.fields);
 */
export async function* readCsv(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<CsvRow> {
  const reader = new CsvReader();
  for await (const chunk of chunks) yield* reader.push(chunk);
  yield* reader.end();
}
