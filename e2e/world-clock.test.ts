import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { phoneContext, shot } from './support/browser.ts';
import { startJourney } from './support/journey.ts';

// The replay at real speed (REPLAY_SPEED 1): a match minute is a minute of the wall clock, and the
// demo clock opens the server on a moment with football in play. No push comes per minute: the page
// ticks the minute itself from the half's kick-off the replies carry.
const e2e = startJourney({ feed: true });

/** `28'` → 28, `45+2'` → 47; anything else (中场, HT) → undefined. */
function minuteValue(text: string | null): number | undefined {
  const match = /^(\d+)(?:\+(\d+))?'$/.exec((text ?? '').trim());
  return match ? Number(match[1]) + Number(match[2] ?? 0) : undefined;
}

async function openTab(context: BrowserContext, hash: string): Promise<Page> {
  const page = await e2e.newPage(context);
  await page.goto(`${e2e.server.url}/#${hash}`);
  return page;
}

interface LiveRow {
  id: string;
  minute: number;
}

/**
 * A live row of the scores tab whose minute will still be running in 70 s: not in the last
 * minutes of a half (it could reach half-time or full time meanwhile), when there is a choice.
 */
async function pickLiveRow(page: Page): Promise<LiveRow> {
  const live = page.locator('[data-testid="score-row"][data-status="live"]');
  await expect.poll(() => live.count(), { timeout: 120_000 }).toBeGreaterThan(0);
  const rows = await live.evaluateAll((elements) =>
    elements.map((element) => ({ id: element.getAttribute('data-id') ?? '', text: element.querySelector('[data-cell="clock"]')?.textContent ?? '' })),
  );
  const candidates = rows.flatMap((row) => {
    const minute = minuteValue(row.text);
    return minute === undefined ? [] : [{ id: row.id, minute }];
  });
  const safe = candidates.filter(({ minute }) => minute < 43 || (minute > 46 && minute < 88));
  const chosen = safe[0] ?? candidates[0];
  if (!chosen) throw new Error(`no live row shows a minute: ${JSON.stringify(rows)}`);
  return chosen;
}

const clockCell = (page: Page, id: string): Locator => page.locator(`[data-testid="score-row"][data-id="${id}"] [data-cell="clock"]`);

/** The server's own minute for the match now (built from the board, not from the page's clock). */
async function serverMinute(id: string): Promise<number | undefined> {
  const reply = await callApi<{ items: Array<{ id: string; clock: string | null }> }>(e2e.server.url, '/MobileFoot/gameNow');
  const clock = reply.data.items.find((row) => row.id === id)?.clock;
  return clock ? minuteValue(`${clock}'`) : undefined;
}

describe('the football minute ticks by itself', () => {
  for (const { locale, lang } of [
    { locale: 'zh-CN', lang: 'zh-Hans' },
    { locale: 'en-US', lang: 'en' },
  ]) {
    it(`advances a live row's minute within 70 s on the scores tab and the home page (${lang})`, async () => {
      const context = await phoneContext(e2e.browser, locale);
      const scores = await openTab(context, '/pages/tabBar/score');
      await scores.getByTestId('scores-page').waitFor();
      const row = await pickLiveRow(scores);
      // The page's minute is the server's (within the minute it may turn during the call).
      const atServer = await serverMinute(row.id);
      expect(Math.abs((atServer ?? -9) - row.minute), `page ${row.minute}', server ${atServer}'`).toBeLessThanOrEqual(1);

      // The home page's live matches tick the same way (the first one showing a minute).
      const home = await openTab(context, '/pages/tabBar/home');
      const homeMinutes = home.locator('[data-testid^="live-match-minute-"]');
      await expect.poll(async () => (await homeMinutes.allTextContents()).some((text) => minuteValue(text) !== undefined), { timeout: 30_000 }).toBe(true);
      const homeIndex = (await homeMinutes.allTextContents()).findIndex((text) => minuteValue(text) !== undefined);
      const homeMinute = home.getByTestId((await homeMinutes.nth(homeIndex).getAttribute('data-testid')) ?? '');
      const homeStart = minuteValue(await homeMinute.textContent()) ?? 0;

      // No reload, no per-minute push: the same page's cell moves on by itself.
      await expect.poll(async () => minuteValue(await clockCell(scores, row.id).textContent()), { timeout: 70_000, interval: 1_000 }).toBeGreaterThan(row.minute);
      await expect.poll(async () => minuteValue(await homeMinute.textContent()), { timeout: 70_000, interval: 1_000 }).toBeGreaterThan(homeStart);
      const shown = minuteValue(await clockCell(scores, row.id).textContent()) ?? 0;
      expect(Math.abs((await serverMinute(row.id) ?? -9) - shown)).toBeLessThanOrEqual(1);

      await scores.bringToFront();
      // A goal meanwhile opens the score dialog over the list: close it for the picture.
      const dialog = scores.getByTestId('score-dialog');
      if (await dialog.isVisible()) await scores.getByTestId('score-dialog-close').click();
      await dialog.waitFor({ state: 'hidden' });
      await shot(scores, `world-clock-${lang}-scores-live-minute`);
      await context.close();
    }, 300_000);
  }
});
