import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { phoneContext, shot } from './support/browser.ts';
import { startJourney } from './support/journey.ts';
import { openLoggedIn, tokenOf } from './support/login.ts';

/**
 * The wallet journeys in Chromium at 390×844: a phone user tops up through the sandbox cashier
 * (whose signed notification the server verifies), sees the balance and the ledger, claims a
 * coupon and spends it on VIP, checks in, and opens the invite pages; Chinese and English.
 */
const e2e = startJourney();

const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

/** Opens pay_page, picks a pack, pays at the sandbox cashier and waits for the fulfilled order. */
async function topUp(page: Page, packId: string, prefix: string): Promise<void> {
  await page.getByTestId('wallet-entry-topUp').click();
  await page.getByTestId(`pack-${packId}`).click();
  await shot(page, `${prefix}-top-up`);
  await page.getByTestId('top-up-pay').click();
  await page.getByTestId('cashier-confirm').waitFor();
  await expect.poll(() => text(page, 'cashier-amount')).toMatch(/¥\d+/);
  await page.waitForTimeout(400); // the sheet's slide-in, so the picture shows it whole
  await shot(page, `${prefix}-sandbox-cashier`);
  await page.getByTestId('cashier-confirm').click();
  await expect.poll(() => page.getByTestId('order-status').getAttribute('data-status'), { timeout: 20_000 }).toBe('fulfilled');
  await shot(page, `${prefix}-paid`);
  await page.getByTestId('order-status-close').click();
}

describe('the wallet in Chinese', () => {
  it('tops up at the cashier, shows balance and ledger, spends a claimed coupon on VIP, checks in and opens the invite pages', async () => {
    const context = await phoneContext(e2e.browser, 'zh-CN');
    const { page } = await openLoggedIn(e2e, context, '137');
    await expect.poll(() => text(page, 'wallet-balance')).toBe('0');
    await shot(page, 'wallet-zh-Hans-01-user-tab');

    await topUp(page, 'coins_680', 'wallet-zh-Hans-02');
    await expect.poll(() => text(page, 'top-up-balance')).toBe('710');

    await page.goto(`${e2e.server.url}/#/pages/user/money_details`);
    await expect.poll(() => text(page, 'ledger-row')).toContain('充值');
    expect(await text(page, 'ledger-row')).toContain('+710');
    expect(await text(page, 'ledger-balance')).toBe('710');
    await shot(page, 'wallet-zh-Hans-03-ledger');

    await page.goto(`${e2e.server.url}/#/pages/user/coupon_list_all`);
    await page.getByTestId('claim-2').click();
    await expect.poll(() => text(page, 'claim-2')).toContain('已领取');
    await shot(page, 'wallet-zh-Hans-04-coupons');

    await page.goto(`${e2e.server.url}/#/pages/user/vip_page`);
    await page.getByTestId('vip-product-vip_month').click();
    await page.getByTestId('vip-way-coins').click();
    await page.getByTestId('vip-coupon').click();
    await page.locator('[data-testid^="coupon-"][data-status="usable"]').first().click();
    await expect.poll(() => text(page, 'vip-coupon')).toContain('满58减10');
    await shot(page, 'wallet-zh-Hans-05-vip-checkout');
    await page.getByTestId('vip-buy').click();
    // 300 coins, less the 10-coin coupon.
    await expect.poll(async () => (await callApi(e2e.server.url, '/MobileCoin/getCoinShopList', {}, await tokenOf(page))).data).toMatchObject({ balance: 420 });
    await page.goto(`${e2e.server.url}/#/pages/user/vip_page`);
    await expect.poll(() => text(page, 'vip-expiry')).toContain('30');
    await shot(page, 'wallet-zh-Hans-06-vip');

    await page.goto(`${e2e.server.url}/#/pages/tabBar/user`);
    await page.getByTestId('check-in').click();
    await expect.poll(() => text(page, 'check-in')).toContain('今日已签到');
    await expect.poll(() => page.getByTestId('wallet-vip').textContent()).toContain('VIP');
    await page.getByTestId('user-vip-badge').waitFor({ timeout: 15_000 }); // the profile card follows too
    await shot(page, 'wallet-zh-Hans-07-checked-in');

    await page.getByTestId('wallet-entry-invite').click();
    await expect.poll(() => text(page, 'invite-stats')).toContain('已邀请');
    await shot(page, 'wallet-zh-Hans-08-invitations');
    await page.getByTestId('invite-share').click();
    await expect.poll(() => text(page, 'invite-code')).toMatch(/\w{4,}/);
    await shot(page, 'wallet-zh-Hans-09-share');
    await context.close();
  });
});

describe('the user tab on a phone', () => {
  it('stacks the wallet card, the check-in card and the entry list without overlap (the list was pulled 24 px up over the card above it)', async () => {
    const context = await phoneContext(e2e.browser, 'zh-CN');
    const { page } = await openLoggedIn(e2e, context, '137');
    // The card at its full height: the reward cycle's days are in.
    await expect.poll(() => text(page, 'check-in-card')).toContain('第7天');
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox()) ?? { y: 0, height: 0 };
    const above = await box('[data-testid="check-in-card"]');
    const list = await box('[data-testid="user-entry-models"]');
    expect(list.y).toBeGreaterThanOrEqual(above.y + above.height);
    await shot(page, 'wallet-zh-Hans-10-user-tab-cards');
    await context.close();
  });
});

describe('the wallet in English', () => {
  it('tops up through the cashier and shows the wallet screens', async () => {
    const context = await phoneContext(e2e.browser, 'en-GB');
    const { page } = await openLoggedIn(e2e, context, '137');
    await topUp(page, 'coins_60', 'wallet-en-01');
    await expect.poll(() => text(page, 'top-up-balance')).toBe('60');
    await page.goto(`${e2e.server.url}/#/pages/user/money_details`);
    await expect.poll(() => text(page, 'ledger-row')).toContain('Top-up');
    await shot(page, 'wallet-en-02-ledger');
    await page.goto(`${e2e.server.url}/#/pages/user/vip_page`);
    await page.getByTestId('vip-product-vip_month').waitFor();
    await shot(page, 'wallet-en-03-vip');
    await page.goto(`${e2e.server.url}/#/pages/user/coupon_list_all`);
    await page.getByTestId('coupon-template-1').waitFor();
    await shot(page, 'wallet-en-04-coupons');
    await page.goto(`${e2e.server.url}/#/pages/user/yq_user`);
    await expect.poll(() => text(page, 'invite-stats')).toContain('Invited');
    await shot(page, 'wallet-en-05-invitations');
    await page.goto(`${e2e.server.url}/#/pages/tabBar/user`);
    await page.getByTestId('check-in-card').waitFor();
    await shot(page, 'wallet-en-06-user-tab');
    await context.close();
  });
});
