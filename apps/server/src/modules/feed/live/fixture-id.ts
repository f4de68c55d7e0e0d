import { createHash } from 'node:crypto';

/** Public ids: 12 base64url characters, safe in push topics (`match:{id}`) and URLs. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The public id of one replayed occurrence (`replayMatchId(fixture)`, e.g.
 * `E0:2024-25:Arsenal:Chelsea@3`). A hash rather than the raw id because the raw id holds `:`,
 * `@` and spaces, which topics and URLs refuse, and is long; 72 bits make a collision among the
 * few thousand occurrences near today practically impossible. Same input, same id on every node.
 *
 * @example
 * publicFixtureId('E0:2024-25:Arsenal:Chelsea@3') // 12 characters of [A-Za-z0-9_-]
 */
export function publicFixtureId(replayId: string): string {
  return createHash('sha256').update(replayId).digest('base64url').slice(0, 12);
}
