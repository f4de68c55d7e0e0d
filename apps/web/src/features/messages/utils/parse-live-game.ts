import type { LiveGamePayload } from '@scoreline/contract';

/**
 * Reads a `liveGame` frame's data (a JSON string: cn, hn, an, id); null when malformed.
 *
 * @example parseLiveGame('{"cn":"英超","hn":"阿森纳","an":"切尔西","id":9}') // { …, id: '9' }
 */
export function parseLiveGame(data: string): LiveGamePayload | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { cn, hn, an, id } = value as Record<string, unknown>;
  if (typeof cn !== 'string' || typeof hn !== 'string' || typeof an !== 'string') return null;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  return { cn, hn, an, id: String(id) };
}
