/**
 * The push socket protocol (product.md section 3): text frames `tag|data`.
 * The server sends the spec's tags; the client sends `ping`, `sub` and `unsub`.
 *
 * Free of zod, so the web's first load can carry the socket client without the payload schemas
 * (push.ts re-exports all of this next to the schemas).
 */
export const serverTags = [
  'game',
  'footZb',
  'lannow',
  'gameChat',
  'gameMsg',
  'gameNowFen',
  'liveGame',
  'appMsg',
  'topMsg',
  'pong',
  'error',
] as const;
export type ServerTag = (typeof serverTags)[number];

export const clientTags = ['ping', 'sub', 'unsub'] as const;
export type ClientTag = (typeof clientTags)[number];

export const PUSH_PATH = '/ws';
export const PING_INTERVAL_MS = 10_000;
export const RECONNECT_DELAY_MS = 4_000;
/**
 * A topic name is `match:{id}` (one match's live text and chat) or `jh:{key}` (one user's AI plan
 * notices; the key is unguessable and told only to its owner). Ids are short and plain so a topic
 * can never smuggle a `|`.
 */
export const TOPIC_PATTERN = /^(?:match|jh):[A-Za-z0-9_-]{1,40}$/;

export interface Frame {
  tag: string;
  data: string;
}

/**
 * Encodes one frame. The data may itself contain `|`; only the first one splits.
 *
 * @example encodeFrame('game', '{"id":"1"}') // 'game|{"id":"1"}'
 */
export function encodeFrame(tag: string, data: string): string {
  return `${tag}|${data}`;
}

/**
 * Decodes a frame, or returns undefined when it has no `tag|` prefix.
 *
 * @example decodeFrame('sub|match:42') // { tag: 'sub', data: 'match:42' }
 */
export function decodeFrame(text: string): Frame | undefined {
  const bar = text.indexOf('|');
  if (bar <= 0) return undefined;
  return { tag: text.slice(0, bar), data: text.slice(bar + 1) };
}

export function isServerTag(tag: string): tag is ServerTag {
  return (serverTags as readonly string[]).includes(tag);
}
