import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { phoneContext, shot } from './support/browser.ts';
import { startJourney } from './support/journey.ts';
import { openLoggedIn, tokenOf } from './support/login.ts';
import { topUpByApi } from './support/top-up.ts';

/**
 * The basketball model journey in Chromium at 390×844 on the replayed real matches: a phone user
 * opens the day's basketball model list, a match's details (locked), tops up, buys the model
 * subscription on pay_model, and sees the match's published numbers (12 margin bands), exactly
 * as the chain record holds them; then my_module says until when.
 */
const e2e = startJourney({ feed: true, env: { REPLAY_SPEED: '60' } });

interface LanList {
  items: Array<{ prediction: { id: string; unlocked: boolean }; probabilities: { sfc: Array<{ probability: number }> } | null }>;
}


/** A basketball prediction still locked for this user (the leader's job publishes them after start). */
async function lockedPrediction(token: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const list = await callApi<LanList>(e2e.server.url, '/MobileLan/getLanMxVipList', {}, token);
      id = list.data?.items.find((i) => !i.prediction.unlocked)?.prediction.id;
      return id !== undefined;
    }, { timeout: 60_000, interval: 1000 })
    .toBe(true);
  if (!id) throw new Error('no basketball prediction published');
  return id;
}

describe('AI basketball model', () => {
  it('in Chinese: the model list, a locked match, the subscription bought with coins opens its published numbers', async () => {
    const context = await phoneContext(e2e.browser, 'zh-CN');
    const { page } = await openLoggedIn(e2e, context, '137');
    const token = await tokenOf(page);
    const id = await lockedPrediction(token);

    await page.goto(`${e2e.server.url}/#/pages/ai_lan/ai_lan_details`);
    await page.getByTestId(`lan-row-${id}`).click();
    await page.getByTestId('model-locked').waitFor();
    await shot(page, 'zh-Hans-ai-lan-details-locked');

    await topUpByApi(e2e.server, token);
    await topUpByApi(e2e.server, token);
    await page.getByTestId('go-pay-model').click();
    await page.getByTestId('pay-model-page').waitFor();
    await page.getByTestId('package-lan-7').waitFor();
    await page.getByTestId('buy-model').click();
    await page.locator('.adm-dialog-button').last().click();
    await expect.poll(async () => (await page.getByTestId('model-access-basketball').textContent()) ?? '', { timeout: 15_000 }).toContain('有效期至');
    await shot(page, 'zh-Hans-ai-pay-model-bought');

    await page.goBack();
    await page.getByTestId('basketball-model').waitFor({ timeout: 15_000 });
    const bands = page.getByTestId('bars-sfc').getByTestId('probability-bar');
    await expect.poll(() => bands.count()).toBe(12);
    const open = await callApi<LanList>(e2e.server.url, '/MobileLan/getLanMxVipList', {}, token);
    const published = open.data.items.find((i) => i.prediction.id === id)?.probabilities?.sfc ?? [];
    expect((await bands.first().textContent()) ?? '').toContain(`${((published[0]?.probability ?? -1) * 100).toFixed(1)}%`);
    await shot(page, 'zh-Hans-ai-lan-details-open');

    await page.goto(`${e2e.server.url}/#/pages/user/my_module`);
    await expect.poll(async () => (await page.getByTestId('model-access-basketball').textContent()) ?? '').toContain('有效期至');
    await shot(page, 'zh-Hans-my-module');
    await context.close();
  });
});
