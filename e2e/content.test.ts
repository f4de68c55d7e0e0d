import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { launchBrowser, phoneContext, shot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * Discover on the replayed real data: banners, live matches and news written from the match
 * data; a top message an admin publishes appears as the banner and hides after 5 s; an app pop-up
 * closes only by its button; a news item opens its article. Screenshots in zh-Hans and en.
 */

const ADMIN = '13900000073';

let server: RunningServer;
let browser: Browser;
let adminToken = '';
let lastPage: Page | undefined;

async function loginAdmin(): Promise<string> {
  const sent = await callApi(server.url, '/MobileSms/sendPhoneCode', { phone: ADMIN });
  expect(sent.status).toBe(0);
  const code = await server.smsCode(ADMIN);
  const login = await callApi<{ loginToken: string }>(server.url, '/MobileUser/loginByPhone', { phone: ADMIN, code });
  expect(login.status).toBe(0);
  return login.data.loginToken;
}

const admin = <T>(path: string, payload: object) => callApi<T>(server.url, path, payload, adminToken);

async function publishBlock(savePath: string, payload: object): Promise<number> {
  const saved = await admin<{ id: number }>(savePath, payload);
  expect(saved.status, saved.msg).toBe(0);
  const published = await admin('/ContentAdmin/publishBlock', { id: saved.data.id, published: true });
  expect(published.status, published.msg).toBe(0);
  return saved.data.id;
}

/** Polls until `condition` holds (expect.poll works only inside a test). */
async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the feed');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  server = await startServer({ feed: true, env: { ADMIN_PHONES: ADMIN } });
  browser = await launchBrowser();
  adminToken = await loginAdmin();
  // The feed leader writes previews and reports by itself after its first board: news appears
  // without anyone asking. Then the back office run has nothing left to write for those.
  await waitFor(async () => (await callApi<{ items: unknown[] }>(server.url, '/MobileFoot/gameNow')).data.items.length > 0, 60_000);
  const started = Date.now();
  await waitFor(async () => (await callApi<{ items: unknown[] }>(server.url, '/MobileIndex/getNewsList', { kind: 'report' })).data.items.length > 0, 180_000);
  console.info(`match articles written by the feed leader within ${Date.now() - started} ms of the first board`);
  const sync = await admin<{ previews: number; reports: number }>('/ContentAdmin/syncMatchArticles', {});
  expect(sync.status, sync.msg).toBe(0);
  await publishBlock('/ContentAdmin/saveBanner', { title: '比分计算器上线', subtitle: '竞彩比分一算便知', href: 'page://link/pages/index/news_list' });
}, 240_000);

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && lastPage && !lastPage.isClosed()) {
    await shot(lastPage, `failed-content-${task.name.slice(0, 50).replace(/\W+/g, '-')}`).catch(() => undefined);
  }
  lastPage = undefined;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(context: BrowserContext, hash: string): Promise<Page> {
  const page = await context.newPage();
  lastPage = page;
  await page.goto(`${server.url}/#${hash}`);
  return page;
}

describe('Discover', () => {
  it('shows banners, live matches and news; a news item opens its article (zh-Hans)', async () => {
    const page = await open(await phoneContext(browser, 'zh-CN'), '/pages/tabBar/home');
    await expect.poll(() => page.getByTestId('home-banners').textContent(), { timeout: 20_000 }).toContain('比分计算器上线');
    await expect.poll(() => page.locator('[data-testid^="live-match-score-"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid^="news-item-"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('bottom-tips').textContent()).toContain('本产品不销售彩票');
    await shot(page, 'content-zh-Hans-01-home');

    const first = page.locator('[data-testid^="news-item-"]').first();
    const title = (await first.locator('div').first().textContent()) ?? '';
    await first.click();
    await expect.poll(() => page.getByTestId('article-title').textContent(), { timeout: 10_000 }).toBe(title);
    expect(await page.getByTestId('article-body').locator('p').count()).toBeGreaterThan(0);
    await shot(page, 'content-zh-Hans-02-article');
  });

  it('shows an admin\'s top message as the banner, which hides itself after 5 s', async () => {
    const page = await open(await phoneContext(browser, 'zh-CN'), '/pages/tabBar/home');
    await page.getByTestId('home-page').waitFor();
    // Let the launch-time topMsg (4 s) and appMsg (9 s) events pass with nothing published yet.
    await page.waitForTimeout(10_000);
    await publishBlock('/ContentAdmin/saveTopMsg', { title: '周末焦点战前瞻已发布', href: 'page://link/pages/index/news_list' });
    const banner = page.getByTestId('top-banner');
    await banner.waitFor({ state: 'visible', timeout: 5_000 });
    const shownAt = Date.now();
    expect(await banner.textContent()).toContain('周末焦点战前瞻已发布');
    await shot(page, 'content-zh-Hans-03-top-message');
    await page.waitForTimeout(3_000);
    expect(await banner.isVisible()).toBe(true);
    await banner.waitFor({ state: 'detached', timeout: 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_000);
  });

  it('keeps an app pop-up open on a mask tap and closes it with its button', async () => {
    const page = await open(await phoneContext(browser, 'zh-CN'), '/pages/tabBar/home');
    await page.getByTestId('home-page').waitFor();
    await page.waitForTimeout(10_000);
    await publishBlock('/ContentAdmin/saveAppMsg', { locale: 'zh-Hans', title: '会员限时优惠', content: '首月 9.9 元，畅看全部方案', href: 'tab://link/pages/tabBar/user' });
    const popup = page.getByTestId('center-popup');
    await popup.waitFor({ state: 'visible', timeout: 5_000 });
    await shot(page, 'content-zh-Hans-04-app-message');
    await page.mouse.click(20, 820);
    await page.waitForTimeout(1_000);
    expect(await popup.isVisible()).toBe(true);
    await page.getByTestId('center-popup-close').click();
    await popup.waitFor({ state: 'hidden', timeout: 3_000 });
  });
});

describe('Discover in English', () => {
  it('shows the home, the tips page and an article in English', async () => {
    const context = await phoneContext(browser, 'en-US');
    const page = await open(context, '/pages/tabBar/home');
    await expect.poll(() => page.locator('[data-testid^="news-item-"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('bottom-tips').textContent()).toContain('does not sell lottery tickets');
    await shot(page, 'content-en-01-home');
    await page.locator('[data-testid^="news-item-"]').first().click();
    await expect.poll(() => page.getByTestId('article-title').textContent(), { timeout: 10_000 }).not.toBe('');
    await shot(page, 'content-en-02-article');

    // The tips page: a tone tag beside a two-line English item keeps its one-line height.
    const tips = await open(context, '/pages/tabBar/news_page');
    await expect.poll(() => tips.locator('[data-testid^="team-news-"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // Polled: the rows and the page's styles arrive in their own time (no tags yet reads as tall).
    const tallestTag = async () => {
      const heights = await tips.locator('[data-testid^="team-news-"] span[class*="tag"]').evaluateAll((tags) => tags.map((tag) => tag.getBoundingClientRect().height));
      return heights.length > 0 ? Math.max(...heights) : Number.POSITIVE_INFINITY;
    };
    await expect.poll(tallestTag).toBeLessThan(20);
    await shot(tips, 'content-en-02b-tips');

    const help = await open(context, '/pages/user/ai_kf');
    await expect.poll(() => help.locator('[data-testid^="help-question-"]').count(), { timeout: 10_000 }).toBe(6);
    await help.locator('[data-testid^="help-question-"]').last().click();
    await expect.poll(() => help.getByTestId('article-body').first().textContent(), { timeout: 10_000 }).toContain('lottery');
    await shot(help, 'content-en-03-help');
  });
});
