import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { launchBrowser, phoneContext, shot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The AI journey in Chromium at 390×844 on the replayed real matches: a phone user opens the AI
 * plans tab, sees the day's plans (locked) with the record, tops up at the sandbox cashier, buys
 * a plan with coins, sees its picks, and verifies it on the scorecard; Chinese and English.
 */
let server: RunningServer;
let browser: Browser;
let lastPage: Page | undefined;

const TYPES = [
  { type: 'spf', path: '/MobileAi/getSpfjhYue', tab: 0 },
  { type: 'jqs', path: '/MobileAi/getJqsjhYue', tab: 1 },
  { type: 'bqc', path: '/MobileAi/getBqcjhYue', tab: 2 },
] as const;

interface PlanList {
  plans: Array<{ id: string; locked: boolean; priceCoins: number }>;
}

beforeAll(async () => {
  server = await startServer({ feed: true, env: { REPLAY_SPEED: '60' } });
  browser = await launchBrowser();
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && lastPage && !lastPage.isClosed()) {
    await shot(lastPage, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`).catch(() => undefined);
  }
  lastPage = undefined;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const freshPhone = () => `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const key = (label: string) => `${label}-${Math.random().toString(36).slice(2, 12)}`;

async function openLoggedIn(context: BrowserContext): Promise<{ page: Page; token: string }> {
  const page = await context.newPage();
  lastPage = page;
  await page.goto(`${server.url}/#/pages/tabBar/user`);
  const phone = freshPhone();
  await page.getByTestId('user-login-entry').click();
  await page.getByTestId('login-phone').locator('input').fill(phone);
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').locator('input').fill(await server.smsCode(phone));
  await page.getByTestId('login-agree').click();
  await page.getByTestId('login-submit').click();
  await expect.poll(() => page.getByTestId('user-phone').textContent(), { timeout: 20_000 }).toContain(phone.slice(-4));
  return { page, token: (await page.evaluate(() => localStorage.getItem('uni_id_token'))) ?? '' };
}

/** Pays a 60-coin pack at the sandbox cashier through its calls, as the cashier page does. */
async function topUp(token: string): Promise<void> {
  const created = await callApi<{ order: { orderNo: string } }>(server.url, '/Pay/createOrder', { productId: 'coins_60', idempotencyKey: key('order') }, token);
  expect(created.status).toBe(0);
  const orderNo = created.data.order.orderNo;
  expect((await callApi(server.url, '/Pay/sandboxPay', { orderNo, action: 'confirm' }, token)).status).toBe(0);
  await expect
    .poll(async () => (await callApi<{ status: string }>(server.url, '/pay/queryOrderSuccess', { orderNo }, token)).data.status, { timeout: 20_000 })
    .toBe('fulfilled');
}

/** The first football plan type with a plan today (the leader's job publishes them after start). */
async function planOnSale(token: string) {
  let found: { type: (typeof TYPES)[number]; id: string } | undefined;
  await expect
    .poll(async () => {
      for (const t of TYPES) {
        const list = await callApi<PlanList>(server.url, t.path, {}, token);
        const plan = list.data?.plans.find((p) => p.locked);
        if (plan) found = { type: t, id: plan.id };
        if (found) return true;
      }
      return false;
    }, { timeout: 60_000, interval: 1000 })
    .toBe(true);
  if (!found) throw new Error('no plan on sale');
  return found;
}

async function journey(locale: string, prefix: string): Promise<void> {
  const context = await phoneContext(browser, locale);
  const { page, token } = await openLoggedIn(context);
  const { type, id } = await planOnSale(token);

  await page.goto(`${server.url}/#/pages/tabBar/ai_zq_jh`);
  await page.getByTestId('ai-record').first().waitFor();
  await page.locator('.adm-tabs-tab').nth(type.tab).click();
  const card = page.getByTestId(`ai-plan-${id}`);
  await card.waitFor();
  await expect.poll(() => card.getByTestId('ai-pick').count()).toBe(0);
  await shot(page, `${prefix}-ai-plans-locked`);

  await topUp(token);
  await card.getByTestId('ai-buy').click();
  await page.locator('.adm-dialog-button').last().click();
  await expect.poll(() => card.getByTestId('ai-pick').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await shot(page, `${prefix}-ai-plan-bought`);
  const ledger = await callApi<{ items: Array<{ reason: string; amount: number; reference: string }> }>(server.url, '/MobileCoin/getCoinRecords', { page: 1, pageSize: 10 }, token);
  expect(ledger.data.items[0]).toMatchObject({ reason: 'purchase' });

  await card.getByTestId('ai-verify').click();
  await page.getByTestId('ai-scorecard-page').waitFor();
  await page.getByTestId('ai-verify-result').waitFor({ timeout: 15_000 });
  await expect.poll(() => page.getByTestId('ai-verify-link').getAttribute('data-ok')).toBe('true');
  await expect.poll(() => page.getByTestId('ai-verify-time').getAttribute('data-ok')).toBe('true');
  await page.getByTestId('ai-calibration-empty').or(page.getByTestId('ai-calibration')).first().waitFor();
  await shot(page, `${prefix}-ai-scorecard-verified`);
  await context.close();
}

describe('AI plans', () => {
  it('in Chinese: the plans tab with the record, a plan bought with coins shows its picks, the scorecard verifies it', async () => {
    await journey('zh-CN', 'zh-Hans');
  });
  it('in English: the same journey', async () => {
    await journey('en-US', 'en');
  });
});
