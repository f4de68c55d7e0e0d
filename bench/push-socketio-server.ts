// The baseline of the push fan-out bench: socket.io with its default settings (WebSocket
// transport only), broadcasting the same frames as text with `io.emit`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { serveBench } from './push-server-common.ts';

const http = createServer();
const io = new Server(http, { transports: ['websocket'] });
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));

serveBench({
  port: (http.address() as AddressInfo).port,
  sockets: () => io.engine.clientsCount,
  broadcast: (frame) => void io.emit('m', frame),
});
