import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvReader, parseCsv, readCsv } from './csv.reader.ts';

const fieldsOf = (text: string) => parseCsv(text).map((r) => r.fields);

/** Writes rows the way RFC 4180 says, quoting only what needs it. */
function writeCsv(rows: string[][], newline: string): string {
  const quote = (f: string) => (/[",\r\n]/.test(f) || f === '' ? `"${f.replace(/"/g, '""')}"` : f);
  return rows.map((r) => r.map(quote).join(',')).join(newline) + newline;
}

describe('parseCsv', () => {
  it('splits plain fields and numbers lines from 1', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
    ]);
  });

  it('keeps commas, quotes and line breaks inside quoted fields', () => {
    expect(fieldsOf('name,note\n"Brighton & Hove, Albion","said ""hi""\nthen left"\n')).toEqual([
      ['name', 'note'],
      ['Brighton & Hove, Albion', 'said "hi"\nthen left'],
    ]);
  });

  it('numbers a row by the line it starts on when an earlier field spans lines', () => {
    const rows = parseCsv('h\n"a\r\nb"\nc\n');
    expect(rows.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('accepts CRLF, LF and lone CR line ends, and no final line end', () => {
    expect(fieldsOf('a,b\r\n1,2\r3,4\n5,6')).toEqual([['a', 'b'], ['1', '2'], ['3', '4'], ['5', '6']]);
  });

  it('drops a byte-order mark before the first header', () => {
    expect(fieldsOf('\uFEFFDiv,Date\nE0,10/08/2018\n')[0]).toEqual(['Div', 'Date']);
  });

  it('skips blank lines but keeps a row of one empty quoted field', () => {
    expect(fieldsOf('a\n\n\r\n""\nb\n')).toEqual([['a'], [''], ['b']]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(fieldsOf('a,,c,\n')).toEqual([['a', '', 'c', '']]);
  });

  it('keeps a stray quote inside an unquoted field literally', () => {
    expect(fieldsOf("Nott'm Forest,5\"x\n")).toEqual([["Nott'm Forest", '5"x']]);
  });

  it('reports an unterminated quoted field on its row', () => {
    const rows = parseCsv('a,b\n1,"open\n');
    expect(rows[1]).toEqual({ line: 2, fields: ['1', 'open\n'], error: 'unterminated quoted field' });
  });
});

describe('CsvReader over chunks', () => {
  it('joins a CRLF split between two chunks into one line end', () => {
    const reader = new CsvReader();
    const rows = [...reader.push('a,b\r'), ...reader.push('\n1,2\r'), ...reader.push('\n'), ...reader.end()];
    expect(rows).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
    ]);
  });

  it('reads the same rows however the text is cut into chunks', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r', 'é', '中'), maxLength: 6 });
    const table = fc.array(fc.array(field, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(table, fc.constantFrom('\n', '\r\n'), fc.array(fc.nat(), { maxLength: 8 }), (rows, newline, cuts) => {
        const text = writeCsv(rows, newline);
        const whole = parseCsv(text);
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const reader = new CsvReader();
        const pieces: string[] = [];
        let from = 0;
        for (const p of [...points, text.length]) {
          pieces.push(text.slice(from, p));
          from = p;
        }
        const chunked = [...pieces.flatMap((piece) => reader.push(piece)), ...reader.end()];
        expect(chunked).toEqual(whole);
        expect(whole.map((r) => r.fields)).toEqual(rows);
      }),
    );
  });

  it('streams from an async source', async () => {
    async function* chunks() {
      yield '\uFEFFx,y\n';
      yield '"1,5",2\n';
    }
    const rows = [];
    for await (const row of readCsv(chunks())) rows.push(row.fields);
    expect(rows).toEqual([['x', 'y'], ['1,5', '2']]);
  });
});
