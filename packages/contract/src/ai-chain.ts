/**
 * The published record's hash chain, as anyone can recompute it: a record's hash is
 * SHA-256 over `prevHash + "\n" + canonicalJson(body)` in hex, the first record following
 * {@link GENESIS_HASH}. Server and web use the same two functions, so a browser can check a
 * record without trusting the server's "ok".
 */

/** The `prevHash` of the first record: 64 zeros. */
export const GENESIS_HASH = '0'.repeat(64);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * JSON with object keys sorted (by UTF-16 code units) at every depth and no whitespace;
 * `undefined` members are left out as JSON.stringify does. Numbers use JavaScript's shortest form.
 * @example canonicalJson({ b: 1, a: [{ d: 2, c: null }] }) // '{"a":[{"c":null,"d":2}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value as Json));
}

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const sorted: { [key: string]: Json } = {};
  for (const key of Object.keys(value).sort()) {
    const member = value[key];
    if (member !== undefined) sorted[key] = sortKeys(member);
  }
  return sorted;
}

/**
 * The exact text hashed for a record.
 * @example chainInput(GENESIS_HASH, '{"a":1}') // '000…000\n{"a":1}'
 */
export function chainInput(prevHash: string, canonicalBody: string): string {
  return `${prevHash}\n${canonicalBody}`;
}
