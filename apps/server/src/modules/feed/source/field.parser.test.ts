import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.reader.ts';
import {
  optionalNumber,
  readClock,
  readDayMonthYear,
  readIsoDate,
  readMonthDayYear,
  requireCount,
  requireFlag,
  requireText,
} from './field.parser.ts';
import { createHeader, parseTable, reject } from './table.reader.ts';

describe('dates', () => {
  it('reads dd/mm/yyyy and dd/mm/yy the same way', () => {
    expect(readDayMonthYear('16/08/2024')).toEqual({ ok: true, date: '2024-08-16' });
    expect(readDayMonthYear('16/08/24')).toEqual({ ok: true, date: '2024-08-16' });
    expect(readDayMonthYear('1/8/99')).toEqual({ ok: true, date: '1999-08-01' });
  });

  it('refuses days that do not exist and other layouts', () => {
    expect(readDayMonthYear('31/02/2020')).toEqual({ ok: false, why: "'31/02/2020' is not a calendar date" });
    expect(readDayMonthYear('2020-02-01').ok).toBe(false);
    expect(readDayMonthYear('08/16/2024').ok).toBe(false); // a US date read as day/month
  });

  it('reads US M/D/YY dates', () => {
    expect(readMonthDayYear('10/30/07')).toEqual({ ok: true, date: '2007-10-30' });
    expect(readMonthDayYear('2/29/23').ok).toBe(false);
  });

  it('reads ISO dates strictly', () => {
    expect(readIsoDate('2024-02-29')).toEqual({ ok: true, date: '2024-02-29' });
    expect(readIsoDate('2024-2-9').ok).toBe(false);
  });
});

describe('clock times', () => {
  it('reads HH:MM and H:MM as minutes after midnight', () => {
    expect(readClock('19:30')).toBe(1170);
    expect(readClock('7:05')).toBe(425);
    expect(readClock('24:00')).toBeUndefined();
    expect(readClock('19.30')).toBeUndefined();
  });
});

describe('cells of a row', () => {
  const read = <T>(text: string, map: Parameters<typeof parseTable<T>>[1]['map']) => parseTable(parseCsv(text), { map });

  it('trims cells and refuses a blank required cell, naming the column', () => {
    const result = read('team,goals\n  Arsenal ,2\n,1\n', (row) => requireText(row, 'team'));
    expect(result.records).toEqual(['Arsenal']);
    expect(result.rejected).toEqual([{ line: 3, reason: 'team: blank' }]);
  });

  it('tells a missing column from a blank cell', () => {
    const result = read('a\n1\n', (row) => requireText(row, 'b'));
    expect(result.rejected).toEqual([{ line: 2, reason: 'b: column missing from the header' }]);
  });

  it('refuses counts that are not whole numbers', () => {
    const result = read('g\n3\n-1\n2.0\nx\n', (row) => requireCount(row, 'g'));
    expect(result.records).toEqual([3]);
    expect(result.rejected.map((r) => r.reason)).toEqual([
      "g: '-1' is not a whole number",
      "g: '2.0' is not a whole number",
      "g: 'x' is not a whole number",
    ]);
  });

  it('reads optional decimals and refuses text that is there but not a number', () => {
    const result = read('h\n-0.75\n\n+1\nabc\n', (row) => optionalNumber(row, 'h'));
    expect(result.records).toEqual([-0.75, 1]);
    expect(result.rejected).toEqual([{ line: 5, reason: "h: 'abc' is not a number" }]);
  });

  it('reads TRUE/FALSE and 1/0 flags', () => {
    const result = read('f\nTRUE\nfalse\n1\n0\nyes\n', (row) => requireFlag(row, 'f'));
    expect(result.records).toEqual([true, false, true, false]);
    expect(result.rejected).toEqual([{ line: 6, reason: "f: 'YES' is not TRUE/FALSE" }]);
  });
});

describe('table reading', () => {
  it('refuses a row whose width differs from the header and goes on', () => {
    const result = parseTable(parseCsv('a,b\n1,2\n3\n4,5,6\n7,8\n'), { map: (row) => row.get('a') });
    expect(result.records).toEqual(['1', '7']);
    expect(result.rejected).toEqual([
      { line: 3, reason: 'row has 1 fields, header has 2' },
      { line: 4, reason: 'row has 3 fields, header has 2' },
    ]);
  });

  it('keeps warnings only for rows that were kept', () => {
    const result = parseTable(parseCsv('a\n1\n2\n'), {
      map: (row) => {
        row.warn(`saw ${row.get('a')}`);
        if (row.get('a') === '2') reject('a: two');
        return row.get('a');
      },
    });
    expect(result.warnings).toEqual([{ line: 2, message: 'saw 1' }]);
    expect(result.rejected).toEqual([{ line: 3, reason: 'a: two' }]);
  });

  it('lets programmer errors through instead of hiding them as rejections', () => {
    expect(() =>
      parseTable(parseCsv('a\n1\n'), {
        map: () => {
          throw new TypeError('bug');
        },
      }),
    ).toThrow('bug');
  });

  it('uses the first of two columns with the same name', () => {
    expect(createHeader(['x', 'y', 'x']).indexOf('x')).toBe(0);
  });
});
