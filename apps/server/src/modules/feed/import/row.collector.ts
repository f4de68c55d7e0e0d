import type { ParseResult, Rejection, Warning } from '../source/index.ts';
import type { MappedFile, SourceRow } from './import.types.ts';

/**
 * Collects the rows a mapper accepts, refuses and skips; starts from the parser's own rejections
 * and warnings, and refuses a second row with the same key (the database could not hold both).
 */
export class RowCollector {
  readonly rows: SourceRow[] = [];
  readonly rejected: Rejection[];
  readonly warnings: Warning[];
  private readonly skippedBy: Record<string, number> = {};
  private readonly lineOf = new Map<string, number>();

  constructor(parsed: ParseResult<unknown>) {
    this.rejected = [...parsed.rejected];
    this.warnings = [...parsed.warnings];
  }

  accept(row: SourceRow): void {
    const first = this.lineOf.get(row.key);
    if (first !== undefined) {
      this.reject(row.line, `duplicate of line ${first} (${row.key})`);
      return;
    }
    this.lineOf.set(row.key, row.line);
    this.rows.push(row);
  }

  reject(line: number, reason: string): void {
    this.rejected.push({ line, reason });
  }

  /** A row outside what the product covers (not an error): counted under its reason, not logged. */
  skip(reason: string): void {
    this.skippedBy[reason] = (this.skippedBy[reason] ?? 0) + 1;
  }

  result(): MappedFile {
    const rejected = [...this.rejected].sort((a, b) => a.line - b.line);
    const skipped = Object.values(this.skippedBy).reduce((sum, n) => sum + n, 0);
    return { rows: this.rows, rejected, warnings: this.warnings, skipped, skippedBy: { ...this.skippedBy } };
  }
}
