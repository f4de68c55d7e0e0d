import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shot } from './browser.ts';
import type { Journey } from './journey.ts';
import type { RunningServer } from './server.ts';

/**
 * A phone number no earlier attempt of this run has registered (a retried test starts clean);
 * each journey keeps to its own prefix.
 */
export function freshPhone(prefix: string): string {
  return `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export interface LoginOptions {
  /** How long "Mine" may take to show the phone (default: expect.poll's). */
  timeout?: number;
  /** A screenshot of the filled form, taken before it is sent. */
  shotName?: string;
}

/** From the "Mine" tab: the SMS-code login form, with the code the server logged, until "Mine" shows the phone. */
export async function loginWithPhone(page: Page, server: RunningServer, phone: string, { timeout, shotName }: LoginOptions = {}): Promise<void> {
  await page.getByTestId('user-login-entry').click();
  await page.getByTestId('login-phone').locator('input').fill(phone);
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').locator('input').fill(await server.smsCode(phone));
  await page.getByTestId('login-agree').click();
  if (shotName) await shot(page, shotName);
  await page.getByTestId('login-submit').click();
  await expect.poll(() => page.getByTestId('user-phone').textContent(), timeout === undefined ? {} : { timeout }).toContain(phone.slice(-4));
}

/** Opens "Mine" on a new page and logs a fresh phone in (the app may still be loading: 20 s). */
export async function openLoggedIn(journey: Journey, context: BrowserContext, phonePrefix: string): Promise<{ page: Page; phone: string }> {
  const page = await journey.newPage(context);
  await page.goto(`${journey.server.url}/#/pages/tabBar/user`);
  const phone = freshPhone(phonePrefix);
  await loginWithPhone(page, journey.server, phone, { timeout: 20_000 });
  return { page, phone };
}

/** The logged-in user's token, as the app stores it. */
export async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('uni_id_token'))) ?? '';
}
