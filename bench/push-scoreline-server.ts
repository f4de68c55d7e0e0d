// Our side of the push fan-out bench: the real PushHub and `/ws` server (the app's settings)
// in a bare Fastify process, so the event stream can be generated inside the process like the
// socket.io side's. The app's own feed would otherwise add its own events to the count.
import type { AddressInfo } from 'node:net';
import type { ServerTag } from '@scoreline/contract';
import Fastify from 'fastify';
import { PushHub } from '../apps/server/src/modules/push/push.hub.ts';
import { attachPushServer } from '../apps/server/src/modules/push/push.server.ts';
import { createLocalBus } from '../apps/server/src/plugins/bus/bus.ts';
import { serveBench } from './push-server-common.ts';

const app = Fastify({ logger: false });
const hub = new PushHub(createLocalBus(), { maxBufferedBytes: 1024 * 1024 });
attachPushServer(app, hub, { maxSockets: 20_000, allowedOrigins: [], heartbeatMs: 30_000, maxTopicsPerSocket: 50 });
await hub.start();
await app.listen({ port: 0, host: '127.0.0.1' });

serveBench({
  port: (app.server.address() as AddressInfo).port,
  sockets: () => hub.size,
  broadcast: (frame) => {
    const bar = frame.indexOf('|');
    void hub.publish(frame.slice(0, bar) as ServerTag, frame.slice(bar + 1));
  },
});
