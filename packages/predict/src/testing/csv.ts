/**
 * A minimal CSV reader for the shared data files, which are plain comma-separated UTF-8 with a
 * header row and no quoted fields (checked: a quote anywhere is an error, not a guess).
 */

/** One CSV row, read by column name (layouts differ by season, so never by position). */
export type CsvRow = ReadonlyMap<string, string>;

/**
 * Parses CSV text into rows keyed by the header's column names.
 * @example parseCsv('a,b\n1,2\n')[0]?.get('b') // "2"
 */
export function parseCsv(text: string): CsvRow[] {
  if (text.includes('"')) throw new Error('quoted CSV fields are not supported');
  const [header, ...lines] = text.split('\n').filter((line) => line.trim() !== '');
  const columns = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return new Map(columns.map((name, i) => [name, cells[i] ?? '']));
  });
}

/**
 * The first column of `names` that holds a finite number in this row.
 * @example numberFrom(row, ['PSH', 'B365H'])
 */
export function numberFrom(row: CsvRow, names: readonly string[]): number | undefined {
  for (const name of names) {
    const text = row.get(name);
    if (text === undefined || text.trim() === '') continue;
    const value = Number(text);
    if (Number.isFinite(value)) return value;
  }
  return undefined;
}
