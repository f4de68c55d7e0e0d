import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { phoneContext, shot } from './support/browser.ts';
import { startJourney } from './support/journey.ts';
import { freshPhone } from './support/login.ts';

/**
 * AI plan notices wherever the user is, in Chromium at 390×844 on the replayed real matches: a
 * returning user who chose every plan line opens the app on the scores tab after the feed leader
 * announced the plans its AI job published (so while the app was closed); the app catches up
 * (getJhSets with `since`), the top banner says so in Chinese, and a tap opens the sport's plans
 * tab. Opened again, the app does not show the same notices twice.
 *
 * Nothing here depends on when the app subscribes: the node announces from its first sweep (5 s
 * after the start), the test waits for that through the catch-up call itself, and the app shows
 * what it missed whenever it opens.
 *
 * Catch-up lists only plans still before kick-off. The demo clock's shifts are whole quarters of an
 * hour and kick-offs sit on quarter hours, so the nearest plans kick off at the next quarter hour;
 * a file started in the last minute before one waits until just after it, so the plans it saw
 * announced are still on sale when the page asks.
 */
const QUARTER_MS = 15 * 60_000;
beforeAll(async () => {
  const toNextQuarter = QUARTER_MS - (Date.now() % QUARTER_MS);
  if (toNextQuarter < 60_000) await new Promise((resolve) => setTimeout(resolve, toNextQuarter + 10_000));
}, 2 * 60_000);
const e2e = startJourney({ feed: true });

const LINES = ['spf', 'jqs', 'bqc', 'rf', 'dxf', 'dxf2x1'];
const LINE_NAMES = ['足球胜平负单关', '足球进球数单关', '足球半全场单关', '篮球让分单关', '篮球大小分单关', '篮球大小分2串1'];

/** A phone user logged in through the calls, as a returning user's stored session. */
async function apiLogin(): Promise<{ token: string; userData: string }> {
  const phone = freshPhone('136');
  expect((await callApi(e2e.server.url, '/MobileSms/sendPhoneCode', { phone })).status).toBe(0);
  const code = await e2e.server.smsCode(phone);
  const login = await callApi<{ loginToken: string }>(e2e.server.url, '/MobileUser/loginByPhone', { phone, code });
  expect(login.status, login.msg).toBe(0);
  const token = login.data.loginToken;
  const info = await callApi(e2e.server.url, '/MobileUser/getUserInfo', {}, token);
  expect(info.status).toBe(0);
  return { token, userData: JSON.stringify(info.data) };
}

type Missed = { missed: { notices: Array<{ id: string; line: string }>; more: boolean; next: number } | null };

/** The user's missed notices from 0 as the server lists them, once it has announced any. */
async function announcedToUser(token: string): Promise<string[]> {
  let ids: string[] = [];
  await expect.poll(async () => {
    const r = await callApi<Missed>(e2e.server.url, '/MobileIndex/getJhSets', { since: 0 }, token);
    expect(r.status, r.msg).toBe(0);
    ids = r.data.missed?.notices.map((n) => n.id) ?? [];
    return ids.length;
  }, { timeout: 60_000, interval: 1_000 }).toBeGreaterThan(0);
  return ids;
}

describe('AI plan notices', () => {
  it('in Chinese: plans announced while the app was closed show in the banner when it opens, once; a tap opens the plans', async () => {
    const { token, userData } = await apiLogin();
    const saved = await callApi<{ lines: Array<{ notify: boolean }> }>(e2e.server.url, '/MobileIndex/saveJhNotify', { lines: LINES }, token);
    expect(saved.data.lines.filter((l) => l.notify)).toHaveLength(LINES.length);
    const bad = await callApi(e2e.server.url, '/MobileIndex/getJhSets', { since: 'yesterday' }, token);
    expect(bad.msg).toMatch(/since/);
    const announced = await announcedToUser(token);

    const context = await phoneContext(e2e.browser, 'zh-CN');
    await context.addInitScript(([t, u]) => {
      if (localStorage.getItem('uni_id_token')) return;
      localStorage.setItem('uni_id_token', t);
      localStorage.setItem('userData', u);
    }, [token, userData] as const);
    const page = await e2e.newPage(context);
    const subscribed = page.waitForEvent('websocket', { timeout: 20_000 }).then((ws) =>
      ws.waitForEvent('framesent', { predicate: (f) => /^sub\|jh:/.test(String(f.payload)), timeout: 20_000 }));
    await page.goto(`${e2e.server.url}/#/pages/tabBar/score`);
    await subscribed;

    const banner = page.getByTestId('top-banner');
    await banner.waitFor({ timeout: 30_000 });
    const text = (await banner.textContent()) ?? '';
    expect(text).toContain('新AI方案');
    expect(LINE_NAMES.some((name) => text.includes(name)), text).toBe(true);
    if (announced.length > 1) expect(text).toMatch(/新AI方案 \d+\+? 个/);
    expect(text).not.toMatch(/ai-chase\./);
    expect(page.url()).toContain('/pages/tabBar/score');
    await shot(page, 'zh-Hans-ai-plan-notice-on-scores');

    await page.getByTestId('top-banner-open').click();
    // One notice opens its sport's plans; a summary opens the newest one's.
    await page.getByTestId('ai-football-page').or(page.getByTestId('ai-basketball-page')).first().waitFor({ timeout: 15_000 });
    await shot(page, 'zh-Hans-ai-plan-notice-opened');

    // Opened again: the catch-up lists the same notices (its `since` overlaps), none shows again.
    const caughtUp = page.waitForResponse((r) => r.url().includes('/MobileIndex/getJhSets') && (r.request().postData() ?? '').includes('since'), { timeout: 20_000 });
    await page.reload();
    await caughtUp;
    await page.waitForTimeout(2_000);
    expect(await banner.isVisible()).toBe(false);
    await context.close();
  });
});
