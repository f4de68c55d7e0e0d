import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { decodeFrame, encodeFrame, PUSH_PATH, TOPIC_PATTERN } from '@scoreline/contract';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { PushHub } from './push.hub.ts';

export interface PushServerOptions {
  maxSockets: number;
  /** Origins allowed to open a socket; empty means only the server's own host (and no-origin apps). */
  allowedOrigins: readonly string[];
  heartbeatMs: number;
  maxTopicsPerSocket: number;
}

/** Close codes: 1008 policy (bad origin), 1013 try again later (server full). */
const CLOSE_FULL = 1013;

/**
 * The `/ws` endpoint: accepts sockets on the HTTP server's upgrade, answers `ping|` with `pong|`,
 * handles `sub|{topic}` / `unsub|{topic}` (`match:{id}`, `jh:{key}`), pings sockets that fall silent and
 * drops those that stay silent.
 */
export function attachPushServer(app: FastifyInstance, hub: PushHub, options: PushServerOptions): () => Promise<void> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096, perMessageDeflate: false });
  /** Sockets heard from (any frame, or a pong) since the last heartbeat sweep. */
  const heard = new WeakSet<WebSocket>();
  /** Sockets pinged at the last sweep that have not been heard from since. */
  const pinged = new WeakSet<WebSocket>();
  const hear = (ws: WebSocket) => {
    heard.add(ws);
    pinged.delete(ws);
  };

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== PUSH_PATH) return rejectUpgrade(socket, 404, 'Not Found');
    if (!isOriginAllowed(request, options.allowedOrigins)) return rejectUpgrade(socket, 403, 'Forbidden origin');
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (hub.size >= options.maxSockets) {
        ws.close(CLOSE_FULL, 'server full, retry later');
        return;
      }
      accept(ws, socket, url.searchParams.get('appType'));
    });
  });

  function accept(ws: WebSocket, socket: Duplex, appType: string | null): void {
    hub.add(ws, socket); // the TCP stream under `ws`: the hub writes pre-built frames to it
    hear(ws);
    ws.on('pong', () => hear(ws));
    ws.on('message', (raw, isBinary) => {
      hear(ws); // any frame proves the socket alive: the app's own `ping|` every 10 s spares it the server's pings
      handleClientFrame(ws, isBinary ? '' : textOf(raw));
    });
    ws.on('close', () => hub.remove(ws));
    ws.on('error', (error) => app.log.debug({ err: error.message }, 'push socket error'));
    app.log.debug({ appType }, 'push socket open');
  }

  function handleClientFrame(ws: WebSocket, text: string): void {
    const frame = decodeFrame(text);
    if (!frame) return hub.sendFrame(ws, encodeFrame('error', 'frames are tag|data'));
    switch (frame.tag) {
      case 'ping':
        return hub.sendFrame(ws, encodeFrame('pong', String(Date.now())));
      case 'sub':
        if (!TOPIC_PATTERN.test(frame.data)) return hub.sendFrame(ws, encodeFrame('error', `bad topic: ${frame.data.slice(0, 60)}`));
        if (hub.topicCount(ws) >= options.maxTopicsPerSocket) return hub.sendFrame(ws, encodeFrame('error', 'too many topics'));
        return hub.join(ws, frame.data);
      case 'unsub':
        // Checked like sub: a malformed unsub would otherwise be dropped without a word.
        if (!TOPIC_PATTERN.test(frame.data)) return hub.sendFrame(ws, encodeFrame('error', `bad topic: ${frame.data.slice(0, 60)}`));
        return hub.leave(ws, frame.data);
      default:
        return hub.sendFrame(ws, encodeFrame('error', `unknown tag: ${frame.tag.slice(0, 20)}`));
    }
  }

  // A socket silent for a whole interval gets a protocol ping; silent for the next one as well
  // (no frame, no pong), it is gone: phone asleep, network switched, peer vanished.
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (heard.has(ws)) {
        heard.delete(ws);
      } else if (pinged.has(ws)) {
        ws.terminate();
        hub.remove(ws);
      } else {
        pinged.add(ws);
        ws.ping();
      }
    }
  }, options.heartbeatMs);
  heartbeat.unref();

  return async () => {
    clearInterval(heartbeat);
    for (const ws of wss.clients) ws.close(1001, 'server shutting down');
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
}

function textOf(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(new Uint8Array(raw)).toString('utf8');
}

function isOriginAllowed(request: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // native apps and server-side clients send none
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function rejectUpgrade(socket: Duplex, code: number, reason: string): void {
  socket.end(`HTTP/1.1 ${code} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
