import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseTargets, loginNewUser, newPhone, startSibling, startTestServer, type LoggedIn, type TestServer } from './support/harness.ts';

/**
 * Authorisation reads the account's current roles and permissions, not the token's claims: a
 * demotion holds at once on every node sharing the bus, whatever tokens were signed before it.
 */
describe.each(databaseTargets)('revocable rights on $name', ({ url }) => {
  let server: TestServer;
  let adminNode: TestServer;
  let admin: LoggedIn;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url });
    const phone = newPhone();
    // Another node of the same deployment (database and bus) whose ADMIN_PHONES lists the phone.
    adminNode = await startSibling(server, { env: { ADMIN_PHONES: phone }, deps: { bus: server.bus } });
    admin = await loginNewUser(adminNode, phone);
  });
  afterAll(async () => {
    await adminNode.close();
    await server.close();
  });

  const review = (node: TestServer, token: string) => call(node, '/MobileCoin/getCoinOutReviewList', {}, { token, lang: 'en' });

  it('stops an admin token at an admin call on every node once the phone leaves ADMIN_PHONES', async () => {
    expect((await review(adminNode, admin.token)).status).toBe(Status.ok);
    expect((await review(server, admin.token)).status).toBe(Status.ok);
    // Logging in on a node whose list no longer has the phone takes the role away.
    server.clock.advance(61_000); // past the SMS resend wait
    await loginNewUser(server, admin.phone);
    expect(await review(server, admin.token)).toEqual({ status: Status.forbidden, msg: 'You are not allowed to do this', data: null });
    expect((await review(adminNode, admin.token)).status).toBe(Status.forbidden);
    expect((await call(adminNode, '/MobileCoin/reviewCoinOut', { id: 1, approve: true }, { token: admin.token })).status).toBe(Status.forbidden);
  });

  it('follows a permission granted and taken away in the account row, without a new token', async () => {
    const editor = await loginNewUser(server);
    const save = () => call(server, '/ContentAdmin/saveBanner', {}, { token: editor.token });
    expect((await save()).status).toBe(Status.forbidden);
    await setRights(server, editor.uid, ['user', 'admin']);
    expect((await save()).status).not.toBe(Status.forbidden);
    await setRights(server, editor.uid, ['user']);
    expect((await save()).status).toBe(Status.forbidden);
  });
});

/** Changes an account's roles as an operator would, then says so on the bus as the services do. */
async function setRights(server: TestServer, uid: string, roles: string[]): Promise<void> {
  await server.database.db.updateTable('users').set({ roles }).where('id', '=', Number(uid)).execute();
  await server.bus.publish('users.changed', uid);
}
