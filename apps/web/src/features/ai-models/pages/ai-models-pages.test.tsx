import type { AiPlan, BasketballProbabilities, CallDef, ItemPurchaseReply, ModelPackage, PredictionDetail } from '@scoreline/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../../lib/api/index.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { writeItem } from '../../../lib/storage/storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import AiLanDetailsPage from './ai-lan-details.page.tsx';
import ModulesPayPage from './modules-pay.page.tsx';
import MyModulePage from './my-module.page.tsx';
import PayLanAiPage from './pay-lan-ai.page.tsx';

const replies = new Map<string, (payload: unknown) => unknown>();
const sent: Array<[string, unknown]> = [];

vi.mock('../../../lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: {
    callApi: vi.fn(async (call: CallDef, payload: unknown) => {
      sent.push([call.name, payload]);
      const reply = replies.get(call.name);
      if (!reply) throw new Error(`unexpected ${call.name}`);
      return reply(payload);
    }),
  },
}));

const packages: ModelPackage[] = [
  { id: 'foot-7', model: 'football', days: 7, priceCoins: 98 },
  { id: 'foot-30', model: 'football', days: 30, priceCoins: 298 },
  { id: 'lan-7', model: 'basketball', days: 7, priceCoins: 98 },
];
const noAccess = [{ model: 'football', active: false, via: null, expiresAt: null }, { model: 'basketball', active: false, via: null, expiresAt: null }];
const bands = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((code, i) => ({ code, probability: i === 1 ? 0.2 : 0.8 / 11 }));
const numbers: BasketballProbabilities = {
  source: 'market-opening', sf: [{ code: '3', probability: 0.6 }, { code: '0', probability: 0.4 }],
  rf: { line: -3.5, outcomes: [{ code: '3', probability: 0.52 }, { code: '0', probability: 0.48 }] },
  dxf: { line: 220.5, outcomes: [{ code: '大', probability: 0.47 }, { code: '小', probability: 0.53 }] }, sfc: bands,
};
const stats = { sport: 'basketball' as const, windows: [7, 30, null].map((days) => ({ days, settled: 0, plays: [], calibration: [] })), backtest: null };
const detail = (open: boolean): PredictionDetail => ({
  id: 'pred-b1', sport: 'basketball', priceCoins: 28, valuePlays: ['dxf'], unlocked: open, unlockedBy: open ? 'model' : null, revealed: false, settled: false,
  match: { fixtureId: 'b1', competition: 'NBA', home: 'Celtics', away: 'Heat', kickoffAt: 1, status: 'scheduled', score: null },
  proof: { seq: 4, hash: 'a'.repeat(64), prevHash: 'b'.repeat(64), publishedAt: 0 },
  football: null, basketball: open ? numbers : null, body: null, result: null, stats,
});

beforeEach(() => {
  replies.clear();
  sent.length = 0;
  writeItem(storageKeys.userData, JSON.stringify({ uid: '7', kind: 'user', nickname: 'n', avatar: '', faceId: '1', vip: 0, vipExpireTime: 0, phone: null, wechatBound: false, role: ['user'], createdAt: 0 }));
  writeItem(storageKeys.loginToken, 'a.b.c');
  replies.set('getLanMxHint', () => ({ explanation: ['篮球模型说明'], publicationLeadHours: 12, edgeThreshold: 0.03, published: 1, stats }));
});
afterEach(cleanup);

describe('ai_lan_details', () => {
  it('shows the free part and a way to subscribe while locked', async () => {
    replies.set('getPredictionDetail', () => detail(false));
    renderWithProviders(<AiLanDetailsPage />, { path: '/pages/ai_lan/ai_lan_details', history: ['/pages/ai_lan/ai_lan_details?id=pred-b1'] });
    await screen.findByTestId('model-locked');
    expect(screen.getByTestId('prediction-pred-b1').textContent).toContain('#4 aaaaaaaaaaaaaaaa');
    expect(screen.queryByTestId('basketball-model')).toBeNull();
    expect(sent).toContainEqual(['getPredictionDetail', { id: 'pred-b1' }]);
  });

  it('draws the published numbers once open: the 12 margin bands, the most probable marked', async () => {
    replies.set('getPredictionDetail', () => detail(true));
    renderWithProviders(<AiLanDetailsPage />, { path: '/pages/ai_lan/ai_lan_details', history: ['/pages/ai_lan/ai_lan_details?id=pred-b1'] });
    const sfc = await screen.findByTestId('bars-sfc');
    const rows = sfc.querySelectorAll('[data-testid="probability-bar"]');
    expect(rows).toHaveLength(12);
    expect(rows[1]?.getAttribute('data-top')).toBe('true');
    expect(rows[1]?.textContent).toContain('20.0%');
  });
});

describe('modules_pay', () => {
  it('buys each chosen package once, by the right call, each with its own tap key', async () => {
    replies.set('getAppAvaList', () => ({ packages, access: noAccess }));
    const bought = (payload: unknown): ItemPurchaseReply => ({
      purchaseId: 1, kind: 'aiModel', itemId: (payload as { id: string }).id, listPrice: 98, vipDiscount: 0, couponDiscount: 0, paid: 98, balance: 0, expiresAt: 1,
      duplicate: false, openedBy: 'purchase', freeViewsLeft: 0,
    });
    replies.set('footKaiTongMx', bought);
    replies.set('lanKaiTongMx', bought);
    renderWithProviders(<ModulesPayPage />);
    await screen.findByTestId('packages-football');
    fireEvent.click(screen.getAllByText('30 天')[0] as HTMLElement);
    fireEvent.click(screen.getAllByText('7 天')[1] as HTMLElement);
    expect(screen.getByTestId('combination-total').textContent).toContain(String(298 + 98));
    fireEvent.click(screen.getByTestId('buy-combination'));
    fireEvent.click(await screen.findByText('支付'));
    await waitFor(() => expect(sent.filter(([name]) => name.endsWith('KaiTongMx'))).toHaveLength(2));
    const buys = sent.filter(([name]) => name.endsWith('KaiTongMx')) as Array<[string, { id: string; idempotencyKey: string }]>;
    expect(buys.map(([name, p]) => [name, p.id])).toEqual([['footKaiTongMx', 'foot-30'], ['lanKaiTongMx', 'lan-7']]);
    expect(new Set(buys.map(([, p]) => p.idempotencyKey)).size).toBe(2);
  });
});

describe('my_module', () => {
  it("shows each sport's counts with the day they are for: today's, or the NBA's next day late in the evening", async () => {
    const counts = (sport: 'football' | 'basketball', day: string, published: number) => ({ sport, day, published, upcoming: published, withValue: 0, openable: 0 });
    replies.set('getMxNum', () => ({ day: '2026-11-26', sports: [counts('football', '2026-11-26', 3), counts('basketball', '2026-11-27', 5)], access: noAccess }));
    renderWithProviders(<MyModulePage />);
    expect((await screen.findByTestId('model-today-football')).textContent).toMatch(/^今日：已发布 3 场/);
    expect(screen.getByTestId('model-today-basketball').textContent).toMatch(/^2026-11-27：已发布 5 场/);
  });
});

describe('pay_lan_ai', () => {
  // Tips off in an hour: on sale.
  const kickoffAt = Date.now() + 3_600_000;
  const plan: AiPlan = {
    id: 'rf-b1', sport: 'basketball', planType: 'rf', legs: 1, day: '2026-11-27', priceCoins: 18, kickoffAt,
    proof: { seq: 1, hash: 'a'.repeat(64), prevHash: 'b'.repeat(64), publishedAt: 0 },
    matches: [{ fixtureId: 'b1', competition: 'NBA', home: 'Celtics', away: 'Heat', kickoffAt, status: 'scheduled', score: null }],
    locked: true, picks: null, settlement: null,
  };
  const open = (vip: { level: number; freeViewsLeft: number }, balance: number, shown: AiPlan = plan) => {
    replies.set('getLanJhList', () => ({ day: plan.day, sport: 'basketball', planTypes: ['rf'], records: [], plans: [shown] }));
    replies.set('getCoinShopList', () => ({ packs: [], balance }));
    replies.set('getVipInfoList', () => ({ level: vip.level, expiresAt: vip.level ? 9e12 : 0, current: null, freeViewsLeft: vip.freeViewsLeft }));
    renderWithProviders(<PayLanAiPage />, { path: '/pages/ai_lan/pay_lan_ai', history: [`/pages/ai_lan/pay_lan_ai?id=rf-b1&day=${plan.day}`] });
  };
  /** The confirmation showing a text (a closed one stays in jsdom's body, hidden, as its exit animation never ends). */
  const dialogWith = async (text: string) => (await screen.findByText(text)).closest('.adm-dialog') as HTMLElement;

  it('a VIP with a free view left today is told it will be used instead of the price, even with no coins', async () => {
    replies.set('payLanJh', (payload) => ({ purchaseId: null, kind: 'basketballPlan', itemId: (payload as { id: string }).id, listPrice: 18, vipDiscount: 0, couponDiscount: 0, paid: 0, balance: 0, expiresAt: null, duplicate: false, openedBy: 'freeView', freeViewsLeft: 0 }));
    open({ level: 1, freeViewsLeft: 1 }, 0);
    const button = await screen.findByTestId('buy-plan');
    await waitFor(() => expect(button.textContent).toBe('VIP免费解锁（今日剩余1次）'));
    expect(screen.queryByTestId('top-up')).toBeNull();
    fireEvent.click(button);
    const dialog = await dialogWith('使用VIP免费次数（今日剩余1次）解锁此方案？');
    expect(within(dialog).queryByText(/金币/)).toBeNull();
    fireEvent.click(within(dialog).getByText('免费解锁'));
    await waitFor(() => expect(sent.filter(([name]) => name === 'payLanJh')).toHaveLength(1));
  });

  it('from tip-off the plan is no longer sold: the button says 已截止 and sends nothing', async () => {
    open({ level: 0, freeViewsLeft: 0 }, 100, { ...plan, kickoffAt: Date.now() - 60_000 });
    const closed = await screen.findByTestId('sales-closed');
    expect(closed.textContent).toBe('已截止');
    expect((closed as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('buy-plan')).toBeNull();
    fireEvent.click(closed);
    expect(sent.filter(([name]) => name === 'payLanJh')).toHaveLength(0);
  });

  it('without free views the confirmation asks for the coin price', async () => {
    open({ level: 0, freeViewsLeft: 0 }, 100);
    const button = await screen.findByTestId('buy-plan');
    expect(button.textContent).toBe('18 金币解锁');
    fireEvent.click(button);
    const dialog = await dialogWith('花费 18 金币解锁此方案？');
    expect(within(dialog).queryByText(/免费/)).toBeNull();
    expect(within(dialog).getByText('支付')).toBeTruthy();
  });
});
