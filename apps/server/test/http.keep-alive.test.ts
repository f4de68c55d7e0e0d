import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientHeaders, loginNewUser, redisUrl, startSibling, startTestServer, type CallOptions, type Envelope, type TestServer } from './support/harness.ts';

/**
 * A login proven on a keep-alive connection is reused for the next calls on it (the raw fast
 * path's memo). Every reason a token stops being good must still answer 405 on the very next
 * call over that same connection: another token, another user-id, a logout (here or on another
 * node), expiry.
 */
describe('a login remembered on a keep-alive connection', () => {
  let server: TestServer;
  let agent: Agent;

  beforeAll(async () => {
    server = await startTestServer();
    await listen(server);
  });
  afterAll(async () => server.close());

  it('is reused only while the same token and user-id come again', async () => {
    agent = oneConnection();
    const user = await loginNewUser(server);
    const other = await loginNewUser(server);
    const asUser = { token: user.token, userId: user.uid };
    expect(await userInfo(server, agent, asUser)).toMatchObject({ status: Status.ok, data: { uid: user.uid } });
    expect(await userInfo(server, agent, asUser)).toMatchObject({ status: Status.ok, data: { uid: user.uid } });
    expect((await userInfo(server, agent, { token: `${user.token.slice(0, -2)}xx`, userId: user.uid })).status).toBe(Status.sessionInvalid);
    expect((await userInfo(server, agent, { token: user.token, userId: other.uid })).status).toBe(Status.sessionInvalid);
    expect(await userInfo(server, agent, { token: other.token })).toMatchObject({ status: Status.ok, data: { uid: other.uid } });
    expect(await userInfo(server, agent, asUser)).toMatchObject({ status: Status.ok, data: { uid: user.uid } });
    expect(sockets(agent)).toBe(1);
    agent.destroy();
  });

  it('ends with a logout made on another connection', async () => {
    agent = oneConnection();
    const user = await loginNewUser(server);
    expect((await userInfo(server, agent, { token: user.token })).status).toBe(Status.ok);
    expect((await call(server, '/MobileUser/logout', {}, { token: user.token })).status).toBe(Status.ok);
    expect((await userInfo(server, agent, { token: user.token })).status).toBe(Status.sessionInvalid);
    expect(sockets(agent)).toBe(1);
    agent.destroy();
  });

  it('ends when the token expires', async () => {
    agent = oneConnection();
    const user = await loginNewUser(server);
    expect((await userInfo(server, agent, { token: user.token })).status).toBe(Status.ok);
    server.clock.advance(server.config.TOKEN_TTL_DAYS * 86_400_000 + 1000);
    expect((await userInfo(server, agent, { token: user.token })).status).toBe(Status.sessionInvalid);
    expect(sockets(agent)).toBe(1);
    agent.destroy();
  });
});

describe.skipIf(!redisUrl)('a login remembered on a keep-alive connection, two nodes over Redis', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;

  beforeAll(async () => {
    nodeA = await startTestServer({ redis: true });
    nodeB = await startSibling(nodeA, { redis: true });
    await listen(nodeB);
  });
  afterAll(async () => {
    await nodeB.close();
    await nodeA.close();
  });

  it('ends on node B as soon as node A revokes the session', async () => {
    const agent = oneConnection();
    const user = await loginNewUser(nodeA);
    expect((await userInfo(nodeB, agent, { token: user.token })).status).toBe(Status.ok);
    expect((await userInfo(nodeB, agent, { token: user.token })).status).toBe(Status.ok);
    expect((await call(nodeA, '/MobileUser/logout', {}, { token: user.token })).status).toBe(Status.ok);
    // The revocation travels through Redis pub/sub; it arrives within moments.
    const deadline = Date.now() + 5000;
    let status = Status.ok as number;
    while (status === Status.ok && Date.now() < deadline) {
      status = (await userInfo(nodeB, agent, { token: user.token })).status;
      if (status === Status.ok) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(Status.sessionInvalid);
    expect(sockets(agent)).toBe(1);
    agent.destroy();
  });
});

const ports = new WeakMap<TestServer, number>();

async function listen(server: TestServer): Promise<void> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  ports.set(server, (server.app.server.address() as AddressInfo).port);
}

/** A keep-alive agent holding a single connection, so every call goes over the same socket. */
function oneConnection(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 1 });
}

const localPorts = new WeakMap<Agent, Set<number>>();

/** How many connections the agent's calls went over (by their local ports). */
function sockets(agent: Agent): number {
  return localPorts.get(agent)?.size ?? 0;
}

async function userInfo(server: TestServer, agent: Agent, options: CallOptions): Promise<Envelope<{ uid: string }>> {
  const headers = { ...clientHeaders(server, options), 'content-type': 'application/json' };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: ports.get(server), path: '/MobileUser/getUserInfo', method: 'POST', headers, agent }, (res) => {
      const used = localPorts.get(agent) ?? new Set<number>();
      used.add(res.socket.localPort ?? 0);
      localPorts.set(agent, used);
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<{ uid: string }>));
    });
    req.on('error', reject);
    req.end('{}');
  });
}
