import { canonicalJson, GENESIS_HASH } from '@scoreline/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beijingDay, recordHash, sealRecord } from './ai-chain.ts';

describe('the chain hash', () => {
  it('is SHA-256 of the previous hash, a newline and the canonical body', () => {
    // printf '%s\n%s' "$(printf '0%.0s' $(seq 1 64))" '{"a":1}' | sha256sum
    expect(recordHash(GENESIS_HASH, canonicalJson({ a: 1 }))).toBe('f21735afd2cd6af4fc5804b0045cebfd545aef8396d29d030c39cb8880b45b7f');
    expect(sealRecord(GENESIS_HASH, { b: 2, a: 1 }).body).toBe('{"a":1,"b":2}');
  });
  it('does not depend on key order, and changes with any edited value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 5 }), fc.integer()), fc.string({ maxLength: 5 }), (record, key) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(sealRecord(GENESIS_HASH, reversed).hash).toBe(sealRecord(GENESIS_HASH, record).hash);
        const edited = { ...record, [key]: (record[key] ?? 0) + 1 };
        expect(sealRecord(GENESIS_HASH, edited).hash).not.toBe(sealRecord(GENESIS_HASH, record).hash);
      }),
    );
  });
  it('changes with the previous hash (a record cannot be moved to another place in the chain)', () => {
    expect(sealRecord('f'.repeat(64), { a: 1 }).hash).not.toBe(sealRecord(GENESIS_HASH, { a: 1 }).hash);
  });
  it('puts an instant on its Beijing date', () => {
    expect(beijingDay(Date.UTC(2026, 10, 22, 15, 59))).toBe('2026-11-22');
    expect(beijingDay(Date.UTC(2026, 10, 22, 16, 0))).toBe('2026-11-23');
  });
});
