import {
  decodeFrame,
  encodeFrame,
  isServerTag,
  PING_INTERVAL_MS,
  PUSH_PATH,
  RECONNECT_DELAY_MS,
  TOPIC_PATTERN,
  type ServerTag,
} from '@scoreline/contract/web';

/** The part of the browser WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

const OPEN = 1;

export interface PushClientOptions {
  /** Resolves the socket URL; a rejection counts as a failed connection (retried in 4 s). */
  url: () => Promise<string>;
  createSocket: (url: string) => SocketLike;
  /** Every incoming server frame, by tag (spec: "each is dispatched as an app event"). */
  onFrame: (tag: ServerTag, data: string) => void;
  onOpen?: () => void;
}

export interface PushClient {
  start(): void;
  stop(): void;
  /** Subscribes to `match:{id}`; counted, so two screens can share a topic. */
  subscribe(topic: string): void;
  unsubscribe(topic: string): void;
  readonly isOpen: boolean;
}

/**
 * The push socket of spec section 7: `ping|` every 10 s, reconnect 4 s after a close or error,
 * topics re-sent after every reconnect.
 */
export function createPushClient(options: PushClientOptions): PushClient {
  let socket: SocketLike | null = null;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  const topics = new Map<string, number>();

  const send = (tag: string, data: string) => {
    if (socket?.readyState === OPEN) socket.send(encodeFrame(tag, data));
  };

  function drop(): void {
    clearInterval(pingTimer);
    if (!socket) return;
    const old = socket;
    socket = null;
    old.onopen = old.onmessage = old.onclose = old.onerror = null;
    try {
      old.close();
    } catch {
      // Closing a socket that never opened may throw; it is gone either way.
    }
  }

  function scheduleReconnect(): void {
    drop();
    if (!running || reconnectTimer !== undefined) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, RECONNECT_DELAY_MS);
  }

  async function connect(): Promise<void> {
    if (!running) return;
    let url: string;
    try {
      url = await options.url();
    } catch {
      scheduleReconnect();
      return;
    }
    if (!running) return;
    const next = options.createSocket(url);
    socket = next;
    next.onopen = () => {
      pingTimer = setInterval(() => send('ping', ''), PING_INTERVAL_MS);
      for (const topic of topics.keys()) send('sub', topic);
      options.onOpen?.();
    };
    next.onmessage = (event) => {
      const frame = typeof event.data === 'string' ? decodeFrame(event.data) : undefined;
      if (frame && isServerTag(frame.tag)) options.onFrame(frame.tag, frame.data);
    };
    next.onclose = scheduleReconnect;
    next.onerror = scheduleReconnect;
  }

  return {
    start() {
      if (running) return;
      running = true;
      void connect();
    },
    stop() {
      running = false;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      drop();
    },
    subscribe(topic) {
      if (!TOPIC_PATTERN.test(topic)) throw new Error(`bad push topic: ${topic}`);
      const count = topics.get(topic) ?? 0;
      topics.set(topic, count + 1);
      if (count === 0) send('sub', topic);
    },
    unsubscribe(topic) {
      const count = topics.get(topic) ?? 0;
      if (count > 1) topics.set(topic, count - 1);
      else if (count === 1) {
        topics.delete(topic);
        send('unsub', topic);
      }
    },
    get isOpen() {
      return socket?.readyState === OPEN;
    },
  };
}

/**
 * The socket URL of an API host.
 *
 * @example pushUrl('https://api.example.com') // 'wss://api.example.com/ws?appType=h5'
 */
export function pushUrl(apiHost: string, appType = 'h5'): string {
  return `${apiHost.replace(/^http/, 'ws')}${PUSH_PATH}?appType=${appType}`;
}

/** `match:{id}`, the topic of one match's live text and chat. */
export function matchTopic(matchId: string | number): string {
  return `match:${matchId}`;
}
