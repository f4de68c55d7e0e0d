import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { launchBrowser, phoneContext, shot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

// One calendar everywhere (issue 25 §1): a finished league match shows the same date on the scores
// tab, its team page's last five and the data tab's results; the Premier League's 赛程 lists the
// rest of its replayed season; the season is marked as a replay. zh-Hans and en, 390×844.

let server: RunningServer;
let browser: Browser;
let lastPage: Page | undefined;

interface Row {
  id: string;
  competitionId: string;
  kickoffAt: number;
  status: string;
  home: { id: string };
  away: { id: string };
}
interface Past {
  id: string;
  playedAt: number;
  home: { id: string };
  away: { id: string };
}
/** A finished board match and the history row it replays. */
interface Pair {
  board: Row;
  past: Past;
  day: string;
}

const LEAGUES = ['premier-league', 'la-liga', 'bundesliga', 'serie-a', 'ligue-1', 'chinese-super-league'];
const DAY_MS = 86_400_000;
const beijingDay = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer({ feed: true, env: { REPLAY_SPEED: '60' } });
  browser = await launchBrowser();
}, 660_000);

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && lastPage && !lastPage.isClosed()) {
    await shot(lastPage, `failed-calendar-${task.name.slice(0, 50).replace(/\W+/g, '-')}`).catch(() => undefined);
  }
  lastPage = undefined;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A click that a goal pop-up cannot swallow: at REPLAY_SPEED 60 goals come often, and the score
 * dialog's mask would intercept a pointer click for its few seconds on screen.
 */
async function tap(target: Locator): Promise<void> {
  await target.waitFor();
  await target.dispatchEvent('click');
}

/** The latest finished league match on the board (today or the two days before) and its history row. */
async function finishedPair(): Promise<Pair> {
  for (let back = 0; back <= 2; back += 1) {
    const day = beijingDay(Date.now() - back * DAY_MS);
    const list = await callApi<{ items: Row[] }>(server.url, '/MobileFoot/dateGame', { date: day, pageSize: 100 }, null);
    const finished = list.data.items.filter((r) => r.status === 'finished' && LEAGUES.includes(r.competitionId)).reverse();
    for (const board of finished) {
      const results = await callApi<{ items: Past[] }>(server.url, '/MobileData/getSaiShiGames', { competitionId: board.competitionId, pageSize: 50 }, null);
      const past = results.data.items.find((p) => p.home.id === board.home.id && p.away.id === board.away.id);
      if (past) return { board, past, day };
    }
  }
  throw new Error('no finished league match on the board in the last three days');
}

describe.each([
  { browserLocale: 'zh-CN', locale: 'zh-Hans', tableTab: '积分', fixturesTab: '赛程', replayed: '历史回放', replayedHint: '真实往届赛季按今天的日历重放，并非实时数据' },
  { browserLocale: 'en-US', locale: 'en', tableTab: 'Table', fixturesTab: 'Fixtures', replayed: 'Replayed season', replayedHint: 'A real past season replayed on today’s calendar, not a live feed' },
])('one calendar in $locale', ({ browserLocale, locale, tableTab, fixturesTab, replayed, replayedHint }) => {
  it('a match has one date on the scores tab, its team page and the data tab; EPL fixtures are listed', async () => {
    const { board, past, day } = await finishedPair();
    // The server gives the history row the board's instant: one match, one date.
    expect(past.playedAt).toBe(board.kickoffAt);
    const monthDay = day.slice(5);

    const context = await phoneContext(browser, browserLocale);
    const page = await context.newPage();
    lastPage = page;

    // The scores tab's results for that day list the match.
    await page.goto(`${server.url}/#/pages/tabBar/score`);
    await page.getByTestId('scores-page').waitFor();
    await tap(page.getByTestId('mode-results'));
    await tap(page.getByTestId(`date-${day}`));
    await page.locator(`[data-testid="score-row"][data-id="${board.id}"]`).waitFor({ timeout: 20_000 });

    // The home team's page: the match in its last five, on the same day, under a replay mark.
    await page.goto(`${server.url}/#/pages/data_page/details1?teamId=${board.home.id}`);
    const recent = page.getByTestId('team-recent').getByTestId(`past-${past.id}`);
    await recent.waitFor();
    expect(await recent.textContent()).toContain(monthDay);
    expect(await page.getByTestId('team-hero').getByTestId('replay-badge').textContent()).toBe(replayed);
    await shot(page, `calendar-team-${locale}`);

    // The data tab's results of its competition: the same day.
    await page.goto(`${server.url}/#/pages/data_list/data_list_details?id=${board.competitionId}`);
    await tap(page.getByRole('tab', { name: locale === 'en' ? 'Results' : '赛果' }));
    const result = page.getByTestId('results').getByTestId(`past-${past.id}`);
    await result.waitFor();
    expect(await result.textContent()).toContain(monthDay);

    // The data tab's competitions carry the mark beside their season.
    await page.goto(`${server.url}/#/pages/tabBar/data_list`);
    const premierLeague = page.getByTestId('group-leagues').getByTestId('competition-premier-league');
    expect(await premierLeague.getByTestId('replay-badge').getAttribute('title')).toBe(replayedHint);
    await shot(page, `calendar-data-tab-${locale}`);

    // The Premier League's fixtures: the rest of its replayed season, from now on, without scores.
    await page.goto(`${server.url}/#/pages/data_list/data_list_details?id=premier-league`);
    await tap(page.getByRole('tab', { name: tableTab }));
    expect(await page.getByTestId('replay-badge').first().textContent()).toBe(replayed);
    await tap(page.getByRole('tab', { name: fixturesTab }));
    const fixtures = page.getByTestId('fixtures').getByTestId(/^fixture-/);
    await expect.poll(() => fixtures.count()).toBeGreaterThan(10);
    await shot(page, `calendar-epl-fixtures-${locale}`);
    await context.close();
  }, 120_000);
});
