import { Status } from '@scoreline/contract';
import { call, newIp, requestCode, type LoggedIn, type TestServer } from '../support/harness.ts';

/** Calls as one signed-in client, in English, from fresh addresses. */
export function as(server: TestServer, who: LoggedIn) {
  return <T = unknown>(path: string, payload: unknown = {}) => call<T>(server, path, payload, { token: who.token, ip: newIp(), lang: 'en' });
}

/** The data of a successful call; anything else fails the test with the server's message. */
export async function ok<T>(reply: Promise<{ status: number; msg: string; data: T }>): Promise<T> {
  const r = await reply;
  if (r.status !== Status.ok) throw new Error(`call failed: ${r.status} ${r.msg}`);
  return r.data;
}

/** Signs up a new phone user through the real SMS flow with an invite code. */
export async function signUpInvited(server: TestServer, phone: string, inviteCode: string): Promise<LoggedIn> {
  const ip = newIp();
  const code = await requestCode(server, phone, ip);
  const login = await call<{ loginToken: string; userInfo: { uid: string } }>(server, '/MobileUser/loginByPhone', { phone, code, inviteCode }, { ip });
  if (login.status !== 0) throw new Error(`loginByPhone failed: ${login.msg}`);
  return { token: login.data.loginToken, uid: login.data.userInfo.uid, phone };
}
