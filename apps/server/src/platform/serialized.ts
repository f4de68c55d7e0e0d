/**
 * A reply already turned into JSON, for hot replies that are the same for many requests (a
 * user's profile until it changes, the live-score list until the next event). The dispatcher
 * splices it into the envelope instead of serialising it again. `T` records what it encodes.
 */
export class SerializedReply<T> {
  declare readonly encodes?: T;
  /**
   * The whole success envelope around `json` as bytes, per locale, filled in by the dispatcher
   * the first time each is sent: a reply served many times is encoded once.
   */
  readonly envelopes = new Map<string, Buffer>();
  constructor(readonly json: string) {}
}

/**
 * @example serialize({ a: 1 }).json // '{"a":1}'
 */
export function serialize<T>(value: T): SerializedReply<T> {
  return new SerializedReply<T>(JSON.stringify(value));
}
