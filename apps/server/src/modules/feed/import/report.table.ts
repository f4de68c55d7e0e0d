import type { ImportReport } from './import.types.ts';

/**
 * The import report as a plain-text table, one line per file, then the skipped rows by reason and
 * the rejected rows.
 *
 * @example
 * console.log(formatReport(report));
 * // file                                rows  imported  unchanged  rejected  skipped
 * // football-data.co.uk/D1_1819.csv      306       306          0         0        0
 */
export function formatReport(report: ImportReport): string {
  const header = ['file', 'rows', 'imported', 'unchanged', 'rejected', 'skipped', 'ms'];
  const lines = report.files.map((f) => [
    f.alreadyImported ? `${f.file} (already imported)` : f.file,
    f.rows, f.imported, f.unchanged, f.rejected.length, f.skipped, f.durationMs,
  ].map(String));
  const totals = ['total', ...[1, 2, 3, 4, 5].map((i) => String(lines.reduce((sum, l) => sum + Number(l[i]), 0))), String(report.durationMs)];
  const table = [header, ...lines, totals];
  const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  const render = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const rejected = report.files.flatMap((f) => f.rejected.map((r) => `  ${f.file}:${r.line}  ${r.reason}`));
  const skipped = report.files
    .filter((f) => Object.keys(f.skippedBy).length > 0)
    .map((f) => `  ${f.file}  ${Object.entries(f.skippedBy).map(([reason, n]) => `${reason}: ${n}`).join(', ')}`);
  return [
    `Feed import from ${report.dataDir}`,
    ...table.map(render),
    ...(skipped.length > 0 ? ['', 'Skipped rows (outside what the product covers):', ...skipped] : []),
    ...(rejected.length > 0 ? ['', `Rejected rows (${rejected.length}):`, ...rejected] : []),
  ].join('\n');
}
