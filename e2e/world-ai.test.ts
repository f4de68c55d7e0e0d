import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { phoneContext, shot } from './support/browser.ts';
import { startJourney } from './support/journey.ts';
import { openLoggedIn, tokenOf } from './support/login.ts';

/**
 * The AI has a record from the first start (issue 25 §4), in Chromium at 390×844 on a fresh
 * server replaying the real seasons: the scorecard shows the back-test (回测) beside the live
 * chain (实盘), the plan lists show both records labelled, and a plan left open until its
 * kick-off says 已截止; Chinese and English.
 */

interface PlanList {
  plans: Array<{ id: string; kickoffAt: number; locked: boolean }>;
}
interface Scorecard {
  backtest: { status: 'running' | 'done'; predictions: number; plans: Array<{ sport: string; record: { settled: number } }> } | null;
}

const LISTS = [
  { path: '/MobileAi/getSpfjhYue', page: '/pages/tabBar/ai_zq_jh', tab: 0 },
  { path: '/MobileAi/getJqsjhYue', page: '/pages/tabBar/ai_zq_jh', tab: 1 },
  { path: '/MobileAi/getBqcjhYue', page: '/pages/tabBar/ai_zq_jh', tab: 2 },
] as const;

const e2e = startJourney({ feed: true, env: { REPLAY_SPEED: '60' } });

/** The back-test runs in the background after the first start; the scorecard says when it is done. */
async function backtestDone(): Promise<NonNullable<Scorecard['backtest']>> {
  let done: Scorecard['backtest'] = null;
  await expect
    .poll(async () => {
      done = (await callApi<Scorecard>(e2e.server.url, '/MobileAi/getScorecard')).data?.backtest ?? null;
      return done?.status;
    }, { timeout: 240_000, interval: 2000 })
    .toBe('done');
  if (!done) throw new Error('no back-test');
  return done;
}

/** The football plan of the lists that kicks off first (the chain publishes from the first start on). */
async function firstPlan(token: string) {
  let found: { list: (typeof LISTS)[number]; id: string; kickoffAt: number } | undefined;
  await expect
    .poll(async () => {
      for (const list of LISTS) {
        const reply = await callApi<PlanList>(e2e.server.url, list.path, {}, token);
        for (const p of reply.data?.plans ?? []) if (p.locked && (!found || p.kickoffAt < found.kickoffAt)) found = { list, id: p.id, kickoffAt: p.kickoffAt };
      }
      return found !== undefined;
    }, { timeout: 60_000, interval: 1000 })
    .toBe(true);
  if (!found) throw new Error('no plan published');
  return found;
}

async function journey(locale: string, prefix: string, texts: { backtest: string; live: string; closed: string }): Promise<void> {
  const started = Date.now();
  const done = await backtestDone();
  console.info(`${prefix}: back-test done after ${Date.now() - started} ms: ${JSON.stringify(done.plans)}, ${done.predictions} predictions`);
  expect(done.predictions).toBeGreaterThan(50);
  expect(done.plans.find((p) => p.sport === 'football')?.record.settled).toBeGreaterThan(10);

  const context = await phoneContext(e2e.browser, locale);
  const { page } = await openLoggedIn(e2e, context, '137');
  const token = await tokenOf(page);

  // The scorecard: the back-test's card, labelled, before the live chain's sections.
  await page.goto(`${e2e.server.url}/#/pages/ai/ai_jh`);
  const card = page.getByTestId('ai-backtest');
  await card.waitFor();
  expect(await card.getAttribute('data-status')).toBe('done');
  expect(await card.textContent()).toContain(texts.backtest);
  expect(await page.getByTestId('ai-backtest-plans-football').textContent()).toMatch(/\d/);
  expect(await page.getByTestId('ai-live').textContent()).toContain(texts.live);
  await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined); // the login toast
  await shot(page, `${prefix}-world-ai-scorecard`);

  const { list, id, kickoffAt } = await firstPlan(token);
  await context.close();

  // The plans list left open until the plan's kick-off: the buy button turns into 已截止 by itself.
  // (The browser's clock is moved on to the kick-off; the server's refusal of a pay call from then
  // on is the server test's sales-cutoff.test.ts, as waiting for a real kick-off can take an hour.)
  const later = await phoneContext(e2e.browser, locale);
  await later.clock.install({ time: Date.now() });
  const page2 = await e2e.newPage(later);
  await page2.goto(`${e2e.server.url}/#${list.page}`);
  await page2.getByTestId('ai-record').first().waitFor({ timeout: 20_000 });
  await page2.locator('.adm-tabs-tab').nth(list.tab).click();
  const plan = page2.getByTestId(`ai-plan-${id}`);
  await plan.waitFor();
  // On sale until its kick-off (unless its match is already in play, when it says 已截止 at once).
  expect(await plan.getByTestId('ai-buy').count()).toBe(kickoffAt > Date.now() + 5_000 ? 1 : 0);
  expect(await page2.getByTestId('ai-record-backtest').first().textContent()).toContain(texts.backtest);
  expect(await page2.getByTestId('ai-record-live-label').first().textContent()).toContain(texts.live);
  await page2.clock.fastForward(Math.max(0, kickoffAt - Date.now()) + 60_000);
  await expect.poll(() => plan.getByTestId('ai-sales-closed').textContent()).toBe(texts.closed);
  expect(await plan.getByTestId('ai-buy').count()).toBe(0);
  await plan.scrollIntoViewIfNeeded();
  await shot(page2, `${prefix}-world-ai-plans`);
  await later.close();
}

describe('the AI has a record from the first start', () => {
  it('in Chinese: 回测 on the scorecard and the lists, a plan at kick-off says 已截止', async () => {
    await journey('zh-CN', 'zh-Hans', { backtest: '回测', live: '实盘', closed: '已截止' });
  }, 1_200_000);
  it('in English: the same', async () => {
    await journey('en-US', 'en', { backtest: 'Back-tested', live: 'Live', closed: 'Sales closed' });
  }, 1_200_000);
});
