import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, shot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The calculator journey on a phone, over the replayed real matches: a mixed jingcai football
 * plan from today's matches (bets, cost and prize range as the user taps), its split details,
 * an optimisation with a budget, saving after an SMS login, and the share link opened in a fresh
 * browser without a login.
 */

let server: RunningServer;
let browser: Browser;
let lastPage: Page | undefined;

beforeAll(async () => {
  server = await startServer({ feed: true, env: { REPLAY_SPEED: '60' } });
  browser = await launchBrowser();
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && lastPage && !lastPage.isClosed()) {
    await shot(lastPage, `failed-lottery-${task.name.slice(0, 50).replace(/\W+/g, '-')}`).catch(() => undefined);
  }
  lastPage = undefined;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openApp(context: BrowserContext, hash: string): Promise<Page> {
  const page = await context.newPage();
  lastPage = page;
  await page.goto(`${server.url}/#${hash}`);
  return page;
}

async function login(page: Page): Promise<void> {
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.getByTestId('user-login-entry').click({ timeout: 20_000 });
  await page.getByTestId('login-phone').locator('input').fill(phone);
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').locator('input').fill(await server.smsCode(phone));
  await page.getByTestId('login-agree').click();
  await page.getByTestId('login-submit').click();
  await expect.poll(() => page.getByTestId('user-phone').textContent()).toContain(phone.slice(-4));
}

/** The ids of the match cards on a calculator page (by its test id), in list order. */
async function matchIds(page: Page, pageId = 'score-calculator'): Promise<string[]> {
  const cards = page.getByTestId(pageId).locator('[data-testid^="match-"]');
  await cards.first().waitFor({ timeout: 30_000 });
  const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^match-/, ''));
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

describe('the jingcai football calculator on a phone', () => {
  it('builds a mixed plan, splits it, optimises it, saves it and opens its share link without a login', async () => {
    const context = await phoneContext(browser, 'zh-CN');
    const page = await openApp(context, '/pages/tabBar/user');
    await login(page);

    await page.goto(`${server.url}/#/pages/jisuan/score_calculator`);
    const [a, b, c] = await matchIds(page);
    if (!a || !b || !c) throw new Error('fewer than three matches on sale');
    // A: SPF 胜 and (under "more") BF 1:0 — two options; B: handicap 负; C: SPF 平.
    await page.getByTestId(`opt-${a}-SPF-3`).click();
    await page.getByTestId(`more-${a}`).click();
    await page.getByTestId(`opt-${a}-BF-1:0`).click();
    await page.getByTestId(`opt-${b}-RQSPF-0`).click();
    await page.getByTestId(`opt-${c}-SPF-1`).click();
    // Three matches: 3串1 by default (2 × 1 × 1 = 2 bets); add 2串1 (2 + 2 + 1 = 5 more).
    await expect.poll(() => text(page, 'calc-bets')).toContain('2');
    await page.getByTestId('calc-pass-2串1').click();
    await expect.poll(() => text(page, 'calc-bets')).toContain('7');
    expect(await text(page, 'calc-cost')).toBe('¥14.00');
    expect(await text(page, 'calc-range')).toMatch(/¥\d+\.\d{2}.*¥\d+\.\d{2}/);
    // BF anywhere caps the plan at 4 legs: no 5串1 or larger is offered.
    expect(await page.locator('[data-testid^="calc-pass-"]').evaluateAll((els) => els.map((e) => e.textContent))).not.toContain('5串1');
    await shot(page, 'zh-Hans-lottery-01-calculator');

    await page.getByTestId('calc-split').click();
    await expect.poll(() => page.getByTestId('bet-rows').getAttribute('data-count'), { timeout: 15_000 }).toBe('7');
    expect(await text(page, 'split-bets')).toBe('7');
    await shot(page, 'zh-Hans-lottery-02-split');
    await page.goBack();

    await page.getByTestId('calc-bonus').click();
    await page.getByTestId('bonus-budget').fill('100');
    await page.getByTestId('bonus-mode-average').click();
    await page.getByTestId('bonus-run').click();
    await page.getByTestId('bonus-result').waitFor();
    expect(await text(page, 'bonus-result')).toMatch(/¥\d+\.\d{2}/);
    await shot(page, 'zh-Hans-lottery-03-optimised');
    await page.getByTestId('bonus-apply').click();

    await expect.poll(() => text(page, 'save-cost')).toBe('¥100.00');
    expect(await text(page, 'save-bets')).toBe('7');
    await page.getByTestId('save-note').locator('input').fill('周末组合');
    await shot(page, 'zh-Hans-lottery-04-save');
    await page.getByTestId('save-submit').click();
    await page.getByTestId('plan-detail').waitFor({ timeout: 15_000 });
    await expect.poll(() => text(page, 'plan-cost')).toBe('¥100.00');
    // The ¥100 budget is 50 multiples over the bets, not the plan multiple 1; the prize range stays.
    expect(await text(page, 'plan-multiple')).toBe('共50倍（逐注优化）');
    expect(await text(page, 'plan-view')).toMatch(/\d+\.\d{2}–\d+\.\d{2}奖金范围/);
    const savedOdds = await page.getByTestId(`plan-match-${a}`).locator('small').allTextContents();
    expect(savedOdds).toHaveLength(2);
    await page.getByTestId('plan-share').click();
    const link = await page.getByTestId('plan-share-link').getAttribute('href');
    expect(link).toMatch(/#\/pages\/jisuan\/plan_detai_share\?code=[\w-]+/);
    await shot(page, 'zh-Hans-lottery-05-detail');
    await context.close();

    // A fresh browser, in English, not logged in: the shared plan with the odds it was made with.
    const stranger = await phoneContext(browser, 'en-GB');
    const shared = await openApp(stranger, (link ?? '').replace(/^.*#/, ''));
    await shared.getByTestId('plan-view').waitFor({ timeout: 20_000 });
    expect(await text(shared, 'plan-cost')).toBe('¥100.00');
    expect(await shared.getByTestId(`plan-match-${a}`).locator('small').allTextContents()).toEqual(savedOdds);
    expect(await text(shared, 'lottery-disclaimer')).toContain('lottery shop');
    await shot(shared, 'en-lottery-06-shared');

    const calculator = await stranger.newPage();
    lastPage = calculator;
    await calculator.goto(`${server.url}/#/pages/jisuan/score_calculator`);
    await matchIds(calculator, 'score-calculator');
    await shot(calculator, 'en-lottery-07-calculator');
    await stranger.close();
  });

  it('counts beidan, 14-match and pick-9 plans from the real lists as the user taps', async () => {
    const context = await phoneContext(browser, 'zh-CN');
    const page = await openApp(context, '/pages/jisuan/beidan_calculator');
    const [a, b] = await matchIds(page, 'beidan-calculator');
    await page.getByTestId(`opt-${a}-SPF-3`).click();
    await page.getByTestId(`opt-${a}-SPF-1`).click();
    await page.getByTestId(`opt-${b}-SPF-0`).click();
    expect(await page.locator('[data-testid=calc-problem]').allTextContents()).toEqual([]);
    // Beidan 2串1 by default: 2 × 1 bets; adding 2串3 is refused as a mix, 单关 adds 3 singles.
    await expect.poll(() => text(page, 'calc-bets')).toBe('2注');
    await page.getByTestId('calc-pass-单关').click();
    await expect.poll(() => text(page, 'calc-bets')).toBe('5注');
    await shot(page, 'zh-Hans-lottery-08-beidan');

    await page.goto(`${server.url}/#/pages/jisuan/sfc_calculator`);
    const sfc = await matchIds(page, 'sfc-calculator');
    expect(sfc).toHaveLength(14);
    for (const id of sfc) await page.getByTestId(`opt-${id}-SPF-3`).click();
    await page.getByTestId(`opt-${sfc[0] ?? ''}-SPF-1`).click();
    await expect.poll(() => text(page, 'calc-bets')).toBe('2注');
    expect(await text(page, 'calc-cost')).toBe('¥4.00');
    await shot(page, 'zh-Hans-lottery-09-sfc');
    // Filters: only the all-home-win line has 14 home wins; the other bet has 13.
    await page.getByTestId('calc-filter').click();
    await page.getByTestId('filter-count3-lo').fill('14');
    await page.getByTestId('filter-count3-hi').fill('14');
    await expect.poll(() => text(page, 'filters-kept')).toContain('1注');
    await shot(page, 'zh-Hans-lottery-10-sfc-filters');

    await page.goto(`${server.url}/#/pages/jisuan/rjiu_calculator`);
    const rjiu = await matchIds(page, 'rjiu-calculator');
    for (const id of rjiu.slice(0, 10)) await page.getByTestId(`opt-${id}-SPF-3`).click();
    // 10 matches with one answer each: C(10, 9) = 10 bets; a banker keeps the 9 subsets holding it.
    await expect.poll(() => text(page, 'calc-bets')).toBe('10注');
    await page.getByTestId(`banker-${rjiu[0] ?? ''}`).click();
    await expect.poll(() => text(page, 'calc-bets')).toBe('9注');
    await shot(page, 'zh-Hans-lottery-11-rjiu');

    // Basketball: NBA games are on sale only some hours of the replayed day.
    await page.goto(`${server.url}/#/pages/jisuan/lanqiu_calculator`);
    const basketball = page.getByTestId('lanqiu-calculator');
    await basketball.locator('[data-testid^="match-"], .adm-error-block').first().waitFor({ timeout: 30_000 });
    const [game] = await basketball.locator('[data-testid^="match-"]').evaluateAll((els) => els.map((e) => (e.getAttribute('data-testid') ?? '').replace(/^match-/, '')));
    if (game) {
      await page.getByTestId(`opt-${game}-SF-3`).click();
      await page.getByTestId(`opt-${game}-DXF-大`).click();
      await expect.poll(() => text(page, 'calc-bets')).toBe('2注'); // one game, two options, 单关
    } else {
      expect(await basketball.textContent()).toContain('暂无在售场次');
    }
    await shot(page, 'zh-Hans-lottery-12-basketball');
    await context.close();
  });
});

