import { describe, expect, it } from 'vitest';
import { footballDefaultKickoff, internationalDefaultKickoff, matchId, nbaDefaultTipoff } from './match.ids.ts';
import { formatReport } from './report.table.ts';

describe('match ids and default kick-offs', () => {
  it('derives the id from source, competition, season, date and teams', () => {
    expect(matchId('fd', 'premier-league', '2024-25', '2024-08-16', 'manchester-united', 'fulham')).toBe(
      'fd:premier-league:2024-25:2024-08-16:manchester-united:fulham',
    );
  });

  it('puts date-only football at 15:00 UK time, GMT or BST as in force', () => {
    expect(footballDefaultKickoff('2018-08-11')).toBe('2018-08-11T14:00:00.000Z');
    expect(footballDefaultKickoff('2018-12-29')).toBe('2018-12-29T15:00:00.000Z');
  });

  it('puts NBA games at 19:30 US Eastern, EST or EDT as in force', () => {
    expect(nbaDefaultTipoff('2024-01-10')).toBe('2024-01-11T00:30:00.000Z');
    expect(nbaDefaultTipoff('2024-04-10')).toBe('2024-04-10T23:30:00.000Z');
    expect(nbaDefaultTipoff('2023-11-06')).toBe('2023-11-07T00:30:00.000Z'); // day after DST ended
  });

  it('puts international matches at 12:00 UTC', () => {
    expect(internationalDefaultKickoff('2022-12-18')).toBe('2022-12-18T12:00:00.000Z');
  });
});

describe('the report table', () => {
  it('has a line per file, totals, the skipped rows by reason and the rejected rows', () => {
    const text = formatReport({
      dataDir: '/data',
      durationMs: 12,
      files: [
        { file: 'a.csv', sha256: 'x', alreadyImported: false, rows: 6, imported: 1, unchanged: 1, rejected: [{ line: 4, reason: 'FTR: bad' }], skipped: 3, skippedBy: { 'before 2018': 2, 'outside FIFA': 1 }, warnings: 0, warningSamples: [], written: {}, durationMs: 5 },
        { file: 'b.csv', sha256: 'y', alreadyImported: true, rows: 2, imported: 0, unchanged: 2, rejected: [], skipped: 0, skippedBy: {}, warnings: 0, warningSamples: [], written: {}, durationMs: 1 },
      ],
    });
    expect(text.split('\n')).toEqual([
      'Feed import from /data',
      'file                      rows  imported  unchanged  rejected  skipped  ms',
      'a.csv                        6         1          1         1        3   5',
      'b.csv (already imported)     2         0          2         0        0   1',
      'total                        8         1          3         1        3  12',
      '',
      'Skipped rows (outside what the product covers):',
      '  a.csv  before 2018: 2, outside FIFA: 1',
      '',
      'Rejected rows (1):',
      '  a.csv:4  FTR: bad',
    ]);
  });
});
