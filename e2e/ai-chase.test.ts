import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { phoneContext, shot } from './support/browser.ts';
import { startJourney } from './support/journey.ts';
import { openLoggedIn, tokenOf } from './support/login.ts';
import { idempotencyKey, topUpByApi } from './support/top-up.ts';

/**
 * Chase plans in Chromium at 390×844: from the football AI tab to pay_ai; without the
 * subscription only the records show; with it (bought with coins) the form refuses to start
 * without a stop-loss, then starts a chase whose detail shows its status; the notification
 * switches save. The steps' maths is the server suite's (apps/server/test/ai-chase); this journey
 * needs no match data, so it runs without the feed.
 */
const e2e = startJourney({ feed: false });


describe('chase plans', () => {
  it('in Chinese: the entry on ai_zq_jh, the free record, the subscription gate, a chase started only with a stop-loss, notifications', async () => {
    const context = await phoneContext(e2e.browser, 'zh-CN');
    const { page } = await openLoggedIn(e2e, context, '137');
    const token = await tokenOf(page);

    await page.goto(`${e2e.server.url}/#/pages/tabBar/ai_zq_jh`);
    await page.getByTestId('chase-entry-open').click();
    await page.getByTestId('pay-ai-page').waitFor();
    await page.getByTestId('chase-unsubscribed').waitFor({ timeout: 15_000 });
    await page.getByTestId('chase-line-spf').getByTestId('ai-record').waitFor();
    expect(await page.getByTestId('chase-responsible').count()).toBe(1);
    expect(await page.getByTestId('chase-start-spf').count()).toBe(0);
    await shot(page, 'zh-Hans-chase-unsubscribed');

    await topUpByApi(e2e.server, token, 'coins_300');
    expect((await callApi(e2e.server.url, '/MobileCoin/payZuiji', { id: 'zuiji_week', idempotencyKey: idempotencyKey('zuiji') }, token)).status).toBe(0);
    await page.reload();
    await page.getByTestId('chase-subscribed').waitFor({ timeout: 15_000 });
    await page.getByTestId('chase-start-spf').click();
    await page.getByTestId('chase-form').waitFor();
    await page.getByTestId('chase-save').click();
    await expect.poll(() => page.getByTestId('chase-error-stopLoss').textContent()).toContain('止损');
    await shot(page, 'zh-Hans-chase-form-needs-stop-loss');
    await page.getByTestId('chase-input-stopLoss').locator('input').fill('60');
    await page.getByTestId('chase-save').click();
    await page.getByTestId('chase-detail').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('chase-status').getAttribute('data-status')).toBe('running');
    await page.getByTestId('chase-no-steps').or(page.getByTestId('chase-stake-table')).first().waitFor();
    await shot(page, 'zh-Hans-chase-detail');
    const list = await callApi<{ plans: Array<{ settings: { stopLoss: number } }> }>(e2e.server.url, '/MobileFoot/getZuijiList', {}, token);
    expect(list.data.plans.map((p) => p.settings.stopLoss)).toEqual([60]);

    await page.goto(`${e2e.server.url}/#/pages/user/pay_ai?view=notify`);
    await page.getByTestId('chase-notify-spf').click();
    await expect
      .poll(async () => (await callApi<{ lines: Array<{ line: string; notify: boolean }> }>(e2e.server.url, '/MobileIndex/getJhSets', {}, token)).data.lines.filter((l) => l.notify).map((l) => l.line))
      .toEqual(['spf']);
    await page.goto(`${e2e.server.url}/#/pages/user/pay_ai?view=plans`);
    await page.getByTestId('chase-bought').waitFor({ timeout: 15_000 });
    await shot(page, 'zh-Hans-pay-ai-plans');
    await context.close();
  });
});
