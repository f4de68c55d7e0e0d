import type { BasketballProbabilities, CallDef, ModelPackage, PredictionDetail } from '@scoreline/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../../lib/api/index.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { writeItem } from '../../../lib/storage/storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import AiLanDetailsPage from './ai-lan-details.page.tsx';
import ModulesPayPage from './modules-pay.page.tsx';
import MyModulePage from './my-module.page.tsx';

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
const stats = { sport: 'basketball' as const, windows: [7, 30, null].map((days) => ({ days, settled: 0, plays: [], calibration: [] })) };
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
    const bought = (payload: unknown) => ({ purchaseId: 1, kind: 'aiModel', itemId: (payload as { id: string }).id, listPrice: 98, vipDiscount: 0, couponDiscount: 0, paid: 98, balance: 0, expiresAt: 1, duplicate: false });
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
