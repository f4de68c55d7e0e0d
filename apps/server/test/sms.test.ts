import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMS_POLICY } from '../src/modules/account/sms.service.ts';
import { startOfChinaDay } from '../src/platform/time.ts';
import { call, databaseTargets, newIp, newPhone, requestCode, startTestServer, type TestServer } from './support/harness.ts';

const SEND = '/MobileSms/sendPhoneCode';
const LOGIN = '/MobileUser/loginByPhone';
const EN = { lang: 'en' } as const;

describe.each(databaseTargets)('MobileSms/sendPhoneCode on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url });
  });
  afterAll(async () => server.close());
  beforeEach(() => server.clock.advance(61_000)); // fresh per-IP rate windows

  const send = (phone: string, ip = newIp()) => call<{ expiresIn: number; resendAfter: number }>(server, SEND, { phone }, { ...EN, ip });
  const login = (phone: string, code: string) => call<{ userInfo: { uid: string } }>(server, LOGIN, { phone, code }, { ...EN, ip: newIp() });
  /** Moves the clock to just after the next midnight in Beijing, so a long test stays inside one day. */
  const toStartOfNextChinaDay = () => {
    const next = startOfChinaDay(server.clock.now()).getTime() + 86_400_000;
    server.clock.advance(next - server.clock.now() + 1000);
  };

  it('refuses a malformed phone, naming the field, and sends nothing', async () => {
    const before = server.sms.sent.length;
    const reply = await send('2380013800');
    expect(reply).toEqual({ status: Status.validation, msg: 'Invalid request: phone must be an 11-digit mainland mobile number', data: null });
    expect(server.sms.sent.length).toBe(before);
  });

  it('allows one send per 60 s for a phone', async () => {
    const phone = newPhone();
    expect((await send(phone)).status).toBe(Status.ok);
    const again = await send(phone);
    expect(again).toMatchObject({ status: Status.rateLimited, msg: 'A code was just sent; try again in 60 s' });
    server.clock.advance(59_000);
    expect((await send(phone)).msg).toBe('A code was just sent; try again in 1 s');
    server.clock.advance(1_000);
    expect((await send(phone)).status).toBe(Status.ok);
    expect(server.sms.countFor(phone)).toBe(2);
  });

  it('rejects a code after its 5-minute life', async () => {
    const phone = newPhone();
    const code = await requestCode(server, phone);
    server.clock.advance(SMS_POLICY.codeLifeMs);
    expect(await login(phone, code)).toMatchObject({ status: Status.validation, msg: 'The code has expired or was used up; request a new one' });
  });

  it('accepts a code just inside its life', async () => {
    const phone = newPhone();
    const code = await requestCode(server, phone);
    server.clock.advance(SMS_POLICY.codeLifeMs - 2_000);
    expect((await login(phone, code)).status).toBe(Status.ok);
  });

  it('counts wrong tries: after 5 the right code no longer works', async () => {
    const phone = newPhone();
    const code = await requestCode(server, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_POLICY.maxAttempts; i += 1) {
      expect(await login(phone, wrong)).toMatchObject({ status: Status.validation, msg: 'The code is wrong' });
    }
    expect((await login(phone, code)).msg).toBe('The code has expired or was used up; request a new one');
  });

  it('uses a code once, and a new code replaces the previous one', async () => {
    const phone = newPhone();
    const first = await requestCode(server, phone);
    server.clock.advance(SMS_POLICY.resendAfterMs);
    const second = await requestCode(server, phone);
    if (first !== second) expect((await login(phone, first)).status).toBe(Status.validation);
    expect((await login(phone, second)).status).toBe(Status.ok);
    expect((await login(phone, second)).status).toBe(Status.validation);
  });

  it('sends a 6-digit code and says how long it lives', async () => {
    const phone = newPhone();
    const reply = await send(phone);
    expect(reply).toEqual({ status: Status.ok, msg: 'OK', data: { expiresIn: 300, resendAfter: 60 } });
    expect(server.sms.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('caps a phone at 10 codes a day; the next day it may send again', async () => {
    toStartOfNextChinaDay();
    const phone = newPhone();
    for (let i = 0; i < SMS_POLICY.dailyPerPhone; i += 1) {
      expect((await send(phone)).status).toBe(Status.ok);
      server.clock.advance(SMS_POLICY.resendAfterMs);
    }
    expect(await send(phone)).toMatchObject({ status: Status.rateLimited, msg: 'Too many codes sent today; try again tomorrow' });
    toStartOfNextChinaDay();
    expect((await send(phone)).status).toBe(Status.ok);
  });

  it('caps an IP at 20 codes a day across phones', async () => {
    toStartOfNextChinaDay();
    const ip = newIp();
    for (let i = 0; i < SMS_POLICY.dailyPerIp; i += 1) {
      expect((await send(newPhone(), ip)).status).toBe(Status.ok);
      server.clock.advance(SMS_POLICY.resendAfterMs); // stay inside the per-IP rate class
    }
    expect((await send(newPhone(), ip)).msg).toBe('Too many codes sent today; try again tomorrow');
    expect((await send(newPhone())).status).toBe(Status.ok);
  });

  it('limits one IP to 5 sends a minute (rate class sms)', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) expect((await send(newPhone(), ip)).status).toBe(Status.ok);
    const over = await send(newPhone(), ip);
    expect(over.status).toBe(Status.rateLimited);
    expect(over.msg).toMatch(/^Too many requests; try again in \d+ s$/);
  });

  it('lets exactly one of two concurrent sends to a phone through', async () => {
    const phone = newPhone();
    const replies = await Promise.all([send(phone), send(phone)]);
    expect(replies.map((r) => r.status).sort()).toEqual([Status.ok, Status.rateLimited]);
    expect(server.sms.countFor(phone)).toBe(1);
  });
});
