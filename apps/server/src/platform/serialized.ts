/**
 * A reply already turned into JSON, for hot replies that are the same for many requests (a
 * user's profile until it changes, the live-score list until the next event). The dispatcher
 * splices it into the envelope instead of serialising it again. `T` records what it encodes.
 */
export class SerializedReply<T> {
  declare readonly encodes?: T;
  /**
   * The whole success envelope around `json`, per locale, filled in by the dispatcher the first
   * time each is sent: a reply served many times is built once.
   */
  readonly envelopes = new Map<string, ReadyEnvelope>();
  constructor(readonly json: string) {}
}

/**
 * A success envelope ready to send: its text and the response headers naming its length, in
 * the flat list form `writeHead` takes. A string, not bytes: Node then sends the header block
 * and the body in one write instead of gathering two buffers.
 */
export class ReadyEnvelope {
  constructor(
    readonly text: string,
    readonly head: readonly string[],
  ) {}
}

/**
 * @example serialize({ a: 1 }).json // '{"a":1}'
 */
export function serialize<T>(value: T): SerializedReply<T> {
  return new SerializedReply<T>(JSON.stringify(value));
}
