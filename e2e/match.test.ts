import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { launchBrowser, phoneContext, shot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The match centre on the replayed real data, sped up: a live football match's timeline, odds
 * and one company's movement chart; chat from one phone arriving on another; a basketball game's
 * centre. Screenshots in Simplified Chinese and English.
 *
 * REPLAY_SPEED is 10, not 60: the demo clock anchors each server at a kick-off moment, and at 60×
 * a football match is over about 100 s later, which on a loaded machine passes before the first
 * page opens (a probe saw every match of that moment finished when the server answered). At 10× a
 * match stays live for about ten minutes and its minutes still move every few seconds.
 */

interface Row {
  id: string;
  status: string;
}
interface LiveText {
  events: Array<{ kind: string }>;
}
interface NbaNow {
  live: Row[];
  finished: Row[];
  upcoming: Row[];
}

let server: RunningServer;
let browser: Browser;
let lastPage: Page | undefined;
/** Picked as soon as the server answers, while the anchored moment's matches are in play. */
let footballId = '';
let basketball: Row | undefined;

// The first feed server of a run imports the seasons once (several minutes on a loaded machine).
const IMPORT_GUARD_MS = 900_000;

beforeAll(async () => {
  server = await startServer({ feed: true, env: { REPLAY_SPEED: '10' } });
  footballId = await liveFootballMatch();
  basketball = await basketballGame();
  browser = await launchBrowser();
}, IMPORT_GUARD_MS);

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && lastPage && !lastPage.isClosed()) {
    await shot(lastPage, `failed-match-${task.name.slice(0, 50).replace(/\W+/g, '-')}`).catch(() => undefined);
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

/** A football match in play (or at half-time), preferring one that already has a goal or a card in its live text. */
async function liveFootballMatch(): Promise<string> {
  // A plain loop: this runs in beforeAll, where expect.poll is not available.
  const deadline = Date.now() + 60_000;
  let live: Row[] = [];
  while (live.length === 0) {
    if (Date.now() > deadline) throw new Error('no live football match within 60 s of the server start');
    const now = await callApi<{ items: Row[] }>(server.url, '/MobileFoot/gameNow');
    // Half-time is in play too: at 10× the break lasts about a minute and a half of the test's wait.
    live = (now.data?.items ?? []).filter((r) => r.status === 'live' || r.status === 'break');
    if (live.length === 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  for (const row of live) {
    const text = await callApi<LiveText>(server.url, '/MobileFoot/getGameZhiBo', { id: row.id });
    if (text.data?.events.some((e) => ['goal', 'yellow_card', 'red_card'].includes(e.kind))) return row.id;
  }
  return live[0]?.id ?? '';
}

/** A live NBA game, preferring one the data quotes odds for; else a finished or upcoming one. */
async function basketballGame(): Promise<Row | undefined> {
  const nba = await callApi<NbaNow>(server.url, '/MobileLan/getLanGameNow');
  const games = [...(nba.data?.live ?? []), ...(nba.data?.finished ?? []), ...(nba.data?.upcoming ?? [])];
  for (const game of games) {
    const odds = await callApi<{ markets: unknown[] }>(server.url, '/MobileLan/getLanGameZs', { id: game.id });
    if ((odds.data?.markets.length ?? 0) > 0) return game;
  }
  return games[0];
}

const footballPath = (id: string, tab?: string) => `/pages/score/course_details?id=${encodeURIComponent(id)}${tab ? `&tab=${tab}` : ''}`;

function freshPhone(): string {
  return `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

async function loginWithPhone(page: Page, phone: string): Promise<void> {
  await page.getByTestId('tabbar-item-user').click();
  await page.getByTestId('user-login-entry').click();
  await page.getByTestId('login-phone').locator('input').fill(phone);
  await page.getByTestId('login-send-code').click();
  const code = await server.smsCode(phone);
  await page.getByTestId('login-code').locator('input').fill(code);
  await page.getByTestId('login-agree').click();
  await page.getByTestId('login-submit').click();
  await expect.poll(() => page.getByTestId('user-phone').textContent(), { timeout: 20_000 }).toContain(phone.slice(-4));
}

describe('the match centre on a phone', () => {
  it('shows a live football match: header, timeline, odds and one company\'s movement chart', async () => {
    const id = footballId;
    for (const [locale, lang] of [['zh-CN', 'zh-Hans'], ['en-GB', 'en']] as const) {
      const context = await phoneContext(browser, locale);
      const page = await open(context, footballPath(id));
      // The first page of a run also fetches every chunk; a loaded machine takes a while.
      await expect.poll(() => page.getByTestId('match-score').textContent(), { timeout: 45_000 }).toMatch(/^\d+ : \d+$/);
      // Goals and cards by side, or at least the kick-off mark this early in a match.
      await expect.poll(() => page.getByTestId('match-timeline').locator('li').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await page.getByTestId('match-state').textContent()).toMatch(lang === 'en' ? /half|Half/ : /半场|中场/);
      expect(await page.getByTestId('momentum-chart').count()).toBe(1);
      await shot(page, `${lang}-match-01-overview`);

      await page.getByRole('tab', { name: lang === 'en' ? 'Analysis' : '分析' }).click();
      await expect.poll(() => page.getByTestId('match-trends').locator('tbody tr').count(), { timeout: 20_000 }).toBe(7);
      await shot(page, `${lang}-match-01b-analysis`);

      await page.getByRole('tab', { name: lang === 'en' ? 'Odds' : '指数' }).click();
      await expect.poll(() => page.getByTestId('odds-company-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await shot(page, `${lang}-match-02-odds`);
      await page.getByTestId('odds-company-row').first().click();
      await expect.poll(() => page.getByTestId('odds-movement-chart').locator('polyline').count()).toBe(3);
      // The quote table under the chart lists each quote with its time (MM-dd HH:mm).
      await expect.poll(() => page.getByTestId('odds-movement').textContent()).toMatch(/\d{2}-\d{2} \d{2}:\d{2}/);
      await shot(page, `${lang}-match-03-movement`);

      await page.goto(`${server.url}/#${footballPath(id, 'live')}`);
      await expect.poll(() => page.getByTestId('live-text').locator('li').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      // The minutes and running scores sit inside the white card, not flush with (and cut by) its edges.
      const inset = await page.getByTestId('live-text').evaluate((list) => {
        const box = list.getBoundingClientRect();
        const line = list.querySelector('li');
        const first = line?.firstElementChild?.getBoundingClientRect();
        const last = line?.lastElementChild?.getBoundingClientRect();
        return { left: (first?.left ?? 0) - box.left, right: box.right - (last?.right ?? Infinity) };
      });
      expect(inset.left).toBeGreaterThanOrEqual(8);
      expect(inset.right).toBeGreaterThanOrEqual(8);
      await shot(page, `${lang}-match-04-live-text`);
      await context.close();
    }
  });

  it('carries a chat message from one phone to another by push', async () => {
    const id = footballId;
    const writer = await phoneContext(browser, 'zh-CN');
    const reader = await phoneContext(browser, 'en-GB');
    const readerPage = await open(reader, footballPath(id, 'chat'));
    await expect.poll(() => readerPage.getByTestId('chat-login').count(), { timeout: 20_000 }).toBe(1);

    const writerPage = await open(writer, '/pages/tabBar/user');
    await loginWithPhone(writerPage, freshPhone());
    await writerPage.goto(`${server.url}/#${footballPath(id, 'chat')}`);
    const text = `好球！<b>${Date.now() % 100000}</b>`;
    await writerPage.getByTestId('chat-input').locator('input').fill(text);
    await writerPage.getByTestId('chat-send').click();
    await expect.poll(() => writerPage.getByTestId('chat-text').last().textContent(), { timeout: 15_000 }).toBe(text);
    await shot(writerPage, 'zh-Hans-match-04-chat-sent');

    lastPage = readerPage;
    await expect.poll(() => readerPage.getByTestId('chat-text').last().textContent(), { timeout: 15_000 }).toBe(text);
    // Markup arrives as text, not as elements.
    expect(await readerPage.getByTestId('chat-text').last().locator('b').count()).toBe(0);
    await shot(readerPage, 'en-match-04-chat-received');

    await readerPage.getByTestId('chat-report').last().click();
    await readerPage.getByTestId('report-reason-spam').click();
    await readerPage.getByTestId('report-submit').click();
    await expect.poll(() => readerPage.getByTestId('report-form').count()).toBe(0);
    await writer.close();
    await reader.close();
  });

  it('opens a basketball game\'s match centre with its quarter table', async () => {
    const game = basketball;
    expect(game, 'the replay has an NBA game around now').toBeDefined();
    console.log(`basketball game ${game?.id} was ${game?.status} when the server started`);
    for (const [locale, lang] of [['zh-CN', 'zh-Hans'], ['en-GB', 'en']] as const) {
      const context = await phoneContext(browser, locale);
      const page = await open(context, `/pages/score/course_detailsL?id=${encodeURIComponent(game?.id ?? '')}`);
      await expect.poll(() => page.getByTestId('quarter-table').locator('tbody tr').count(), { timeout: 20_000 }).toBe(2);
      // The screenshot shows the whole overview: the team statistics and the season table loaded.
      await expect.poll(() => page.getByTestId('team-stats').getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
      await page.getByTestId('season-stats').waitFor({ timeout: 20_000 });
      await shot(page, `${lang}-match-05-basketball`);
      await page.getByRole('tab', { name: lang === 'en' ? 'Odds' : '指数' }).click();
      // The tab opens on the first market the game is quoted in (the NBA data has spreads and totals).
      await expect.poll(() => page.getByTestId('odds-company-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await page.getByTestId('odds-company-row').first().click();
      await expect.poll(() => page.getByTestId('odds-movement-chart').locator('polyline').count()).toBeGreaterThan(0);
      await shot(page, `${lang}-match-06-basketball-odds`);
      await context.close();
    }
  });
});
