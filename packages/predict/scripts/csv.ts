/**
 * A small RFC 4180 reader for the back-test's input files: header row, commas, double-quoted
 * fields with "" escapes, CRLF or LF, a UTF-8 byte-order mark. Rows become header → value maps.
 * A row with more fields than the header is an error naming the file and line.
 */
export function parseCsv(text: string, file: string): Record<string, string>[] {
  const lines = splitRecords(text.replace(/^\uFEFF/, ''));
  const header = lines.shift();
  if (!header) return [];
  return lines.flatMap((fields, i) => {
    if (fields.length === 1 && fields[0] === '') return [];
    if (fields.length > header.length) throw new Error(`${file}: line ${i + 2} has ${fields.length} fields, the header ${header.length}`);
    return [Object.fromEntries(header.map((name, j) => [name, fields[j] ?? '']))];
  });
}

function splitRecords(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || fields.length > 0) records.push([...fields, field]);
  return records;
}
