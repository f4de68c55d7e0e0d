import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext, shot } from './support/browser.ts';
import { callApi } from './support/api.ts';
import { startJourney } from './support/journey.ts';
import { freshPhone, loginWithPhone } from './support/login.ts';

const e2e = startJourney();

async function openApp(context: BrowserContext, hash = ''): Promise<Page> {
  const page = await e2e.newPage(context);
  await page.goto(`${e2e.server.url}/${hash}`);
  // The start page lands on the first tab that exists; the account journeys begin on "Mine".
  if (hash === '') await page.getByTestId('tabbar-item-user').click();
  return page;
}

async function storage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

describe('the account journey in Chinese on a phone', () => {
  it('starts a visitor session, logs in by SMS code, edits the profile, logs out and deletes the account', async () => {
    const context = await phoneContext(e2e.browser, 'zh-CN');
    const page = await openApp(context);

    await expect.poll(() => page.getByTestId('user-nickname').textContent(), { timeout: 20_000 }).toMatch(/^游客/);
    await expect.poll(() => page.getByTestId('tabbar').textContent()).toContain('发现');
    expect(await storage(page, 'ykToken')).toMatch(/^yx1k[0-9a-f]{32}$/);
    expect(await storage(page, 'uni_id_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await shot(page, 'zh-Hans-01-visitor');

    const phone = freshPhone('138');
    await loginWithPhone(page, e2e.server, phone, { shotName: 'zh-Hans-02-login' });
    await expect.poll(() => page.getByTestId('user-nickname').textContent()).toBe(`球迷${phone.slice(-4)}`);
    await shot(page, 'zh-Hans-03-logged-in');

    await page.getByTestId('user-entry-settings').click();
    await page.getByTestId('setting-edit-profile').click();
    const avatar = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1677ff' } }).png().toBuffer();
    await page.getByTestId('edit-avatar-input').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: avatar });
    await expect.poll(() => page.getByTestId('edit-avatar-preview').getAttribute('src')).toMatch(/\/uploads\/[\w-]+\.webp$/);
    await page.getByTestId('edit-nickname').locator('input').fill('进球机器');
    await shot(page, 'zh-Hans-04-edit-profile');
    await page.getByTestId('edit-save').click();
    // As a user would: the form closes once the server has stored the profile.
    await page.getByTestId('edit-user-page').waitFor({ state: 'detached', timeout: 15_000 });
    await page.goto(`${e2e.server.url}/#/pages/tabBar/user`);
    await expect.poll(() => page.getByTestId('user-nickname').textContent()).toBe('进球机器');
    await shot(page, 'zh-Hans-05-profile-changed');

    const userToken = await storage(page, 'uni_id_token');
    await page.getByTestId('user-entry-settings').click();
    await shot(page, 'zh-Hans-06-settings');
    await page.getByTestId('setting-logout').click();
    await page.getByTestId('setting-logout-confirm').click();
    await expect.poll(() => page.getByTestId('user-nickname').textContent(), { timeout: 15_000 }).toMatch(/^游客/);
    expect(await apiCall('/MobileUser/getUserInfo', userToken)).toBe(405);

    // A second phone signs in and deletes its account; its token dies with it.
    await loginWithPhone(page, e2e.server, freshPhone('138'));
    const deletedToken = await storage(page, 'uni_id_token');
    await page.getByTestId('user-entry-settings').click();
    await page.getByTestId('setting-delete').click();
    await shot(page, 'zh-Hans-07-delete-confirm');
    await page.getByTestId('setting-delete-confirm').click();
    await expect.poll(() => page.getByTestId('user-nickname').textContent(), { timeout: 15_000 }).toMatch(/^游客/);
    expect(await apiCall('/MobileUser/getUserInfo', deletedToken)).toBe(405);
    await context.close();
  });

  it('shows the offline toast and makes no call while offline', async () => {
    const context = await phoneContext(e2e.browser, 'zh-CN');
    const page = await openApp(context);
    await expect.poll(() => page.getByTestId('user-nickname').textContent(), { timeout: 20_000 }).toMatch(/^游客/);
    // The login page opened while online: this checks the API client's offline check, not how a
    // page whose code never arrived fails (that shows the page-load error with a retry).
    await page.getByTestId('user-login-entry').click();
    await page.getByTestId('login-phone').waitFor();
    await context.setOffline(true);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') calls.push(request.url());
    });
    await page.getByTestId('login-phone').locator('input').fill('13800138001');
    await page.getByTestId('login-send-code').click();
    await expect(page.getByText('当前无网络,请检查网络设置').first().waitFor({ timeout: 5000 })).resolves.toBeUndefined();
    await shot(page, 'zh-Hans-08-offline');
    expect(calls).toEqual([]);
    await context.close();
  });

  it('treats status 405 as a forced logout: clears the session and starts a fresh visitor', async () => {
    const context = await phoneContext(e2e.browser, 'zh-CN');
    const page = await openApp(context);
    await expect.poll(() => page.getByTestId('user-nickname').textContent(), { timeout: 20_000 }).toMatch(/^游客/);
    const phone = freshPhone('138');
    await loginWithPhone(page, e2e.server, phone);
    const token = await storage(page, 'uni_id_token');
    const visitorId = await storage(page, 'ykToken');
    // Revoke the session behind the page's back, as a logout on another device would.
    expect(await apiCall('/MobileUser/logout', token)).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('user-nickname').textContent(), { timeout: 20_000 }).toMatch(/^游客/);
    expect(await storage(page, 'uni_id_token')).not.toBe(token);
    expect(await storage(page, 'ykToken')).not.toBe(visitorId);
    expect(await storage(page, 'userData')).not.toContain(phone.slice(-4));
    await context.close();
  });

  it('switches the language and keeps it across reloads', async () => {
    const context = await phoneContext(e2e.browser, 'zh-CN');
    const page = await openApp(context);
    const problems = pageProblems(page);
    /** The tab bar shows `word`; a miss names what went wrong in the page (a failed text fetch, an error). */
    const tabBarSays = async (word: string) => {
      try {
        await expect.poll(() => page.getByTestId('tabbar').textContent(), { timeout: 20_000 }).toContain(word);
      } catch (error) {
        throw new Error(`${String(error)}; page log: ${problems.join(' | ') || 'none'}`);
      }
    };
    /** Chooses a language in the settings; the choice is stored at once, before its texts arrive. */
    const chooseLanguage = async (locale: string) => {
      await page.getByTestId('user-entry-settings').click();
      await page.getByTestId('setting-language').click();
      await page.getByTestId(`language-option-${locale}`).click();
      try {
        await expect.poll(() => storage(page, 'locale')).toBe(locale);
      } catch (error) {
        throw new Error(`${String(error)}; the tap on ${locale} never reached the picker; page log: ${problems.join(' | ') || 'none'}`);
      }
      await page.goto(`${e2e.server.url}/#/pages/tabBar/user`);
    };
    await expect.poll(() => page.getByTestId('user-nickname').textContent(), { timeout: 20_000 }).toMatch(/^游客/);
    // Each choice shows at once (its texts are chunks fetched on the switch), and again after a
    // reload, which opens in the stored language.
    for (const [locale, word] of [['en', 'Discover'], ['zh-Hant', '發現'], ['ja', '発見']] as const) {
      await chooseLanguage(locale);
      await tabBarSays(word);
      await shot(page, `${locale}-01-user`);
      await page.reload();
      await tabBarSays(word);
    }
    await context.close();
  });
});

/** Errors, failed requests, error logs and the text chunks a page loaded, collected as they happen. */
function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfinished', (request) => {
    if (/\/(locale|texts)-/.test(request.url())) problems.push(`loaded: ${request.url().split('/').pop() ?? ''}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  return problems;
}

async function apiCall(path: string, token: string | null): Promise<number> {
  return (await callApi(e2e.server.url, path, {}, token)).status;
}
