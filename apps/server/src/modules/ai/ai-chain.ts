import { createHash } from 'node:crypto';
import { canonicalJson, chainInput } from '@scoreline/contract';

/**
 * The chain's hash as the contract defines it: SHA-256 hex over `prevHash + "\n" + body`.
 * @example recordHash('0'.repeat(64), canonicalJson({ a: 1 })).length // 64
 */
export function recordHash(prevHash: string, canonicalBody: string): string {
  return createHash('sha256').update(chainInput(prevHash, canonicalBody), 'utf8').digest('hex');
}

/** The canonical text of a body and its hash after `prevHash`. */
export function sealRecord(prevHash: string, body: unknown): { body: string; hash: string } {
  const text = canonicalJson(body);
  return { body: text, hash: recordHash(prevHash, text) };
}

const OFFSET_MS = 8 * 3_600_000;

/**
 * The Beijing date of an instant (the day an item belongs to and the day a head is published).
 * @example beijingDay(Date.UTC(2026, 10, 22, 17)) // '2026-11-23'
 */
export function beijingDay(epochMs: number): string {
  return new Date(epochMs + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instants `[from, to)` of a Beijing date. */
export function beijingDayRange(day: string): { from: number; to: number } {
  const from = Date.parse(`${day}T00:00:00Z`) - OFFSET_MS;
  return { from, to: from + 86_400_000 };
}
