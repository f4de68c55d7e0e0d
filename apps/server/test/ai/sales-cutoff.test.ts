import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiJob } from '../../src/modules/ai/ai.job.ts';
import type { BoardFixture } from '../../src/modules/feed/live/board.types.ts';
import { postLedgerEntry } from '../../src/modules/wallet/ledger.ts';
import { movedBasketballOdds, movedFootballOdds } from '../support/ai-odds.ts';
import { makeFixture, startFeedTestServer } from '../support/feed.ts';
import { beijingAfternoon } from '../support/football-board.ts';
import { call, loginNewUser, type LoggedIn, type TestServer } from '../support/harness.ts';

// Every paid item tied to a match (AI football and basketball plans, AI predictions) is sold
// until kick-off; a pay call from a page opened before then gets a clear refusal in the
// caller's language, never "商品不存在：aiPlan spf-…" with the raw id.

const HOUR = 3_600_000;
let keys = 0;
const key = () => `cutoff-${++keys}-${Date.now().toString(36)}`;

describe('sales close at kick-off for every paid AI item', () => {
  let server: TestServer;
  let buyer: LoggedIn;
  let f1: BoardFixture;
  let b1: BoardFixture;
  const pay = (path: string, id: string, lang = 'zh-Hans') => call<unknown>(server, path, { id, idempotencyKey: key() }, { token: buyer.token, lang });
  const balance = async () => (await call<{ balance: number }>(server, '/MobileCoin/getCoinShopList', {}, { token: buyer.token })).data.balance;

  beforeAll(async () => {
    const now = beijingAfternoon(Date.now());
    f1 = makeFixture({ id: 'cutf1', kickoffAt: now + 2 * HOUR });
    b1 = makeFixture({ id: 'cutb1', sport: 'basketball', kickoffAt: now + 2 * HOUR });
    server = await startFeedTestServer({ fixtures: [f1, b1], odds: { cutf1: movedFootballOdds(f1.kickoffAt), cutb1: movedBasketballOdds(b1.kickoffAt) } }, { env: { RATE_LIMIT_SCALE: '100' } });
    server.clock.offsetMs = now - Date.now();
    const job = new AiJob({ db: server.database.db, board: server.board, now: server.clock.now, shouldRun: () => true, onError: (e) => { throw e; } });
    await job.sync();
    buyer = await loginNewUser(server);
    await server.database.db.transaction().execute((trx) =>
      postLedgerEntry(trx, { userId: Number(buyer.uid), amount: 500, reason: 'topUp', reference: 'test:cutoff', idempotencyKey: key() }));
  });
  afterAll(async () => server?.close());

  const items = [
    ['/MobileCoin/payJh', 'spf-cutf1'],
    ['/MobileCoin/payLanJh', 'rf-cutb1'],
    ['/MobileCoin/payPrediction', 'pred-cutf1'],
    ['/MobileCoin/payPrediction', 'pred-cutb1'],
  ] as const;

  it('every item is published and on sale before kick-off', async () => {
    const refs = (await server.database.db.selectFrom('ai_records').select('ref').execute()).map((r) => r.ref);
    expect(refs).toEqual(expect.arrayContaining(items.map(([, id]) => id)));
  });

  it('from kick-off a pay call answers 比赛已开始，方案停止销售 (and the English), charging nothing', async () => {
    server.clock.advance(2 * HOUR + 60_000); // one minute into the matches
    const before = await balance();
    for (const [path, id] of items) {
      const zh = await pay(path, id);
      expect({ path, id, status: zh.status, msg: zh.msg }).toEqual({ path, id, status: Status.conflict, msg: '比赛已开始，方案停止销售' });
      const en = await pay(path, id, 'en');
      expect(en.msg).toBe('The match has kicked off; this item is no longer on sale');
      expect(en.msg).not.toContain(id);
    }
    expect(await balance()).toBe(before);
    // An id that was never sold is still "not found".
    expect((await pay('/MobileCoin/payJh', 'spf-nope')).status).toBe(Status.notFound);
  });
});
