import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPushClient, matchTopic, pushUrl, type SocketLike } from './push-client.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(text: string) {
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }
  fail(kind: 'close' | 'error') {
    this.readyState = 3;
    if (kind === 'close') this.onclose?.(new CloseEvent('close'));
    else this.onerror?.(new Event('error'));
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const onFrame = vi.fn();
  const onOpen = vi.fn();
  const client = createPushClient({
    url: () => Promise.resolve('wss://api.test/ws?appType=h5'),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onFrame,
    onOpen,
  });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket yet');
    return socket;
  };
  return { client, sockets, latest, onFrame, onOpen };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('push client', () => {
  it('connects to the URL and pings every 10 s once open', async () => {
    const { client, latest, onOpen } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = latest();
    expect(socket.url).toBe('wss://api.test/ws?appType=h5');
    socket.open();
    expect(onOpen).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(socket.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent).toEqual(['ping|']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(socket.sent).toEqual(['ping|', 'ping|', 'ping|']);
  });

  it.each(['close', 'error'] as const)('reconnects 4 s after a %s, once', async (kind) => {
    const { client, sockets, latest } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    first.open();
    first.fail(kind);
    first.fail(kind === 'close' ? 'error' : 'close');
    await vi.advanceTimersByTimeAsync(3_999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(first.sent).toEqual([]); // pings stopped with the dead socket
  });

  it('dispatches every server tag with its data and ignores other frames', async () => {
    const { client, latest, onFrame } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().receive('liveGame|{"cn":"英超","hn":"阿森纳","an":"切尔西","id":"9"}');
    latest().receive('game|a|b');
    latest().receive('nonsense');
    latest().receive('hack|x');
    expect(onFrame.mock.calls).toEqual([
      ['liveGame', '{"cn":"英超","hn":"阿森纳","an":"切尔西","id":"9"}'],
      ['game', 'a|b'],
    ]);
  });

  it('subscribes and unsubscribes topics, counting shared ones, and resubscribes after a reconnect', async () => {
    const { client, latest } = setup();
    client.subscribe(matchTopic(7));
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    expect(latest().sent).toEqual(['sub|match:7']);
    client.subscribe('match:8');
    client.subscribe('match:8');
    client.unsubscribe('match:8');
    expect(latest().sent).toEqual(['sub|match:7', 'sub|match:8']);
    client.unsubscribe('match:8');
    expect(latest().sent.at(-1)).toBe('unsub|match:8');
    latest().fail('close');
    await vi.advanceTimersByTimeAsync(4_000);
    latest().open();
    expect(latest().sent).toEqual(['sub|match:7']);
    expect(() => client.subscribe('match:1|x')).toThrow(/bad push topic/);
  });

  it('stops reconnecting once stopped', async () => {
    const { client, sockets, latest } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    client.stop();
    expect(latest().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('retries in 4 s when the URL cannot be resolved', async () => {
    const sockets: string[] = [];
    const url = vi.fn().mockRejectedValueOnce(new Error('no host')).mockResolvedValue('ws://x/ws?appType=h5');
    const client = createPushClient({
      url,
      createSocket: (u) => {
        sockets.push(u);
        return new FakeSocket(u);
      },
      onFrame: vi.fn(),
    });
    client.start();
    await vi.advanceTimersByTimeAsync(3_999);
    expect(sockets).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toEqual(['ws://x/ws?appType=h5']);
  });
});

describe('pushUrl', () => {
  it('maps http(s) hosts to ws(s) socket URLs', () => {
    expect(pushUrl('https://api.example.com')).toBe('wss://api.example.com/ws?appType=h5');
    expect(pushUrl('http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/ws?appType=h5');
  });
});
