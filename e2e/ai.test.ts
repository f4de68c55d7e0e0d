import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { phoneContext, shot } from './support/browser.ts';
import { startJourney } from './support/journey.ts';
import { openLoggedIn, tokenOf } from './support/login.ts';
import { topUpByApi } from './support/top-up.ts';

/**
 * The AI journey in Chromium at 390×844 on the replayed real matches: a phone user opens the AI
 * plans tab, sees the day's plans (locked) with the record, tops up at the sandbox cashier, buys
 * a plan with coins, sees its picks, and verifies it on the scorecard; Chinese and English.
 */
const TYPES = [
  { type: 'spf', path: '/MobileAi/getSpfjhYue', tab: 0 },
  { type: 'jqs', path: '/MobileAi/getJqsjhYue', tab: 1 },
  { type: 'bqc', path: '/MobileAi/getBqcjhYue', tab: 2 },
] as const;

interface PlanList {
  plans: Array<{ id: string; locked: boolean; priceCoins: number }>;
}

const e2e = startJourney({ feed: true, env: { REPLAY_SPEED: '60' } });

/** The first football plan type with a plan today (the leader's job publishes them after start). */
async function planOnSale(token: string) {
  let found: { type: (typeof TYPES)[number]; id: string } | undefined;
  await expect
    .poll(async () => {
      for (const t of TYPES) {
        const list = await callApi<PlanList>(e2e.server.url, t.path, {}, token);
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
  const context = await phoneContext(e2e.browser, locale);
  const { page } = await openLoggedIn(e2e, context, '136');
  const token = await tokenOf(page);
  const { type, id } = await planOnSale(token);

  await page.goto(`${e2e.server.url}/#/pages/tabBar/ai_zq_jh`);
  await page.getByTestId('ai-record').first().waitFor();
  await page.locator('.adm-tabs-tab').nth(type.tab).click();
  const card = page.getByTestId(`ai-plan-${id}`);
  await card.waitFor();
  await expect.poll(() => card.getByTestId('ai-pick').count()).toBe(0);
  await shot(page, `${prefix}-ai-plans-locked`);

  await topUpByApi(e2e.server, token);
  await card.getByTestId('ai-buy').click();
  await page.locator('.adm-dialog-button').last().click();
  await expect.poll(() => card.getByTestId('ai-pick').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await shot(page, `${prefix}-ai-plan-bought`);
  const ledger = await callApi<{ items: Array<{ reason: string; amount: number; reference: string }> }>(e2e.server.url, '/MobileCoin/getCoinRecords', { page: 1, pageSize: 10 }, token);
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
