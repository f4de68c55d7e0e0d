import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { launchBrowser, phoneContext, shot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * A live NBA game's match centre on the replayed season, at REPLAY_SPEED 1 (the demo clock opens
 * on a moment with NBA games in play): its header shows the game clock, its team statistics show
 * while it is on (the box so far, not "after the game"), and two games in play run different
 * clocks, each at its own pace. Screenshots in Simplified Chinese and English.
 */

interface Game {
  id: string;
  status: string;
  period: number | null;
  clock: string | null;
  tipoffAt: number;
}
interface NbaNow {
  live: Game[];
}
interface Box {
  available: string;
  home: { points: number; rebounds: number } | null;
}

let server: RunningServer;
let browser: Browser;

// The first feed server of a run imports the seasons once (several minutes on a loaded machine).
const IMPORT_GUARD_MS = 900_000;

beforeAll(async () => {
  server = await startServer({ feed: true, env: { REPLAY_SPEED: '1' } });
  browser = await launchBrowser();
}, IMPORT_GUARD_MS);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const liveGames = async () => ((await callApi<NbaNow>(server.url, '/MobileLan/getLanGameNow')).data?.live ?? []).filter((g) => g.status === 'live' || g.status === 'break');
const clockOf = (g: Game) => `${g.status} ${g.period ?? ''} ${g.clock ?? ''}`;

/** A game in play with a box so far (a regular-season game), its clock running if one is; else any game in play. */
async function liveGameWithBox(): Promise<{ game: Game; box: Box | undefined }> {
  let games: Game[] = [];
  await expect.poll(async () => (games = await liveGames()).length, { timeout: 60_000 }).toBeGreaterThan(0);
  const boxes = await Promise.all(games.map(async (game) => ({ game, box: (await callApi<Box>(server.url, '/MobileLan/getLanGameTj', { id: game.id })).data })));
  // Prefer a game with its clock running (not at a break) and a box so far.
  const first = boxes.find((b) => b.game.status === 'live' && b.box?.available === 'live') ?? boxes.find((b) => b.box?.available === 'live') ?? boxes[0];
  if (!first) throw new Error('no NBA game in play');
  return first;
}

describe('a live NBA game in the match centre', () => {
  it('runs its own clock: two games in play never stay on the same clock', async () => {
    const games = await liveGames();
    console.log(`NBA games in play: ${games.map((g) => `${g.id} ${clockOf(g)} (tip-off ${new Date(g.tipoffAt).toISOString()})`).join('; ')}`);
    if (games.length < 2) return; // only one game in play at this moment: nothing to compare
    // Games tipped off together read the same clock for the first seconds; their paces part them within a minute.
    await expect
      .poll(async () => {
        const playing = (await liveGames()).filter((g) => g.status === 'live');
        const tipoffs = [...new Set(playing.map((g) => g.tipoffAt))];
        return tipoffs.every((at) => {
          const together = playing.filter((g) => g.tipoffAt === at);
          return new Set(together.map(clockOf)).size === together.length;
        });
      }, { timeout: 60_000, interval: 5_000 })
      .toBe(true);
  });

  it('shows the game clock and the team statistics so far, in Chinese and English', async () => {
    const { game, box } = await liveGameWithBox();
    console.log(`NBA game ${game.id}: ${clockOf(game)}, box ${box?.available}`);
    for (const [locale, lang] of [['zh-CN', 'zh-Hans'], ['en-GB', 'en']] as const) {
      const context = await phoneContext(browser, locale);
      const page = await context.newPage();
      await page.goto(`${server.url}/#/pages/score/course_detailsL?id=${encodeURIComponent(game.id)}`);
      await expect.poll(() => page.getByTestId('quarter-table').locator('tbody tr').count(), { timeout: 20_000 }).toBe(2);
      const state = (await page.getByTestId('match-state').textContent()) ?? '';
      // In play the header reads the period and its clock (第3节 05:12 / Q3 05:12); at a break, the break.
      if (game.status === 'live') expect(state).toMatch(/\d{2}:\d{2}/);
      await expect.poll(() => page.getByTestId('team-stats').getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
      if (box?.available === 'live') {
        await page.getByTestId('team-stats').getByTestId('match-stats').waitFor({ timeout: 20_000 });
        const stats = (await page.getByTestId('team-stats').textContent()) ?? '';
        expect(stats).toContain(lang === 'en' ? 'Rebounds' : '篮板');
      }
      await shot(page, `${lang}-world-nba-live`);
      // The live text: runs, ties, changes of lead and period ends with their own points.
      await page.getByRole('tab', { name: lang === 'en' ? 'Live' : '直播' }).click();
      await expect.poll(() => page.getByTestId('live-text').locator('li').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await shot(page, `${lang}-world-nba-live-text`);
      await context.close();
    }
  });
});
