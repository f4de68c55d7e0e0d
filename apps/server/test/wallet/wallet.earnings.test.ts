import { Status, type WithdrawalView } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { postLedgerEntry } from '../../src/modules/wallet/ledger.ts';
import { call, databaseTargets, loginNewUser, newIp, newPhone, startTestServer, type LoggedIn, type TestServer } from '../support/harness.ts';
import { fund } from './wallet-db.ts';
import { as, ok, signUpInvited } from './wallet-http.ts';

const DAY = 86_400_000;
const ADMIN_PHONE = '13900000077';
let keyCounter = 0;
const key = (label: string) => `${label}-${++keyCounter}-${Date.now().toString(36)}`;

interface CheckIn { day: string; streak: number; reward: number; already: boolean; balance: number }

describe.each(databaseTargets)('check-in, withdrawals and invitations on $name', ({ url }) => {
  let server: TestServer;
  let admin: LoggedIn;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url, env: { RATE_LIMIT_SCALE: '100', ADMIN_PHONES: ADMIN_PHONE, WITHDRAW_MIN_COINS: '500', WITHDRAW_COINS_PER_YUAN: '10', INVITE_COMMISSION_PERCENT: '10' } });
    admin = await loginNewUser(server, ADMIN_PHONE);
  });
  afterAll(async () => {
    expect((await auditLedger(server.database.db)).problems).toEqual([]);
    await server.close();
  });

  it('20 concurrent check-in taps credit one reward; the next Beijing day continues the streak', async () => {
    // 23:30 in Beijing (15:30 UTC): the next day starts in half an hour.
    const now = Date.now();
    const target = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate(), 15, 30) + DAY;
    server.clock.offsetMs = target - now;
    const user = await loginNewUser(server);
    const tap = as(server, user);
    const taps = await Promise.all(Array.from({ length: 20 }, () => ok(tap<CheckIn>('/MobileVip/daKaLing'))));
    expect(taps.filter((t) => !t.already)).toHaveLength(1);
    expect(new Set(taps.map((t) => t.reward))).toEqual(new Set([2]));
    const page = await ok(tap<{ checkedInToday: boolean; streak: number; nextReward: number; balance: number }>('/MobileVip/getQianDaoPage'));
    expect(page).toMatchObject({ checkedInToday: true, streak: 1, nextReward: 3, balance: 2 });
    server.clock.advance(60 * 60_000); // 00:30 Beijing: a new day
    const second = await ok(tap<CheckIn>('/MobileVip/daKaLing'));
    expect(second).toMatchObject({ streak: 2, reward: 3, already: false, balance: 5 });
    expect(second.day).not.toBe(taps[0]?.day);
    server.clock.advance(2 * DAY); // a missed day restarts the streak
    expect(await ok(tap<CheckIn>('/MobileVip/daKaLing'))).toMatchObject({ streak: 1, reward: 2, balance: 7 });
    const entries = await server.database.db.selectFrom('ledger_entries').select('reason').where('user_id', '=', Number(user.uid)).execute();
    expect(entries).toHaveLength(3);
    server.clock.offsetMs = 0;
  });

  it('a withdrawal holds the coins; rejection returns them, approval pays out once; only admins review', async () => {
    const expert = await loginNewUser(server);
    const call = as(server, expert);
    await server.database.db.transaction().execute((trx) => postLedgerEntry(trx, { userId: Number(expert.uid), account: 'expert', amount: 1500, reason: 'sale', reference: 'test:sales', idempotencyKey: 'test:sales' }));
    expect(await ok(call('/MobileExpert/getTxRatio'))).toEqual({ coinsPerYuan: 10, minCoins: 500 });
    const payee = { payeeName: '李四', payeeAccount: 'lisi@example.com' };
    expect((await call('/MobileCoin/applyCoinOut', { coins: 400, ...payee, idempotencyKey: key('w') })).msg).toBe('A withdrawal must be at least 500 coins');
    const tooMuch = await call('/MobileCoin/applyCoinOut', { coins: 2000, ...payee, idempotencyKey: key('w') });
    // Not the buyer's "top up first": topped-up coins are never withdrawable.
    expect(tooMuch).toEqual({ status: Status.insufficientCoins, msg: 'Not enough earnings to withdraw (1500 coins withdrawable, 2000 asked); topped-up coins cannot be withdrawn', data: null });
    const tap = key('w');
    const applied = await ok(call<WithdrawalView>('/MobileCoin/applyCoinOut', { coins: 600, ...payee, idempotencyKey: tap }));
    expect(applied).toMatchObject({ coins: 600, amountFen: 6000, status: 'pending', payeeAccount: 'li***om' });
    expect((await ok(call<WithdrawalView>('/MobileCoin/applyCoinOut', { coins: 600, ...payee, idempotencyKey: tap }))).id).toBe(applied.id);
    expect(await ok(call('/MobileExpert/getExpertMyCoins'))).toEqual({ balance: 900, pending: 600, earned: 1500, withdrawn: 0 });
    expect((await call('/MobileCoin/reviewCoinOut', { id: applied.id, approve: false })).status).toBe(Status.forbidden);
    const reviewer = as(server, admin);
    const queue = await ok(reviewer<{ items: Array<{ id: number; payeeAccountFull: string }> }>('/MobileCoin/getCoinOutReviewList', {}));
    expect(queue.items.find((i) => i.id === applied.id)?.payeeAccountFull).toBe('lisi@example.com');
    const rejected = await ok(reviewer<WithdrawalView>('/MobileCoin/reviewCoinOut', { id: applied.id, approve: false, note: '账户名不符' }));
    expect(rejected).toMatchObject({ status: 'rejected', reviewNote: '账户名不符' });
    expect((await reviewer('/MobileCoin/reviewCoinOut', { id: applied.id, approve: true })).status).toBe(Status.conflict);
    expect(await ok(call('/MobileExpert/getExpertMyCoins'))).toEqual({ balance: 1500, pending: 0, earned: 1500, withdrawn: 0 });
    const second = await ok(call<WithdrawalView>('/MobileCoin/applyCoinOut', { coins: 1000, ...payee, idempotencyKey: key('w') }));
    const reviews = await Promise.all([1, 2, 3].map(() => reviewer('/MobileCoin/reviewCoinOut', { id: second.id, approve: true })));
    expect(reviews.map((r) => r.status).sort()).toEqual([Status.ok, Status.conflict, Status.conflict]);
    expect(await ok(call('/MobileExpert/getExpertMyCoins'))).toEqual({ balance: 500, pending: 0, earned: 1500, withdrawn: 1000 });
    const mine = await ok(call<{ total: number; items: WithdrawalView[] }>('/MobileExpert/getTxMyList', {}));
    expect(mine.items.map((w) => w.status)).toEqual(['approved', 'rejected']);
    expect((await reviewer('/MobileCoin/reviewCoinOut', { id: 999_999, approve: true })).status).toBe(Status.notFound);
  });

  it('an invitee bound at sign-up earns the inviter a commission on purchases, withdrawable through applyLowerTx', async () => {
    const inviter = await loginNewUser(server);
    const asInviter = as(server, inviter);
    const share = await ok(asInviter<{ inviteCode: string; url: string }>('/MobileShare/getUserShareUrl'));
    expect(share.url).toMatch(new RegExp(`/#/pages/user/login\\?invite=${share.inviteCode}$`));
    const unknown = await call(server, '/MobileUser/loginByPhone', { phone: newPhone(), code: '123456', inviteCode: 'NOPE0000' }, { ip: newIp(), lang: 'en' });
    expect(unknown.status).toBe(Status.validation);
    const invitee = await signUpInvited(server, newPhone(), share.inviteCode);
    await fund(server.database.db, Number(invitee.uid), 10_000);
    const buyer = as(server, invitee);
    for (let i = 0; i < 20; i += 1) await ok(buyer('/MobileCoin/payZuiji', { id: 'zuiji_month', idempotencyKey: key('inv') }));
    const summary = await ok(asInviter('/MobileShare/getLowerInfo'));
    expect(summary).toEqual({ invitees: 1, balance: 20 * 28, earned: 20 * 28, pending: 0, commissionPercent: 10, coinsPerYuan: 10, minCoins: 500 });
    const list = await ok(asInviter<{ total: number; items: Array<{ uid: string; commission: number }> }>('/MobileShare/getUserLowerList', {}));
    expect(list).toMatchObject({ total: 1, items: [{ uid: invitee.uid, commission: 560 }] });
    const out = await ok(asInviter<WithdrawalView>('/MobileShare/applyLowerTx', { coins: 500, payeeName: '王五', payeeAccount: '13800138000', idempotencyKey: key('lt') }));
    expect(out).toMatchObject({ account: 'invite', coins: 500, amountFen: 5000 });
    expect(await ok(asInviter('/MobileShare/getLowerInfo'))).toMatchObject({ balance: 60, pending: 500 });
    const short = await asInviter('/MobileShare/applyLowerTx', { coins: 500, payeeName: '王五', payeeAccount: '13800138000', idempotencyKey: key('lt') });
    expect(short).toEqual({ status: Status.insufficientCoins, msg: 'Not enough earnings to withdraw (60 coins withdrawable, 500 asked); topped-up coins cannot be withdrawn', data: null });
    expect(await ok(asInviter('/MobileShare/getLowerInfo'))).toMatchObject({ balance: 60, pending: 500 });
    // The invitee's own earnings are untouched, and the inviter's coins are not the commission.
    expect((await ok(asInviter<{ balance: number }>('/MobileCoin/getCoinRecords', {}))).balance).toBe(0);
  });
});
