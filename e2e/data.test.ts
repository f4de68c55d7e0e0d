import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { launchBrowser, phoneContext, shot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

// The data tab over the replayed seasons: competitions, a league table, a team page, a 14-match
// issue and a past draw, in Simplified Chinese and English at 390×844.

let server: RunningServer;
let browser: Browser;
let lastPage: Page | undefined;

interface Standings {
  standings: Array<{ team: { id: string; shortName: string }; points: number }>;
}
interface Issues {
  issues: Array<{ number: string }>;
}

beforeAll(async () => {
  server = await startServer({ feed: true, env: { REPLAY_SPEED: '60' } });
  browser = await launchBrowser();
}, 660_000);

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && lastPage && !lastPage.isClosed()) {
    await shot(lastPage, `failed-data-${task.name.slice(0, 50).replace(/\W+/g, '-')}`).catch(() => undefined);
  }
  lastPage = undefined;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  { browserLocale: 'zh-CN', locale: 'zh-Hans', tableTab: '积分' },
  { browserLocale: 'en-US', locale: 'en', tableTab: 'Table' },
])('the data tab in $locale on a phone', ({ browserLocale, locale, tableTab }) => {
  it('opens the tab, a league table, a team page, a 14-match issue and a past draw', async () => {
    const context = await phoneContext(browser, browserLocale);
    const page = await context.newPage();
    lastPage = page;
    await page.goto(`${server.url}/#/pages/tabBar/data_list`);

    // The competitions: the leagues with their replayed season, the NBA and the tournaments.
    const leagues = page.getByTestId('group-leagues');
    await leagues.getByTestId('competition-premier-league').waitFor();
    await expect.poll(() => leagues.getByTestId(/^competition-/).count()).toBe(6);
    await page.getByTestId('group-basketball').getByTestId('competition-nba').waitFor();
    await shot(page, `data-tab-${locale}`);

    // An international tournament: the teams' records over its latest year.
    await page.getByTestId('group-internationals').getByTestId(/^competition-/).first().click();
    await expect.poll(() => page.getByTestId('standings').getByTestId(/^standing-/).count()).toBeGreaterThan(1);
    await shot(page, `data-tournament-${locale}`);
    await page.goBack();

    // The Premier League table is the server's, row for row.
    await leagues.getByTestId('competition-premier-league').click();
    const table = page.getByTestId('standings');
    await table.waitFor();
    await expect.poll(() => page.getByRole('tab', { name: tableTab }).count()).toBeGreaterThan(0);
    const reply = await callApi<Standings>(server.url, '/MobileData/getSaiShiDetail', { competitionId: 'premier-league' }, null);
    const first = reply.data.standings[0];
    expect(first).toBeDefined();
    expect(await table.getByTestId(/^standing-/).count()).toBe(reply.data.standings.length);
    const firstRow = table.getByTestId(`standing-${first?.team.id ?? ''}`);
    expect(await firstRow.locator('td').first().textContent()).toBe('1');
    await shot(page, `data-league-table-${locale}`);

    // The points details: won, drawn, lost and goals, overall, at home and away.
    await page.getByTestId('points-details').click();
    const points = page.getByTestId('points-table');
    await expect.poll(() => points.getByTestId(/^standing-/).count()).toBe(reply.data.standings.length);
    await page.getByTestId('points-venue-away').click();
    await shot(page, `data-points-${locale}`);
    await page.goBack();
    await table.waitFor();

    // Home and away tables, attack and defence.
    await page.getByTestId('venue-home').click();
    await expect.poll(() => table.getByTestId(/^standing-/).count()).toBe(reply.data.standings.length);
    await page.getByRole('tab', { name: locale === 'en' ? 'Attack/defence' : '攻防' }).click();
    await page.getByTestId('top-attack').waitFor();
    await shot(page, `data-league-goals-${locale}`);

    // The season's results, newest first, loaded page by page into a virtualised list.
    await page.getByRole('tab', { name: locale === 'en' ? 'Results' : '赛果' }).click();
    await page.getByTestId('results').getByTestId(/^past-/).first().waitFor();

    // A team page from its table row: its table numbers, next matches and all its matches.
    await page.getByRole('tab', { name: tableTab }).click();
    await page.getByTestId('venue-total').click();
    await table.getByTestId(`standing-${first?.team.id ?? ''}`).click();
    await page.getByTestId('team-hero').waitFor();
    expect(page.url()).toContain(`details1?teamId=${first?.team.id ?? ''}`);
    await page.getByTestId('team-recent').getByTestId(/^past-/).first().waitFor();
    await shot(page, `data-team-${locale}`);
    await page.getByRole('tab', { name: locale === 'en' ? 'Matches' : '比赛' }).click();
    await page.getByTestId('team-games').getByTestId(/^past-/).first().waitFor();

    // The NBA: conference tables, and a team page from a row.
    await page.goto(`${server.url}/#/pages/data_list/data_list_details?id=nba`);
    const east = page.getByTestId('nba-standings');
    await expect.poll(() => east.getByTestId(/^nba-/).count()).toBe(15);
    await shot(page, `data-nba-${locale}`);
    await east.getByTestId(/^nba-/).first().click();
    await page.getByTestId('nba-splits').waitFor();
    expect(page.url()).toContain('sport=basketball');
    await shot(page, `data-nba-team-${locale}`);

    // A 14-match issue with its 14 matches.
    await page.goto(`${server.url}/#/pages/data_list/data_list_14`);
    const issues = await callApi<Issues>(server.url, '/MobileFoot/getChangMuList', {}, null);
    const number = issues.data.issues[0]?.number ?? '';
    await page.getByTestId(`issue-${number}`).click();
    await page.getByTestId('issue-matches').waitFor();
    await expect.poll(() => page.getByTestId(/^issue-match-/).count()).toBe(14);
    await shot(page, `data-issue-${locale}`);

    // Past draws, one draw with its statistics.
    await page.goto(`${server.url}/#/pages/data_list/history_list`);
    await page.getByTestId('draws').getByTestId(/^issue-/).first().click();
    await page.getByTestId('draw-matches').waitFor();
    await page.getByTestId('issue-stats').waitFor();
    await shot(page, `data-draw-${locale}`);
    await context.close();
  }, 120_000);
});
